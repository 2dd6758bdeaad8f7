import { queryOptions } from '@tanstack/react-query'
import { ClientResponseError } from 'pocketbase'
import { notFound } from '@tanstack/react-router'
import { pb } from '../../../lib/pocketbase'
import type { Category, City, Country, Experience, ExperienceSummary } from '../types'

export const LISTING_PAGE_SIZE = 24
const summaryFields = 'id,slug,title_ar,title_en,summary_ar,summary_en,city,kind,images,rating_avg,review_count,price_from,duration_minutes,labels,status,expand.city.slug,expand.city.name_ar,expand.city.name_en'

export type ListingFilter = { cityId?: string; categoryId?: string; text?: string }

/** A record by slug, or the route's 404. */
async function bySlug<T>(collection: string, slug: string, options: Record<string, string> = {}): Promise<T> {
  try {
    return await pb.collection(collection).getFirstListItem<T>(pb.filter('slug = {:slug}', { slug }), options)
  } catch (error) {
    if (error instanceof ClientResponseError && error.status === 404) throw notFound()
    throw error
  }
}

function listingFilter({ cityId, categoryId, text }: ListingFilter): string {
  const parts = ["status = 'active'"]
  if (cityId) parts.push(pb.filter('city = {:cityId}', { cityId }))
  if (categoryId) parts.push(pb.filter('categories ~ {:categoryId}', { categoryId }))
  if (text) parts.push(pb.filter('(title_ar ~ {:text} || title_en ~ {:text} || city.name_ar ~ {:text} || city.name_en ~ {:text})', { text }))
  return parts.join(' && ')
}

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
  listing: (filter: ListingFilter, page: number) =>
    queryOptions({
      queryKey: [...catalogQueries.all, 'listing', filter, page],
      queryFn: () =>
        pb.collection('experiences').getList<ExperienceSummary>(page, LISTING_PAGE_SIZE, {
          filter: listingFilter(filter),
          sort: '-popularity,slug',
          expand: 'city',
          fields: summaryFields,
        }),
    }),
  experience: (slug: string) =>
    queryOptions({
      queryKey: [...catalogQueries.all, 'experience', slug],
      queryFn: () => bySlug<Experience>('experiences', slug, { expand: 'city' }),
    }),
}
