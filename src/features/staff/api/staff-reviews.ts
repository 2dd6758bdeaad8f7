import { queryOptions } from '@tanstack/react-query'
import { deviceQueryMeta } from '../../../lib/device-query'
import type { Locale } from '../../../lib/locale'
import { staffClient } from './staff-client'

// Staff's side of verified reviews (docs/api.md "Reviews", decision 042): the list, the operator's reply, hiding.

export type HideReason = 'abuse' | 'personal_data' | 'not_about_experience'
export const HIDE_REASONS: HideReason[] = ['abuse', 'personal_data', 'not_about_experience']

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
  status: 'published' | 'hidden'
  hideReason: HideReason | ''
  hiddenAt: string | null
  orderNumber: string
  experienceTitle: { ar: string; en: string }
  experienceSlug: string
}

export type StaffReviewStatus = 'published' | 'hidden'
export type StaffReviewPage = { items: StaffReview[]; page: number; perPage: number; totalItems: number; totalPages: number }

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
