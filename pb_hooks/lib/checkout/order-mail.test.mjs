import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'

const require = createRequire(import.meta.url)
const { confirmationMail, reminderMail, outcomeLink } = require('./order-mail.js')

const order = (overrides = {}) => ({ id: 'o1', number: 'R261122-ABCDE', total: 27500, locale: 'en', lead_guest: { firstName: 'Sara' }, pay_by: '2026-11-24 09:00:00.000Z', ...overrides })
const booking = (overrides = {}) => ({ status: 'confirmed', date: '2026-12-01', start_time: '09:30', travellers: { adult: 2 }, voucher_code: 'RH-AAAA-BBBB', experience_row: { title_ar: 'جولة الدرعية', title_en: 'Diriyah tour' }, ...overrides })

describe('order mails', () => {
  it('confirm in the order’s language with vouchers and the order link', () => {
    const english = confirmationMail({ order: order(), bookings: [booking()], appUrl: 'https://rihla.example/', accessToken: 'tok' })
    expect(english.subject).toBe('Your booking is confirmed — order \u2068R261122-ABCDE\u2069')
    expect(english.text).toContain('Diriyah tour')
    expect(english.text).toContain('RH-AAAA-BBBB')
    expect(english.link).toBe('https://rihla.example/en/orders/o1#token=tok')
    const arabic = confirmationMail({ order: order({ locale: 'ar' }), bookings: [booking(), booking({ status: 'failed', voucher_code: '' })], appUrl: 'https://rihla.example', accessToken: 'tok' })
    expect(arabic.subject).toBe('تم تأكيد حجزك — الطلب \u2068R261122-ABCDE\u2069')
    expect(arabic.html).toContain('dir="rtl"')
    expect(arabic.text).toContain('جولة الدرعية')
    expect(arabic.link).toBe('https://rihla.example/orders/o1#token=tok')
    expect(arabic.html).toContain('إذا استُلم المبلغ فسيُعاد خلال ٢٤ ساعة.')
    // Arabic digits, month names and traveller names, never the stored keys (issue 34, item 3).
    expect(arabic.text).toContain('١ ديسمبر ٢٠٢٦، ٠٩:٣٠')
    expect(arabic.text).toContain('بالغ × ٢')
    expect(english.text).toContain('1 December 2026, 09:30')
    expect(english.text).toContain('Adult × 2')
  })

  it('remind of the pay-later deadline in Riyadh time', () => {
    const mail = reminderMail({ order: order(), appUrl: 'https://rihla.example', accessToken: 'tok' })
    expect(mail.subject).toBe('Reminder: pay by \u206824 November 2026, 12:00 (Riyadh time)\u2069 to keep your reservation — order \u2068R261122-ABCDE\u2069')
    expect(reminderMail({ order: order({ locale: 'ar' }), appUrl: '', accessToken: 'tok' }).text).toContain('٢٤ نوفمبر ٢٠٢٦، ١٢:٠٠ (بتوقيت الرياض)')
  })

  it('isolates the order number, voucher code and total in the Arabic plain text (issue 34, item 4)', () => {
    const arabic = confirmationMail({ order: order({ locale: 'ar' }), bookings: [booking()], appUrl: 'https://rihla.example', accessToken: 'tok' })
    expect(arabic.text).toContain('\u2068R261122-ABCDE\u2069')
    expect(arabic.text).toContain('\u2068RH-AAAA-BBBB\u2069')
    expect(arabic.text).toContain('\u2068٢٧٥٫٠٠ ر.س.\u2069')
  })

  it('keeps the access token of payment return pages in the fragment, out of request logs', () => {
    expect(outcomeLink('https://rihla.example/', 'en', 'success', 'o1', 'tok+1')).toBe('https://rihla.example/en/checkout/success?order=o1#token=tok%2B1')
    expect(outcomeLink('https://rihla.example', 'ar', 'error', 'o1', 'tok')).toBe('https://rihla.example/checkout/error?order=o1#token=tok')
  })
})
