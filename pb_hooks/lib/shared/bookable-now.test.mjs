import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'

const require = createRequire(import.meta.url)
const { DEFAULT_CUTOFF_MINUTES, cutoffMinutes, isBookableNow, bookableUntilMs, slotStartMs, sqlNow } = require('./bookable-now.js')

const at = (iso) => Date.parse(iso)

describe('bookable now', () => {
  it('reads the start in Riyadh time (UTC+3)', () => {
    expect(slotStartMs('2026-12-01', '08:00')).toBe(at('2026-12-01T05:00:00Z'))
    expect(slotStartMs('2026-12-01', '8:00')).toBeNaN()
  })

  it('refuses a departure that started this morning, at 20:52 in Riyadh', () => {
    const evening = at('2026-12-01T20:52:00+03:00')
    expect(isBookableNow({ date: '2026-12-01', start_time: '08:00' }, {}, evening)).toBe(false)
    expect(isBookableNow({ date: '2026-12-02', start_time: '08:00' }, {}, evening)).toBe(true)
  })

  it('closes bookings the cut-off before the start: the slot’s, else the option’s, else the default', () => {
    const slot = { date: '2026-12-01', start_time: '22:00' }
    expect(DEFAULT_CUTOFF_MINUTES).toBe(60)
    expect(cutoffMinutes(slot, {})).toBe(60)
    expect(cutoffMinutes(slot, { booking_cutoff_minutes: 180 })).toBe(180)
    expect(cutoffMinutes({ ...slot, booking_cutoff_minutes: 15 }, { booking_cutoff_minutes: 180 })).toBe(15)
    // An empty number field is stored as 0: not set.
    expect(cutoffMinutes({ ...slot, booking_cutoff_minutes: 0 }, { booking_cutoff_minutes: 0 })).toBe(60)
    expect(isBookableNow(slot, {}, at('2026-12-01T20:59:59+03:00'))).toBe(true)
    expect(isBookableNow(slot, {}, at('2026-12-01T21:00:00+03:00'))).toBe(false)
    expect(isBookableNow(slot, { booking_cutoff_minutes: 120 }, at('2026-12-01T20:52:00+03:00'))).toBe(false)
    expect(isBookableNow({ ...slot, booking_cutoff_minutes: 5 }, { booking_cutoff_minutes: 120 }, at('2026-12-01T21:54:00+03:00'))).toBe(true)
  })

  it('refuses a malformed start', () => {
    expect(bookableUntilMs({ date: 'x', start_time: '08:00' }, {})).toBeNaN()
    expect(isBookableNow({ date: 'x', start_time: '08:00' }, {}, 0)).toBe(false)
  })

  it('names now as SQLite’s datetime() text', () => {
    expect(sqlNow(at('2026-12-01T17:52:03.120Z'))).toBe('2026-12-01 17:52:03')
  })
})
