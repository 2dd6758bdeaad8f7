import type { I18n } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import { dateLocale, intlLocale, type Locale } from './locale'

// Building an Intl formatter costs far more than using one, and a listing formats hundreds of
// prices and durations while it renders: each locale + options pair is built once.
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.ListFormat | Intl.RelativeTimeFormat>()
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.ListFormat | Intl.RelativeTimeFormat>(kind: string, locale: string, options: object | undefined, build: () => T): T {
  const key = `${kind}|${locale}|${JSON.stringify(options ?? {})}`
  let formatter = formatters.get(key) as T | undefined
  if (!formatter) {
    formatter = build()
    formatters.set(key, formatter)
  }
  return formatter
}
const numberFormat = (locale: string, options?: Intl.NumberFormatOptions) => cached('number', locale, options, () => new Intl.NumberFormat(locale, options))
const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions) => cached('date', locale, options, () => new Intl.DateTimeFormat(locale, options))
const relativeTimeFormat = (locale: string, options: Intl.RelativeTimeFormatOptions) => cached('relative', locale, options, () => new Intl.RelativeTimeFormat(locale, options))

/** An amount in halalas (SAR × 100) shown in `currency`, converted at `rateToSar` (SAR per unit). */
export function formatMoney(halalas: number, locale: Locale, currency = 'SAR', rateToSar = 1, decimals = 2): string {
  const amount = halalas / 100 / (rateToSar || 1)
  const whole = Number.isInteger(amount)
  return numberFormat(intlLocale(locale), {
    style: 'currency',
    currency,
    minimumFractionDigits: whole ? 0 : Math.min(2, decimals),
    maximumFractionDigits: whole ? 0 : decimals,
  }).format(amount)
}

/**
 * A SAR amount shown in another currency: only an approximation (the charge is in SAR), so
 * amounts of 10 or more are rounded to whole units ($117.33 → $117). SAR stays exact.
 */
export function formatDisplayMoney(halalas: number, locale: Locale, currency = 'SAR', rateToSar = 1, decimals = 2): string {
  if (currency === 'SAR') return formatMoney(halalas, locale, currency, rateToSar, decimals)
  const amount = halalas / 100 / (rateToSar || 1)
  return formatMoney(halalas, locale, currency, rateToSar, Math.abs(amount) >= 10 ? 0 : Math.min(2, decimals))
}

/**
 * A price short enough for a calendar day (decision 054): the figure alone, its currency said once
 * beside the calendar; from 10,000 in the language's compact form ("21.8K", "٢١٫٨ ألف"), joined
 * by a no-break space so it never wraps inside the figure.
 */
export function formatCompactAmount(halalas: number, locale: Locale, rateToSar = 1): string {
  const amount = halalas / 100 / (rateToSar || 1)
  const options: Intl.NumberFormatOptions = amount >= 10_000 ? { notation: 'compact', maximumFractionDigits: 1 } : { maximumFractionDigits: 0 }
  return numberFormat(intlLocale(locale), options).format(amount).replace(/\s/g, '\u00a0')
}

export function formatNumber(value: number, locale: Locale, options?: Intl.NumberFormatOptions): string {
  return numberFormat(intlLocale(locale), options).format(value)
}

/** The words a duration is made of, as ICU plurals (Arabic: zero, one, two, few, many, other). */
const durationWords = {
  day: (days: number) => msg({ comment: 'A duration in days', message: plural(days, { one: '# day', other: '# days' }) }),
  dayAfterPreposition: (days: number) => msg({ context: 'after a preposition', comment: 'A duration in days after "less than", "up to" or "before" (Arabic: genitive)', message: plural(days, { one: '# day', other: '# days' }) }),
  night: (nights: number) => msg({ comment: 'A stay or package in nights', message: plural(nights, { one: '# night', other: '# nights' }) }),
  hour: (hours: number) => msg({ comment: 'A duration in hours', message: plural(hours, { one: '# hour', other: '# hours' }) }),
  hourAfterPreposition: (hours: number) => msg({ context: 'after a preposition', comment: 'A duration in hours after "less than", "up to" or "before" (Arabic: genitive)', message: plural(hours, { one: '# hour', other: '# hours' }) }),
  minute: (minutes: number) => msg({ comment: 'A duration in minutes', message: plural(minutes, { one: '# minute', other: '# minutes' }) }),
  minuteAfterPreposition: (minutes: number) => msg({ context: 'after a preposition', comment: 'A duration in minutes after "less than", "up to" or "before" (Arabic: genitive)', message: plural(minutes, { one: '# minute', other: '# minutes' }) }),
  hoursAndMinutes: (hoursText: string, minutesText: string) => msg({ comment: 'A duration: "2 hours" and "30 minutes" together', message: `${hoursText} ${minutesText}` }),
  nightsAndDays: (nightsText: string, daysText: string) => msg({ comment: 'A package: "3 nights" and "4 days" together', message: `${nightsText} / ${daysText}` }),
}

const DAY = 1440

export type DurationOptions = {
  /**
   * The experience's kind, for durations of a day or more: a hotel stay counts nights, a
   * package nights and days ("3 nights / 4 days"), anything else whole days.
   */
  kind?: string
  /** After "less than", "up to" or "before": Arabic puts the dual in the genitive ("يومين"). */
  afterPreposition?: boolean
}

/**
 * How long something lasts, in the page's language with its plural forms (the i18n instance
 * the page renders with): under a day in hours and minutes ("2 hours 30 minutes" / "ساعتان
 * و٣٠ دقيقة"); a hotel stay in nights; a package in nights and days ("3 nights / 4 days" /
 * "٣ ليالٍ و٤ أيام"); anything else of a day or more in whole days.
 */
export function formatDuration(minutes: number, i18n: I18n, options: DurationOptions = {}): string {
  const after = options.afterPreposition === true
  const total = Math.max(0, Math.round(minutes))
  if (total >= DAY) {
    const nights = Math.max(1, Math.round(total / DAY))
    if (options.kind === 'hotel') return i18n._(durationWords.night(nights))
    if (options.kind === 'package') return i18n._(durationWords.nightsAndDays(i18n._(durationWords.night(nights)), i18n._(durationWords.day(nights + 1))))
    if (total % DAY === 0) return i18n._((after ? durationWords.dayAfterPreposition : durationWords.day)(total / DAY))
    // An experience of 26 hours spans two days; a policy's 36 hours stays in hours.
    if (options.kind) return i18n._(durationWords.day(Math.ceil(total / DAY)))
  }
  const hours = Math.floor(total / 60)
  const rest = total % 60
  const hoursText = hours ? i18n._((after ? durationWords.hourAfterPreposition : durationWords.hour)(hours)) : ''
  const minutesText = rest || !hours ? i18n._((after ? durationWords.minuteAfterPreposition : durationWords.minute)(rest)) : ''
  if (hoursText && minutesText) return i18n._(durationWords.hoursAndMinutes(hoursText, minutesText))
  return hoursText || minutesText
}

/** A time of day ("09:30") in the page's digits: "٠٩:٣٠" in Arabic, "09:30" in English. */
export function formatClock(time: string, locale: Locale): string {
  const [hours, minutes] = time.split(':').map(Number)
  if (!Number.isFinite(hours) || !Number.isFinite(minutes)) return time
  const two = { minimumIntegerDigits: 2, useGrouping: false }
  return `${formatNumber(hours!, locale, two)}:${formatNumber(minutes!, locale, two)}`
}

/** A calendar date (YYYY-MM-DD or an ISO timestamp) in the page's language. */
export function formatDate(value: string, locale: Locale, options: Intl.DateTimeFormatOptions = { dateStyle: 'long' }): string {
  const date = new Date(value.length === 10 ? `${value}T12:00:00Z` : value.replace(' ', 'T'))
  return dateTimeFormat(dateLocale(locale), { timeZone: 'Asia/Riyadh', ...options }).format(date)
}

/** The Hijri (Umm al-Qura) date shown beside a Gregorian one on Arabic pages. */
export function formatHijriDate(value: string): string {
  const date = new Date(value.length === 10 ? `${value}T12:00:00Z` : value.replace(' ', 'T'))
  return dateTimeFormat('ar-SA-u-ca-islamic-umalqura', { timeZone: 'Asia/Riyadh', dateStyle: 'long' }).format(date)
}

/** "3 days ago" / "قبل ٣ أيام", from an ISO timestamp. */
export function relativeTime(iso: string, locale: Locale, now = Date.now()): string {
  const seconds = Math.round((Date.parse(iso) - now) / 1000)
  const format = relativeTimeFormat(intlLocale(locale), { numeric: 'auto' })
  const units: [Intl.RelativeTimeFormatUnit, number][] = [
    ['day', 86_400],
    ['hour', 3_600],
    ['minute', 60],
  ]
  for (const [unit, size] of units) if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit)
  return format.format(0, 'minute')
}
