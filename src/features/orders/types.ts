import type { CancellationPolicy } from '../../lib/cancellation-policy'

export type OrderStatus = 'pending_payment' | 'reserved' | 'confirmed' | 'partially_confirmed' | 'failed' | 'cancelled' | 'refund_pending' | 'refunded'

/** A row of the `orders` collection, as the customer's own list reads it. */
export type Order = {
  id: string
  number: string
  purchase_id: string
  invoice_number: string
  status: OrderStatus
  currency: string
  subtotal: number
  discount: number
  total: number
  payment_method: 'card' | 'pay_later'
  created: string
}

/** What the traveller is told about an order (docs/api.md, `order.outcome`). */
export type OrderOutcome = 'in_progress' | 'payment_failed' | 'booked' | 'partially_booked' | 'unsuccessful' | 'reserved' | 'cancelled' | 'expired'

export type PaymentStatus = 'none' | 'initiated' | 'pending' | 'paid' | 'failed' | 'refund_pending' | 'refunded'

export type BookingStatus = 'held' | 'confirmed' | 'failed' | 'cancelled' | 'refunded'

export type Person = { firstName: string; lastName: string; email?: string; countryCode?: string; phone?: string }

export type BookingPickup = { placeId: string; name_ar: string; name_en: string; address_ar: string; address_en: string; minutes_before: number; time: string }

/** Whether a booking can be cancelled now, and what it would give back (halalas). */
export type BookingCancellation = { allowed: boolean; penaltyPercent: number; refundAmount: number; freeUntil: string | null }

export type OrderBooking = {
  id: string
  status: BookingStatus
  slotId: string
  experience: { id: string; slug: string; title_ar: string; title_en: string; citySlug: string }
  option: { id: string; title_ar: string; title_en: string; pricing: string }
  date: string
  startTime: string
  travellers: Record<string, number>
  unitPrices: Record<string, number>
  seats: number
  total: number
  pickup: BookingPickup | null
  guests: { firstName: string; lastName: string }[]
  cancellationPolicy: CancellationPolicy | null
  holdExpiresAt: string | null
  voucherCode: string
  // The payments issue adds these; older answers lack them.
  refundAmount?: number
  cancelledAt?: string | null
  cancellation?: BookingCancellation
}

export type OrderDetails = {
  id: string
  number: string
  purchaseId: string
  invoiceNumber: string
  status: OrderStatus
  paymentMethod: 'card' | 'pay_later'
  subtotal: number
  discount: number
  total: number
  currency: string
  promoCode: string
  created: string
  locale: string
  leadGuest: Person | null
  payBy?: string
  outcome?: OrderOutcome
  payable?: boolean
  refundDue?: number
  refunded?: number
  paymentStatus?: PaymentStatus
}

/** GET /api/store/orders/{id} */
export type OrderView = { order: OrderDetails; bookings: OrderBooking[] }

/** POST /api/store/orders/{id}/pay */
export type PaymentStart = { payment: { provider: string; redirectUrl: string } }

/** POST /api/store/orders/{id}/bookings/{bookingId}/cancel */
export type CancellationResult = { booking: { id: string; status: BookingStatus; refundAmount: number }; order: { status: OrderStatus } }
