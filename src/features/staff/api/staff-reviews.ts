import { queryOptions } from '@tanstack/react-query'
import { deviceQueryMeta } from '../../../lib/device-query'
import type { Locale } from '../../../lib/locale'
import { staffClient } from '../../../lib/staff-client'
import type {
  HideReason,
  ReviewStatus,
  StaffHideRequest,
  StaffReplyRequest,
  StaffReviewChanged,
  StaffReviewPage,
  StaffReviewQuery,
} from '../../../../pb_hooks/lib/contracts/reviews-contract.js'

// Staff's side of verified reviews (docs/api.md "Reviews", decisions 042 and 047): the list, the
// operator's reply, approving a flagged review, hiding and publishing a hidden one again. The
// requests and answers are the server's contract (pb_hooks/lib/contracts/reviews-contract.js).
export type { FlagReason, HideReason, StaffReview, StaffReviewChanged, StaffReviewPage } from '../../../../pb_hooks/lib/contracts/reviews-contract.js'

/**
 * The contract's HIDE_REASONS for the browser (the contract is CommonJS for PocketBase, so the app
 * keeps a copy; review-contract-copies.test.ts beside it fails when they differ).
 */
export const HIDE_REASONS: readonly HideReason[] = ['abuse', 'personal_data', 'not_about_experience']

/** The list's filters (the API also takes 'all'). */
export type StaffReviewStatus = ReviewStatus

export const staffReviewQueries = {
  list: (status: StaffReviewStatus, page: number) =>
    queryOptions({
      queryKey: ['staff', 'reviews', status, page],
      meta: deviceQueryMeta,
      queryFn: async () => (await staffClient()).send<StaffReviewPage>('/api/store/staff/reviews', { method: 'GET', query: { status, page } satisfies StaffReviewQuery }),
      staleTime: 15_000,
    }),
}

export async function replyToReview(id: string, text: string, locale: Locale) {
  return (await staffClient()).send<StaffReviewChanged>(`/api/store/staff/reviews/${encodeURIComponent(id)}/reply`, { method: 'POST', body: { text, locale } satisfies StaffReplyRequest })
}

export async function hideReview(id: string, reason: HideReason, locale: Locale) {
  return (await staffClient()).send<StaffReviewChanged>(`/api/store/staff/reviews/${encodeURIComponent(id)}/hide`, { method: 'POST', body: { reason, locale } satisfies StaffHideRequest })
}

/** Publishes a flagged review (the aggregates follow on the server). */
export async function approveReview(id: string, locale: Locale) {
  return (await staffClient()).send<StaffReviewChanged>(`/api/store/staff/reviews/${encodeURIComponent(id)}/approve`, { method: 'POST', body: { locale } })
}

/** Publishes a hidden review again; the traveller is told by mail. */
export async function restoreReview(id: string, locale: Locale) {
  return (await staffClient()).send<StaffReviewChanged>(`/api/store/staff/reviews/${encodeURIComponent(id)}/restore`, { method: 'POST', body: { locale } })
}
