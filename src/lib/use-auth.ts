import { useSyncExternalStore } from 'react'
import type { AuthRecord } from 'pocketbase'
import { pocketBase, whenPocketBaseLoads } from './pocketbase'
import { AUTH_STORAGE_KEY, storedAuthRecord } from './stored-auth'

// Reading localStorage throws where the browser blocks storage; the app must still start.
function localStorageIfAllowed(): Storage | undefined {
  try {
    return globalThis.localStorage
  } catch {
    return undefined
  }
}

// The SDK loads on first use, so until then the signed-in customer is read from what it stored.
// Its store hands out a fresh copy of the record on every read; React needs one stable value per
// change, so the current record is kept here and replaced only when auth changes.
let current: AuthRecord = storedAuthRecord(localStorageIfAllowed())
const listeners = new Set<() => void>()
const change = (record: AuthRecord) => {
  current = record
  listeners.forEach((listener) => listener())
}

whenPocketBaseLoads((pb) => {
  pb.authStore.onChange((_token, record) => change(pb.authStore.isValid ? record : null))
  if (pb.authStore.record?.id !== current?.id) change(pb.authStore.isValid ? pb.authStore.record : null)
})
// Another tab signed in or out (the SDK follows this too, once it is loaded).
globalThis.addEventListener?.('storage', (event) => {
  if (event.key === null || event.key === AUTH_STORAGE_KEY) change(storedAuthRecord(localStorageIfAllowed()))
})

const subscribe = (onChange: () => void) => {
  listeners.add(onChange)
  return () => void listeners.delete(onChange)
}

/** The signed-in customer, or null for a guest. */
export function useAuth(): AuthRecord {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  )
}

/** Reads the signed-in customer's record again (their email confirmed since, for one). */
export async function refreshAuth() {
  try {
    const pb = await pocketBase()
    if (pb.authStore.isValid && pb.authStore.record?.collectionName === 'users') await pb.collection('users').authRefresh()
  } catch {
    // Offline or signed out meanwhile: the stored record stays as it is.
  }
}

export async function signOut() {
  try {
    ;(await pocketBase()).authStore.clear()
  } catch {
    // The SDK could not load (offline before it was cached): forget the stored session anyway.
    localStorageIfAllowed()?.removeItem(AUTH_STORAGE_KEY)
    change(null)
  }
}
