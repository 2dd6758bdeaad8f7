import type { ChatMessage, ChatOffer, ChatThread } from '../../../lib/conversation/types'
import { staffClient } from '../../../lib/staff-client'

export async function setThreadStatus(threadId: string, action: 'close' | 'reopen', locale: string) {
  return (await staffClient()).send<{ thread: ChatThread; message: ChatMessage | null }>(`/api/store/staff/threads/${encodeURIComponent(threadId)}/${action}`, { method: 'POST', body: { locale } })
}

export type OfferDraft = { id: string; item: { slotId: string; travellers: Record<string, number> }; total?: number; expiresInHours: number; note?: string }

export async function sendOffer(threadId: string, draft: OfferDraft, locale: string) {
  return (await staffClient()).send<{ offer: ChatOffer; message: ChatMessage; thread: ChatThread; replaced: string[] }>(`/api/store/staff/threads/${encodeURIComponent(threadId)}/offers`, { method: 'POST', body: { ...draft, locale } })
}

export async function withdrawOffer(offerId: string, locale: string) {
  return (await staffClient()).send<{ offer: ChatOffer }>(`/api/store/staff/offers/${encodeURIComponent(offerId)}/withdraw`, { method: 'POST', body: { locale } })
}
