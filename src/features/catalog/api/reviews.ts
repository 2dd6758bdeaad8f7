import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import { publicApi } from '../../../lib/public-api'
import { pocketBase } from '../../../lib/pocketbase'
import type { Locale } from '../../../lib/locale'
import type { HelpfulVote, ReviewPage, TravellerPhotoPage } from '../../../../pb_hooks/lib/contracts/reviews-contract.js'
import { helpfulVoterId, rememberHelpfulVote } from './helpful-voter'

// An experience's published reviews, a page at a time, with their summary (docs/api.md "Reviews").
// The answers are the server's contract (pb_hooks/lib/contracts/reviews-contract.js).
export type { HelpfulVote, Review, ReviewPage, ReviewScores, ReviewSummary, TravellerPhoto, TravellerPhotoPage } from '../../../../pb_hooks/lib/contracts/reviews-contract.js'

export const TRAVELLER_PHOTOS_PER_PAGE = 12

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
