import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'

const require = createRequire(import.meta.url)
const { slotStartMs, timeMinus, unitPricesFor, priceLines, cartOutcome, cartCheckResponse, checkoutProblems, experienceBookable, freeCancellationUntil } = require('./checkout-pricing.js')

const NOW = Date.parse('2026-11-22T09:00:00Z') // 12:00 in Riyadh

const experience = { id: 'exp000000000001', slug: 'edge-of-the-world', title_ar: 'حافة العالم', title_en: 'Edge of the World', status: 'active', expires_at: '', city: 'city00000000001', categories: ['cat000000000001'], images: [{ src: '/media/v1/desert-1' }], cancellation_policy: { type: 'free' } }
const option = {
  id: 'opt000000000001',
  experience: experience.id,
  title_ar: 'قياسي',
  title_en: 'Standard',
  pricing: 'per_person',
  traveller_types: [
    { key: 'adult', price: 45000 },
    { key: 'child', price: 30000 },
    { key: 'infant', price: 0 },
  ],
  max_per_booking: 8,
  pickup_places: [],
  pay_later_allowed: true,
  guest_details_required: false,
}
const slot = (overrides = {}) => ({ id: 'slot00000000001', option: option.id, experience: experience.id, date: '2026-11-25', start_time: '16:00', capacity: 10, reserved: 2, status: 'open', price_overrides: {}, ...overrides })
const catalogOf = (...entries) => Object.fromEntries(entries.map((entry) => [entry.slot.id, { option, experience, city: { id: experience.city, slug: 'riyadh' }, ...entry }]))
const item = (overrides = {}) => ({ slotId: 'slot00000000001', travellers: { adult: 2, child: 1 }, pickup: null, expectedTotal: null, ...overrides })

describe('times in Riyadh', () => {
  it('places a slot start in Riyadh time (UTC+3)', () => {
    expect(new Date(slotStartMs('2026-11-25', '16:00')).toISOString()).toBe('2026-11-25T13:00:00.000Z')
    expect(new Date(slotStartMs('2026-11-25', '01:30')).toISOString()).toBe('2026-11-24T22:30:00.000Z')
    expect(slotStartMs('2026-11-25', '4pm')).toBeNaN()
  })

  it('computes pickup times before the start, across midnight', () => {
    expect(timeMinus('16:00', 45)).toBe('15:15')
    expect(timeMinus('00:15', 30)).toBe('23:45')
  })
})

describe('unitPricesFor', () => {
  it('uses the slot overrides where they are whole amounts, else the option prices', () => {
    expect(unitPricesFor(option, slot({ price_overrides: { adult: 52000, child: 'x', infant: -1 } }))).toEqual({ adult: 52000, child: 30000, infant: 0 })
    expect(unitPricesFor({ ...option, traveller_types: [{ key: 'item', price: 120000 }] }, slot({ price_overrides: { item: 0 } }))).toEqual({ item: 0 })
  })
})

describe('priceLines', () => {
  it('prices an available item with overrides', () => {
    const [line] = priceLines([item()], catalogOf({ slot: slot({ price_overrides: { adult: 50000 } }) }), NOW)
    expect(line).toMatchObject({ available: true, remaining: 8, seats: 3, unitPrices: { adult: 50000, child: 30000 }, total: 130000, priceChanged: false })
    expect(line.reason).toBeUndefined()
  })

  it('flags a changed price only when the client sent what it saw', () => {
    const catalog = catalogOf({ slot: slot() })
    expect(priceLines([item({ expectedTotal: 120000 })], catalog, NOW)[0]).toMatchObject({ priceChanged: false, previousTotal: 120000 })
    expect(priceLines([item({ expectedTotal: 100000 })], catalog, NOW)[0]).toMatchObject({ priceChanged: true, previousTotal: 100000, total: 120000 })
  })

  it('gives each refusal its reason', () => {
    const cases = [
      [{}, 'unknown_slot', item({ slotId: 'nothere00000000' })],
      [{ experience: { ...experience, status: 'unavailable' } }, 'unavailable'],
      [{ experience: { ...experience, expires_at: '2026-11-20 00:00:00.000Z' } }, 'unavailable'],
      [{ slot: slot({ date: '2026-11-22', start_time: '11:59' }) }, 'past'],
      [{ slot: slot({ date: '2026-11-21' }) }, 'past'],
      [{ slot: slot({ status: 'closed' }) }, 'closed'],
      [{ slot: slot({ capacity: 2, reserved: 2 }) }, 'sold_out'],
      [{ slot: slot({ capacity: 0, reserved: 0 }) }, 'sold_out'],
      [{ slot: slot({ capacity: 4, reserved: 2 }) }, 'not_enough_seats'],
      [{}, 'invalid_travellers', item({ travellers: { adult: 9 } })],
      [{}, 'invalid_travellers', item({ travellers: { senior: 1 } })],
      [{ option: { ...option, pickup_places: [{ key: 'olaya', minutes_before: 30 }] } }, 'pickup_required'],
    ]
    for (const [entry, reason, given] of cases) {
      const catalog = reason === 'unknown_slot' ? catalogOf({ slot: slot() }) : catalogOf({ slot: slot(), ...entry })
      const [line] = priceLines([given || item()], catalog, NOW)
      expect(line.available, reason).toBe(false)
      expect(line.reason, JSON.stringify(entry)).toBe(reason)
    }
  })

  it('closes the days from the expiry on, as the calendar does', () => {
    const expiring = { ...experience, expires_at: '2026-11-26 10:00:00.000Z' } // 13:00 on the 26th in Riyadh
    expect(experienceBookable(expiring, '2026-11-26', NOW)).toBe(true)
    expect(experienceBookable(expiring, '2026-11-27', NOW)).toBe(false)
    expect(experienceBookable({ ...experience, expires_at: '2026-11-26 21:00:00.000Z' }, '2026-11-26', NOW)).toBe(true) // midnight Riyadh
    expect(experienceBookable({ ...experience, expires_at: '2026-11-26 21:00:00.000Z' }, '2026-11-27', NOW)).toBe(false)
  })

  it('resolves a pickup place and its time', () => {
    const withPickup = { ...option, pickup_places: [{ key: 'olaya', name_ar: 'العليا', name_en: 'Olaya', address_ar: '', address_en: '', minutes_before: 45 }] }
    const [line] = priceLines([item({ pickup: { placeId: 'olaya' } })], catalogOf({ slot: slot(), option: withPickup }), NOW)
    expect(line.available).toBe(true)
    expect(line.pickup).toMatchObject({ placeId: 'olaya', name_en: 'Olaya', time: '15:15' })
    const [unknown] = priceLines([item({ pickup: { placeId: 'nowhere' } })], catalogOf({ slot: slot(), option: withPickup }), NOW)
    expect(unknown.reason).toBe('pickup_required')
    expect(unknown.problem.code).toBe('validation_invalid_pickup')
  })

  it('shares a slot’s seats between the cart’s items in order', () => {
    const lines = priceLines([item({ travellers: { adult: 5 } }), item({ travellers: { adult: 3 } }), item({ travellers: { adult: 1 } })], catalogOf({ slot: slot({ capacity: 8, reserved: 1 }) }), NOW)
    expect(lines.map((line) => [line.available, line.reason, line.remaining])).toEqual([
      [true, undefined, 7],
      [false, 'not_enough_seats', 2],
      [true, undefined, 2],
    ])
  })

  it('counts per-item options by items', () => {
    const perItem = { ...option, pricing: 'per_item', traveller_types: [{ key: 'item', price: 150000 }], max_per_booking: 2 }
    const [line] = priceLines([item({ travellers: { item: 2 } })], catalogOf({ slot: slot({ capacity: 3, reserved: 0 }), option: perItem }), NOW)
    expect(line).toMatchObject({ available: true, seats: 2, total: 300000, unitPrices: { item: 150000 } })
  })
})

describe('cartOutcome and cartCheckResponse', () => {
  const ok = { available: true, priceChanged: false, total: 100 }
  const changed = { available: true, priceChanged: true, total: 100 }
  const gone = { available: false, priceChanged: false, total: 50 }
  it('names the outcome', () => {
    expect(cartOutcome([ok, ok])).toBe('ok')
    expect(cartOutcome([ok, changed])).toBe('prices_changed')
    expect(cartOutcome([ok, gone])).toBe('some_unavailable')
    expect(cartOutcome([changed, gone])).toBe('some_unavailable_prices_changed')
    expect(cartOutcome([gone, gone])).toBe('all_unavailable')
  })

  it('totals the available items only and applies the discount', () => {
    const lines = priceLines([item(), item({ slotId: 'nothere00000000' })], catalogOf({ slot: slot() }), NOW)
    const response = cartCheckResponse(lines, { code: 'X', valid: true, discount: 10000, message: 'applied' })
    expect(response).toMatchObject({ outcome: 'some_unavailable', subtotal: 120000, discount: 10000, total: 110000, promo: { code: 'X', valid: true, discount: 10000, message: 'applied' } })
    expect(response.items[0]).toMatchObject({ slotId: 'slot00000000001', available: true, date: '2026-11-25', startTime: '16:00', experience: { id: experience.id, slug: 'edge-of-the-world', citySlug: 'riyadh', image: { src: '/media/v1/desert-1' } }, option: { id: option.id, pricing: 'per_person', pay_later_allowed: true, guest_details_required: false, pickup_places: [] } })
    expect(response.items[1]).toMatchObject({ available: false, reason: 'unknown_slot', experience: null, option: null, date: null, startTime: null, total: 0 })
    expect(cartCheckResponse(lines, null)).not.toHaveProperty('promo')
  })

  it("gives every traveller type of a line's option with its price on the slot, for changing the line in the cart", () => {
    const named = { ...option, traveller_types: [{ key: 'adult', name_ar: 'بالغ', name_en: 'Adult', age_min: 13, age_max: 99, price: 45000 }, { key: 'child', name_ar: 'طفل', name_en: 'Child', age_min: 3, age_max: 12, price: 30000 }] }
    const lines = priceLines([item({ travellers: { adult: 1 } })], catalogOf({ slot: slot({ price_overrides: { child: 25000 } }), option: named }), NOW)
    expect(cartCheckResponse(lines, null).items[0].option.traveller_types).toEqual([
      { key: 'adult', name_ar: 'بالغ', name_en: 'Adult', age_min: 13, age_max: 99, price: 45000 },
      { key: 'child', name_ar: 'طفل', name_en: 'Child', age_min: 3, age_max: 12, price: 25000 },
    ])
  })
})

describe('checkoutProblems', () => {
  it('reports fixable problems per item and missing guest names', () => {
    const guestOption = { ...option, guest_details_required: true }
    const lines = priceLines([item({ travellers: { adult: 9 } }), item({ slotId: 'slot00000000002', travellers: { adult: 2 } })], { ...catalogOf({ slot: slot() }), ...catalogOf({ slot: slot({ id: 'slot00000000002' }), option: guestOption }) }, NOW)
    const problems = checkoutProblems(lines, [[], [{ firstName: 'A', lastName: 'B' }]])
    expect(problems.items).toEqual({ 0: { travellers: { code: 'validation_max_per_booking', key: 'max_per_booking', params: { max: 8 } } } })
    expect(problems.guests).toEqual({ 1: { code: 'validation_guests_required', key: 'guests_required', params: { count: 2 } } })
    expect(checkoutProblems(lines.slice(1), [[{ firstName: 'A', lastName: 'B' }, { firstName: 'C', lastName: 'D' }]])).toBeNull()
  })

  it('refuses fewer travellers than the option’s minimum, and takes exactly the minimum', () => {
    const group = { ...option, min_per_booking: 3 }
    const lines = priceLines([item({ travellers: { adult: 2 } }), item({ slotId: 'slot00000000002', travellers: { adult: 3 } })], { ...catalogOf({ slot: slot(), option: group }), ...catalogOf({ slot: slot({ id: 'slot00000000002' }), option: group }) }, NOW)
    expect(lines.map((line) => [line.available, line.reason])).toEqual([[false, 'invalid_travellers'], [true, undefined]])
    expect(checkoutProblems(lines, [[], []]).items).toEqual({ 0: { travellers: { code: 'validation_min_per_booking', key: 'min_per_booking', params: { min: 3 } } } })
    expect(cartCheckResponse(lines, null).items[1].option.min_per_booking).toBe(3)
  })
})

describe('the checkout summary of a line', () => {
  const tiered = { type: 'tiered', tiers: [{ minutes_before: 2880, penalty_percent: 0 }, { minutes_before: 1440, penalty_percent: 50 }, { minutes_before: 0, penalty_percent: 100 }] }

  it('gives the free-cancellation deadline: the start less the free tier', () => {
    const start = slotStartMs('2026-11-25', '16:00') // 13:00 UTC
    expect(freeCancellationUntil(tiered, start)).toBe('2026-11-23T13:00:00.000Z')
    expect(freeCancellationUntil({ type: 'free', tiers: [{ minutes_before: 1440, penalty_percent: 0 }] }, start)).toBe('2026-11-24T13:00:00.000Z')
    expect(freeCancellationUntil({ type: 'non_refundable', tiers: [] }, start)).toBeNull()
    expect(freeCancellationUntil({ type: 'tiered', tiers: [{ minutes_before: 0, penalty_percent: 50 }] }, start)).toBeNull()
    expect(freeCancellationUntil(null, start)).toBeNull()
  })

  it('answers the meeting point and the deadline with each line', () => {
    const location = { meeting_point_ar: 'البوابة', meeting_point_en: 'The gate', address_ar: 'الرياض', address_en: 'Riyadh', instructions_ar: 'تعال مبكرًا', instructions_en: 'Come early', lat: 24.7, lng: 46.6 }
    const withPlace = { ...experience, location, cancellation_policy: tiered }
    const lines = priceLines([{ slotId: 'slot00000000001', travellers: { adult: 1 } }], catalogOf({ slot: slot(), experience: withPlace }), NOW)
    const [item] = cartCheckResponse(lines, null).items
    expect(item.meetingPoint).toEqual(location)
    expect(item.cancellationPolicy).toEqual(tiered)
    expect(item.freeCancellationUntil).toBe('2026-11-23T13:00:00.000Z')
  })
})
