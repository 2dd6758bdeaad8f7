import { queryOptions } from '@tanstack/react-query'
import { deviceQueryMeta } from '../../../lib/device-query'
import { fetchOffer, fetchThreadView } from '../../../lib/conversation/conversation-api'
import type { ChatThread } from '../../../lib/conversation/types'
import { chatSpeaker, mergeSettled } from './chat-identity'
import { readOutbox } from './chat-outbox'

export type ThreadList = { items: ChatThread[]; unread: number; unreadThreads: number }

const NO_THREADS: ThreadList = { items: [], unread: 0, unreadThreads: 0 }

// Everything here is the device's (its chat identity or session): the server never asks for it.
// Kept in the saved query cache ('chat'), so conversations read before open offline.
export const chatQueries = {
  /** Who chats from this device; `who` is the signed-in customer's id or 'guest'. Not saved. */
  speaker: (who: string, locale: string) =>
    queryOptions({ queryKey: ['chat-speaker', who], meta: deviceQueryMeta, queryFn: () => chatSpeaker({ create: false, locale }), staleTime: Infinity, retry: false }),
  threads: (who: string, locale: string) =>
    queryOptions({
      queryKey: ['chat', 'threads', who],
      meta: deviceQueryMeta,
      queryFn: async (): Promise<ThreadList> => {
        const speaker = await chatSpeaker({ create: false, locale })
        // Just signed in: the device's guest conversations join the account first.
        if (speaker?.kind === 'customer') await mergeSettled()
        return speaker ? speaker.client.send<ThreadList>('/api/store/chat/threads', { method: 'GET', query: { locale } }) : NO_THREADS
      },
      staleTime: 30_000,
    }),
  thread: (threadId: string, locale: string) =>
    queryOptions({
      queryKey: ['chat', 'thread', threadId],
      meta: deviceQueryMeta,
      queryFn: async () => {
        const speaker = await chatSpeaker({ create: false, locale })
        if (!speaker) throw new Error('no chat identity on this device')
        return fetchThreadView(speaker.client, threadId, { limit: 100 })
      },
      staleTime: 10_000,
      retry: false,
    }),
  offer: (offerId: string, locale: string) =>
    queryOptions({
      queryKey: ['chat', 'offer', offerId],
      meta: deviceQueryMeta,
      queryFn: async () => {
        const speaker = await chatSpeaker({ create: false, locale })
        if (!speaker) throw new Error('no chat identity on this device')
        return fetchOffer(speaker.client, offerId)
      },
      // Asked again whenever a page shows it: an offer may have expired or been withdrawn since.
      staleTime: 0,
    }),
  outbox: () => queryOptions({ queryKey: ['chat-outbox'], meta: deviceQueryMeta, queryFn: readOutbox, staleTime: Infinity, networkMode: 'always' }),
}
