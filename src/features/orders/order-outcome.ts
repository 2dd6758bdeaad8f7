import type { OrderBooking, OrderOutcome, OrderView } from './types'

/** What an order's notice says: the server's outcome, or that the traveller still has to pay. */
export type OrderNotice = OrderOutcome | 'awaiting_payment'

/**
 * What to tell the traveller about an order. The server says it (`order.outcome`); an answer
 * kept from before the payments work has none, so it is read from the order's status then.
 */
export function outcomeOf({ order, bookings }: OrderView): OrderOutcome {
  if (order.outcome) return order.outcome
  switch (order.status) {
    case 'pending_payment':
      return 'in_progress'
    case 'reserved':
      return 'reserved'
    case 'confirmed':
      return 'booked'
    case 'partially_confirmed':
      return 'partially_booked'
    case 'cancelled':
      return 'cancelled'
    case 'failed':
      // Nothing was paid and every hold ran out.
      return bookings.some((booking) => booking.status === 'confirmed') ? 'partially_booked' : 'expired'
    default:
      return 'unsuccessful'
  }
}

/** Only a payment still being confirmed changes without the traveller doing anything. */
export const shouldPoll = (outcome: OrderOutcome): boolean => outcome === 'in_progress'

/** The outcomes whose bookings are (at least partly) confirmed and carry vouchers. */
export const isBooked = (outcome: OrderNotice): boolean => outcome === 'booked' || outcome === 'partially_booked'

/**
 * The bookings that could not be made, one per experience and option, so the traveller can try
 * them again from the product page.
 */
export function bookingsToRetry(bookings: OrderBooking[]): OrderBooking[] {
  const seen = new Set<string>()
  return bookings.filter((booking) => {
    if (booking.status !== 'failed') return false
    const key = `${booking.experience.id}/${booking.option.id}`
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

/** A confirmed booking with its voucher issued: the only kind that shows a QR code. */
export const hasVoucher = (booking: OrderBooking): boolean => booking.status === 'confirmed' && booking.voucherCode !== ''

/**
 * The server says `in_progress` both while a payment is being confirmed and while a card order
 * waits for the traveller to pay. When nothing was started (the payment page could not be
 * opened) or, away from the gateway's return, a started page was left unpaid, the order can
 * still be paid: the notice asks for it instead of saying "confirming". On the page the gateway
 * returns to after paying, a started payment is being confirmed (its webhook may lag the return).
 */
export function noticeOf(view: OrderView, { afterPayment }: { afterPayment: boolean }): OrderNotice {
  const outcome = outcomeOf(view)
  if (outcome !== 'in_progress' || !view.order.payable) return outcome
  const status = view.order.paymentStatus ?? 'none'
  if (status === 'none' || (status === 'initiated' && !afterPayment)) return 'awaiting_payment'
  return outcome
}

/** When the earliest seat hold of an order runs out (ISO), or null when nothing is held. */
export function holdsUntil(bookings: OrderBooking[]): string | null {
  const times = bookings.filter((booking) => booking.status === 'held' && booking.holdExpiresAt).map((booking) => booking.holdExpiresAt!)
  return times.sort()[0] ?? null
}
