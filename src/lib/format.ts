import { dateLocale, intlLocale, type Locale } from './locale'

/** An amount in halalas (SAR × 100) shown in `currency`, converted at `rateToSar` (SAR per unit). */
export function formatMoney(halalas: number, locale: Locale, currency = 'SAR', rateToSar = 1, decimals = 2): string {
  const amount = halalas / 100 / (rateToSar || 1)
  const whole = Number.isInteger(amount)
  return new Intl.NumberFormat(intlLocale(locale), {
    style: 'currency',
    currency,
    minimumFractionDigits: whole ? 0 : Math.min(2, decimals),
    maximumFractionDigits: whole ? 0 : decimals,
  }).format(amount)
}

export function formatNumber(value: number, locale: Locale, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(intlLocale(locale), options).format(value)
}

/** "3 hours", "2 hours 30 minutes" / "٣ ساعات" with the language's own plural forms. */
export function formatDuration(minutes: number, locale: Locale): string {
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  const unit = (value: number, name: 'hour' | 'minute' | 'day') => new Intl.NumberFormat(intlLocale(locale), { style: 'unit', unit: name, unitDisplay: 'long' }).format(value)
  if (hours >= 24 && rest === 0 && hours % 24 === 0) return unit(hours / 24, 'day')
  const parts = [hours ? unit(hours, 'hour') : null, rest ? unit(rest, 'minute') : null].filter(Boolean)
  return new Intl.ListFormat(intlLocale(locale), { style: 'long', type: 'unit' }).format(parts as string[])
}

/** A calendar date (YYYY-MM-DD or an ISO timestamp) in the page's language. */
export function formatDate(value: string, locale: Locale, options: Intl.DateTimeFormatOptions = { dateStyle: 'long' }): string {
  const date = new Date(value.length === 10 ? `${value}T12:00:00Z` : value.replace(' ', 'T'))
  return new Intl.DateTimeFormat(dateLocale(locale), { timeZone: 'Asia/Riyadh', ...options }).format(date)
}

/** The Hijri (Umm al-Qura) date shown beside a Gregorian one on Arabic pages. */
export function formatHijriDate(value: string): string {
  const date = new Date(value.length === 10 ? `${value}T12:00:00Z` : value.replace(' ', 'T'))
  return new Intl.DateTimeFormat('ar-SA-u-ca-islamic-umalqura', { timeZone: 'Asia/Riyadh', dateStyle: 'long' }).format(date)
}

/** "3 days ago" / "قبل ٣ أيام", from an ISO timestamp. */
export function relativeTime(iso: string, locale: Locale, now = Date.now()): string {
  const seconds = Math.round((Date.parse(iso) - now) / 1000)
  const format = new Intl.RelativeTimeFormat(intlLocale(locale), { numeric: 'auto' })
  const units: [Intl.RelativeTimeFormatUnit, number][] = [
    ['day', 86_400],
    ['hour', 3_600],
    ['minute', 60],
  ]
  for (const [unit, size] of units) if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit)
  return format.format(0, 'minute')
}
