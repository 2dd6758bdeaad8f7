// Shared by the conversation and custom offer API tests: chat guests (a device's identity),
// threads and messages through the business API, realtime listeners over PocketBase's SSE (the
// `eventsource` package, as the SDK uses in a browser), and client-made record ids.
import { randomBytes } from 'node:crypto'
import { EventSource } from 'eventsource'
import PocketBase from 'pocketbase'
import { testServerUrl } from '../support/api'
import { call } from './checkout-support'
import type { ChatMessage, ChatThread } from '../../src/lib/conversation/types'

// The SDK's realtime service opens a global EventSource; Node has none.
;(globalThis as unknown as { EventSource: typeof EventSource }).EventSource = EventSource

// The rows are the app's conversation types (src/lib/conversation/types.ts), which docs/api.md describes.
export type ThreadRow = ChatThread & { closed_at: string }
export type MessageRow = ChatMessage
export type ChatGuest = { id: string; secret: string; token: string; client: PocketBase }

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789'
/** A client-made PocketBase record id (15 lowercase letters and digits). */
export const newId = () => Array.from(randomBytes(15), (byte) => ALPHABET[byte % ALPHABET.length]).join('')

/** A client whose requests carry this token (a chat guest's, a customer's, staff's). */
export function clientWith(token: string): PocketBase {
  const client = new PocketBase(testServerUrl())
  client.autoCancellation(false)
  client.authStore.save(token, null)
  return client
}

/** A new chat identity for a device, as the app makes one. */
export async function chatGuest(locale = 'en'): Promise<ChatGuest> {
  const reply = await call<{ guest: { id: string }; secret: string; token: string }>('/api/store/chat/guests', { method: 'POST', body: { locale } })
  if (reply.status !== 201) throw new Error(`chat guest answered ${reply.status}: ${JSON.stringify(reply.body)}`)
  return { id: reply.body.guest.id, secret: reply.body.secret, token: reply.body.token, client: clientWith(reply.body.token) }
}

/** Opens a thread (201) or continues one (200); throws otherwise. */
export async function openThread(token: string, body: Record<string, unknown> = {}): Promise<{ thread: ThreadRow; message: MessageRow | null }> {
  const reply = await call<{ thread: ThreadRow; message: MessageRow | null }>('/api/store/chat/threads', { method: 'POST', auth: token, body: { locale: 'en', ...body } })
  if (reply.status !== 201 && reply.status !== 200) throw new Error(`open thread answered ${reply.status}: ${JSON.stringify(reply.body)}`)
  return reply.body
}

export function postMessage(token: string, threadId: string, body: unknown, headers: Record<string, string> = {}) {
  return call<{ message: MessageRow; thread: ThreadRow; status?: number; data?: Record<string, { code: string; message: string }> }>(`/api/store/chat/threads/${threadId}/messages`, { method: 'POST', auth: token, body, headers })
}

export function threadView(token: string, threadId: string, query = '') {
  return call<{ thread: ThreadRow; messages: { items: MessageRow[]; hasMore: boolean }; offers: Record<string, unknown>[]; requests: Record<string, unknown>[]; context?: Record<string, unknown> }>(
    `/api/store/chat/threads/${threadId}${query}`,
    { auth: token },
  )
}

export type Listener = { events: Record<string, unknown>[]; close: () => Promise<void> }

/**
 * Subscribes a client (its own SSE connection) to topics and collects what arrives. Resolves once
 * PocketBase has the subscriptions, so a write made after it is seen.
 */
export async function listen(token: string | null, topics: string[]): Promise<Listener> {
  const client = new PocketBase(testServerUrl())
  client.autoCancellation(false)
  if (token) client.authStore.save(token, null)
  const events: Record<string, unknown>[] = []
  for (const topic of topics) {
    await client.realtime.subscribe(topic, (event: Record<string, unknown>) => {
      events.push({ topic, ...event })
    })
  }
  return {
    events,
    close: async () => {
      await client.realtime.unsubscribe().catch(() => undefined)
    },
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Waits (up to ~5 s) until a listener holds an event that matches. */
export async function waitForEvent(listener: Listener, match: (event: Record<string, unknown>) => boolean, label = 'event'): Promise<Record<string, unknown>> {
  for (let tries = 0; tries < 100; tries += 1) {
    const found = listener.events.find(match)
    if (found) return found
    await sleep(50)
  }
  throw new Error(`no ${label} arrived; got ${JSON.stringify(listener.events).slice(0, 500)}`)
}
