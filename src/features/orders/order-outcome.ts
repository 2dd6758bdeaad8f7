import type { OrderBooking, OrderOutcome, OrderView } from './types'

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
export const isBooked = (outcome: OrderOutcome): boolean => outcome === 'booked' || outcome === 'partially_booked'

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
