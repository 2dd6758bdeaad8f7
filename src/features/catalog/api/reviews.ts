import { queryOptions } from '@tanstack/react-query'
import { pocketBase } from '../../../lib/pocketbase'

export type Review = { id: string; author_name: string; rating: number; text: string; locale: 'ar' | 'en'; verified: boolean; created: string }

export const reviewQueries = {
  forExperience: (experienceId: string) =>
    queryOptions({
      queryKey: ['catalog', 'reviews', experienceId],
      queryFn: async () => {
        const pb = await pocketBase()
        return pb.collection('reviews').getFullList<Review>({ filter: pb.filter('experience = {:id}', { id: experienceId }), sort: '-created', batch: 200 })
      },
      staleTime: 5 * 60_000,
    }),
}

/** How many reviews gave each rating, 5 down to 1. */
export function ratingDistribution(reviews: Pick<Review, 'rating'>[]): { rating: number; count: number }[] {
  return [5, 4, 3, 2, 1].map((rating) => ({ rating, count: reviews.filter((review) => review.rating === rating).length }))
}
