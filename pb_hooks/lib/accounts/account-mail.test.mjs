import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'

const require = createRequire(import.meta.url)
const { accountMail, mailSettingsFromEnv, mailCaptureDir } = require('./account-mail.js')
const { checkoutResponse, orderViewResponse } = require('../checkout/order-view.js')

describe('accountMail', () => {
  it('writes an English reset mail with the /en link', () => {
    const mail = accountMail({ kind: 'reset', locale: 'en', name: 'Sara', appUrl: 'https://rihla.example/', token: 'a.b-c' })
    expect(mail.subject).toBe('Reset your Rihla password')
    expect(mail.links).toEqual({ en: 'https://rihla.example/en/auth/reset-password#token=a.b-c' })
    expect(mail.html).toContain('href="https://rihla.example/en/auth/reset-password#token=a.b-c"')
    expect(mail.text).toContain('Hello Sara,')
    expect(mail.html).not.toMatch(/[\u0621-\u064a]/)
  })

  it('writes an Arabic reset mail with the Arabic link, right to left', () => {
    const mail = accountMail({ kind: 'reset', locale: 'ar', name: 'سارة', appUrl: 'https://rihla.example', token: 'tok' })
    expect(mail.subject).toBe('إعادة تعيين كلمة المرور في رحلة')
    expect(mail.links).toEqual({ ar: 'https://rihla.example/auth/reset-password#token=tok' })
    expect(mail.html).toContain('dir="rtl"')
  })

  it('writes both languages when the customer has none, and escapes names', () => {
    const mail = accountMail({ kind: 'verify', locale: '', name: '<b>Sara</b>', appUrl: 'https://rihla.example', token: 'tok' })
    expect(mail.subject).toBe('أكّد بريدك الإلكتروني في رحلة | Confirm your email address for Rihla')
    expect(mail.links).toEqual({ ar: 'https://rihla.example/auth/login#verify=tok', en: 'https://rihla.example/en/auth/login#verify=tok' })
    expect(mail.html).toContain('&lt;b&gt;Sara&lt;/b&gt;')
    expect(mail.html).not.toContain('<b>Sara')
  })
})

describe('mailSettingsFromEnv', () => {
  it('reads SMTP, sender and APP_URL', () => {
    expect(mailSettingsFromEnv({ SMTP_HOST: 'smtp.example', SMTP_PORT: '465', SMTP_USERNAME: 'u', SMTP_PASSWORD: 'p', MAIL_SENDER_ADDRESS: 'no-reply@rihla.example', MAIL_SENDER_NAME: 'Rihla', APP_URL: 'https://rihla.example/' })).toEqual({
      smtp: { enabled: true, host: 'smtp.example', port: 465, username: 'u', password: 'p', tls: true },
      sender: { address: 'no-reply@rihla.example', name: 'Rihla' },
      appUrl: 'https://rihla.example',
    })
    expect(mailSettingsFromEnv({ SMTP_HOST: 'smtp.example', SMTP_TLS: 'false' }).smtp).toMatchObject({ port: 587, tls: false })
    expect(mailSettingsFromEnv({})).toEqual({ smtp: null, sender: {}, appUrl: null })
  })

  it('captures mails where the tests look', () => {
    expect(mailCaptureDir({ RIHLA_MAIL_CAPTURE_DIR: '/tmp/mails/' }, '/data')).toBe('/tmp/mails')
    expect(mailCaptureDir({ RIHLA_ENV: 'test' }, '/data')).toBe('/data/mail-capture')
    expect(mailCaptureDir({}, '/data')).toBe('')
  })
})

describe('order answers', () => {
  const order = { id: 'o1', number: 'R261122-ABCDE', purchase_id: 'P1', invoice_number: 'INV-2026-0000001', status: 'reserved', payment_method: 'pay_later', subtotal: 100, discount: 10, total: 90, currency: 'SAR', promo_code: 'X', pay_by: '2026-11-24 09:00:00.000Z', created: '2026-11-22 09:00:00.000Z', locale: 'en', lead_guest: { firstName: 'Sara' } }
  const booking = { id: 'b1', slot: 's1', status: 'held', hold_expires_at: '2026-11-24 09:00:00.000Z', seats: 2, total: 100, experience: 'e1', option: 'p1', date: '2026-11-30', start_time: '08:00', travellers: { adult: 2 }, unit_prices: { adult: 50 }, experience_row: { slug: 'x', title_en: 'X', images: [{ src: '/m' }], city_slug: 'riyadh' }, option_row: { title_en: 'Standard', pricing: 'per_person' } }

  it('shapes the checkout answer with ISO dates and no payment yet', () => {
    expect(checkoutResponse(order, 'token', [booking])).toEqual({
      // A reserved (unpaid) pay-later order has no invoice yet, so no invoice number (issue 34).
      order: { id: 'o1', number: 'R261122-ABCDE', purchaseId: 'P1', invoiceNumber: '', status: 'reserved', paymentMethod: 'pay_later', subtotal: 100, discount: 10, total: 90, currency: 'SAR', promoCode: 'X', created: '2026-11-22T09:00:00.000Z', payBy: '2026-11-24T09:00:00.000Z', accessToken: 'token' },
      bookings: [{ id: 'b1', slotId: 's1', status: 'held', holdExpiresAt: '2026-11-24T09:00:00.000Z', seats: 2, total: 100 }],
      payment: null,
    })
    expect(checkoutResponse({ ...order, payment_method: 'card' }, 't', []).order).not.toHaveProperty('payBy')
  })

  it('shapes the order view without the access token', () => {
    const view = orderViewResponse({ ...order, access_token: 'secret' }, [booking])
    expect(JSON.stringify(view)).not.toContain('secret')
    expect(view.bookings[0]).toMatchObject({ experience: { id: 'e1', slug: 'x', citySlug: 'riyadh', image: { src: '/m' } }, option: { title_en: 'Standard' }, date: '2026-11-30', startTime: '08:00', holdExpiresAt: '2026-11-24T09:00:00.000Z' })
  })
})
