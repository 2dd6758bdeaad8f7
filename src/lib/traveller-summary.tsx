import { useLingui } from '@lingui/react/macro'
import { plural } from '@lingui/core/macro'
import { formatNumber } from './format'
import type { Locale } from './locale'

/** "2 adults, 1 child" from { adult: 2, child: 1 }, with the language's plural forms. */
export function TravellerSummary({ travellers, locale }: { travellers: Record<string, number>; locale: Locale }) {
  return <span>{useTravellerText(locale)(travellers)}</span>
}

/** The text of TravellerSummary as a function (for a CSV cell or an attribute). */
export function useTravellerText(locale: Locale): (travellers: Record<string, number>) => string {
  const { t } = useLingui()
  const names: Record<string, (count: number) => string> = {
    adult: (count) => t`${plural(count, { one: '# adult', other: '# adults' })}`,
    child: (count) => t`${plural(count, { one: '# child', other: '# children' })}`,
    infant: (count) => t`${plural(count, { one: '# infant', other: '# infants' })}`,
    item: (count) => {
      const quantity = formatNumber(count, locale)
      return t`Quantity: ${quantity}`
    },
  }
  return (travellers) => {
    const parts = Object.entries(travellers)
      .filter(([, count]) => count > 0)
      .map(([key, count]) => (names[key] ?? ((value: number) => `${key}: ${formatNumber(value, locale)}`))(count))
    return new Intl.ListFormat(locale === 'ar' ? 'ar-SA' : 'en-US', { type: 'unit' }).format(parts)
  }
}
