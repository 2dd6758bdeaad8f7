import type PocketBase from 'pocketbase'
import type { AuthRecord } from 'pocketbase'
import { pocketBase } from '../../../lib/pocketbase'

/** Where a staff member's session is kept: apart from a customer's (the SDK's default key). */
export const STAFF_AUTH_KEY = 'rihla_staff_auth'

let client: Promise<PocketBase> | undefined

/** The inbox's own client: staff sign-in never replaces a customer session in the same browser. */
export function staffClient(): Promise<PocketBase> {
  client ??= Promise.all([import('pocketbase'), pocketBase()]).then(([{ default: PocketBaseClient, LocalAuthStore }, main]) => {
    const created = new PocketBaseClient(main.baseURL, new LocalAuthStore(STAFF_AUTH_KEY))
    created.autoCancellation(false)
    return created
  })
  return client
}

/** The signed-in staff member, or null (an expired session counts as none). */
export async function staffSession(): Promise<AuthRecord> {
  const pb = await staffClient()
  if (!pb.authStore.isValid || pb.authStore.record?.collectionName !== 'staff') return null
  return pb.authStore.record
}

export async function staffSignIn(email: string, password: string) {
  return (await staffClient()).collection('staff').authWithPassword(email, password)
}

export async function staffSignOut() {
  ;(await staffClient()).authStore.clear()
}
