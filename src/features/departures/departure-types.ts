/** The staff departures API's answers (pb_hooks/lib/departures/departures-http.js; docs/api.md "Departures"). */
export type Bilingual = { title_ar: string; title_en: string }

export type DepartureSummary = {
  id: string
  date: string
  startTime: string
  capacity: number
  reserved: number
  status: 'open' | 'closed'
  experience: Bilingual & { id: string; slug: string }
  option: Bilingual & { id: string }
  bookings: number
  seats: number
  unpaidSeats: number
  checkedIn: number
  pickups: number
}

/** An experience with departures on the day (the close-day form's choices). */
export type DayExperience = Bilingual & { id: string; open: number; closed: number }

/** A day closure not undone yet: the departures it closed. */
export type DayClosure = { id: string; experiences: string[]; slots: string[]; staffName: string; at: string | null }

export type DepartureDay = { date: string; departures: DepartureSummary[]; experiences: DayExperience[]; closures: DayClosure[] }

export type CheckIn = { at: string; staffName: string; clientId: string; offline: boolean; devices: number }

export type PaymentState = 'paid' | 'pay_later_due' | 'refunded' | 'refund_due' | 'cancelled' | 'failed'

/** What cancelling the booking now gives back (the traveller's own cancellation terms); null when it is not live. */
export type CancellationTerms = { allowed: boolean; refundAmount: number; penaltyPercent: number }

export type ManifestBooking = {
  id: string
  orderId?: string
  orderNumber: string
  status: 'confirmed' | 'held' | 'cancelled' | 'refunded'
  seats: number
  travellers: Record<string, number>
  leadGuest: { name: string; email: string; countryCode: string; phone: string }
  guests: { firstName?: string; lastName?: string }[]
  pickup: { name_ar: string; name_en: string; address_ar: string; address_en: string; time: string } | null
  payment: PaymentState
  amountDue: number
  payBy: string | null
  note: string
  noShowAt: string | null
  checkIn: CheckIn | null
  voucherDigest: string
  /** Absent in a manifest saved on the device before the server sent it. */
  cancellation?: CancellationTerms | null
}

export type AuditEvent = { id: string; action: string; staffName: string; slot: string; booking: string; date: string; details: Record<string, unknown>; at: string | null }

export type Manifest = { slot: DepartureSummary; bookings: ManifestBooking[]; verification: { scheme: 'sha256'; input: string }; generatedAt: string; audit: AuditEvent[] }

export type ScanKind = 'valid' | 'already_checked_in' | 'wrong_departure' | 'cancelled' | 'unpaid' | 'unknown'

export type ScanResult = {
  clientId: string
  kind: ScanKind
  booking: { id: string; slotId: string; date: string; startTime: string; seats: number; experience: ({ id: string } & Bilingual) | null } | null
  checkIn: CheckIn | null
  amountDue: number
  conflict: { at: string; staffName: string } | null
  replayed: boolean
  /** Decided on this device from the stored manifest (no connection); queued to sync. */
  offline?: boolean
}
