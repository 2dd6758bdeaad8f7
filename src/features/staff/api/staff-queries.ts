import { queryOptions } from '@tanstack/react-query'
import { deviceQueryMeta } from '../../../lib/device-query'
import { fetchThreadView } from '../../../lib/conversation/conversation-api'
import type { ChatThread } from '../../../lib/conversation/types'
import { staffClient } from '../../../lib/staff-client'
import { staffSession } from './staff-client'

export type InboxFilter = 'open' | 'waiting' | 'closed' | 'offers' | 'all'
export const inboxFilters: InboxFilter[] = ['waiting', 'open', 'offers', 'closed', 'all']

export type InboxPage = { filter: InboxFilter; items: ChatThread[]; page: number; perPage: number; totalItems: number; counts: Record<InboxFilter, number> }

export type DayOptions = {
  date: string
  options: {
    id: string
    title_ar: string
    title_en: string
    pricing: string
    max_per_booking: number
    traveller_types: { key: string; name_ar: string; name_en: string; price: number }[]
    slots: { id: string; start_time: string; remaining: number; status: string; prices: Record<string, number> }[]
  }[]
}

// Staff data is the signed-in staff member's, never saved on the device ('staff' is not a kept root).
export const staffQueries = {
  session: () => queryOptions({ queryKey: ['staff', 'session'], meta: deviceQueryMeta, queryFn: staffSession, staleTime: Infinity }),
  inbox: (filter: InboxFilter) =>
    queryOptions({
      queryKey: ['staff', 'inbox', filter],
      meta: deviceQueryMeta,
      queryFn: async () => (await staffClient()).send<InboxPage>('/api/store/staff/threads', { method: 'GET', query: { filter, perPage: 50 } }),
      staleTime: 15_000,
      // Waiting times move on while the inbox is open.
      refetchInterval: 60_000,
    }),
  thread: (threadId: string) =>
    queryOptions({
      queryKey: ['staff', 'thread', threadId],
      meta: deviceQueryMeta,
      queryFn: async () => fetchThreadView(await staffClient(), threadId, { limit: 100 }),
      staleTime: 10_000,
    }),
  day: (experienceId: string, date: string) =>
    queryOptions({
      queryKey: ['staff', 'day', experienceId, date],
      meta: deviceQueryMeta,
      queryFn: async () => (await staffClient()).send<DayOptions>(`/api/store/availability/${encodeURIComponent(experienceId)}/${date}`, { method: 'GET' }),
      staleTime: 10_000,
    }),
  experiences: (search: string) =>
    queryOptions({
      queryKey: ['staff', 'experiences', search],
      meta: deviceQueryMeta,
      queryFn: async () => {
        const pb = await staffClient()
        const filter = search ? pb.filter("status = 'active' && (title_en ~ {:q} || title_ar ~ {:q} || slug ~ {:q})", { q: search }) : "status = 'active'"
        return (await pb.collection('experiences').getList<{ id: string; slug: string; title_ar: string; title_en: string }>(1, 20, { filter, fields: 'id,slug,title_ar,title_en', sort: 'title_en' })).items
      },
      staleTime: 60_000,
    }),
}
