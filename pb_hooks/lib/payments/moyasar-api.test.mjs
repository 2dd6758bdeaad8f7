import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'

const require = createRequire(import.meta.url)
const { authorization, base64, invoiceRequest, readPayment, readWebhook } = require('./moyasar-api.js')

describe('Moyasar API', () => {
  it('authenticates with the secret key as the Basic user name', () => {
    expect(authorization('sk_test_123')).toBe(`Basic ${Buffer.from('sk_test_123:').toString('base64')}`)
    for (const text of ['', 'a', 'ab', 'abc', 'abcd']) expect(base64(text)).toBe(Buffer.from(text).toString('base64'))
  })

  it('asks for an invoice in halalas with the order in its metadata', () => {
    expect(invoiceRequest({ orderId: 'o1', orderNumber: 'R1', amount: 27500, currency: 'SAR', description: 'Rihla order R1', callbackUrl: 'https://x/hook', successUrl: 'https://x/ok', backUrl: 'https://x/back' })).toEqual({
      amount: 27500,
      currency: 'SAR',
      description: 'Rihla order R1',
      callback_url: 'https://x/hook',
      success_url: 'https://x/ok',
      back_url: 'https://x/back',
      metadata: { order_id: 'o1', order_number: 'R1' },
    })
  })

  it('reads payments and webhooks', () => {
    const payment = { id: 'p1', status: 'paid', amount: 27500, currency: 'SAR', invoice_id: 'i1', metadata: { order_id: 'o1' }, source: { type: 'creditcard', company: 'mada', number: '4201-32XX-XXXX-1111' } }
    expect(readPayment(payment)).toEqual({ providerPaymentId: 'p1', sessionId: 'i1', status: 'paid', amount: 27500, currency: 'SAR', orderId: 'o1', card: { brand: 'mada', last4: '1111' } })
    expect(readPayment({ ...payment, status: 'captured' }).status).toBe('paid')
    expect(readPayment({ ...payment, status: 'voided' }).status).toBe('failed')
    expect(readPayment(null)).toBeNull()
    expect(readWebhook({ id: 'e1', type: 'payment_paid', secret_token: 's', data: payment })).toEqual({ id: 'e1', type: 'payment_paid', paymentId: 'p1', secretToken: 's' })
    expect(readWebhook({ id: 'e1', type: 'payment_paid' })).toBeNull()
  })
})
