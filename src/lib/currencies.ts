import { queryOptions } from '@tanstack/react-query'
import { publicApi } from './public-api'

export type Currency = { id: string; code: string; name_ar: string; name_en: string; rate_to_sar: number; decimals: number }

export const currencyQueries = {
  list: () =>
    queryOptions({
      queryKey: ['catalog', 'currencies'],
      queryFn: ({ signal }) => publicApi.listAll<Currency>('currencies', { sort: 'sort' }, signal),
      staleTime: 60 * 60_000,
    }),
}
