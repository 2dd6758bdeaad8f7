import { useQuery } from '@tanstack/react-query'
import { formatMoney } from '../../../lib/format'
import { useLocale } from '../../shell/hooks/use-locale'
import { currencyQueries } from '../api/queries'
import { useDisplayCurrency } from './use-display-currency'

/** Formats halalas in the traveller's display currency (SAR until the rates have loaded). */
export function usePriceFormat(): (halalas: number) => string {
  const locale = useLocale()
  const [code] = useDisplayCurrency()
  const { data: currencies = [] } = useQuery(currencyQueries.list())
  const currency = currencies.find((item) => item.code === code)
  if (!currency) return (halalas) => formatMoney(halalas, locale)
  return (halalas) => formatMoney(halalas, locale, currency.code, currency.rate_to_sar, currency.decimals)
}
