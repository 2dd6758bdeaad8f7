import { queryOptions } from '@tanstack/react-query'
import { filterExpression, publicApi } from '../../../lib/public-api'

export type Review = { id: string; author_name: string; rating: number; text: string; locale: 'ar' | 'en'; verified: boolean; created: string }

export const reviewQueries = {
  forExperience: (experienceId: string) =>
    queryOptions({
      queryKey: ['catalog', 'reviews', experienceId],
      queryFn: ({ signal }) => publicApi.listAll<Review>('reviews', { filter: filterExpression('experience = {:id}', { id: experienceId }), sort: '-created', batch: 200 }, signal),
      staleTime: 5 * 60_000,
    }),
}

/** How many reviews gave each rating, 5 down to 1. */
export function ratingDistribution(reviews: Pick<Review, 'rating'>[]): { rating: number; count: number }[] {
  return [5, 4, 3, 2, 1].map((rating) => ({ rating, count: reviews.filter((review) => review.rating === rating).length }))
}
