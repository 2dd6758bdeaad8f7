import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'

const require = createRequire(import.meta.url)
const { RULES, freeCancellationMinutes, likelyToSellOut, bestSellers, experienceBadges } = require('./experience-badges.js')

const free24 = { type: 'free', tiers: [{ minutes_before: 1440, penalty_percent: 0 }, { minutes_before: 0, penalty_percent: 100 }] }
const tiered = { type: 'tiered', tiers: [{ minutes_before: 10080, penalty_percent: 10 }, { minutes_before: 0, penalty_percent: 100 }] }
const plain = { policy: null, labels: [], payLater: false, seats: { capacity: 0, remaining: 0 }, booked: 0, bestSeller: false }

describe('free cancellation', () => {
  it('is free until the earliest tier when that tier costs nothing, whatever order the tiers come in', () => {
    expect(freeCancellationMinutes(free24)).toBe(1440)
    expect(freeCancellationMinutes({ type: 'free', tiers: [{ minutes_before: 0, penalty_percent: 100 }, { minutes_before: 1440, penalty_percent: 50 }, { minutes_before: 4320, penalty_percent: 0 }] })).toBe(4320)
  })

  it('is never free for tiered, non-refundable, empty or malformed policies', () => {
    expect(freeCancellationMinutes(tiered)).toBeNull()
    expect(freeCancellationMinutes({ type: 'non_refundable', tiers: [{ minutes_before: 2880, penalty_percent: 0 }] })).toBeNull()
    expect(freeCancellationMinutes({ type: 'free', tiers: [] })).toBeNull()
    expect(freeCancellationMinutes({ type: 'free', tiers: [{ minutes_before: 0, penalty_percent: 0 }] })).toBeNull()
    expect(freeCancellationMinutes(null)).toBeNull()
    expect(freeCancellationMinutes('free')).toBeNull()
  })
})

describe('likely to sell out', () => {
  it('when at most a fifth of the coming week’s seats are left, and some are', () => {
    expect(likelyToSellOut({ capacity: 100, remaining: 20 })).toBe(true)
    expect(likelyToSellOut({ capacity: 100, remaining: 1 })).toBe(true)
    expect(likelyToSellOut({ capacity: 100, remaining: 21 })).toBe(false)
    expect(likelyToSellOut({ capacity: 100, remaining: 0 })).toBe(false)
  })

  it('not from a handful of seats, nor from nonsense figures', () => {
    expect(likelyToSellOut({ capacity: RULES.sellOutMinCapacity - 1, remaining: 1 })).toBe(false)
    expect(likelyToSellOut({ capacity: RULES.sellOutMinCapacity, remaining: 1 })).toBe(true)
    expect(likelyToSellOut({ capacity: 'x', remaining: 1 })).toBe(false)
    expect(likelyToSellOut(null)).toBe(false)
    // more left than offered counts as all left
    expect(likelyToSellOut({ capacity: 40, remaining: 400 })).toBe(false)
  })
})

describe('best sellers', () => {
  const city = (name, counts) => counts.map((recent, index) => ({ id: `${name}${String(index).padStart(2, '0')}`, city: name, recent }))

  it('are the top tenth of each city by recent bookings, at least one per city', () => {
    const rows = [...city('r', [50, 40, 30, 20, 15, 12, 11, 10, 10, 10, 10, 3]), ...city('j', [12, 2, 1])]
    // 12 in Riyadh → 2 places; 3 in Jeddah → 1 place
    expect([...bestSellers(rows)].sort()).toEqual(['j00', 'r00', 'r01'])
  })

  it('need the minimum number of bookings even at the top', () => {
    expect(bestSellers(city('a', [RULES.bestSellerMinBookings - 1, 2, 1])).size).toBe(0)
    expect([...bestSellers(city('a', [RULES.bestSellerMinBookings, 2, 1]))]).toEqual(['a00'])
  })

  it('break ties by id, whatever order the rows come in', () => {
    const rows = [{ id: 'b', city: 'x', recent: 20 }, { id: 'a', city: 'x', recent: 20 }]
    expect([...bestSellers(rows)]).toEqual(['a'])
    expect([...bestSellers(rows.slice().reverse())]).toEqual(['a'])
  })

  it('of no rows are none', () => {
    expect(bestSellers([]).size).toBe(0)
    expect(bestSellers(undefined).size).toBe(0)
  })
})

describe('an experience’s badges', () => {
  it('come in display order with the cancellation deadline and the booking count', () => {
    expect(
      experienceBadges({ policy: free24, labels: ['instant-confirmation', 'private'], payLater: true, seats: { capacity: 60, remaining: 6 }, booked: 240, bestSeller: true }),
    ).toEqual([
      { key: 'likely_to_sell_out' },
      { key: 'best_seller' },
      { key: 'free_cancellation', minutes: 1440 },
      { key: 'instant_confirmation' },
      { key: 'pay_later' },
      { key: 'booked', count: 240 },
    ])
  })

  it('are none for an experience with nothing to say', () => {
    expect(experienceBadges(plain)).toEqual([])
    expect(experienceBadges({ ...plain, policy: tiered, seats: { capacity: 60, remaining: 50 } })).toEqual([])
  })

  it('show the booking count only from the minimum on, in whole bookings', () => {
    expect(experienceBadges({ ...plain, booked: RULES.bookedMin - 1 })).toEqual([])
    expect(experienceBadges({ ...plain, booked: RULES.bookedMin + 0.7 })).toEqual([{ key: 'booked', count: RULES.bookedMin }])
    expect(experienceBadges({ ...plain, booked: -5 })).toEqual([])
  })

  it('take other rules when given', () => {
    const strict = { ...RULES, bookedMin: 1000, sellOutShare: 0.05 }
    expect(experienceBadges({ ...plain, booked: 240, seats: { capacity: 100, remaining: 10 } }, strict)).toEqual([])
  })
})
