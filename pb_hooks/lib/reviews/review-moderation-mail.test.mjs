import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'

const require = createRequire(import.meta.url)
const { restoredMail } = require('./review-mail.js')

describe('the mail when staff publish a hidden review again', () => {
  it('is in the order’s language, right to left in Arabic, with the title escaped', () => {
    const ar = restoredMail({ order: { locale: 'ar', lead_guest: { firstName: 'عمر' } }, title: { ar: 'جولة الدرعية', en: 'Diriyah tour' } })
    expect(ar.subject).toBe('أعدنا نشر مراجعتك لـ«جولة الدرعية»')
    expect(ar.text).toContain('مرحبًا عمر،')
    expect(ar.html).toContain('dir="rtl"')
    const en = restoredMail({ order: { locale: 'en', lead_guest: null }, title: { ar: '', en: 'Diriyah <tour>' } })
    expect(en.subject).toBe('Your review of Diriyah <tour> is published again')
    expect(en.html).toContain('Diriyah &lt;tour&gt;')
    expect(en.text).toContain('has published it on the experience’s page again')
  })
})
