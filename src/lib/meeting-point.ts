import type { MeetingPoint } from '../../pb_hooks/lib/contracts/checkout-contract.js'

export type { MeetingPoint } from '../../pb_hooks/lib/contracts/checkout-contract.js'

/**
 * A link that opens the meeting point in a map app: Google Maps on the web, which phones hand to
 * their maps app. Null without coordinates.
 */
export function meetingPointMapLink(point: Pick<MeetingPoint, 'lat' | 'lng'> | null | undefined): string | null {
  if (!point || typeof point.lat !== 'number' || typeof point.lng !== 'number') return null
  if (!Number.isFinite(point.lat) || !Number.isFinite(point.lng) || Math.abs(point.lat) > 90 || Math.abs(point.lng) > 180) return null
  return `https://www.google.com/maps?q=${point.lat},${point.lng}`
}
