import { describe, expect, it } from 'vitest'
import { countdownParts, formatCountdown } from './countdown'
import { formatWaiting } from './waiting-time'

describe("the countdown to an offer's expiry", () => {
  it('splits the time left and never goes below zero', () => {
    expect(countdownParts(90_061_000)).toEqual({ days: 1, hours: 1, minutes: 1, seconds: 1 })
    expect(countdownParts(-5000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 })
  })

  it("reads as a clock, with days before it, in the page's digits", () => {
    expect(formatCountdown(23 * 3600_000 + 4 * 60_000 + 9000, 'en')).toBe('23:04:09')
    expect(formatCountdown(2 * 86_400_000 + 3600_000, 'en')).toBe('2 days 01:00:00')
    expect(formatCountdown(5 * 60_000, 'ar')).toBe('٠٠:٠٥:٠٠')
  })
})

describe('waiting time in the inbox', () => {
  it('uses the largest whole unit', () => {
    expect(formatWaiting(45, 'en')).toBe('45 sec')
    expect(formatWaiting(12 * 60 + 5, 'en')).toBe('12 min')
    expect(formatWaiting(3 * 3600, 'en')).toBe('3 hr')
    expect(formatWaiting(2 * 86_400, 'en')).toBe('2 days')
  })
})
