import { queryOptions } from '@tanstack/react-query'
import { pocketBase } from '../../../lib/pocketbase'

export type Currency = { id: string; code: string; name_ar: string; name_en: string; rate_to_sar: number; decimals: number }

export const currencyQueries = {
  list: () =>
    queryOptions({
      queryKey: ['catalog', 'currencies'],
      queryFn: async () => (await pocketBase()).collection('currencies').getFullList<Currency>({ sort: 'sort' }),
      staleTime: 60 * 60_000,
    }),
}
