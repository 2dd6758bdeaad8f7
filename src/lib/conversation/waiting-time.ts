import { formatNumber } from '../format'
import type { Locale } from '../locale'

/** "45 sec", "12 min", "3 hr", "2 days": how long a traveller has waited, short enough for a list. */
export function formatWaiting(seconds: number, locale: Locale): string {
  const unit = (value: number, name: 'second' | 'minute' | 'hour' | 'day') => formatNumber(value, locale, { style: 'unit', unit: name, unitDisplay: 'short' })
  if (seconds < 60) return unit(Math.max(0, Math.floor(seconds)), 'second')
  if (seconds < 3600) return unit(Math.floor(seconds / 60), 'minute')
  if (seconds < 86_400) return unit(Math.floor(seconds / 3600), 'hour')
  return unit(Math.floor(seconds / 86_400), 'day')
}
