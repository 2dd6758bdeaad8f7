import type PocketBase from 'pocketbase'
import type { ChatMessage, ChatOffer, ChatThread, ThreadView } from './types'

// Calls of the conversations API shared by the traveller's chat and the staff inbox; each takes
// the client of whoever speaks (a customer, a device's chat guest, a staff member).

export function fetchThreadView(client: PocketBase, threadId: string, query: { after?: string; before?: string; limit?: number } = {}) {
  return client.send<ThreadView>(`/api/store/chat/threads/${encodeURIComponent(threadId)}`, { method: 'GET', query })
}

export function postMessage(client: PocketBase, threadId: string, message: { id: string; body: string }, locale: string) {
  return client.send<{ message: ChatMessage; thread: ChatThread }>(`/api/store/chat/threads/${encodeURIComponent(threadId)}/messages`, { method: 'POST', body: { ...message, locale } })
}

export function markRead(client: PocketBase, threadId: string, messageId?: string) {
  return client.send<{ thread: ChatThread; readAt: string }>(`/api/store/chat/threads/${encodeURIComponent(threadId)}/read`, { method: 'POST', body: messageId ? { messageId } : {} })
}

export function sendTyping(client: PocketBase, threadId: string) {
  return client.send(`/api/store/chat/threads/${encodeURIComponent(threadId)}/typing`, { method: 'POST' })
}

export type OfferDetails = {
  offer: ChatOffer
  experience: {
    id: string
    slug: string
    title_ar: string
    title_en: string
    image?: { src: string; width?: number; height?: number; placeholder?: string }
    includes?: { ar: string; en: string }[]
    cancellation_policy?: unknown
    duration_minutes?: number
  }
  option: { id: string; title_ar: string; title_en: string; pay_later_allowed: boolean; guest_details_required: boolean }
}

export function fetchOffer(client: PocketBase, offerId: string) {
  return client.send<OfferDetails>(`/api/store/offers/${encodeURIComponent(offerId)}`, { method: 'GET' })
}
