import { get, update } from 'idb-keyval'
import { isClientResponseError } from '../../../lib/pocketbase'
import { postMessage } from '../../../lib/conversation/conversation-api'
import { drainOutbox, enqueue, outcomeOfError, withoutItem, type OutboxItem, type SendOutcome } from '../outbox-queue'
import { startThread } from './chat-actions'
import { chatSpeaker } from './chat-identity'

export const OUTBOX_KEY = 'rihla:chat-outbox'
const LOCK_NAME = 'rihla:chat-outbox'
const CHANNEL_NAME = 'rihla:chat-outbox'

export const readOutbox = async () => (await get<OutboxItem[]>(OUTBOX_KEY)) ?? []

// Opened on first use and in a browser only: the render server imports this module too, and an
// open channel would keep its Node process from ever exiting.
let openChannel: BroadcastChannel | null | undefined
function channel(): BroadcastChannel | null {
  openChannel ??= typeof window === 'undefined' || typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL_NAME)
  return openChannel
}

/**
 * Calls `onChange` when this or another tab changed the outbox; `started` when conversations
 * started on this device were just made on the server (lists and who speaks are then asked again).
 */
export function onOutboxChange(onChange: (started: boolean) => void): () => void {
  const listener = (event: MessageEvent) => onChange(event.data === 'started')
  channel()?.addEventListener('message', listener)
  localChanges.add(onChange)
  return () => {
    channel()?.removeEventListener('message', listener)
    localChanges.delete(onChange)
  }
}
const localChanges = new Set<(started: boolean) => void>()
const changed = (started = false) => {
  channel()?.postMessage(started ? 'started' : 'changed')
  localChanges.forEach((onChange) => onChange(started))
}

export async function addToOutbox(item: OutboxItem) {
  await update<OutboxItem[]>(OUTBOX_KEY, (items = []) => enqueue(items, item))
  changed()
}

export async function discardFromOutbox(id: string) {
  await update<OutboxItem[]>(OUTBOX_KEY, (items = []) => withoutItem(items, id))
  changed()
}

/**
 * Sends what waits in the outbox, in one tab at a time (a Web Lock held over the whole send: a
 * second tab waits, then finds the messages gone). Each message keeps the id it was given when
 * written, so a send the server took but whose answer was lost is answered as a replay, not
 * stored twice.
 */
export async function flushOutbox(locale: string): Promise<void> {
  if (typeof navigator === 'undefined' || !navigator.onLine) return
  const run = async () => {
    const items = await readOutbox()
    if (!items.some((item) => !item.failed)) return
    // A conversation started offline on a device that had never chatted: its identity is made now.
    const speaker = await chatSpeaker({ create: items.some((item) => item.start && !item.failed), locale }).catch(() => null)
    if (!speaker) return
    const send = async (item: OutboxItem): Promise<SendOutcome> => {
      try {
        // The thread's id was made on the device: sent again, the server answers the one it made.
        if (item.start) await startThread(speaker.client, { id: item.id, ...item.start }, locale)
        else await postMessage(speaker.client, item.threadId, { id: item.id, body: item.body }, locale)
        return { kind: 'sent' }
      } catch (error) {
        if (!isClientResponseError(error)) return { kind: 'later' }
        return outcomeOfError(error.status, error.response?.message as string | undefined)
      }
    }
    const before = items.map((item) => `${item.id}:${item.failed ?? ''}`).join()
    const after = await drainOutbox(items, send)
    // Written in one transaction that also keeps what another call added meanwhile.
    await update<OutboxItem[]>(OUTBOX_KEY, (current = []) => current.filter((item) => !items.some((old) => old.id === item.id)).concat(after))
    const started = items.some((item) => item.start && !after.some((left) => left.id === item.id))
    if (after.map((item) => `${item.id}:${item.failed ?? ''}`).join() !== before) changed(started)
  }
  if (navigator.locks) await navigator.locks.request(LOCK_NAME, run)
  else await run()
}
