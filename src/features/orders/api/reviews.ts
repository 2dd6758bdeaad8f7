import { queryOptions } from '@tanstack/react-query'
import { isNotFound, notFound } from '@tanstack/react-router'
import { isClientResponseError, pocketBase } from '../../../lib/pocketbase'
import type { Locale } from '../../../lib/locale'
import type {
  CreateReviewRequest,
  OrderReviews,
  ReviewInput,
  ReviewScores,
  ReviewsDue,
  ReviewWritten,
  UpdateReviewRequest,
} from '../../../../pb_hooks/lib/contracts/reviews-contract.js'
import { orderTokenHeaders } from './queries'

// The traveller's side of verified reviews (docs/api.md "Reviews", decision 042). The requests and
// answers are the server's contract (pb_hooks/lib/contracts/reviews-contract.js).
export type {
  BookingReview,
  NameDisplay,
  OrderReviews,
  OwnReview,
  ReviewInput,
  ReviewsDue,
  ReviewState,
  ReviewWritten,
  TravellerType,
} from '../../../../pb_hooks/lib/contracts/reviews-contract.js'
/** The review form's sub-scores: each given one (1–5), 0 for not given. */
export type SubScores = ReviewScores

export const reviewQueries = {
  /** Each booking of an order: whether it may be reviewed, and its review. The token stays out of the key. */
  forOrder: (orderId: string, token: string | undefined) =>
    queryOptions({
      queryKey: ['orders', 'reviews', orderId],
      queryFn: async () => {
        try {
          return await (await pocketBase()).send<OrderReviews>(`/api/store/orders/${encodeURIComponent(orderId)}/reviews`, { method: 'GET', headers: orderTokenHeaders(token) })
        } catch (error) {
          if (isClientResponseError(error) && error.status === 404) throw notFound()
          throw error
        }
      },
      retry: (failures, error) => !isNotFound(error) && failures < 1,
      staleTime: 30_000,
    }),
  /** The signed-in customer's bookings that may be reviewed now (the orders list's "Write a review"). */
  due: (userId: string | undefined) =>
    queryOptions({
      queryKey: ['orders', 'reviews-due', userId],
      queryFn: async () => (userId ? (await pocketBase()).send<ReviewsDue>('/api/store/reviews/due', { method: 'GET' }) : ({ bookings: [] } satisfies ReviewsDue)),
      staleTime: 60_000,
    }),
}

/** Writes the review of a booking (201), or changes it (200) while it may be changed. */
export async function saveReview(input: ReviewInput, target: { orderId: string; bookingId: string; reviewId?: string }, token: string | undefined, locale: Locale) {
  const client = await pocketBase()
  if (target.reviewId) {
    const body: UpdateReviewRequest = { ...input, locale }
    return client.send<ReviewWritten>(`/api/store/reviews/${encodeURIComponent(target.reviewId)}`, { method: 'PATCH', body, headers: orderTokenHeaders(token) })
  }
  const body: CreateReviewRequest = { ...input, orderId: target.orderId, bookingId: target.bookingId, locale }
  return client.send<ReviewWritten>('/api/store/reviews', { method: 'POST', body, headers: orderTokenHeaders(token) })
}
