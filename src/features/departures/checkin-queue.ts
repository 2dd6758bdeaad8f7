/**
 * Check-ins made with no connection, apart from where they are kept (IndexedDB, api/checkin-outbox.ts):
 * each has the id the device gave it, so the server applies it exactly once however often it is
 * sent, and the device's time, which the server keeps (the first check-in's time wins a conflict).
 */
/** `seenBooking`: the booking the device matched it to (shown as checked in until the sync answers); not sent. */
export type QueuedCheckIn = { clientId: string; slotId: string; code?: string; bookingId?: string; deviceTime: string; staffName: string; seenBooking: string }

export const enqueueCheckIn = (items: QueuedCheckIn[], item: QueuedCheckIn): QueuedCheckIn[] => (items.some((existing) => existing.clientId === item.clientId) ? items : [...items, item])

/** The queue after a sync: the items the server answered are gone, whatever it answered. */
export const withoutAnswered = (items: QueuedCheckIn[], answered: string[]): QueuedCheckIn[] => items.filter((item) => !answered.includes(item.clientId))

/** A new device-made id for a check-in (letters, digits and dashes, as the server asks). */
export const newClientId = () => `chk-${crypto.randomUUID()}`
