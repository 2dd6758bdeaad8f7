import type { AuthRecord } from 'pocketbase'
import { staffClient } from '../../../lib/staff-client'

/** The signed-in staff member, or null. Offline, a stored session counts (the scanner works without a network). */
export async function departuresSession(): Promise<AuthRecord> {
  const pb = await staffClient()
  if (!pb.authStore.token || pb.authStore.record?.collectionName !== 'staff') return null
  if (!pb.authStore.isValid && navigator.onLine) return null
  return pb.authStore.record
}
