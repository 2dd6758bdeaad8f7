import { dateLocale, type Locale } from './locale'

const RIYADH_OFFSET_MS = 3 * 3600_000

/** The instant a departure starts: its date and HH:MM in Riyadh (as the server reads slots); null when malformed. */
export function departureInstant(date: string, startTime: string): string | null {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date)
  const time = /^(\d{2}):(\d{2})$/.exec(startTime)
  if (!day || !time) return null
  return new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]), Number(time[1]), Number(time[2])) - RIYADH_OFFSET_MS).toISOString()
}

/** An instant in the page's language and digits, Riyadh time: a time of day ("9:00 AM", "٩:٠٠ ص"), or a date and time. */
export function formatInstant(instant: string, locale: Locale, options: Pick<Intl.DateTimeFormatOptions, 'dateStyle' | 'timeStyle'> = { timeStyle: 'short' }): string {
  return new Intl.DateTimeFormat(dateLocale(locale), { ...options, timeZone: 'Asia/Riyadh' }).format(new Date(instant))
}
