import { describe, expect, it } from 'vitest'
import { formatDate, formatDisplayMoney, formatDuration, formatHijriDate, formatMoney } from './format'

describe('formatting', () => {
  it('shows halalas as money in the display currency', () => {
    const plain = (text: string) => text.replace(/\u00a0/g, ' ')
    expect(plain(formatMoney(15000, 'en'))).toBe('SAR 150')
    expect(plain(formatMoney(15050, 'en'))).toBe('SAR 150.50')
    expect(formatMoney(37500, 'en', 'USD', 3.75)).toBe('$100')
    expect(formatMoney(15000, 'ar')).toMatch(/١٥٠/)
  })

  it('rounds approximate prices in another currency to whole units, and keeps SAR exact', () => {
    const plain = (text: string) => text.replace(/\u00a0/g, ' ')
    expect(formatDisplayMoney(44000, 'en', 'USD', 3.75)).toBe('$117')
    expect(formatDisplayMoney(3000, 'en', 'USD', 3.75)).toBe('$8')
    expect(formatDisplayMoney(3100, 'en', 'USD', 3.75)).toBe('$8.27')
    expect(plain(formatDisplayMoney(15050, 'en'))).toBe('SAR 150.50')
  })

  it('shows durations with the language’s plural forms', () => {
    expect(formatDuration(150, 'en')).toBe('2 hours, 30 minutes')
    expect(formatDuration(60, 'en')).toBe('1 hour')
    expect(formatDuration(2880, 'en')).toBe('2 days')
    expect(formatDuration(120, 'ar')).toMatch(/ساعت/)
  })

  it('shows dates in Riyadh time, in the page’s language', () => {
    expect(formatDate('2026-03-01', 'en')).toBe('March 1, 2026')
    expect(formatDate('2026-03-01 09:00:00.000Z', 'en')).toBe('March 1, 2026')
    expect(formatDate('2026-03-01', 'ar')).toContain('مارس')
    expect(formatHijriDate('2026-03-01')).toMatch(/رمضان/)
  })
})

describe('relativeTime', () => {
  it('says how long ago, in the page’s language', async () => {
    const { relativeTime } = await import('./format')
    const now = Date.parse('2026-11-22T12:00:00Z')
    expect(relativeTime('2026-11-19T12:00:00Z', 'en', now)).toBe('3 days ago')
    expect(relativeTime('2026-11-22T11:00:00Z', 'en', now)).toBe('1 hour ago')
    expect(relativeTime('2026-11-19T12:00:00Z', 'ar', now)).toMatch(/قبل/)
  })
})
