import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { publicApi } from '../../../lib/public-api'
import type { MediaImage } from '../../../lib/media-image'
import type { ExperienceBadge } from '../types'

export type CityRef = { slug: string; name_ar: string; name_en: string }

/** One experience in a listing (GET /api/store/search). */
export type SearchItem = {
  id: string
  slug: string
  title_ar: string
  title_en: string
  summary_ar: string
  summary_en: string
  kind: string
  images: MediaImage[]
  rating_avg: number
  review_count: number
  price_from: number
  duration_minutes: number
  labels: string[]
  /** Kept by the server, in display order; absent in answers cached before they existed. */
  badges?: ExperienceBadge[]
  status: 'active' | 'unavailable'
  city: CityRef | null
}

export type FacetCount = { key: string; count: number }

export type SearchFacets = {
  categories: { slug: string; name_ar: string; name_en: string; count: number }[]
  labels: FacetCount[]
  languages: FacetCount[]
  occasions: FacetCount[]
  bestFor: FacetCount[]
  timeOfDay: FacetCount[]
  rating: { min: number; count: number }[]
  price: { min: number | null; max: number | null }
  duration: { key: string; min: number; max: number | null; count: number }[]
}

export type Suggestion = { type: 'city' | 'category' | 'experience'; slug: string; name_ar: string; name_en: string; citySlug?: string }

export type SearchResult = {
  page: number
  perPage: number
  totalItems: number
  totalPages: number
  items: SearchItem[]
  facets?: SearchFacets
  suggestions?: Suggestion[]
}

export type SuggestResult = {
  cities: CityRef[]
  categories: CityRef[]
  experiences: { slug: string; title_ar: string; title_en: string; city: { slug: string } | null }[]
}

/** Suggestions are asked for from this many letters. */
export const SUGGEST_MIN_LENGTH = 2

export const searchQueries = {
  search: (query: Record<string, string>) =>
    queryOptions({
      queryKey: ['catalog', 'search', query],
      queryFn: ({ signal }) => publicApi.get<SearchResult>('/api/store/search', query, signal),
      placeholderData: keepPreviousData,
      staleTime: 30_000,
    }),
  suggest: (q: string, locale: string) =>
    queryOptions({
      queryKey: ['catalog', 'suggest', locale, q],
      queryFn: ({ signal }) => publicApi.get<SuggestResult>('/api/store/search/suggest', { q, locale }, signal),
      enabled: q.trim().length >= SUGGEST_MIN_LENGTH,
      staleTime: 60_000,
      placeholderData: keepPreviousData,
    }),
}
