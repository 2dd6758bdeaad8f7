import { describe, expect, it } from 'vitest'
import { describePolicy, penaltyPercent } from './cancellation-policy'

const free = { type: 'free' as const, tiers: [{ minutes_before: 0, penalty_percent: 100 }, { minutes_before: 1440, penalty_percent: 0 }] }
const tiered = { type: 'tiered' as const, tiers: [{ minutes_before: 10080, penalty_percent: 10 }, { minutes_before: 2880, penalty_percent: 50 }, { minutes_before: 0, penalty_percent: 100 }] }

describe('describePolicy', () => {
  it('reads a free-cancellation policy', () => {
    expect(describePolicy(free)).toEqual([
      { kind: 'free_until', minutes: 1440 },
      { kind: 'no_refund_within', minutes: 1440 },
    ])
  })

  it('reads tiered penalties in order, furthest from the start first', () => {
    expect(describePolicy(tiered)).toEqual([
      { kind: 'penalty_from', minutes: 10080, percent: 10 },
      { kind: 'penalty_within', minutes: 10080, percent: 50 },
      { kind: 'no_refund_within', minutes: 2880 },
    ])
  })

  it('reads non-refundable policies, however they are written', () => {
    expect(describePolicy({ type: 'non_refundable', tiers: [{ minutes_before: 0, penalty_percent: 100 }] })).toEqual([{ kind: 'non_refundable' }])
    expect(describePolicy({ type: 'tiered', tiers: [{ minutes_before: 0, penalty_percent: 100 }] })).toEqual([{ kind: 'non_refundable' }])
    expect(describePolicy(null)).toEqual([{ kind: 'non_refundable' }])
  })
})

describe('penaltyPercent', () => {
  it('charges the tier that covers the time left before the start', () => {
    expect(penaltyPercent(free, 2000)).toBe(0)
    expect(penaltyPercent(free, 600)).toBe(100)
    expect(penaltyPercent(tiered, 20000)).toBe(10)
    expect(penaltyPercent(tiered, 5000)).toBe(50)
    expect(penaltyPercent(tiered, 100)).toBe(100)
  })
})
