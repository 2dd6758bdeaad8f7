import { get, keys, set, update } from 'idb-keyval'
import { isClientResponseError } from '../../../lib/pocketbase'
import type { AuditEvent, DepartureDay, Manifest, ScanResult } from '../departure-types'
import { enqueueCheckIn, withoutAnswered, type QueuedCheckIn } from '../checkin-queue'
import { staffClient } from '../../../lib/staff-client'

const manifestKey = (slotId: string) => `rihla:departure-manifest:${slotId}`
export const CHECKIN_OUTBOX_KEY = 'rihla:checkin-outbox'
const LOCK_NAME = 'rihla:checkin-outbox'

export async function fetchDay(date: string, locale: string): Promise<DepartureDay> {
  return (await staffClient()).send<DepartureDay>('/api/store/staff/departures', { method: 'GET', query: { date, locale } })
}

/** The day's audit trail: closures, and every change to its departures and bookings, newest first. */
export async function fetchDayAudit(date: string, locale: string): Promise<{ date: string; events: AuditEvent[] }> {
  return (await staffClient()).send<{ date: string; events: AuditEvent[] }>('/api/store/staff/departures-audit', { method: 'GET', query: { date, locale } })
}

/** A departure's manifest as stored on this device (what the scanner uses with no connection). */
export const storedManifest = (slotId: string) => get<Manifest>(manifestKey(slotId))

/**
 * The other departure (kept on this device) whose list has this voucher digest, if any: offline,
 * a voucher of another departure opened before is told apart from an unknown one.
 */
export async function findInOtherManifests(digest: string, slotId: string): Promise<{ manifest: Manifest; bookingId: string } | null> {
  const prefix = manifestKey('')
  for (const key of await keys()) {
    if (typeof key !== 'string' || !key.startsWith(prefix) || key === manifestKey(slotId)) continue
    const manifest = await get<Manifest>(key)
    const booking = manifest?.bookings.find((candidate) => candidate.voucherDigest === digest)
    if (manifest && booking) return { manifest, bookingId: booking.id }
  }
  return null
}

/**
 * A departure's manifest from the server, kept on the device for offline scanning; with no
 * connection (or no answer) the one kept last time, marked `stored`.
 */
export async function fetchManifest(slotId: string, locale: string): Promise<Manifest & { stored?: boolean }> {
  try {
    const manifest = await (await staffClient()).send<Manifest>(`/api/store/staff/departures/${encodeURIComponent(slotId)}`, { method: 'GET', query: { locale } })
    await set(manifestKey(slotId), manifest)
    return manifest
  } catch (error) {
    if (isClientResponseError(error) && error.status > 0) throw error
    const stored = await storedManifest(slotId)
    if (!stored) throw error
    return { ...stored, stored: true }
  }
}

/** Checks in online; throws when there is no answer (the caller then checks offline and queues). */
export async function checkInOnline(body: { slotId: string; code?: string; bookingId?: string; clientId: string }, locale: string): Promise<ScanResult> {
  return (await staffClient()).send<ScanResult>('/api/store/staff/checkins', { method: 'POST', body: { ...body, locale } })
}

/** Whether an error means "no connection" (try offline) rather than an answer. */
export const isNoConnection = (error: unknown) => !isClientResponseError(error) || !error.status

export const readCheckInOutbox = async () => (await get<QueuedCheckIn[]>(CHECKIN_OUTBOX_KEY)) ?? []

export async function queueCheckIn(item: QueuedCheckIn) {
  await update<QueuedCheckIn[]>(CHECKIN_OUTBOX_KEY, (items = []) => enqueueCheckIn(items, item))
}

/**
 * Sends the queued check-ins in one request, in one tab at a time (a Web Lock), and drops the
 * ones the server answered. Each keeps the id it got when made, so a sync whose answer was lost
 * is answered again as a replay, never applied twice. → the server's results (empty when nothing waited).
 */
export async function syncCheckIns(locale: string): Promise<ScanResult[]> {
  if (!navigator.onLine) return []
  const run = async () => {
    const items = await readCheckInOutbox()
    if (items.length === 0) return []
    const { results } = await (await staffClient()).send<{ results: (ScanResult | { clientId: string; kind: 'invalid'; message: string })[] }>('/api/store/staff/checkins/sync', {
      method: 'POST',
      body: { locale, checkins: items.map(({ clientId, slotId, code, bookingId, deviceTime }) => ({ clientId, slotId, code, bookingId, deviceTime })) },
    })
    const answered = results.map((result) => result.clientId)
    await update<QueuedCheckIn[]>(CHECKIN_OUTBOX_KEY, (current = []) => withoutAnswered(current, answered))
    return results.filter((result): result is ScanResult => result.kind !== 'invalid')
  }
  return navigator.locks ? navigator.locks.request(LOCK_NAME, run) : run()
}

export type BookingAction = 'no-show' | 'note' | 'move' | 'cancel'

/** A staff change to a booking (no-show, note, move, cancel); the server's answer or its refusal (thrown). */
export async function changeBooking(bookingId: string, action: BookingAction, body: Record<string, unknown>, locale: string) {
  return (await staffClient()).send<{ message: string; booking?: { refundAmount?: number; penaltyPercent?: number } }>(`/api/store/staff/bookings/${encodeURIComponent(bookingId)}/${action}`, { method: 'POST', body: { ...body, locale } })
}

type DayOptions = { options: { id: string; slots: { id: string; start_time: string; remaining: number; status: string }[] }[] }

/** The departures of one option on a day, with the seats left (the catalog's availability). */
export async function optionDepartures(experienceId: string, optionId: string, date: string) {
  const day = await (await staffClient()).send<DayOptions>(`/api/store/availability/${encodeURIComponent(experienceId)}/${date}`, { method: 'GET' })
  return day.options.find((option) => option.id === optionId)?.slots ?? []
}

/** Closes or opens a departure, or sets its capacity; the server's message (a refusal is thrown). */
export async function changeDeparture(slotId: string, change: { status: 'open' | 'closed' } | { capacity: number }, locale: string) {
  const action = 'status' in change ? 'status' : 'capacity'
  return (await staffClient()).send<{ message: string }>(`/api/store/staff/departures/${encodeURIComponent(slotId)}/${action}`, { method: 'POST', body: { ...change, locale } })
}

/** Closes the open departures of the chosen experiences on a day, or reopens what the day's closures closed. */
export async function changeDay(date: string, status: 'open' | 'closed', experienceIds: string[], locale: string) {
  return (await staffClient()).send<{ message: string; count: number }>(`/api/store/staff/days/${date}/status`, { method: 'POST', body: { status, locale, ...(experienceIds.length > 0 ? { experienceIds } : {}) } })
}
