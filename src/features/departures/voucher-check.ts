/**
 * The scanner's side of a voucher (decision 045): reading what the camera or staff gave, and
 * checking it with no connection against the digests the manifest holds — the same rules as the
 * server's pb_hooks/lib/departures/checkin-rules.js. The voucher codes themselves are never kept
 * on the device: a lost phone gives nobody a code to copy.
 */
import type { Manifest, ManifestBooking, ScanKind } from './departure-types'

export type ParsedVoucher = { code: string; bookingId: string }

const CODE = /^RH-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/
const RECORD_ID = /^[a-z0-9]{15}$/

/** A code as typed ('rh 7kq2 mp9x', 'RH7KQ2MP9X') in its printed form, or null. */
export function normaliseCode(text: string): string | null {
  const compact = text.toUpperCase().replace(/[\s\u2010-\u2015-]/g, '')
  if (!/^RH[A-Z0-9]{8}$/.test(compact)) return null
  const code = `RH-${compact.slice(2, 6)}-${compact.slice(6, 10)}`
  return CODE.test(code) ? code : null
}

/** The order page's QR payload `RIHLA|<code>|<bookingId>` or a bare code → { code, bookingId } | null. */
export function parseVoucher(text: string): ParsedVoucher | null {
  if (text.length > 200) return null
  const parts = text.trim().split('|')
  if (parts.length === 3 && parts[0] === 'RIHLA') {
    const code = normaliseCode(parts[1]!)
    return code && RECORD_ID.test(parts[2]!) ? { code, bookingId: parts[2]! } : null
  }
  if (parts.length !== 1) return null
  const code = normaliseCode(parts[0]!)
  return code ? { code, bookingId: '' } : null
}

export const digestInput = (code: string) => `rihla-voucher|${code}`

/** SHA-256 (hex) of a code's digest input: what the manifest holds for each voucher. */
export async function voucherDigest(code: string): Promise<string> {
  const bytes = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(digestInput(code)))
  return Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/**
 * What a scan means with no connection: the booking whose digest matches (and whose id the QR
 * names, when it names one) on this departure's stored manifest, and the check-ins this device
 * queued. A voucher not on the list is unknown here (the server may find it is another
 * departure's when the check-in syncs).
 */
export function offlineVerdict(manifest: Manifest, parsed: ParsedVoucher | null, digest: string | null, queuedBookingIds: string[], bookingId?: string): { kind: ScanKind; booking: ManifestBooking | null } {
  const booking = bookingId ? manifest.bookings.find((candidate) => candidate.id === bookingId) : digest ? manifest.bookings.find((candidate) => candidate.voucherDigest !== '' && candidate.voucherDigest === digest) : undefined
  if (!booking) return { kind: 'unknown', booking: null }
  if (parsed?.bookingId && parsed.bookingId !== booking.id) return { kind: 'unknown', booking: null }
  if (booking.status === 'cancelled' || booking.status === 'refunded') return { kind: 'cancelled', booking }
  if (booking.status === 'held') return { kind: 'unpaid', booking }
  if (booking.checkIn || queuedBookingIds.includes(booking.id)) return { kind: 'already_checked_in', booking }
  return { kind: 'valid', booking }
}
