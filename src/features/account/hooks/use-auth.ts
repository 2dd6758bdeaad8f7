import { useSyncExternalStore } from 'react'
import type { AuthRecord } from 'pocketbase'
import { pb } from '../../../lib/pocketbase'

// The SDK's store hands out a fresh copy of the record on every read; React needs one stable
// value per change, so the current record is kept here and replaced only when auth changes.
let current: AuthRecord = pb.authStore.isValid ? pb.authStore.record : null
const listeners = new Set<() => void>()
pb.authStore.onChange((_token, record) => {
  current = pb.authStore.isValid ? record : null
  listeners.forEach((listener) => listener())
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

export function signOut() {
  pb.authStore.clear()
}
