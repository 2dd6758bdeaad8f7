import type PocketBase from 'pocketbase'
import type { AuthRecord } from 'pocketbase'
import { pocketBase } from '../../../lib/pocketbase'

/**
 * Where the staff session is kept: the key the staff inbox signs in under
 * (src/features/staff/api/staff-client.ts STAFF_AUTH_KEY), so one sign-in serves both screens.
 */
const STAFF_AUTH_KEY = 'rihla_staff_auth'

let client: Promise<PocketBase> | undefined

/** The departures screens' own client, with the staff session (never a customer's). */
export function departuresClient(): Promise<PocketBase> {
  client ??= Promise.all([import('pocketbase'), pocketBase()]).then(([{ default: PocketBaseClient, LocalAuthStore }, main]) => {
    const created = new PocketBaseClient(main.baseURL, new LocalAuthStore(STAFF_AUTH_KEY))
    created.autoCancellation(false)
    return created
  })
  return client
}

/** The signed-in staff member, or null. Offline, a stored session counts (the scanner works without a network). */
export async function departuresSession(): Promise<AuthRecord> {
  const pb = await departuresClient()
  if (!pb.authStore.token || pb.authStore.record?.collectionName !== 'staff') return null
  if (!pb.authStore.isValid && navigator.onLine) return null
  return pb.authStore.record
}
