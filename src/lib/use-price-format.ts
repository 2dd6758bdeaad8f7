import { useCallback } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { formatCompactAmount, formatDisplayMoney } from './format'
import { localized } from './localized'
import { useLocale } from './use-locale'
import { currencyQueries } from './currencies'
import { useDisplayCurrency } from './use-display-currency'

/**
 * Formats halalas in the traveller's display currency (SAR until the rates have loaded; other
 * currencies rounded, as approximations). The
 * function stays the same while the currency does, so memoised components that take it as a
 * prop are not re-rendered for nothing.
 */
export function usePriceFormat(): (halalas: number) => string {
  const locale = useLocale()
  const [code] = useDisplayCurrency()
  const { data: currencies } = useQuery(currencyQueries.list())
  const currency = currencies?.find((item) => item.code === code)
  // Without a known currency, formatMoney's defaults are SAR.
  const [currencyCode, rate, decimals] = [currency?.code, currency?.rate_to_sar, currency?.decimals]
  return useCallback((halalas: number) => formatDisplayMoney(halalas, locale, currencyCode, rate, decimals), [locale, currencyCode, rate, decimals])
}

/**
 * A calendar day's price: the figure alone, compact from 10,000 (formatCompactAmount), and the
 * display currency's name to say once beside the calendar.
 */
export function useCompactPriceFormat(): { format: (halalas: number) => string; currencyName: string } {
  const { t } = useLingui()
  const locale = useLocale()
  const [code] = useDisplayCurrency()
  const { data: currencies } = useQuery(currencyQueries.list())
  const currency = currencies?.find((item) => item.code === code) ?? currencies?.find((item) => item.code === 'SAR')
  const [rate, name] = [currency?.rate_to_sar, currency ? localized(currency, 'name', locale) : t`Saudi riyal`]
  const format = useCallback((halalas: number) => formatCompactAmount(halalas, locale, rate), [locale, rate])
  return { format, currencyName: name }
}
