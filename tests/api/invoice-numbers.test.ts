// An order is numbered for its invoice at checkout (decision 037), but it has an invoice only
// once paid: before that neither the order's answer nor the customer's list shows an invoice
// number (issue 34: an unpaid pay-later order showed one in the orders list).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCustomer } from '../support/api'
import { bookableSlots, call, checkoutBody, excludeLocalhostFromRateLimits, postCheckout, type CheckoutCreated } from './checkout-support'
import { eventually, payWithCard, TEST_CARDS } from './payments-support'

let restore: () => Promise<void>
beforeAll(async () => {
  restore = await excludeLocalhostFromRateLimits()
})
afterAll(async () => {
  await restore?.()
})

type View = { order: { status: string; invoiceNumber: string }; invoice: { number: string } | null }
const viewAs = (id: string, auth: string) => call<View>(`/api/store/orders/${id}`, { auth })

describe('invoice numbers', () => {
  it('an unpaid pay-later order shows none, in its answer and in the customer’s list', async () => {
    const owner = await createCustomer('pay-later-invoice')
    const [slot] = await bookableSlots(1, { payLater: true, days: [8, 10] })
    const reply = await postCheckout(checkoutBody([slot!], { paymentMethod: 'pay_later' }), { auth: owner.client.authStore.token })
    expect(reply.status, JSON.stringify(reply.body)).toBe(201)
    const created = reply.body as CheckoutCreated
    expect(created.order.status).toBe('reserved')
    expect(created.order.invoiceNumber).toBe('')
    const view = await viewAs(created.order.id, owner.client.authStore.token)
    expect(view.body.order.invoiceNumber).toBe('')
    expect(view.body.invoice).toBeNull()
    // The list reads the collection: it learns the order is unpaid from paid_at (src/features/orders/components/orders-page.tsx).
    const list = await owner.client.collection('orders').getFullList<{ id: string; paid_at: string }>({ fields: 'id,paid_at' })
    expect(list.find((row) => row.id === created.order.id)?.paid_at).toBe('')
  })

  it('a paid order shows its invoice’s number', async () => {
    const owner = await createCustomer('paid-invoice')
    const [slot] = await bookableSlots(1)
    const reply = await postCheckout(checkoutBody([slot!]), { auth: owner.client.authStore.token })
    expect(reply.status).toBe(201)
    const created = reply.body as CheckoutCreated
    expect(created.order.invoiceNumber).toBe('')
    expect((await payWithCard(created.payment!.redirectUrl, TEST_CARDS.success)).status).toBe(303)
    const paid = await eventually(
      () => viewAs(created.order.id, owner.client.authStore.token),
      (answer) => answer.body.order.status === 'confirmed',
    )
    expect(paid.body.order.invoiceNumber).toMatch(/^INV-\d{4}-\d{7}$/)
    expect(paid.body.invoice?.number).toBe(paid.body.order.invoiceNumber)
  })
})
