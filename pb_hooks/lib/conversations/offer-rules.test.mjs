import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'

const require = createRequire(import.meta.url)
const offers = require('./offer-rules.js')

const NOW = Date.parse('2026-11-25T09:00:00Z') // 12:00 in Riyadh
const request = (overrides = {}) => ({
  dates: ['2026-12-10', '2026-12-09', '2026-12-10'],
  travellers: { adult: 2, child: 1, infant: 0 },
  budget: 250000,
  language: 'EN',
  notes: '  A family trip  ',
  contact: { name: '  Sara   Alharbi ', email: 'Sara@Example.com', countryCode: '966', phone: '٠٥٥ ١٢٣ ٤٥٦٧' },
  locale: 'en',
  ...overrides,
})

describe('validateOfferRequest', () => {
  it('normalises a good request', () => {
    const valid = offers.validateOfferRequest(request(), 'en', NOW)
    expect(valid).toEqual({
      ok: true,
      request: {
        id: '',
        threadId: '',
        experienceId: '',
        dates: ['2026-12-09', '2026-12-10'],
        travellers: { adult: 2, child: 1 },
        budget: 250000,
        language: 'en',
        notes: 'A family trip',
        contact: { name: 'Sara Alharbi', email: 'sara@example.com', countryCode: '+966', phone: '0551234567' },
      },
    })
  })

  it('takes today in Riyadh but not yesterday, nor impossible days', () => {
    expect(offers.validateOfferRequest(request({ dates: ['2026-11-25'] }), 'en', NOW).ok).toBe(true)
    const late = Date.parse('2026-11-25T22:00:00Z') // already the 26th in Riyadh
    expect(offers.validateOfferRequest(request({ dates: ['2026-11-25'] }), 'en', late)).toMatchObject({ ok: false, error: { data: { dates: { code: 'validation_invalid_dates' } } } })
    expect(offers.validateOfferRequest(request({ dates: ['2026-02-30'] }), 'en', NOW).ok).toBe(false)
    expect(offers.validateOfferRequest(request({ dates: ['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06'] }), 'en', NOW).ok).toBe(false)
  })

  it('says what is missing in the asked language', () => {
    const missing = offers.validateOfferRequest({ contact: {} }, 'ar', NOW)
    expect(missing.ok).toBe(false)
    expect(missing.error.message).toBe('يجب تعبئة جميع الحقول.')
    expect(missing.error.data.dates).toEqual({ code: 'validation_required', message: 'اختر تاريخًا واحدًا على الأقل.' })
    expect(missing.error.data.travellers.code).toBe('validation_required')
    expect(missing.error.data.language.code).toBe('validation_required')
    expect(missing.error.data.contact.name.code).toBe('validation_required')
    expect(missing.error.data.contact.email.code).toBe('validation_required')
    const english = offers.validateOfferRequest({ contact: {} }, 'en', NOW)
    expect(english.error.data.dates.message).toBe('Choose at least one date.')
  })

  it('refuses bad groups, budgets, languages, notes, ids and a non-object body', () => {
    const refused = (overrides, field) => {
      const answer = offers.validateOfferRequest(request(overrides), 'en', NOW)
      expect(answer.ok, JSON.stringify(overrides)).toBe(false)
      expect(Object.keys(answer.error.data), JSON.stringify(overrides)).toContain(field)
    }
    refused({ travellers: { adult: 0 } }, 'travellers')
    refused({ travellers: { adult: 150, child: 60 } }, 'travellers')
    refused({ travellers: { Adult: 1 } }, 'travellers')
    refused({ travellers: [2] }, 'travellers')
    refused({ budget: -1 }, 'budget')
    refused({ budget: 10.5 }, 'budget')
    refused({ language: 'english' }, 'language')
    refused({ notes: 'x'.repeat(2001) }, 'notes')
    refused({ id: 'NOT-AN-ID' }, 'id')
    refused({ experienceId: 'short' }, 'experienceId')
    refused({ contact: { name: 'Sara', email: 'not-an-email' } }, 'contact')
    expect(offers.validateOfferRequest('nope', 'en', NOW)).toMatchObject({ ok: false, error: { status: 400, message: 'The request body must be a JSON object.' } })
  })
})

describe('validateOfferCompose', () => {
  const item = { slotId: 'slotaaaaaaaaaaa', travellers: { adult: 2 } }

  it('defaults the price to the computed one and the expiry to 24 hours', () => {
    expect(offers.validateOfferCompose({ item }, 'en', NOW)).toEqual({
      ok: true,
      offer: { id: '', item: { slotId: 'slotaaaaaaaaaaa', travellers: { adult: 2 }, pickup: null, expectedTotal: null }, total: null, expiresAtMs: NOW + 24 * 3600_000, note: '' },
    })
  })

  it('takes a price, an expiry in hours or at a time, and a note', () => {
    const valid = offers.validateOfferCompose({ item, total: 90000, expiresInHours: 2, note: ' Lunch included ' }, 'en', NOW)
    expect(valid.offer).toMatchObject({ total: 90000, expiresAtMs: NOW + 2 * 3600_000, note: 'Lunch included' })
    const at = new Date(NOW + 48 * 3600_000).toISOString()
    expect(offers.validateOfferCompose({ item, expiresAt: at }, 'en', NOW).offer.expiresAtMs).toBe(NOW + 48 * 3600_000)
  })

  it('refuses bad prices, expiries, notes and items, reporting item fields under item', () => {
    for (const total of [0, 99, 12.5, '100', -5]) expect(offers.validateOfferCompose({ item, total }, 'en', NOW).error.data.total.code).toBe('validation_invalid_number')
    for (const hours of [0.5, 169, 'x']) expect(offers.validateOfferCompose({ item, expiresInHours: hours }, 'en', NOW).ok).toBe(false)
    expect(offers.validateOfferCompose({ item, expiresAt: new Date(NOW + 10 * 60000).toISOString() }, 'en', NOW).ok).toBe(false)
    expect(offers.validateOfferCompose({ item, note: 'x'.repeat(1001) }, 'en', NOW).ok).toBe(false)
    const noTravellers = offers.validateOfferCompose({ item: { slotId: 'slotaaaaaaaaaaa', travellers: {} } }, 'en', NOW)
    expect(noTravellers.error.data.item.travellers.code).toBe('validation_required')
    const badSlot = offers.validateOfferCompose({ item: { slotId: 'x', travellers: { adult: 1 } } }, 'ar', NOW)
    expect(badSlot.error.data.item.slotId.code).toBe('validation_invalid_id')
    expect(offers.validateOfferCompose({}, 'en', NOW).error.data.item.code).toBe('validation_required')
  })
})

describe('validateOfferCheckout', () => {
  const body = (overrides = {}) => ({
    offerId: 'offeraaaaaaaaaa',
    leadGuest: { firstName: 'Sara', lastName: 'Alharbi', email: 'sara@example.com', countryCode: '+966', phone: '551234567' },
    paymentMethod: 'card',
    locale: 'en',
    ...overrides,
  })

  it('takes the offer, the lead guest and the payment method', () => {
    const valid = offers.validateOfferCheckout(body(), 'key-12345678', 'en')
    expect(valid).toMatchObject({ ok: true, request: { idempotencyKey: 'key-12345678', offerId: 'offeraaaaaaaaaa', items: [], promoCode: '', paymentMethod: 'card', leadGuest: { email: 'sara@example.com' } } })
  })

  it('refuses a price, items or a promo code in the body, in both languages', () => {
    const priced = offers.validateOfferCheckout(body({ total: 1 }), 'key-12345678', 'en')
    expect(priced).toMatchObject({ ok: false, error: { status: 400, message: 'An offer sets its own price and items; do not send "total".', data: { total: { code: 'validation_offer_field_not_allowed' } } } })
    const arabic = offers.validateOfferCheckout(body({ items: [] }), 'key-12345678', 'ar')
    expect(arabic.error.message).toBe('سعر العرض وعناصره يحددها العرض نفسه؛ لا ترسل «items».')
    expect(offers.validateOfferCheckout(body({ promoCode: 'X' }), 'key-12345678', 'en').error.data.promoCode.code).toBe('validation_offer_field_not_allowed')
  })

  it('needs a key, an offer id of record shape and a lead guest', () => {
    expect(offers.validateOfferCheckout(body(), '', 'en').error.data.idempotencyKey.code).toBe('validation_required')
    expect(offers.validateOfferCheckout(body({ offerId: '../x' }), 'key-12345678', 'en').error.data.offerId.code).toBe('validation_invalid_id')
    expect(offers.validateOfferCheckout(body({ leadGuest: {} }), 'key-12345678', 'en').error.data.leadGuest.email.code).toBe('validation_required')
  })
})

describe('offer states', () => {
  const offer = (overrides = {}) => ({ status: 'offered', expires_at: '2026-11-25 10:00:00.000Z', replaced_by: '', ...overrides })

  it('reads an offered offer past its time as expired', () => {
    expect(offers.effectiveStatus(offer(), NOW)).toBe('offered')
    expect(offers.effectiveStatus(offer(), Date.parse('2026-11-25T10:00:00Z'))).toBe('expired')
    expect(offers.effectiveStatus(offer({ status: 'accepted' }), Date.parse('2026-11-26T10:00:00Z'))).toBe('accepted')
  })

  it('says why an offer cannot be paid', () => {
    expect(offers.checkoutRefusal(offer(), NOW, '')).toBeNull()
    expect(offers.checkoutRefusal(offer({ status: 'accepted' }), NOW, 'R1')).toEqual({ status: 409, key: 'offer_already_accepted', code: 'offer_accepted', params: { number: 'R1' } })
    expect(offers.checkoutRefusal(offer({ status: 'declined' }), NOW, '').key).toBe('offer_declined')
    expect(offers.checkoutRefusal(offer({ status: 'withdrawn' }), NOW, '').key).toBe('offer_withdrawn')
    expect(offers.checkoutRefusal(offer({ status: 'withdrawn', replaced_by: 'x' }), NOW, '').key).toBe('offer_replaced')
    expect(offers.checkoutRefusal(offer(), Date.parse('2026-11-25T11:00:00Z'), '').key).toBe('offer_expired')
    expect(offers.changeRefusal(offer(), NOW)).toBeNull()
    expect(offers.changeRefusal(offer({ status: 'declined' }), NOW).key).toBe('offer_declined')
    expect(offers.changeRefusal(offer({ status: 'accepted' }), NOW, 'R261202-ABCDE')).toMatchObject({ key: 'offer_already_accepted', params: { number: 'R261202-ABCDE' } })
  })

  it('keeps an accepted offer’s seats until it would have expired, or the checkout hold when later', () => {
    expect(offers.offerHoldUntilMs(NOW, 15, NOW + 3600_000)).toBe(NOW + 3600_000)
    expect(offers.offerHoldUntilMs(NOW, 15, NOW + 60_000)).toBe(NOW + 15 * 60_000)
    expect(offers.offerHoldUntilMs(NOW, 15, NaN)).toBe(NOW + 15 * 60_000)
  })

  it('checks decline reasons', () => {
    expect(offers.checkDeclineReason(undefined)).toEqual({ ok: true, reason: '' })
    expect(offers.checkDeclineReason(' Too expensive ')).toEqual({ ok: true, reason: 'Too expensive' })
    expect(offers.checkDeclineReason('x'.repeat(501))).toMatchObject({ ok: false, key: 'decline_reason_too_long' })
    expect(offers.checkDeclineReason(5)).toMatchObject({ ok: false })
  })
})
