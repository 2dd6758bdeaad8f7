import type { ChatEvent, ChatMessage, ChatOffer, ChatThread, ThreadView } from './types'

/** PocketBase's dates ("2026-11-25 08:25:22.754Z") as milliseconds; 0 when empty. */
export const timeOf = (value: string | undefined) => (value ? Date.parse(value.replace(' ', 'T')) || 0 : 0)

const byCreated = (a: ChatMessage, b: ChatMessage) => timeOf(a.created) - timeOf(b.created) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)

/** Messages from both lists, each once (by id), oldest first. */
export function mergeMessages(existing: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  const byId = new Map(existing.map((message) => [message.id, message]))
  for (const message of incoming) byId.set(message.id, message)
  return [...byId.values()].sort(byCreated)
}

/** The thread row that is newer of two (events may arrive after a fetch that already saw them). */
function newerThread(current: ChatThread, next: ChatThread): ChatThread {
  return { ...current, ...next, experience_title: next.experience_title ?? current.experience_title, traveller: next.traveller ?? current.traveller }
}

function withOffer(offers: ChatOffer[], offer: ChatOffer | undefined): ChatOffer[] {
  if (!offer) return offers
  const rest = offers.filter((item) => item.id !== offer.id)
  // A newer offer replaces the older open ones (the server withdraws them): shown so at once.
  const replaced = rest.map((item) => (item.state === 'offered' && offer.state === 'offered' ? { ...item, state: 'withdrawn' as const, status: 'withdrawn' as const, replaced_by: offer.id } : item))
  return [...replaced, offer]
}

/** A thread's view after a realtime event of its topic. */
export function applyThreadEvent(view: ThreadView, event: ChatEvent): ThreadView {
  switch (event.type) {
    case 'message':
      return {
        ...view,
        thread: newerThread(view.thread, event.thread),
        messages: { ...view.messages, items: mergeMessages(view.messages.items, [event.message]) },
        offers: withOffer(view.offers, event.offer),
      }
    case 'read':
    case 'thread':
      return { ...view, thread: newerThread(view.thread, event.thread) }
    default:
      return view
  }
}

/** Newest activity first (the inbox's and the traveller's list order). */
export function sortThreads<T extends Pick<ChatThread, 'id' | 'last_message_at' | 'created'>>(threads: T[]): T[] {
  return [...threads].sort((a, b) => timeOf(b.last_message_at || b.created) - timeOf(a.last_message_at || a.created) || (a.id < b.id ? -1 : 1))
}

/** The list with `thread` put in (replacing the same id), sorted again. */
export function upsertThread<T extends ChatThread>(threads: T[], thread: ChatThread): T[] {
  const existing = threads.find((item) => item.id === thread.id)
  const merged = (existing ? newerThread(existing, thread) : thread) as T
  return sortThreads([...threads.filter((item) => item.id !== thread.id), merged])
}

/** The newest offer of the thread for each offer message (an older one shows as replaced). */
export const offerById = (offers: ChatOffer[]) => new Map(offers.map((offer) => [offer.id, offer]))

/** The id of the newest message the client holds (for `?after=` when the connection returns). */
export const lastMessageId = (view: ThreadView | undefined) => view?.messages.items.at(-1)?.id

/** Whether the other side has read `message` (its side's read time is at or after it). */
export function isReadByOtherSide(thread: ChatThread, message: ChatMessage): boolean {
  const readAt = message.sender === 'customer' ? thread.staff_read_at : thread.customer_read_at
  return timeOf(readAt) >= timeOf(message.created) && timeOf(readAt) > 0
}
