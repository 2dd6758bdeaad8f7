import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'

const require = createRequire(import.meta.url)
const { penaltyPercent, cancellationTerms } = require('./cancellation-terms.js')

const NOW = Date.parse('2026-11-22T09:00:00Z')
const HOUR = 3600_000
const tiered = { type: 'tiered', tiers: [{ minutes_before: 2880, penalty_percent: 0 }, { minutes_before: 1440, penalty_percent: 50 }, { minutes_before: 0, penalty_percent: 100 }] }
const terms = (overrides = {}) => cancellationTerms({ booking: { status: 'confirmed', cancellation_policy: tiered }, paidShare: 20000, reservedUnpaid: false, startsAtMs: NOW + 72 * HOUR, nowMs: NOW, ...overrides })

describe('penaltyPercent', () => {
  it('applies the tier the cancellation falls in', () => {
    expect(penaltyPercent(tiered, 3000)).toBe(0)
    expect(penaltyPercent(tiered, 2880)).toBe(0)
    expect(penaltyPercent(tiered, 2879)).toBe(50)
    expect(penaltyPercent(tiered, 10)).toBe(100)
    expect(penaltyPercent({ type: 'non_refundable', tiers: [] }, 99999)).toBe(100)
    expect(penaltyPercent(null, 99999)).toBe(100)
  })
})

describe('cancellationTerms', () => {
  it('refunds the paid share less the penalty and says until when it is free', () => {
    expect(terms()).toEqual({ allowed: true, penaltyPercent: 0, refundAmount: 20000, freeUntilMs: NOW + 24 * HOUR })
    expect(terms({ startsAtMs: NOW + 30 * HOUR })).toEqual({ allowed: true, penaltyPercent: 50, refundAmount: 10000, freeUntilMs: null })
    expect(terms({ startsAtMs: NOW + 2 * HOUR }).refundAmount).toBe(0)
  })

  it('refuses once started, for bookings not confirmed, and gives nothing back for an unpaid reservation', () => {
    expect(terms({ startsAtMs: NOW }).allowed).toBe(false)
    expect(terms({ booking: { status: 'held', cancellation_policy: tiered } }).allowed).toBe(false)
    expect(terms({ booking: { status: 'cancelled', cancellation_policy: tiered } }).allowed).toBe(false)
    expect(terms({ booking: { status: 'held', cancellation_policy: tiered }, reservedUnpaid: true, paidShare: 0 })).toMatchObject({ allowed: true, penaltyPercent: 0, refundAmount: 0 })
  })
})
