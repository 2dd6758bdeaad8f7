import { describe, expect, it } from 'vitest'
import { setupI18n } from '@lingui/core'
import { messages as arMessages } from '../locales/ar/messages'
import { messages as enMessages } from '../locales/en/messages'
import { formatClock, formatCompactAmount, formatDate, formatDisplayMoney, formatDuration, formatHijriDate, formatMoney, formatNumber } from './format'

// The pages' i18n instances: the compiled catalogs, numbers and plurals as ar-SA / en-US.
const ar = setupI18n({ locale: 'ar', locales: ['ar-SA'], messages: { ar: arMessages } })
const en = setupI18n({ locale: 'en', locales: ['en-US'], messages: { en: enMessages } })
const westernDigits = /[0-9]/

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

  it('shows durations under a day in hours and minutes, in English', () => {
    expect(formatDuration(150, en)).toBe('2 hours 30 minutes')
    expect(formatDuration(60, en)).toBe('1 hour')
    expect(formatDuration(30, en)).toBe('30 minutes')
    expect(formatDuration(61, en)).toBe('1 hour 1 minute')
    expect(formatDuration(0, en)).toBe('0 minutes')
  })

  it('shows durations under a day in hours and minutes with the Arabic forms and digits', () => {
    expect(formatDuration(150, ar)).toBe('ساعتان و٣٠ دقيقة')
    expect(formatDuration(60, ar)).toBe('ساعة واحدة')
    expect(formatDuration(120, ar)).toBe('ساعتان')
    expect(formatDuration(180, ar)).toBe('٣ ساعات')
    expect(formatDuration(11 * 60, ar)).toBe('١١ ساعة')
    expect(formatDuration(45, ar)).toBe('٤٥ دقيقة')
    expect(formatDuration(2, ar)).toBe('دقيقتان')
    expect(formatDuration(61, ar)).toBe('ساعة واحدة ودقيقة واحدة')
    expect(formatDuration(0, ar)).toBe('٠ دقيقة')
  })

  it('shows a hotel stay in nights and a package in nights and days', () => {
    expect(formatDuration(1440, en, { kind: 'hotel' })).toBe('1 night')
    expect(formatDuration(4320, en, { kind: 'package' })).toBe('3 nights / 4 days')
    expect(formatDuration(2880, en, { kind: 'package' })).toBe('2 nights / 3 days')
    // A package whose minutes are not whole days still reads in nights, never "93 hours, 30 minutes".
    expect(formatDuration(5610, en, { kind: 'package' })).toBe('4 nights / 5 days')
    expect(formatDuration(1440, ar, { kind: 'hotel' })).toBe('ليلة واحدة')
    expect(formatDuration(2880, ar, { kind: 'hotel' })).toBe('ليلتان')
    expect(formatDuration(4320, ar, { kind: 'package' })).toBe('٣ ليالٍ و٤ أيام')
    expect(formatDuration(2880, ar, { kind: 'package' })).toBe('ليلتان و٣ أيام')
    expect(formatDuration(11 * 1440, ar, { kind: 'hotel' })).toBe('١١ ليلة')
  })

  it('shows other experiences of a day or more in whole days', () => {
    expect(formatDuration(2880, en, { kind: 'tour' })).toBe('2 days')
    expect(formatDuration(1560, en, { kind: 'tour' })).toBe('2 days')
    expect(formatDuration(1440, ar, { kind: 'tour' })).toBe('يوم واحد')
    expect(formatDuration(2880, ar, { kind: 'tour' })).toBe('يومان')
    expect(formatDuration(3 * 1440, ar)).toBe('٣ أيام')
    expect(formatDuration(11 * 1440, ar)).toBe('١١ يومًا')
    expect(formatDuration(100 * 1440, ar)).toBe('١٠٠ يوم')
    // A policy's 36 hours is not rounded to days.
    expect(formatDuration(2160, en)).toBe('36 hours')
  })

  it('puts the Arabic dual in the genitive after a preposition (قبل أقل من يومين)', () => {
    expect(formatDuration(2880, ar, { afterPreposition: true })).toBe('يومين')
    expect(formatDuration(120, ar, { afterPreposition: true })).toBe('ساعتين')
    expect(formatDuration(150, ar, { afterPreposition: true })).toBe('ساعتين و٣٠ دقيقة')
    expect(formatDuration(1440, ar, { afterPreposition: true })).toBe('يوم واحد')
    expect(formatDuration(4320, ar, { afterPreposition: true })).toBe('٣ أيام')
    expect(formatDuration(720, ar, { afterPreposition: true })).toBe('١٢ ساعة')
    expect(formatDuration(2880, en, { afterPreposition: true })).toBe('2 days')
  })

  it('writes every Arabic duration in Arabic-Indic digits', () => {
    for (const minutes of [0, 1, 2, 3, 11, 100].flatMap((count) => [count, count * 60, count * 1440])) {
      expect(formatDuration(minutes, ar), String(minutes)).not.toMatch(westernDigits)
      expect(formatDuration(minutes, ar, { kind: 'package' }), String(minutes)).not.toMatch(westernDigits)
    }
  })

  it('shows times of day in the page’s digits', () => {
    expect(formatClock('09:30', 'en')).toBe('09:30')
    expect(formatClock('09:30', 'ar')).toBe('٠٩:٣٠')
    expect(formatClock('18:05', 'ar')).toBe('١٨:٠٥')
    expect(formatNumber(13, 'ar')).toBe('١٣')
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
    expect(relativeTime('2026-11-19T12:00:00Z', 'ar', now)).toBe('قبل ٣ أيام')
    expect(relativeTime('2026-11-11T12:00:00Z', 'ar', now)).toBe('قبل ١١ يومًا')
    expect(relativeTime('2026-11-22T10:00:00Z', 'ar', now)).toBe('قبل ساعتين')
    expect(relativeTime('2026-11-22T11:00:00Z', 'ar', now)).toBe('قبل ساعة واحدة')
  })
})

describe('formatCompactAmount (issue 34, item 6)', () => {
  it('is the figure alone, compact from 10,000, with no breakable space', () => {
    expect(formatCompactAmount(2_180_500, 'en')).toBe('21.8K')
    expect(formatCompactAmount(2_180_500, 'ar')).toBe('٢١٫٨\u00a0ألف')
    expect(formatCompactAmount(23_000, 'en')).toBe('230')
    expect(formatCompactAmount(999_900, 'ar')).toBe('٩٬٩٩٩')
  })
})
