import { useLingui } from '@lingui/react/macro'
import { formatNumber } from './format'
import type { Locale } from './locale'

/** "2 adults, 1 child" from { adult: 2, child: 1 }. */
export function TravellerSummary({ travellers, locale }: { travellers: Record<string, number>; locale: Locale }) {
  const { t } = useLingui()
  const names: Record<string, (count: string) => string> = {
    adult: (count) => t`Adults: ${count}`,
    child: (count) => t`Children: ${count}`,
    infant: (count) => t`Infants: ${count}`,
    item: (count) => t`Quantity: ${count}`,
  }
  const parts = Object.entries(travellers)
    .filter(([, count]) => count > 0)
    .map(([key, count]) => (names[key] ?? ((value: string) => `${key}: ${value}`))(formatNumber(count, locale)))
  return <span>{new Intl.ListFormat(locale === 'ar' ? 'ar-SA' : 'en-US', { type: 'unit' }).format(parts)}</span>
}
