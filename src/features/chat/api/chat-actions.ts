import type PocketBase from 'pocketbase'
import type { ChatMessage, ChatOffer, ChatThread } from '../../../lib/conversation/types'
import type { LeadGuest, PaymentMethod } from '../../../../pb_hooks/lib/contracts/checkout-contract.js'

export type StartThread = { id?: string; experienceId?: string; orderId?: string; orderToken?: string; subject?: string; message?: { id: string; body: string } }

/**
 * Opens a conversation, or continues the traveller's open one about the same experience and order.
 * With a device-made `id` (a conversation started offline) it makes that one, once however often sent.
 */
export function startThread(client: PocketBase, body: StartThread, locale: string) {
  return client.send<{ thread: ChatThread; message: ChatMessage | null }>('/api/store/chat/threads', { method: 'POST', body: { ...body, locale } })
}

export type OfferRequestBody = {
  id: string
  threadId?: string
  experienceId?: string
  dates: string[]
  travellers: Record<string, number>
  budget?: number
  language: string
  notes?: string
  contact: { name: string; email: string; countryCode?: string; phone?: string }
}

export function requestOffer(client: PocketBase, body: OfferRequestBody, locale: string) {
  return client.send<{ thread: ChatThread; message: ChatMessage }>('/api/store/offers/requests', { method: 'POST', body: { ...body, locale } })
}

export function declineOffer(client: PocketBase, offerId: string, reason: string, locale: string) {
  return client.send<{ offer: ChatOffer; thread: ChatThread; message: ChatMessage }>(`/api/store/offers/${encodeURIComponent(offerId)}/decline`, { method: 'POST', body: { reason: reason || undefined, locale } })
}

export type { LeadGuest } from '../../../../pb_hooks/lib/contracts/checkout-contract.js'

export type OfferCheckoutAnswer = { order: { id: string; number: string; accessToken?: string }; payment: { redirectUrl: string } | null }

/** Accepting is the checkout with the offer's id: the server takes price and items from the offer. */
export function payOffer(client: PocketBase, offerId: string, leadGuest: LeadGuest, paymentMethod: PaymentMethod, idempotencyKey: string, locale: string) {
  return client.send<OfferCheckoutAnswer>('/api/store/checkout', { method: 'POST', body: { offerId, leadGuest, paymentMethod, locale }, headers: { 'Idempotency-Key': idempotencyKey } })
}
