/**
 * The chat outbox's bookkeeping, apart from where it is kept: messages written on this device
 * wait here (with the id the server will give them) until the server has them. A conversation
 * started offline waits here too, as an item with `start` whose id is the thread's own
 * (`threadId` = `id`, no body): it is made on the server before the messages written in it.
 */
export type OutboxItem = { id: string; threadId: string; body: string; createdAt: string; failed?: string; start?: ConversationStart }

/** What a conversation started on this device is about (as "Ask about this experience" or an order's button sends it). */
export type ConversationStart = { experienceId?: string; orderId?: string; orderToken?: string }

/** The conversation to make on the server before anything else is sent in it. */
export const conversationStart = (threadId: string, start: ConversationStart, createdAt: string): OutboxItem => ({ id: threadId, threadId, body: '', createdAt, start })

/** The conversation started on this device that waits to be made on the server, if this thread is one. */
export const pendingStartOf = (items: OutboxItem[], threadId: string): OutboxItem | undefined => items.find((item) => item.start && item.id === threadId)

/** The conversations started on this device that the server does not have yet, oldest first. */
export const pendingStarts = (items: OutboxItem[]): OutboxItem[] => items.filter((item) => item.start).sort((a, b) => a.createdAt.localeCompare(b.createdAt))

/** What the server answered a send: taken (201 or a replay's 200), refused for good, or try later. */
export type SendOutcome = { kind: 'sent' } | { kind: 'refused'; message: string } | { kind: 'later' }

export const enqueue = (items: OutboxItem[], item: OutboxItem): OutboxItem[] => (items.some((existing) => existing.id === item.id) ? items : [...items, item])

export const withoutItem = (items: OutboxItem[], id: string): OutboxItem[] => items.filter((item) => item.id !== id)

export const markRefused = (items: OutboxItem[], id: string, message: string): OutboxItem[] => items.map((item) => (item.id === id ? { ...item, failed: message } : item))

/** The messages still to send, oldest first (a refused one waits for the traveller, not for a retry). */
export const toSend = (items: OutboxItem[]): OutboxItem[] => items.filter((item) => !item.failed).sort((a, b) => a.createdAt.localeCompare(b.createdAt))

/** The messages that wait in one thread (not the thread's own start). */
export const pendingIn = (items: OutboxItem[], threadId: string): OutboxItem[] => items.filter((item) => item.threadId === threadId && !item.start)

/** How a send's error counts: no answer, too many, or a server fault are tried again later. */
export function outcomeOfError(status: number | undefined, message: string | undefined): SendOutcome {
  if (!status || status === 429 || status >= 500 || status === 401) return { kind: 'later' }
  return { kind: 'refused', message: message || '' }
}

/**
 * Sends the waiting messages one by one, in order, and stops at the first that must wait (the
 * connection is gone again): the rest would fail the same way. A message in a conversation whose
 * start waits or was refused is not sent before it. Answers the list afterwards.
 */
export async function drainOutbox(items: OutboxItem[], send: (item: OutboxItem) => Promise<SendOutcome>): Promise<OutboxItem[]> {
  let remaining = items
  for (const item of toSend(items)) {
    if (!item.start && pendingStartOf(remaining, item.threadId)) continue
    const outcome = await send(item)
    if (outcome.kind === 'later') break
    remaining = outcome.kind === 'sent' ? withoutItem(remaining, item.id) : markRefused(remaining, item.id, outcome.message)
  }
  return remaining
}
