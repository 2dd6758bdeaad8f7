import { queryOptions } from '@tanstack/react-query'
import { isNotFound, notFound } from '@tanstack/react-router'
import { isClientResponseError, pocketBase } from '../../../lib/pocketbase'
import type { Locale } from '../../../lib/locale'
import type { ReviewPhoto } from '../../../lib/review-photo'
import { orderTokenHeaders } from './queries'

// The traveller's side of verified reviews (docs/api.md "Reviews", decision 042).

export type SubScores = { service: number; organisation: number; value: number; safety: number }
export type TravellerType = 'solo' | 'couple' | 'family' | 'friends' | 'business'
export type NameDisplay = 'first_initial' | 'first' | 'anonymous'
export type ReviewState = 'eligible' | 'reviewed' | 'not_finished' | 'not_confirmed' | 'window_closed'

export type OwnReview = {
  id: string
  rating: number
  scores: SubScores
  travellerType: TravellerType | ''
  text: string
  textLocale: Locale
  nameDisplay: NameDisplay
  authorName: string
  /** 'flagged': waiting for a check by Rihla's team (contact details or abuse in the text), not public yet. */
  status: 'published' | 'flagged' | 'hidden'
  reply: { text: string; at: string } | null
  created: string
  editableUntil: string
  editable: boolean
  photos: ReviewPhoto[]
}

export type BookingReview = {
  id: string
  experience: { id: string; slug: string; citySlug: string; title: { ar: string; en: string } }
  date: string
  startTime: string
  endsAt: string | null
  state: ReviewState
  reviewUntil: string | null
  review: OwnReview | null
}

export type OrderReviews = { orderId: string; windowDays: number; editDays: number; bookings: BookingReview[] }

export type ReviewInput = { rating: number; scores: SubScores; travellerType: TravellerType | ''; text: string; textLocale: Locale; nameDisplay: NameDisplay }

export type ReviewWritten = { message: string; booking: BookingReview; reviewId: string }

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
      queryFn: async () => (userId ? (await pocketBase()).send<{ bookings: { orderId: string; bookingId: string }[] }>('/api/store/reviews/due', { method: 'GET' }) : { bookings: [] }),
      staleTime: 60_000,
    }),
}

/** Writes the review of a booking (201), or changes it (200) while it may be changed. */
export async function saveReview(input: ReviewInput, target: { orderId: string; bookingId: string; reviewId?: string }, token: string | undefined, locale: Locale) {
  const client = await pocketBase()
  if (target.reviewId) {
    return client.send<ReviewWritten>(`/api/store/reviews/${encodeURIComponent(target.reviewId)}`, { method: 'PATCH', body: { ...input, locale }, headers: orderTokenHeaders(token) })
  }
  return client.send<ReviewWritten>('/api/store/reviews', { method: 'POST', body: { ...input, orderId: target.orderId, bookingId: target.bookingId, locale }, headers: orderTokenHeaders(token) })
}
