import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'

const require = createRequire(import.meta.url)
const { payLaterDeadline, payLaterRefusal, slotShareLimit, PAY_LATER_DEFAULTS } = require('./pay-later-policy.js')

const HOUR = 3600_000
const DAY = 24 * HOUR
const NOW = Date.parse('2026-11-22T09:00:00Z')
const verified = { signedIn: true, verified: true }
const line = (slotId, seats, capacity = 20) => ({ slotId, seats, slot: { capacity } })

describe('pay-later deadline', () => {
  it('gives 48 hours when the activity is a week or more away', () => {
    expect(payLaterDeadline({ nowMs: NOW, earliestStartMs: NOW + 10 * DAY, minWindowMs: 0 })).toEqual({ ok: true, payByMs: NOW + 48 * HOUR })
  })

  it('gives 12 hours when the activity is within a week, and never later than 48 hours before it', () => {
    expect(payLaterDeadline({ nowMs: NOW, earliestStartMs: NOW + 5 * DAY, minWindowMs: 0 })).toEqual({ ok: true, payByMs: NOW + 12 * HOUR })
    expect(payLaterDeadline({ nowMs: NOW, earliestStartMs: NOW + 56 * HOUR, minWindowMs: 0 })).toEqual({ ok: true, payByMs: NOW + 8 * HOUR })
  })

  it('refuses pay later within 48 hours of the start or when less than the hold window is left', () => {
    expect(payLaterDeadline({ nowMs: NOW, earliestStartMs: NOW + 47 * HOUR, minWindowMs: 0 }).ok).toBe(false)
    expect(payLaterDeadline({ nowMs: NOW, earliestStartMs: NOW + 48 * HOUR, minWindowMs: 0 }).ok).toBe(false)
    expect(payLaterDeadline({ nowMs: NOW, earliestStartMs: NOW + 48 * HOUR + 10 * 60_000, minWindowMs: 15 * 60_000 }).ok).toBe(false)
  })

  it('follows the staff’s deadline setting', () => {
    expect(payLaterDeadline({ nowMs: NOW, earliestStartMs: NOW + 30 * DAY, minWindowMs: 0, policy: { deadlineHours: 24 } }).payByMs).toBe(NOW + 24 * HOUR)
  })
})

describe('pay-later refusals', () => {
  const base = { lines: [line('a', 2)], customerUnpaidSeats: 0, slotUnpaidSeats: {} }

  it('need a signed-in customer with a verified email', () => {
    expect(payLaterRefusal({ ...base, customer: { signedIn: false, verified: false } })).toEqual({ kind: 'sign_in', params: {} })
    expect(payLaterRefusal({ ...base, customer: { signedIn: true, verified: false } })).toEqual({ kind: 'verify_email', params: {} })
    expect(payLaterRefusal({ ...base, customer: verified })).toBeNull()
  })

  it('cap the seats one customer holds unpaid, over all their reservations', () => {
    const max = PAY_LATER_DEFAULTS.maxSeatsPerCustomer
    expect(payLaterRefusal({ ...base, customer: verified, lines: [line('a', max)] })).toBeNull()
    expect(payLaterRefusal({ ...base, customer: verified, lines: [line('a', max + 1, 100)] })).toEqual({ kind: 'customer_cap', params: { max, held: 0 } })
    expect(payLaterRefusal({ ...base, customer: verified, lines: [line('a', 3), line('b', 3)], customerUnpaidSeats: 3 })).toEqual({ kind: 'customer_cap', params: { max, held: 3 } })
  })

  it('cap the share of a departure’s seats unpaid reservations hold together', () => {
    expect(payLaterRefusal({ ...base, customer: verified, lines: [line('a', 4, 8)] })).toBeNull()
    expect(payLaterRefusal({ ...base, customer: verified, lines: [line('a', 5, 8)] })).toEqual({ kind: 'slot_share', params: { slotId: 'a', left: 4 } })
    expect(payLaterRefusal({ ...base, customer: verified, lines: [line('a', 2, 8)], slotUnpaidSeats: { a: 3 } })).toEqual({ kind: 'slot_share', params: { slotId: 'a', left: 1 } })
    // Two lines on one departure count together.
    expect(payLaterRefusal({ ...base, customer: verified, lines: [line('a', 3, 8), line('a', 2, 8)] })?.kind).toBe('slot_share')
  })

  it('let at least one seat of a small departure be reserved', () => {
    expect(slotShareLimit(1, 50)).toBe(1)
    expect(slotShareLimit(3, 50)).toBe(1)
    expect(slotShareLimit(20, 50)).toBe(10)
    expect(slotShareLimit(0, 50)).toBe(0)
  })
})
