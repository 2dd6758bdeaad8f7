import { useQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { localized } from '../../../lib/localized'
import { Select } from '../../../ui/select'
import { currencyQueries } from '../../../lib/currencies'
import { useDisplayCurrency } from '../../../lib/use-display-currency'
import { useLocale } from '../../../lib/use-locale'

/** Display currency for prices; payment is always in SAR. */
export function CurrencySwitcher() {
  const { t } = useLingui()
  const locale = useLocale()
  const { data: currencies = [] } = useQuery(currencyQueries.list())
  const [currency, setCurrency] = useDisplayCurrency()
  const options = currencies.length ? currencies.map((item) => ({ id: item.code, label: `${item.code} · ${localized(item, 'name', locale)}` })) : [{ id: currency, label: currency }]
  return <Select className="currency-switcher" label={t`Currency`} hideLabel options={options} value={currency} onChange={setCurrency} renderValue={(code) => code} />
}
