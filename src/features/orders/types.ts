import type { CancellationPolicy } from '../../lib/cancellation-policy'
import type * as Contract from '../../../pb_hooks/lib/contracts/checkout-contract.js'
import type { BookingStatus, OrderStatus } from '../../../pb_hooks/lib/contracts/checkout-contract.js'

// The order API's shapes are the server's contract (pb_hooks/lib/contracts/checkout-contract.js).
export type { BookingCancellation, BookingPickup, BookingStatus, MeetingPoint, OrderOutcome, OrderStatus, PaymentStatus, TaxInvoice } from '../../../pb_hooks/lib/contracts/checkout-contract.js'

/** A row of the `orders` collection, as the customer's own list reads it. */
export type Order = {
  id: string
  number: string
  purchase_id: string
  invoice_number: string
  /** Set once paid; until then the order has no invoice (and shows no invoice number). */
  paid_at?: string
  status: OrderStatus
  currency: string
  subtotal: number
  discount: number
  total: number
  payment_method: Contract.PaymentMethod
  created: string
  /** The order's bookings with their experience's title (the list asks for them; a list kept on the device from before may lack them). */
  expand?: { bookings_via_order?: OrderListBooking[] }
}

/** A booking as the orders list reads it: what, when and for whom. */
export type OrderListBooking = {
  id: string
  date: string
  start_time: string
  travellers: Record<string, number> | null
  status: BookingStatus
  expand?: { experience?: { title_ar: string; title_en: string } }
}

export type Person = { firstName: string; lastName: string; email?: string; countryCode?: string; phone?: string }

/** A booking on the order page, with its booked cancellation policy read as the app reads policies. */
export type OrderBooking = Omit<Contract.OrderBooking, 'cancellationPolicy'> & { cancellationPolicy: CancellationPolicy | null }

export type OrderDetails = Contract.OrderDetails

/** GET /api/store/orders/{id}; `invoice` once the order is paid (older cached copies lack it). */
export type OrderView = { order: OrderDetails; bookings: OrderBooking[]; invoice?: Contract.TaxInvoice | null }

/** POST /api/store/orders/{id}/pay */
export type PaymentStart = { payment: Contract.PaymentStart }

/** POST /api/store/orders/{id}/bookings/{bookingId}/cancel */
export type CancellationResult = { booking: { id: string; status: BookingStatus; refundAmount: number }; order: { status: OrderStatus } }
