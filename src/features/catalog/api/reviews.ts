import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import { publicApi } from '../../../lib/public-api'
import { pocketBase } from '../../../lib/pocketbase'
import type { Locale } from '../../../lib/locale'
import type { ReviewPhoto } from '../../../lib/review-photo'
import { helpfulVoterId, rememberHelpfulVote } from './helpful-voter'

// An experience's published reviews, a page at a time, with their summary (docs/api.md "Reviews").

export type ReviewScores = { service: number; organisation: number; value: number; safety: number }

export type Review = {
  id: string
  rating: number
  scores: ReviewScores
  travellerType: '' | 'solo' | 'couple' | 'family' | 'friends' | 'business'
  text: string
  locale: Locale
  authorName: string
  verified: boolean
  /** 'YYYY-MM': when the reviewed activity took place ('' for reviews from before bookings were linked). */
  activityMonth: string
  helpfulCount: number
  reply: { text: string; at: string } | null
  created: string
  photos: ReviewPhoto[]
}

/** A traveller's photo with the review it belongs to (the gallery's "Travellers' photos"). */
export type TravellerPhoto = ReviewPhoto & { reviewId: string; authorName: string; activityMonth: string; rating: number }

export type TravellerPhotoPage = { items: TravellerPhoto[]; page: number; perPage: number; totalItems: number; totalPages: number }

export const TRAVELLER_PHOTOS_PER_PAGE = 12

export type ReviewSummary = {
  count: number
  average: number
  distribution: Record<'1' | '2' | '3' | '4' | '5', number>
  scores: ReviewScores
  languages: Record<Locale, number>
  /** Photos of the published reviews ("Travellers' photos" is asked for only when there are some). */
  photoCount: number
}

export type ReviewPage = { summary: ReviewSummary; items: Review[]; page: number; perPage: number; totalItems: number; totalPages: number }

export type ReviewFilters = { rating: number; travellerType: string; language: '' | Locale; sort: 'newest' | 'helpful' }

export const REVIEWS_PER_PAGE = 5

export const reviewQueries = {
  /** One page (from 1) of the reviews the filters keep; each page has the summary of all published reviews. */
  page: (experienceId: string, filters: ReviewFilters, page: number) =>
    queryOptions({
      queryKey: ['catalog', 'reviews', experienceId, filters, page],
      queryFn: ({ signal }) =>
        publicApi.get<ReviewPage>(
          `/api/store/experiences/${encodeURIComponent(experienceId)}/reviews`,
          { page, perPage: REVIEWS_PER_PAGE, rating: filters.rating || undefined, type: filters.travellerType || undefined, lang: filters.language || undefined, sort: filters.sort },
          signal,
        ),
      // Asked again each time the reviews are shown: a staff reply or hide shows on the next visit.
      staleTime: 0,
    }),
  /** Travellers' photos of published reviews, newest review first, loaded a page at a time. */
  travellerPhotos: (experienceId: string) =>
    infiniteQueryOptions({
      queryKey: ['catalog', 'reviews', experienceId, 'photos'],
      queryFn: ({ pageParam, signal }) => publicApi.get<TravellerPhotoPage>(`/api/store/experiences/${encodeURIComponent(experienceId)}/review-photos`, { page: pageParam, perPage: TRAVELLER_PHOTOS_PER_PAGE }, signal),
      initialPageParam: 1,
      getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
      staleTime: 0,
    }),
}

export type HelpfulVote = { helpfulCount: number; voted: true; alreadyVoted: boolean; message?: string }

/**
 * "Was this helpful?": one vote per person (signed in) and per browser (its voter id) per review.
 * A repeat is answered as already counted, not refused. → the count and whether this vote was new.
 */
export async function voteHelpful(reviewId: string, locale: Locale): Promise<HelpfulVote> {
  const vote = await (await pocketBase()).send<HelpfulVote>(`/api/store/reviews/${encodeURIComponent(reviewId)}/helpful`, {
    method: 'POST',
    body: { locale },
    headers: { 'X-Voter-Id': helpfulVoterId() },
  })
  rememberHelpfulVote(reviewId)
  return vote
}
