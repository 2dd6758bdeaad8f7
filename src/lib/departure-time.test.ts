import { describe, expect, it } from 'vitest'
import { departureInstant, formatInstant } from './departure-time'

describe('departureInstant', () => {
  it('reads a slot as Riyadh time', () => {
    expect(departureInstant('2026-12-01', '08:00')).toBe('2026-12-01T05:00:00.000Z')
    expect(departureInstant('2026-12-01', '8:00')).toBeNull()
  })

  it('formats in the page language and digits', () => {
    expect(formatInstant('2026-12-01T05:00:00.000Z', 'ar')).toMatch(/٨:٠٠/)
    expect(formatInstant('2026-12-01T05:00:00.000Z', 'en')).toMatch(/8:00/)
  })
})
