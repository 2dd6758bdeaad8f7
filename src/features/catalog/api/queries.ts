import { queryOptions } from '@tanstack/react-query'
import { isNotFound, notFound } from '@tanstack/react-router'
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
      queryFn: () => experienceBySlug(slug),
    }),
}

/**
 * An experience by slug. Travellers see published and unavailable ones only; a signed-in staff
 * member who opens a draft from the catalog studio ("preview as a traveller", decision 066) gets
 * it through their own session, in the browser only (the server render answers 404 for it).
 */
async function experienceBySlug(slug: string): Promise<Experience> {
  try {
    return await bySlug<Experience>('experiences', slug, { expand: 'city' })
  } catch (error) {
    if (typeof window === 'undefined' || !isNotFound(error)) throw error
    const { staffClient } = await import('../../../lib/staff-client')
    const pb = await staffClient()
    if (!pb.authStore.isValid || pb.authStore.record?.collectionName !== 'staff') throw error
    try {
      return await pb.collection('experiences').getFirstListItem<Experience>(pb.filter('slug = {:slug}', { slug }), { expand: 'city' })
    } catch {
      throw error
    }
  }
}

export type CatalogStats = { experiences: number; cities: number; countries: number; reviews: number }

/** The home page's figures, counted from the data (never hard-coded). */
export const statsQuery = () =>
  queryOptions({
    queryKey: ['catalog', 'stats'],
    queryFn: async ({ signal }): Promise<CatalogStats> => {
      const [experiences, cities, countries, reviews] = await Promise.all([
        publicApi.count('experiences', "status = 'active'", signal),
        publicApi.count('cities', '', signal),
        publicApi.count('countries', '', signal),
        publicApi.count('reviews', '', signal),
      ])
      return { experiences, cities, countries, reviews }
    },
    staleTime: 10 * 60_000,
  })
