import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'

const require = createRequire(import.meta.url)
const { offerMail, replyMail, requestMail, threadLink, inboxLink } = require('./chat-mail.js')

const offer = { date: '2026-12-10', start_time: '09:30', travellers: { adult: 2 }, total: 123450, expires_at: '2026-11-26 09:00:00.000Z', note: 'Lunch <included>' }

describe('links', () => {
  it('point at the chat screen per language, with no secret', () => {
    expect(threadLink('https://rihla.example/', 'ar', 'abc')).toBe('https://rihla.example/chat/abc')
    expect(threadLink('https://rihla.example', 'en', 'abc')).toBe('https://rihla.example/en/chat/abc')
    expect(inboxLink('https://rihla.example', 'en', 'abc')).toBe('https://rihla.example/en/staff/chat/abc')
  })
})

describe('offerMail', () => {
  it('is in English for an English thread, with the price, expiry and note escaped', () => {
    const mail = offerMail({ locale: 'en', name: 'Sara', threadId: 't1', appUrl: 'https://rihla.example', title: 'Edge of the World', optionTitle: 'Sunset', offer })
    expect(mail.subject).toBe('A custom offer from Rihla: Edge of the World')
    expect(mail.text).toContain('Hello Sara,')
    expect(mail.text).toContain('Total: 1234.50 SAR')
    expect(mail.text).toContain('Valid until: 26 November 2026, 12:00 (Riyadh time)')
    expect(mail.html).toContain('Lunch &lt;included&gt;')
    expect(mail.html).toContain('dir="ltr"')
    expect(mail.link).toBe('https://rihla.example/en/chat/t1')
    expect(mail.html).not.toMatch(/[\u0621-\u064a]/)
  })

  it('is in Arabic otherwise', () => {
    const mail = offerMail({ locale: 'ar', name: '', threadId: 't1', appUrl: 'https://rihla.example', title: 'حافة العالم', optionTitle: '', offer })
    expect(mail.subject).toBe('عرض خاص من رحلة: حافة العالم')
    expect(mail.html).toContain('dir="rtl"')
    expect(mail.text).toContain('مرحبًا،')
    expect(mail.text).toContain('١٢٣٤٫٥٠ ر.س.')
    expect(mail.text).toContain('١٠ ديسمبر ٢٠٢٦، ٠٩:٣٠')
    expect(mail.text).toContain('بالغ × ٢')
    expect(mail.link).toBe('https://rihla.example/chat/t1')
  })
})

describe('replyMail', () => {
  it('quotes the reply and names the author', () => {
    const mail = replyMail({ locale: 'en', name: 'Sara', threadId: 't2', appUrl: 'https://rihla.example', author: 'Huda', preview: 'Yes, we can pick you up.' })
    expect(mail.subject).toBe('Rihla replied to your message')
    expect(mail.text).toContain('Huda wrote to you')
    expect(mail.text).toContain('«Yes, we can pick you up.»')
    const arabic = replyMail({ locale: 'ar', name: '', threadId: 't2', appUrl: '', author: '', preview: 'نعم' })
    expect(arabic.subject).toBe('ردّ فريق رحلة على رسالتك')
    expect(arabic.text).toContain('فريق رحلة')
  })
})

describe('requestMail', () => {
  it('lists the request for staff in their language', () => {
    const request = { dates: ['2026-12-10', '2026-12-11'], travellers: { adult: 4, child: 2 }, budget: 500000, language: 'en', notes: 'Wheelchair access', contact: { name: 'Sara', email: 'sara@example.com', countryCode: '+966', phone: '551234567' } }
    const mail = requestMail({ locale: 'en', threadId: 't3', appUrl: 'https://rihla.example', experienceTitle: 'Edge of the World', request })
    expect(mail.subject).toBe('New custom offer request from \u2068Sara\u2069')
    expect(mail.text).toContain('Dates: \u206810 December 2026\u2069, \u206811 December 2026\u2069')
    expect(mail.text).toContain('Travellers: Adult × 4, Child × 2')
    expect(mail.text).toContain('Tour language: English')
    expect(mail.text).toContain('Budget: 5000.00 SAR')
    expect(mail.text).toContain('Contact: \u2068Sara\u2069 — \u2068sara@example.com\u2069 — \u2068+966 551234567\u2069')
    expect(mail.link).toBe('https://rihla.example/en/staff/chat/t3')
    const arabic = requestMail({ locale: 'ar', threadId: 't3', appUrl: '', experienceTitle: '', request: { ...request, budget: 0, notes: '' } })
    expect(arabic.subject).toBe('طلب عرض خاص جديد من \u2068Sara\u2069')
    expect(arabic.text).toContain('الميزانية: —')
    // Issue 34, items 4–5: the Arabic comma between the dates, each date and contact part isolated.
    expect(arabic.text).toContain('\u2068١٠ ديسمبر ٢٠٢٦\u2069، \u2068١١ ديسمبر ٢٠٢٦\u2069')
  })
})
