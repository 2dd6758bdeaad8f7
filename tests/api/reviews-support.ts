// Shared by the review API tests: finished bookings written by the superuser, and the review calls.
import { call, superuserToken, type ErrorBody } from './checkout-support'
import { createFinishedBooking, type FinishedOptions, type StaffCall } from '../support/finished-booking'

/** A superuser request for the builders: JSON in and out, throws on a non-2xx answer. */
export const staffCall: StaffCall = async <T>(method: string, path: string, body?: unknown) => {
  const reply = await call<T>(path, { method, body, auth: await superuserToken() })
  if (reply.status < 200 || reply.status > 299) throw new Error(`${method} ${path}: ${reply.status} ${JSON.stringify(reply.body)}`)
  return reply.body
}

export const finishedBooking = (options: FinishedOptions = {}) => createFinishedBooking(staffCall, options)

export type ReviewBody = { orderId?: string; bookingId?: string; rating?: unknown; scores?: unknown; travellerType?: unknown; text?: unknown; textLocale?: unknown; nameDisplay?: unknown; locale?: string }

export type OwnReview = { id: string; rating: number; scores: Record<string, number>; travellerType: string; text: string; textLocale: string; nameDisplay: string; authorName: string; status: string; editable: boolean; editableUntil: string; reply: { text: string } | null }
export type BookingState = { id: string; state: string; review: OwnReview | null; experience: { id: string; slug: string }; reviewUntil: string }
export type Written = { message: string; booking: BookingState; reviewId: string }

/** Who calls: a customer's token, the order's access token, or nobody. */
export type Caller = { auth?: string; token?: string; language?: string }

const headersOf = (caller: Caller) => ({ ...(caller.token ? { 'X-Order-Token': caller.token } : {}), 'Accept-Language': caller.language ?? 'en' })

export const writeReview = (body: ReviewBody, caller: Caller = {}) => call<Written & ErrorBody>('/api/store/reviews', { method: 'POST', body, auth: caller.auth, headers: headersOf(caller) })
export const editReview = (id: string, body: ReviewBody, caller: Caller = {}) => call<Written & ErrorBody>(`/api/store/reviews/${id}`, { method: 'PATCH', body, auth: caller.auth, headers: headersOf(caller) })
export const orderReviews = (orderId: string, caller: Caller = {}) => call<{ bookings: BookingState[] } & ErrorBody>(`/api/store/orders/${orderId}/reviews`, { auth: caller.auth, headers: headersOf(caller) })
export const voteHelpful = (id: string, caller: Caller = {}) => call<{ helpfulCount: number; alreadyVoted: boolean } & ErrorBody>(`/api/store/reviews/${id}/helpful`, { method: 'POST', body: {}, auth: caller.auth, headers: headersOf(caller) })

export type PublicReview = { id: string; rating: number; scores: Record<string, number>; travellerType: string; text: string; locale: string; authorName: string; verified: boolean; activityMonth: string; helpfulCount: number; reply: { text: string; at: string } | null; created: string }
export type PublicPage = { summary: { count: number; average: number; distribution: Record<string, number>; scores: Record<string, number>; languages: Record<string, number> }; items: PublicReview[]; page: number; perPage: number; totalItems: number; totalPages: number }
export const publicReviews = (experienceId: string, query = '') => call<PublicPage & ErrorBody>(`/api/store/experiences/${experienceId}/reviews${query ? `?${query}` : ''}`)

/** All of an experience's published reviews through the public endpoint (20 a page). */
export async function allPublicReviews(experienceId: string): Promise<PublicReview[]> {
  const all: PublicReview[] = []
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
