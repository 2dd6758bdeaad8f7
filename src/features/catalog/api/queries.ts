import { queryOptions } from '@tanstack/react-query'
import { pb } from '../../../lib/pocketbase'
import type { Category, City, Country } from '../types'

/** Query option factories for catalog data; routes call `ensureQueryData` with these. */
export const catalogQueries = {
  all: ['catalog'] as const,
  categories: () =>
    queryOptions({
      queryKey: [...catalogQueries.all, 'categories'],
      queryFn: () => pb.collection('categories').getFullList<Category>({ sort: 'sort' }),
    }),
  cities: () =>
    queryOptions({
      queryKey: [...catalogQueries.all, 'cities'],
      queryFn: () => pb.collection('cities').getFullList<City>({ sort: 'sort', expand: 'country' }),
    }),
  countries: () =>
    queryOptions({
      queryKey: [...catalogQueries.all, 'countries'],
      queryFn: () => pb.collection('countries').getFullList<Country>({ sort: 'sort' }),
    }),
}
