import { describe, expect, it } from 'vitest'
import { clampTravellers, initialTravellers, maxForType, minimumOf, seatsOf, timeBefore, totalOf } from './booking-selection'

const option = { max_per_booking: 6, pricing: 'per_person' as const, traveller_types: [{ key: 'adult', name_ar: '', name_en: '', age_min: 12, age_max: 99, price: 10000 }, { key: 'child', name_ar: '', name_en: '', age_min: 3, age_max: 11, price: 7000 }] }

describe('booking selection', () => {
  it('never lets travellers exceed the seats left or the option’s limit', () => {
    expect(maxForType('adult', { adult: 2, child: 1 }, option, { remaining: 10 })).toBe(5)
    expect(maxForType('adult', { adult: 2, child: 1 }, option, { remaining: 4 })).toBe(3)
    expect(maxForType('child', { adult: 4 }, option, { remaining: 4 })).toBe(0)
  })

  it('prices a selection from the slot’s prices', () => {
    expect(totalOf({ adult: 2, child: 1 }, { prices: { adult: 11500, child: 8000 } })).toBe(31000)
    expect(seatsOf({ adult: 2, child: 1 })).toBe(3)
  })

  it('starts with one adult and shrinks a selection to fit a smaller slot', () => {
    expect(initialTravellers(option)).toEqual({ adult: 1 })
    expect(clampTravellers({ adult: 3, child: 2 }, option, { remaining: 4 })).toEqual({ adult: 3, child: 1 })
  })

  it('starts with as many adults as the option’s minimum (an option without one starts with one)', () => {
    expect(initialTravellers({ ...option, min_per_booking: 4 })).toEqual({ adult: 4 })
    expect(minimumOf({ min_per_booking: 0 })).toBe(1)
    expect(minimumOf({})).toBe(1)
  })

  it('works out pickup times before the start, across midnight too', () => {
    expect(timeBefore('08:00', 45)).toBe('07:15')
    expect(timeBefore('00:30', 45)).toBe('23:45')
  })
})
