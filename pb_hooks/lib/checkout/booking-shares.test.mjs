import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'

const require = createRequire(import.meta.url)
const { bookingShares } = require('./booking-shares.js')

describe('bookingShares', () => {
  it('spreads the discount in proportion and adds up to the total exactly', () => {
    const bookings = [{ id: 'a', total: 10000 }, { id: 'b', total: 20001 }, { id: 'c', total: 333 }]
    const shares = bookingShares({ total: 27000 }, bookings)
    expect(Object.values(shares).reduce((sum, value) => sum + value, 0)).toBe(27000)
    expect(shares.a).toBe(Math.round((10000 * 27000) / 30334))
    expect(shares.b).toBe(Math.round((20001 * 27000) / 30334))
  })

  it('gives each booking its own total without a discount, and nothing for an empty order', () => {
    expect(bookingShares({ total: 300 }, [{ id: 'a', total: 100 }, { id: 'b', total: 200 }])).toEqual({ a: 100, b: 200 })
    expect(bookingShares({ total: 0 }, [{ id: 'a', total: 0 }])).toEqual({ a: 0 })
  })
})
