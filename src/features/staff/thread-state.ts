import type { ChatThread } from '../../lib/conversation/types'

export type OfferState = 'requested' | 'offered' | 'accepted' | 'declined' | 'expired' | 'withdrawn'

/**
 * How a thread reads in the staff inbox: waiting for us whenever the traveller wrote last and
 * nobody answered (waiting_since is set — a message that arrived this second has waited 0
 * seconds, which is still waiting, not "answered"), else closed or answered; and the state of its
 * newest offer, each one by name.
 */
export function threadListState(thread: Pick<ChatThread, 'status' | 'waiting_since' | 'waiting_seconds' | 'offer_state'>): {
  reply: { kind: 'waiting'; seconds: number } | { kind: 'closed' } | { kind: 'answered' }
  offer: OfferState | null
} {
  const waiting = thread.status === 'open' && Boolean(thread.waiting_since)
  const offers: OfferState[] = ['requested', 'offered', 'accepted', 'declined', 'expired', 'withdrawn']
  return {
    reply: waiting ? { kind: 'waiting', seconds: Math.max(0, thread.waiting_seconds ?? 0) } : thread.status === 'closed' ? { kind: 'closed' } : { kind: 'answered' },
    offer: offers.includes(thread.offer_state as OfferState) ? (thread.offer_state as OfferState) : null,
  }
}
