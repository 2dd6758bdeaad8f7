import { queryOptions } from '@tanstack/react-query'
import { deviceQueryMeta } from '../../../lib/device-query'
import type { Locale } from '../../../lib/locale'
import { staffClient } from '../../../lib/staff-client'
import type { ReviewPhoto } from '../../../lib/review-photo'

// Staff's side of verified reviews (docs/api.md "Reviews", decisions 042 and 047): the list, the
// operator's reply, approving a flagged review, hiding and publishing a hidden one again.

export type HideReason = 'abuse' | 'personal_data' | 'not_about_experience'
export const HIDE_REASONS: HideReason[] = ['abuse', 'personal_data', 'not_about_experience']
/** Why a review waits for staff (pb_hooks/lib/reviews/review-flags.js). */
export type FlagReason = 'link' | 'email' | 'phone' | 'abuse'

export type StaffReview = {
  id: string
  rating: number
  text: string
  locale: Locale
  authorName: string
  travellerType: string
  verified: boolean
  activityMonth: string
  helpfulCount: number
  reply: { text: string; at: string } | null
  created: string
  status: 'published' | 'flagged' | 'hidden'
  flagReasons: FlagReason[]
  hideReason: HideReason | ''
  hiddenAt: string | null
  hiddenBy: string
  approvedAt: string | null
  approvedBy: string
  restoredAt: string | null
  restoredBy: string
  orderNumber: string
  experienceTitle: { ar: string; en: string }
  experienceSlug: string
  /** Shown to staff unless the review is hidden (its photos are not served then); photoCount counts them all. */
  photos: ReviewPhoto[]
  photoCount: number
}

export type StaffReviewStatus = 'published' | 'flagged' | 'hidden'
export type StaffReviewPage = { items: StaffReview[]; page: number; perPage: number; totalItems: number; totalPages: number; flaggedCount: number }

export const staffReviewQueries = {
  list: (status: StaffReviewStatus, page: number) =>
    queryOptions({
      queryKey: ['staff', 'reviews', status, page],
      meta: deviceQueryMeta,
      queryFn: async () => (await staffClient()).send<StaffReviewPage>('/api/store/staff/reviews', { method: 'GET', query: { status, page } }),
      staleTime: 15_000,
    }),
}

export async function replyToReview(id: string, text: string, locale: Locale) {
  return (await staffClient()).send(`/api/store/staff/reviews/${encodeURIComponent(id)}/reply`, { method: 'POST', body: { text, locale } })
}

export async function hideReview(id: string, reason: HideReason, locale: Locale) {
  return (await staffClient()).send(`/api/store/staff/reviews/${encodeURIComponent(id)}/hide`, { method: 'POST', body: { reason, locale } })
}

/** Publishes a flagged review (the aggregates follow on the server). */
export async function approveReview(id: string, locale: Locale) {
  return (await staffClient()).send(`/api/store/staff/reviews/${encodeURIComponent(id)}/approve`, { method: 'POST', body: { locale } })
}

/** Publishes a hidden review again; the traveller is told by mail. */
export async function restoreReview(id: string, locale: Locale) {
  return (await staffClient()).send(`/api/store/staff/reviews/${encodeURIComponent(id)}/restore`, { method: 'POST', body: { locale } })
}
