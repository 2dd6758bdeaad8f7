// @ts-check
// The checkout's and the order page's contract, in one place: the hooks validate requests with its
// limits (checkout-request.js) and build answers typed by it (order-view.js, checked by tsc); the
// app's checkout and order pages and the API tests import its types. A field renamed here breaks
// the type-check of all three. docs/api.md ("Checkout", "Orders") describes the same shapes.

/** @typedef {'card' | 'pay_later'} PaymentMethod */
/** @typedef {'pending_payment' | 'reserved' | 'confirmed' | 'partially_confirmed' | 'failed' | 'cancelled' | 'refund_pending' | 'refunded'} OrderStatus */
/** @typedef {'held' | 'confirmed' | 'failed' | 'cancelled' | 'refunded'} BookingStatus */
/** @typedef {'in_progress' | 'payment_failed' | 'booked' | 'partially_booked' | 'unsuccessful' | 'reserved' | 'cancelled' | 'expired'} OrderOutcome */
/** @typedef {'none' | 'initiated' | 'pending' | 'paid' | 'failed' | 'refund_pending' | 'refunded'} PaymentStatus */

/**
 * One line of the cart: a departure, travellers per type key, an optional pickup place, and the
 * total the traveller was shown (halalas) so a changed price is refused rather than charged.
 * @typedef {{ slotId: string, travellers: Record<string, number>, pickup?: { placeId: string }, expectedTotal?: number }} CheckoutItem
 */
/** @typedef {{ firstName: string, lastName: string }} GuestName */
/** @typedef {{ firstName: string, lastName: string, email: string, countryCode: string, phone: string }} LeadGuest */

/**
 * POST /api/store/checkout (with an Idempotency-Key header). `guests`: one entry per item, the
 * guests' names when the option asks for them, else null.
 * @typedef {{ items: CheckoutItem[], leadGuest: LeadGuest, guests?: (GuestName[] | null)[], promoCode?: string, paymentMethod: PaymentMethod, locale?: string }} CheckoutRequest
 */

/**
 * What every answer says about an order. Instants are ISO 8601, amounts SAR halalas.
 * @typedef {{ id: string, number: string, purchaseId: string, invoiceNumber: string, status: OrderStatus, paymentMethod: PaymentMethod, subtotal: number, discount: number, total: number, currency: string, promoCode: string, created: string, payBy?: string }} OrderBasics
 */
/** @typedef {{ provider: string, redirectUrl: string }} PaymentStart */
/** @typedef {{ id: string, slotId: string, status: BookingStatus, holdExpiresAt: string | null, seats: number, total: number }} CheckoutBooking */

/**
 * POST /api/store/checkout → 201. `accessToken` opens the order without an account; `payment` is
 * null for pay later (or when the gateway could not be reached).
 * @typedef {{ order: OrderBasics & { accessToken: string }, bookings: CheckoutBooking[], payment: PaymentStart | null }} CheckoutResponse
 */

/** @typedef {{ placeId: string, name_ar: string, name_en: string, address_ar: string, address_en: string, minutes_before: number, time: string }} BookingPickup */
/** @typedef {{ allowed: boolean, penaltyPercent: number, refundAmount: number, freeUntil: string | null }} BookingCancellation */
/**
 * Where the traveller meets the activity (the experience's `location`): place, address, how to find
 * it, and its coordinates (null when unknown).
 * @typedef {{ meeting_point_ar: string, meeting_point_en: string, address_ar: string, address_en: string,
 *   instructions_ar: string, instructions_en: string, lat: number | null, lng: number | null }} MeetingPoint
 */
/**
 * The Saudi simplified tax invoice of a paid order (docs/decisions/037). Amounts in halalas; the
 * total is VAT-inclusive and `vatAmount` = round(total × 15 / 115). `issuedAt`: when the order was
 * paid, ISO 8601 in UTC to the second. `qr`: ZATCA's TLV payload in base64 (tags 1 seller name,
 * 2 VAT number, 3 issuedAt, 4 total, 5 VAT, amounts as '120.00'). `demoSeller`: the seller is the
 * documented demo one (no RIHLA_SELLER_* variables).
 * @typedef {{ number: string, issuedAt: string, seller: { name_ar: string, name_en: string, vatNumber: string }, demoSeller: boolean,
 *   vatRatePercent: number, totalWithVat: number, vatAmount: number, totalWithoutVat: number, qr: string }} TaxInvoice
 */
/**
 * A booking as the order page shows it. `cancellationPolicy` is the option's policy as booked
 * (src/lib/cancellation-policy.ts reads it).
 * @typedef {{ id: string, status: BookingStatus, slotId: string,
 *   experience: { id: string, slug: string, title_ar: string, title_en: string, citySlug: string, image: string | null },
 *   option: { id: string, title_ar: string, title_en: string, pricing: string },
 *   date: string, startTime: string, travellers: Record<string, number>, unitPrices: Record<string, number>,
 *   seats: number, total: number, pickup: BookingPickup | null, meetingPoint: MeetingPoint | null, guests: GuestName[], cancellationPolicy: unknown,
 *   holdExpiresAt: string | null, voucherCode: string, refundAmount: number, cancelledAt: string | null,
 *   cancellation: BookingCancellation }} OrderBooking
 */
/**
 * @typedef {OrderBasics & { locale: string, leadGuest: LeadGuest | null, outcome: OrderOutcome, payable: boolean,
 *   paymentStatus: PaymentStatus, refundDue: number, refunded: number }} OrderDetails
 */
/**
 * GET /api/store/orders/{id} → 200. `invoice`: the tax invoice once the order is paid, else null.
 * @typedef {{ order: OrderDetails, bookings: OrderBooking[], invoice: TaxInvoice | null }} OrderView
 */

/** The payment methods a checkout may name. */
const PAYMENT_METHODS = /** @type {const} */ (['card', 'pay_later']);

/** Sizes past which a checkout is refused as malformed before the catalog is read. */
const LIMITS = {
  items: 20,
  // The option's own max_per_booking is checked against the catalog; this only bounds the body.
  travellersPerType: 100,
  travellerTypes: 10,
  name: 80,
  email: 254,
  guestsPerItem: 100,
  promoCode: 40,
  expectedTotal: 10000000000, // 100 million SAR in halalas
};

module.exports = { PAYMENT_METHODS, LIMITS };
