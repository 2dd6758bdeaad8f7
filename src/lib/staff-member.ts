import { staffClient } from './staff-client'

export type StaffMember = { name: string; role: 'agent' | 'manager' }

/** The signed-in staff member (name and role), or null when this browser has no staff session. */
export async function signedInStaff(): Promise<StaffMember | null> {
  const pb = await staffClient()
  const record = pb.authStore.record
  if (!pb.authStore.isValid || record?.collectionName !== 'staff') return null
  return { name: String(record.name ?? ''), role: record.role === 'manager' ? 'manager' : 'agent' }
}
