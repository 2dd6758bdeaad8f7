import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'

const require = createRequire(import.meta.url)
const { assembleDays, assembleDayOptions, slotPrices, isExperienceActive, nextExpiryDate, riyadhToday, datesBetween, DAYS_SQL } = require('./availability.js')

const NOW = Date.parse('2026-12-01T09:00:00Z') // 12:00 in Riyadh
const active = { id: 'exp1', status: 'active', expires_at: '' }

describe('dates', () => {
  it("knows today's date in Riyadh (UTC+3)", () => {
    expect(riyadhToday(Date.parse('2026-12-01T20:59:00Z'))).toBe('2026-12-01')
    expect(riyadhToday(Date.parse('2026-12-01T21:00:00Z'))).toBe('2026-12-02')
  })

  it('lists every day of a range, across months and years', () => {
    expect(datesBetween('2026-12-30', '2027-01-02')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02'])
    expect(datesBetween('2026-12-02', '2026-12-01')).toEqual([])
  })

  it('closes the days from the first Riyadh midnight at or after expiry', () => {
    expect(nextExpiryDate('')).toBe(null)
    expect(nextExpiryDate('2027-03-29 00:00:00.000Z')).toBe('2027-03-30') // 03:00 Riyadh on the 29th: the 29th still opens
    expect(nextExpiryDate('2027-03-28 21:00:00.000Z')).toBe('2027-03-29') // exactly midnight in Riyadh
  })

  it('treats an experience as active only when active and not expired', () => {
    expect(isExperienceActive(active, NOW)).toBe(true)
    expect(isExperienceActive({ status: 'unavailable', expires_at: '' }, NOW)).toBe(false)
    expect(isExperienceActive({ status: 'active', expires_at: '2026-11-30 00:00:00.000Z' }, NOW)).toBe(false)
    expect(isExperienceActive({ status: 'active', expires_at: '2027-01-01 00:00:00.000Z' }, NOW)).toBe(true)
  })
})

describe('assembleDays', () => {
  const rows = [
    { date: '2026-11-30', open: 1, seats: 1, price: 15000 }, // the past
    { date: '2026-12-01', open: 1, seats: 1, price: 15000 },
    { date: '2026-12-02', open: 1, seats: 0, price: null }, // open but no seats
    { date: '2026-12-03', open: 0, seats: 0, price: null }, // only closed slots
    { date: '2026-12-05', open: 1, seats: 1, price: 17500 },
  ]

  it('gives every day of the range a status and a from-price', () => {
    const answer = assembleDays({ experience: active, from: '2026-11-30', to: '2026-12-05', today: '2026-12-01', nowMs: NOW, rows })
    expect(answer).toEqual({
      experienceId: 'exp1',
      status: 'active',
      currency: 'SAR',
      days: [
        { date: '2026-11-30', status: 'closed', fromPrice: null },
        { date: '2026-12-01', status: 'available', fromPrice: 15000 },
        { date: '2026-12-02', status: 'soldout', fromPrice: null },
        { date: '2026-12-03', status: 'closed', fromPrice: null },
        { date: '2026-12-04', status: 'closed', fromPrice: null }, // no slots at all
        { date: '2026-12-05', status: 'available', fromPrice: 17500 },
      ],
    })
  })

  it('closes every day of an experience that is not bookable, and the days after expiry', () => {
    const unavailable = assembleDays({ experience: { ...active, status: 'unavailable' }, from: '2026-12-01', to: '2026-12-05', today: '2026-12-01', nowMs: NOW, rows })
    expect(unavailable.status).toBe('unavailable')
    expect(unavailable.days.every((day) => day.status === 'closed')).toBe(true)
    const expiring = assembleDays({ experience: { ...active, expires_at: '2026-12-04 21:00:00.000Z' }, from: '2026-12-01', to: '2026-12-05', today: '2026-12-01', nowMs: NOW, rows })
    expect(expiring.status).toBe('active')
    expect(expiring.days.find((day) => day.date === '2026-12-05').status).toBe('closed')
    expect(expiring.days.find((day) => day.date === '2026-12-01').status).toBe('available')
  })
})

describe('slotPrices', () => {
  it("applies a slot's overrides to the option's prices", () => {
    const types = [
      { key: 'adult', price: 15000 },
      { key: 'child', price: 11000 },
      { key: 'infant', price: 0 },
    ]
    expect(slotPrices(types, { adult: 17500 })).toEqual({ adult: 17500, child: 11000, infant: 0 })
    expect(slotPrices(types, {})).toEqual({ adult: 15000, child: 11000, infant: 0 })
    expect(slotPrices(types, { child: 'free' })).toEqual({ adult: 15000, child: 11000, infant: 0 })
  })
})

describe('assembleDayOptions', () => {
  const options = [
    { id: 'o2', sort: 2, title_ar: 'خاص', title_en: 'Private', pricing: 'per_person', max_per_booking: 8, pay_later_allowed: true, languages: ['ar'], pickup_places: [{ key: 'hotel' }], traveller_types: [{ key: 'adult', name_ar: 'بالغ', name_en: 'Adult', age_min: 12, age_max: 99, price: 30000 }] },
    {
      id: 'o1',
      sort: 1,
      title_ar: 'أساسي',
      title_en: 'Standard',
      pricing: 'per_person',
      max_per_booking: 10,
      pay_later_allowed: false,
      languages: ['ar', 'en'],
      pickup_places: [],
      traveller_types: [
        { key: 'adult', name_ar: 'بالغ', name_en: 'Adult', age_min: 12, age_max: 99, price: 15000 },
        { key: 'child', name_ar: 'طفل', name_en: 'Child', age_min: 3, age_max: 11, price: 11000 },
      ],
    },
    { id: 'o3', sort: 3, title_ar: 'يخت', title_en: 'Yacht', pricing: 'per_item', max_per_booking: 2, pay_later_allowed: false, languages: [], pickup_places: [], traveller_types: [{ key: 'item', name_ar: 'يخت', name_en: 'Yacht', age_min: 0, age_max: 99, price: 90000 }] },
  ]
  const slots = [
    { id: 's2', option: 'o1', start_time: '16:00', capacity: 10, reserved: 4, price_overrides: { adult: 13000 } },
    { id: 's1', option: 'o1', start_time: '08:00', capacity: 20, reserved: 0, price_overrides: {} },
    { id: 's3', option: 'o2', start_time: '08:00', capacity: 0, reserved: 0, price_overrides: {} },
  ]

  it('lists the options with open slots in sort order, with seats left and prices', () => {
    const answer = assembleDayOptions({ date: '2026-12-02', today: '2026-12-01', nowMs: NOW, experience: active, options, slots })
    expect(answer.map((option) => option.id)).toEqual(['o1', 'o2'])
    const [standard, privateOption] = answer
    expect(standard.slots).toEqual([
      { id: 's1', start_time: '08:00', remaining: 20, status: 'available', prices: { adult: 15000, child: 11000 } },
      { id: 's2', start_time: '16:00', remaining: 6, status: 'available', prices: { adult: 13000, child: 11000 } },
    ])
    // the option's prices are the lowest of the day
    expect(standard.traveller_types).toEqual([
      { key: 'adult', name_ar: 'بالغ', name_en: 'Adult', age_min: 12, age_max: 99, price: 13000 },
      { key: 'child', name_ar: 'طفل', name_en: 'Child', age_min: 3, age_max: 11, price: 11000 },
    ])
    expect(standard.pay_later_allowed).toBe(false)
    expect(privateOption.slots).toEqual([{ id: 's3', start_time: '08:00', remaining: 0, status: 'soldout', prices: { adult: 30000 } }])
    expect(privateOption.pickup_places).toEqual([{ key: 'hotel' }])
  })

  it('never reports negative seats', () => {
    const answer = assembleDayOptions({ date: '2026-12-02', today: '2026-12-01', nowMs: NOW, experience: active, options, slots: [{ id: 's9', option: 'o3', start_time: '10:00', capacity: 2, reserved: 5, price_overrides: null }] })
    expect(answer[0].slots[0]).toMatchObject({ remaining: 0, status: 'soldout', prices: { item: 90000 } })
  })

  it('offers nothing in the past, after expiry, or for an experience that is not bookable', () => {
    expect(assembleDayOptions({ date: '2026-11-30', today: '2026-12-01', nowMs: NOW, experience: active, options, slots })).toEqual([])
    expect(assembleDayOptions({ date: '2026-12-02', today: '2026-12-01', nowMs: NOW, experience: { ...active, status: 'unavailable' }, options, slots })).toEqual([])
    expect(assembleDayOptions({ date: '2026-12-02', today: '2026-12-01', nowMs: NOW, experience: { ...active, expires_at: '2026-12-01 21:00:00.000Z' }, options, slots })).toEqual([])
    expect(assembleDayOptions({ date: '2026-12-02', today: '2026-12-01', nowMs: NOW, experience: active, options, slots: [] })).toEqual([])
  })
})

describe('DAYS_SQL', () => {
  it('reads one experience and range through the (experience, date) index, headline price with overrides', () => {
    expect(DAYS_SQL).toContain('WHERE s.experience = {:id} AND s.date >= {:from} AND s.date <= {:to}')
    expect(DAYS_SQL).toContain("CASE o.pricing WHEN 'per_item' THEN 'item' ELSE 'adult' END")
    expect(DAYS_SQL).toContain('json_extract(s.price_overrides')
  })
})
