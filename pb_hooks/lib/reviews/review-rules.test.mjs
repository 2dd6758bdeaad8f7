import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'

const require = createRequire(import.meta.url)
const rules = require('./review-rules.js')
const { invitationMail, hiddenMail, reviewLink } = require('./review-mail.js')

const DAY = 86400000
const end = Date.parse('2026-11-20T12:00:00+03:00')

describe('review eligibility', () => {
  it('ends an activity at its Riyadh start plus its duration', () => {
    expect(new Date(rules.activityEndMs({ date: '2026-11-20', start_time: '09:30' }, 150)).toISOString()).toBe('2026-11-20T09:00:00.000Z')
  })

  it('opens when the activity ended, for a confirmed booking of a paid order, for 90 days, once', () => {
    const facts = (overrides = {}) => ({ orderStatus: 'confirmed', bookingStatus: 'confirmed', endMs: end, reviewed: false, ...overrides })
    expect(rules.eligibility(facts(), end - 1)).toBe('not_finished')
    expect(rules.eligibility(facts(), end)).toBe('eligible')
    expect(rules.eligibility(facts({ orderStatus: 'partially_confirmed' }), end + DAY)).toBe('eligible')
    expect(rules.eligibility(facts(), end + 90 * DAY)).toBe('eligible')
    expect(rules.eligibility(facts(), end + 90 * DAY + 1)).toBe('window_closed')
    for (const bookingStatus of ['cancelled', 'refunded', 'held', 'failed']) expect(rules.eligibility(facts({ bookingStatus }), end + DAY)).toBe('not_confirmed')
    for (const orderStatus of ['reserved', 'refunded', 'refund_pending', 'pending_payment']) expect(rules.eligibility(facts({ orderStatus }), end + DAY)).toBe('not_confirmed')
    expect(rules.eligibility(facts({ reviewed: true }), end + DAY)).toBe('reviewed')
    expect(rules.eligibility(facts({ endMs: Number.NaN }), end)).toBe('not_finished')
  })
})

describe('a review’s body', () => {
  it('keeps the rating, the sub-scores given, the traveller type, the trimmed text and its language', () => {
    expect(rules.validateReview({ rating: 4, scores: { service: 5, safety: null }, travellerType: 'couple', text: '  رحلة رائعة  ', nameDisplay: 'first' })).toEqual({
      ok: true,
      review: { rating: 4, scores: { service: 5, organisation: 0, value: 0, safety: 0 }, travellerType: 'couple', text: 'رحلة رائعة', textLocale: 'ar', nameDisplay: 'first' },
    })
    expect(rules.validateReview({ rating: 1 }).review).toMatchObject({ textLocale: 'en', nameDisplay: 'first_initial', travellerType: '' })
  })

  it('names each bad field', () => {
    expect(rules.validateReview({ rating: 0, scores: { value: 6 }, travellerType: 'x', text: 'a'.repeat(2001), textLocale: 'de', nameDisplay: 'full' }).errors).toEqual({
      rating: 'rating_invalid',
      'scores.value': 'score_invalid',
      travellerType: 'traveller_type_invalid',
      text: 'text_too_long',
      textLocale: 'text_locale_invalid',
      nameDisplay: 'name_display_invalid',
    })
    expect(rules.validateReview({}).errors).toEqual({ rating: 'rating_required' })
    expect(rules.validateReview(null).errors).toEqual({ body: 'invalid_body' })
  })

  it('shows a name as chosen', () => {
    expect(rules.displayName({ firstName: 'Sara Noor', lastName: 'Alharbi' }, 'first_initial')).toBe('Sara A.')
    expect(rules.displayName({ firstName: 'سارة', lastName: 'الحربي' }, 'first_initial')).toBe('سارة ا.')
    expect(rules.displayName({ firstName: 'Sara', lastName: 'Alharbi' }, 'first')).toBe('Sara')
    expect(rules.displayName({ firstName: 'Sara', lastName: 'Alharbi' }, 'anonymous')).toBe('')
  })
})

describe('invitations', () => {
  it('sends the first after the activity, reminders 3 and 7 days later, nothing more', () => {
    const due = (overrides, nowMs) => rules.invitationDue({ endMs: end, sentCount: 0, lastSentMs: 0, reviewed: false, ...overrides }, nowMs)
    expect(due({}, end - 1)).toBe(0)
    expect(due({}, end)).toBe(1)
    expect(due({ sentCount: 1, lastSentMs: end }, end + 3 * DAY - 1)).toBe(0)
    expect(due({ sentCount: 1, lastSentMs: end }, end + 3 * DAY)).toBe(2)
    expect(due({ sentCount: 2, lastSentMs: end + 3 * DAY }, end + 7 * DAY)).toBe(3)
    expect(due({ sentCount: 3, lastSentMs: end }, end + 30 * DAY)).toBe(0)
    expect(due({ reviewed: true }, end + DAY)).toBe(0)
    expect(due({}, end + 91 * DAY)).toBe(0)
  })

  it('mails in the order’s language with the token in the link’s fragment', () => {
    const order = { id: 'o1', locale: 'ar', lead_guest: { firstName: 'سارة' } }
    const mail = invitationMail({ order, bookingId: 'b1', title: { ar: 'جولة الدرعية', en: 'Diriyah tour' }, number: 1, appUrl: 'https://rihla.example/', accessToken: 'tok', windowDays: 90 })
    expect(mail.subject).toBe('كيف كانت تجربتك في «جولة الدرعية»؟')
    expect(mail.link).toBe('https://rihla.example/orders/o1?review=b1#token=tok')
    expect(mail.html).toContain('dir="rtl"')
    const reminder = invitationMail({ order: { ...order, locale: 'en' }, bookingId: 'b1', title: { ar: '', en: 'Diriyah <tour>' }, number: 2, appUrl: 'https://rihla.example', accessToken: 'tok', windowDays: 90 })
    expect(reminder.subject).toBe('Reminder: tell us about Diriyah <tour>')
    expect(reminder.html).toContain('Diriyah &lt;tour&gt;')
    expect(reviewLink('https://rihla.example', { id: 'o1', locale: 'en' }, 'b1', 'a b')).toBe('https://rihla.example/en/orders/o1?review=b1#token=a%20b')
  })

  it('tells the traveller why a review was hidden', () => {
    expect(hiddenMail({ order: { locale: 'en', lead_guest: null }, title: { en: 'Diriyah tour' }, reason: 'abuse' }).text).toContain('for this reason: it contains abuse.')
  })
})
