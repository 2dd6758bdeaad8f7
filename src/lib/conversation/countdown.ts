import { formatNumber } from '../format'
import type { Locale } from '../locale'

export type CountdownParts = { days: number; hours: number; minutes: number; seconds: number }

/** Whole days, hours, minutes and seconds left in `ms` (none below zero). */
export function countdownParts(ms: number): CountdownParts {
  const total = Math.max(0, Math.floor(ms / 1000))
  return { days: Math.floor(total / 86_400), hours: Math.floor((total % 86_400) / 3600), minutes: Math.floor((total % 3600) / 60), seconds: total % 60 }
}

/**
 * The time left as a clock: "23:04:09", with "2 days" before it past a day, in the page's digits
 * (Arabic-Indic in Arabic). Clocks read left to right in both languages.
 */
export function formatCountdown(ms: number, locale: Locale): string {
  const { days, hours, minutes, seconds } = countdownParts(ms)
  const two = (value: number) => formatNumber(value, locale, { minimumIntegerDigits: 2, useGrouping: false })
  const clock = `${two(hours)}:${two(minutes)}:${two(seconds)}`
  if (days === 0) return clock
  const dayText = formatNumber(days, locale, { style: 'unit', unit: 'day', unitDisplay: 'long' })
  return `${dayText} ${clock}`
}
