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
const listFormat = (locale: string, options: Intl.ListFormatOptions) => cached('list', locale, options, () => new Intl.ListFormat(locale, options))
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

export function formatNumber(value: number, locale: Locale, options?: Intl.NumberFormatOptions): string {
  return numberFormat(intlLocale(locale), options).format(value)
}

/** "3 hours", "2 hours 30 minutes" / "٣ ساعات" with the language's own plural forms. */
export function formatDuration(minutes: number, locale: Locale): string {
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  const unit = (value: number, name: 'hour' | 'minute' | 'day') => numberFormat(intlLocale(locale), { style: 'unit', unit: name, unitDisplay: 'long' }).format(value)
  if (hours >= 24 && rest === 0 && hours % 24 === 0) return unit(hours / 24, 'day')
  const parts = [hours ? unit(hours, 'hour') : null, rest ? unit(rest, 'minute') : null].filter(Boolean)
  return listFormat(intlLocale(locale), { style: 'long', type: 'unit' }).format(parts as string[])
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
