import { queryOptions } from '@tanstack/react-query'
import type {
  StudioDetail,
  StudioExperience,
  StudioFields,
  StudioImage,
  StudioList,
  StudioOption,
  StudioOptionFields,
  StudioStatus,
  StudioVocabulary,
} from '../../../../pb_hooks/lib/contracts/catalog-studio-contract.js'
import { isClientResponseError } from '../../../lib/pocketbase'
import { staffClient } from '../../../lib/staff-client'

export type { StudioDetail, StudioExperience, StudioFields, StudioImage, StudioList, StudioOption, StudioOptionFields, StudioStatus, StudioVocabulary }

/**
 * The contract's PHOTOS for the browser (the contract is CommonJS for PocketBase, so the app
 * keeps a copy; studio-api.test.ts fails when they differ).
 */
export const PHOTOS = { accept: ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif'], maxBytes: 15 * 1024 * 1024, minWidth: 960 } as const
export type StudioFilters = { q: string; city: string; category: string; status: string; page: number }

/** The signed-in staff member's role, or null (no staff session). */
async function staffRole(): Promise<{ name: string; role: 'agent' | 'manager' } | null> {
  const pb = await staffClient()
  const record = pb.authStore.record
  if (!pb.authStore.isValid || record?.collectionName !== 'staff') return null
  return { name: String(record.name ?? ''), role: record.role === 'manager' ? 'manager' : 'agent' }
}

const get = async <T>(path: string, query: Record<string, string | number> = {}) => (await staffClient()).send<T>(path, { method: 'GET', query })

// Staff data is never kept on the device: these keys sit under 'staff', which is not persisted.
export const studioQueries = {
  session: () => queryOptions({ queryKey: ['staff', 'session', 'catalog'], queryFn: staffRole, staleTime: Infinity }),
  list: (filters: StudioFilters) =>
    queryOptions({
      queryKey: ['staff', 'catalog', 'list', filters],
      queryFn: () => get<StudioList>('/api/store/staff/catalog', { ...filters }),
      placeholderData: (previous) => previous,
    }),
  vocabulary: () => queryOptions({ queryKey: ['staff', 'catalog', 'vocabulary'], queryFn: () => get<StudioVocabulary>('/api/store/staff/catalog/vocabulary'), staleTime: 300_000 }),
  detail: (id: string) => queryOptions({ queryKey: ['staff', 'catalog', 'detail', id], queryFn: () => get<StudioDetail>(`/api/store/staff/catalog/${encodeURIComponent(id)}`) }),
}

export async function createExperience(fields: Partial<StudioFields>, locale: string) {
  return (await staffClient()).send<StudioDetail>('/api/store/staff/catalog', { method: 'POST', body: { fields, locale } })
}

export async function saveExperience(id: string, base: string, fields: Partial<StudioFields>, locale: string) {
  return (await staffClient()).send<StudioDetail>(`/api/store/staff/catalog/${encodeURIComponent(id)}`, { method: 'PATCH', body: { base, fields, locale } })
}

export async function moveExperience(id: string, base: string, status: StudioStatus, reasons: { reason_ar?: string; reason_en?: string }, locale: string) {
  return (await staffClient()).send<StudioDetail>(`/api/store/staff/catalog/${encodeURIComponent(id)}/status`, { method: 'POST', body: { base, status, ...reasons, locale } })
}

export async function createOption(experienceId: string, fields: Partial<StudioOptionFields>, locale: string) {
  return (await staffClient()).send<StudioDetail>(`/api/store/staff/catalog/${encodeURIComponent(experienceId)}/options`, { method: 'POST', body: { fields, locale } })
}

export async function saveOption(experienceId: string, optionId: string, base: string, fields: Partial<StudioOptionFields>, locale: string) {
  return (await staffClient()).send<StudioDetail>(`/api/store/staff/catalog/${encodeURIComponent(experienceId)}/options/${encodeURIComponent(optionId)}`, { method: 'PATCH', body: { base, fields, locale } })
}

/** Removes an option no booking or offer names (409 option_in_use otherwise), its rules and departures with it. */
export async function removeOption(experienceId: string, optionId: string, base: string, locale: string) {
  return (await staffClient()).send<StudioDetail>(`/api/store/staff/catalog/${encodeURIComponent(experienceId)}/options/${encodeURIComponent(optionId)}`, { method: 'DELETE', body: { base, locale } })
}

/** One photo, as a multipart body; the answer has it last in `images`. */
export async function uploadPhoto(id: string, base: string, file: File, locale: string) {
  const body = new FormData()
  body.append('photo', file)
  return (await staffClient()).send<StudioDetail>(`/api/store/staff/catalog/${encodeURIComponent(id)}/photos`, { method: 'POST', body, query: { base, locale } })
}

/** A refusal as the editor shows it: the message, each field's message, and a conflict's author. */
export type StudioRefusal = { status: number; message: string; fields: Record<string, string>; conflict: { staffName: string; at: string } | null; missing: string[] }

export function refusalOf(error: unknown): StudioRefusal | null {
  if (!isClientResponseError(error) || !error.status) return null
  const data = (error.response?.data ?? {}) as Record<string, unknown>
  const fields: Record<string, string> = {}
  for (const [name, value] of Object.entries(data)) {
    if (value && typeof value === 'object' && 'message' in value) fields[name] = String((value as { message: unknown }).message)
  }
  const conflict = data.conflict && typeof data.conflict === 'object' ? (data.conflict as { staffName: string; at: string }) : null
  const missing = Array.isArray(data.missingTranslations) ? (data.missingTranslations as string[]) : []
  return { status: error.status, message: String(error.response?.message ?? error.message), fields, conflict, missing }
}
