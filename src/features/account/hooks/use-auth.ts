import { useSyncExternalStore } from 'react'
import type { AuthRecord } from 'pocketbase'
import { pb } from '../../../lib/pocketbase'

const subscribe = (onChange: () => void) => pb.authStore.onChange(onChange)
const snapshot = () => (pb.authStore.isValid ? pb.authStore.record : null)

/** The signed-in customer, or null for a guest; follows sign-in and sign-out in any tab. */
export function useAuth(): AuthRecord {
  return useSyncExternalStore(subscribe, snapshot, () => null)
}

export function signOut() {
  pb.authStore.clear()
}
