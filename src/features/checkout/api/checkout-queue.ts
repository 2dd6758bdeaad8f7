import { get, update } from 'idb-keyval'
import type { CheckoutRequest } from './checkout'

/** A checkout confirmed offline, waiting to be sent once the connection returns. */
export type QueuedCheckout = { idempotencyKey: string; request: CheckoutRequest; queuedAt: string }

const QUEUE_KEY = 'rihla:checkout-queue'
/** Queued checkouts older than this are dropped: availability and prices will have moved on. */
export const QUEUE_MAX_AGE_MS = 24 * 60 * 60 * 1000

export async function queueCheckout(entry: QueuedCheckout): Promise<void> {
  await update<QueuedCheckout[]>(QUEUE_KEY, (queue = []) => [...queue.filter((item) => item.idempotencyKey !== entry.idempotencyKey), entry])
}

export async function queuedCheckouts(): Promise<QueuedCheckout[]> {
  return (await get<QueuedCheckout[]>(QUEUE_KEY)) ?? []
}

export async function dequeueCheckout(idempotencyKey: string): Promise<void> {
  await update<QueuedCheckout[]>(QUEUE_KEY, (queue = []) => queue.filter((item) => item.idempotencyKey !== idempotencyKey))
}

export const isExpired = (entry: Pick<QueuedCheckout, 'queuedAt'>, now = Date.now()) => now - Date.parse(entry.queuedAt) > QUEUE_MAX_AGE_MS
