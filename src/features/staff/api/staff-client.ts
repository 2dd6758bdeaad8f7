import type { AuthRecord } from 'pocketbase'
import { staffClient } from '../../../lib/staff-client'

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
