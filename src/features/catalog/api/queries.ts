import { queryOptions } from '@tanstack/react-query'
import { notFound } from '@tanstack/react-router'
import { isClientResponseError } from '../../../lib/pocketbase'
import { filterExpression, publicApi } from '../../../lib/public-api'
import type { Category, City, Country, Experience } from '../types'


/** A record by slug, or the route's 404. */
async function bySlug<T>(collection: string, slug: string, options: { expand?: string } = {}): Promise<T> {
  try {
    return await publicApi.first<T>(collection, filterExpression('slug = {:slug}', { slug }), options)
  } catch (error) {
    if (isClientResponseError(error) && error.status === 404) throw notFound()
    throw error
  }
}

/** Query option factories for catalog data; routes call `ensureQueryData` with these. */
export const catalogQueries = {
  all: ['catalog'] as const,
  categories: () =>
    queryOptions({
      queryKey: [...catalogQueries.all, 'categories'],
      queryFn: ({ signal }) => publicApi.listAll<Category>('categories', { sort: 'sort' }, signal),
    }),
  cities: () =>
    queryOptions({
      queryKey: [...catalogQueries.all, 'cities'],
      queryFn: ({ signal }) => publicApi.listAll<City>('cities', { sort: 'sort', expand: 'country' }, signal),
    }),
  countries: () =>
    queryOptions({
      queryKey: [...catalogQueries.all, 'countries'],
      queryFn: ({ signal }) => publicApi.listAll<Country>('countries', { sort: 'sort' }, signal),
    }),
  city: (slug: string) =>
    queryOptions({
      queryKey: [...catalogQueries.all, 'city', slug],
      queryFn: () => bySlug<City>('cities', slug, { expand: 'country' }),
    }),
  category: (slug: string) =>
    queryOptions({
      queryKey: [...catalogQueries.all, 'category', slug],
      queryFn: () => bySlug<Category>('categories', slug),
    }),
  experience: (slug: string) =>
    queryOptions({
      queryKey: [...catalogQueries.all, 'experience', slug],
      queryFn: () => bySlug<Experience>('experiences', slug, { expand: 'city' }),
    }),
}

export type CatalogStats = { experiences: number; cities: number; countries: number; reviews: number }

/** The home page's figures, counted from the data (never hard-coded). */
export const statsQuery = () =>
  queryOptions({
    queryKey: ['catalog', 'stats'],
    queryFn: async (): Promise<CatalogStats> => {
      const [experiences, cities, countries, reviews] = await Promise.all(
        ['experiences', 'cities', 'countries', 'reviews'].map((collection) =>
          publicApi.get<{ totalItems: number }>(`/api/collections/${collection}/records`, { page: 1, perPage: 1, fields: 'id', filter: collection === 'experiences' ? "status = 'active'" : '' }),
        ),
      )
      return { experiences: experiences!.totalItems, cities: cities!.totalItems, countries: countries!.totalItems, reviews: reviews!.totalItems }
    },
    staleTime: 10 * 60_000,
  })
