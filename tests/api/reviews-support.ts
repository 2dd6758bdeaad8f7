// Shared by the review API tests: finished bookings written by the superuser, and the review calls.
// The answers are typed by the server's contract (pb_hooks/lib/contracts/reviews-contract.js).
import type { HelpfulVote, OrderReviews, Review, ReviewPage, ReviewWritten } from '../../pb_hooks/lib/contracts/reviews-contract.js'
import { call, superuserToken, type ErrorBody } from './checkout-support'
import { createFinishedBooking, type FinishedOptions, type StaffCall } from '../support/finished-booking'

/** A superuser request for the builders: JSON in and out, throws on a non-2xx answer. */
export const staffCall: StaffCall = async <T>(method: string, path: string, body?: unknown) => {
  const reply = await call<T>(path, { method, body, auth: await superuserToken() })
  if (reply.status < 200 || reply.status > 299) throw new Error(`${method} ${path}: ${reply.status} ${JSON.stringify(reply.body)}`)
  return reply.body
}

export const finishedBooking = (options: FinishedOptions = {}) => createFinishedBooking(staffCall, options)

/** A review's body as the tests send it: loose on purpose (the contract's CreateReviewRequest is what the app sends), to send wrong values too. */
export type ReviewBody = { orderId?: string; bookingId?: string; rating?: unknown; scores?: unknown; travellerType?: unknown; text?: unknown; textLocale?: unknown; nameDisplay?: unknown; locale?: string }

export type { BookingReview, OwnReview, Review, ReviewPage, ReviewWritten } from '../../pb_hooks/lib/contracts/reviews-contract.js'

/** Who calls: a customer's token, the order's access token, or nobody. */
export type Caller = { auth?: string; token?: string; language?: string }

const headersOf = (caller: Caller) => ({ ...(caller.token ? { 'X-Order-Token': caller.token } : {}), 'Accept-Language': caller.language ?? 'en' })

export const writeReview = (body: ReviewBody, caller: Caller = {}) => call<ReviewWritten & ErrorBody>('/api/store/reviews', { method: 'POST', body, auth: caller.auth, headers: headersOf(caller) })
export const editReview = (id: string, body: ReviewBody, caller: Caller = {}) => call<ReviewWritten & ErrorBody>(`/api/store/reviews/${id}`, { method: 'PATCH', body, auth: caller.auth, headers: headersOf(caller) })
export const orderReviews = (orderId: string, caller: Caller = {}) => call<OrderReviews & ErrorBody>(`/api/store/orders/${orderId}/reviews`, { auth: caller.auth, headers: headersOf(caller) })
export const voteHelpful = (id: string, caller: Caller = {}) => call<HelpfulVote & ErrorBody>(`/api/store/reviews/${id}/helpful`, { method: 'POST', body: {}, auth: caller.auth, headers: headersOf(caller) })

export const publicReviews = (experienceId: string, query = '') => call<ReviewPage & ErrorBody>(`/api/store/experiences/${experienceId}/reviews${query ? `?${query}` : ''}`)

/** All of an experience's published reviews through the public endpoint (20 a page). */
export async function allPublicReviews(experienceId: string): Promise<Review[]> {
  const all: Review[] = []
  for (let page = 1; ; page += 1) {
    const reply = await publicReviews(experienceId, `page=${page}&perPage=20`)
    all.push(...reply.body.items)
    if (page >= reply.body.totalPages) return all
  }
}

/** The experience's stored rating_avg and review_count. */
export const experienceAggregates = async (id: string) => staffCall<{ rating_avg: number; review_count: number }>('GET', `/api/collections/experiences/records/${id}?fields=rating_avg,review_count`)

/** How many reviews are stored (any status), as the superuser counts them. */
export const storedReviewCount = async (filter = '') => (await staffCall<{ totalItems: number }>('GET', `/api/collections/reviews/records?perPage=1${filter ? `&filter=${encodeURIComponent(filter)}` : ''}`)).totalItems

export const goodReview = (booking: { orderId: string; bookingId: string }, overrides: Partial<ReviewBody> = {}): ReviewBody => ({
  orderId: booking.orderId,
  bookingId: booking.bookingId,
  rating: 5,
  scores: { service: 5, organisation: 4, value: 4, safety: 5 },
  travellerType: 'family',
  text: 'A wonderful morning: the guide knew every corner of the old town.',
  textLocale: 'en',
  nameDisplay: 'first_initial',
  ...overrides,
})
