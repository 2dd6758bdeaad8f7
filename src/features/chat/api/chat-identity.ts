import type PocketBase from 'pocketbase'
import { del, get, set } from 'idb-keyval'
import { isClientResponseError, pocketBase } from '../../../lib/pocketbase'
import { storedAuthRecord } from '../../../lib/stored-auth'

/** A device's chat identity (docs/decisions/031): kept in IndexedDB, never in a URL. */
export type GuestIdentity = { id: string; secret: string; token?: string }

export const GUEST_KEY = 'rihla:chat-guest'

export const readGuestIdentity = () => get<GuestIdentity>(GUEST_KEY)

let guestClient: Promise<PocketBase> | undefined

/** A client of its own for the guest: the customer's session (the SDK's localStorage) stays untouched. */
async function clientForGuest(identity: GuestIdentity): Promise<PocketBase> {
  guestClient ??= Promise.all([import('pocketbase'), pocketBase()]).then(([{ default: PocketBaseClient, BaseAuthStore }, main]) => {
    const client = new PocketBaseClient(main.baseURL, new BaseAuthStore())
    client.autoCancellation(false)
    return client
  })
  const client = await guestClient
  if (!client.authStore.isValid) {
    if (identity.token && tokenLooksValid(identity.token)) client.authStore.save(identity.token, null)
    else {
      const reply = await client.send<{ token: string }>('/api/store/chat/guests/auth', { method: 'POST', body: { guestId: identity.id, secret: identity.secret } })
      client.authStore.save(reply.token, null)
      await set(GUEST_KEY, { ...identity, token: reply.token })
    }
  }
  return client
}

function tokenLooksValid(token: string): boolean {
  try {
    const payload = JSON.parse(atob((token.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: number }
    return typeof payload.exp === 'number' && payload.exp * 1000 > Date.now() + 60_000
  } catch {
    return false
  }
}

export type ChatSpeaker = { client: PocketBase; kind: 'customer' | 'guest'; id: string }

/**
 * Who chats from this device: the signed-in customer, else the device's chat guest (made now when
 * `create` and there is none yet). Null for a device that has never chatted and is not signed in.
 */
export async function chatSpeaker({ create, locale }: { create: boolean; locale: string }): Promise<ChatSpeaker | null> {
  // A guest who has never chatted: nothing to ask, and the SDK stays unloaded (decision 019).
  if (!create && !storedAuthRecord(globalThis.localStorage) && !(await readGuestIdentity())) return null
  const main = await pocketBase()
  if (main.authStore.isValid && main.authStore.record?.collectionName === 'users') return { client: main, kind: 'customer', id: main.authStore.record.id }
  let identity = await readGuestIdentity()
  if (!identity) {
    if (!create) return null
    const made = await main.send<{ guest: { id: string }; secret: string; token: string }>('/api/store/chat/guests', { method: 'POST', body: { locale } })
    identity = { id: made.guest.id, secret: made.secret, token: made.token }
    await set(GUEST_KEY, identity)
  }
  try {
    return { client: await clientForGuest(identity), kind: 'guest', id: identity.id }
  } catch (error) {
    // The identity joined an account (410) or is unknown (401): start afresh next time.
    if (isClientResponseError(error) && (error.status === 410 || error.status === 401)) {
      await del(GUEST_KEY)
      guestClient = undefined
      return create ? chatSpeaker({ create, locale }) : null
    }
    throw error
  }
}

/** The merge under way, if any (see mergeSettled). */
let merging: Promise<number> | null = null

/**
 * After sign-in, the device's guest conversations become the customer's (proof of both: their
 * token and the guest's secret); then the device forgets the guest. Answers how many threads moved.
 */
export function mergeGuestIntoCustomer(): Promise<number> {
  merging = mergeNow()
  return merging
}

/** Resolves once a merge that has started is over: a customer's list asked for before would miss the guest's conversations. */
export const mergeSettled = (): Promise<unknown> => (merging ?? Promise.resolve(0)).catch(() => 0)

async function mergeNow(): Promise<number> {
  const identity = await readGuestIdentity()
  const main = await pocketBase()
  if (!identity || !main.authStore.isValid || main.authStore.record?.collectionName !== 'users') return 0
  try {
    const merged = await main.send<{ threads: number }>('/api/store/chat/guests/merge', { method: 'POST', body: { guestId: identity.id, secret: identity.secret } })
    await del(GUEST_KEY)
    guestClient = undefined
    return merged.threads
  } catch (error) {
    // Wrong secret or joined another account: the identity is of no more use on this device.
    if (isClientResponseError(error) && (error.status === 404 || error.status === 409 || error.status === 410)) {
      await del(GUEST_KEY)
      guestClient = undefined
    }
    return 0
  }
}
