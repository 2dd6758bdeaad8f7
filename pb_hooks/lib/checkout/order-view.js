// @ts-check
// The answers of POST /api/store/checkout (201, also replayed for a repeated Idempotency-Key)
// and GET /api/store/orders/{id}. Pure: plain rows in, the API's JSON out. Instants are ISO 8601
// ('2026-12-01T09:30:00.000Z'); amounts are SAR halalas.

const { taxInvoice } = require('./tax-invoice.js');

/** @typedef {import('../contracts/checkout-contract.js').OrderBasics} OrderBasics */
/** @typedef {import('../contracts/checkout-contract.js').CheckoutResponse} CheckoutResponse */
/** @typedef {import('../contracts/checkout-contract.js').OrderView} OrderView */

/**
 * PocketBase's 'YYYY-MM-DD HH:MM:SS.sssZ' as ISO 8601, or null when empty.
 * @param {unknown} value
 * @returns {string | null}
 */
function isoDate(value) {
  if (typeof value !== 'string' || value === '') return null;
  return value.replace(' ', 'T');
}

/** @param {any} order a row of `orders` @returns {OrderBasics} */
const orderBasics = (order) => {
  /** @type {OrderBasics} */
  const out = {
    id: order.id,
    number: order.number,
    purchaseId: order.purchase_id,
    // Numbered at checkout (decision 037), but an invoice only once paid: unpaid orders show none (issue 34).
    invoiceNumber: order.paid_at ? order.invoice_number || '' : '',
    status: order.status,
    paymentMethod: order.payment_method,
    subtotal: order.subtotal || 0,
    discount: order.discount || 0,
    total: order.total || 0,
    currency: order.currency || 'SAR',
    promoCode: order.promo_code || '',
    created: isoDate(order.created) || '',
  };
  const payBy = order.payment_method === 'pay_later' ? isoDate(order.pay_by) : null;
  if (payBy) out.payBy = payBy;
  return out;
};

/**
 * POST /api/store/checkout → 201 { order, bookings, payment }.
 * `payment`: { provider, redirectUrl } for a card order whose payment page is open; null for pay later
 * (or when the gateway could not be reached: the order page offers to pay again).
 * @param {any} order @param {string} accessToken @param {any[]} bookings @param {CheckoutResponse['payment'] | undefined} payment
 * @returns {CheckoutResponse}
 */
function checkoutResponse(order, accessToken, bookings, payment) {
  return {
    order: { ...orderBasics(order), accessToken },
    bookings: bookings.map((booking) => ({
      id: booking.id,
      slotId: booking.slot,
      status: booking.status,
      holdExpiresAt: isoDate(booking.hold_expires_at),
      seats: booking.seats || 0,
      total: booking.total || 0,
    })),
    payment: payment || null,
  };
}

/**
 * GET /api/store/orders/{id} → { order, bookings }.
 * bookings: rows with `experience_row` ({ id, slug, title_ar, title_en, images, city_slug }) and
 * `option_row` ({ id, title_ar, title_en, pricing }) beside the booking's own fields.
 * `location` (the experience's meeting point, JSON) beside them.
 * extras: { payments: [{ status }] newest first, terms: { [bookingId]: cancellation terms },
 *   outcome and payable (payments/payment-outcome.js, decided by the payments: the order page is
 *   answered by payments/order-page-http.js), seller: the invoices' seller (tax-invoice.js sellerFromEnv) }.
 * @param {any} order @param {any[]} bookings @param {any} [extras]
 * @returns {OrderView}
 */
function orderViewResponse(order, bookings, extras) {
  const payments = (extras && extras.payments) || [];
  const terms = (extras && extras.terms) || {};
  const seller = (extras && extras.seller) || null;
  return {
    order: {
      ...orderBasics(order),
      locale: order.locale || '',
      leadGuest: order.lead_guest || null,
      outcome: extras && extras.outcome,
      payable: Boolean(extras && extras.payable),
      paymentStatus: payments.length > 0 ? payments[0].status : 'none',
      refundDue: order.refund_due || 0,
      refunded: order.refunded || 0,
    },
    bookings: bookings.map((booking) => {
      const experience = booking.experience_row || {};
      const option = booking.option_row || {};
      return {
        id: booking.id,
        status: booking.status,
        slotId: booking.slot,
        experience: {
          id: booking.experience,
          slug: experience.slug || '',
          title_ar: experience.title_ar || '',
          title_en: experience.title_en || '',
          citySlug: experience.city_slug || '',
          image: Array.isArray(experience.images) && experience.images.length > 0 ? experience.images[0] : null,
        },
        option: { id: booking.option, title_ar: option.title_ar || '', title_en: option.title_en || '', pricing: option.pricing || '' },
        date: booking.date,
        startTime: booking.start_time,
        travellers: booking.travellers || {},
        unitPrices: booking.unit_prices || {},
        seats: booking.seats || 0,
        total: booking.total || 0,
        pickup: booking.pickup || null,
        meetingPoint: meetingPointView(booking.location),
        guests: Array.isArray(booking.guests) ? booking.guests : [],
        cancellationPolicy: booking.cancellation_policy || null,
        holdExpiresAt: booking.status === 'held' ? isoDate(booking.hold_expires_at) : null,
        voucherCode: booking.status === 'confirmed' ? booking.voucher_code || '' : '',
        refundAmount: booking.refund_amount || 0,
        cancelledAt: isoDate(booking.cancelled_at),
        cancellation: cancellationView(terms[booking.id]),
      };
    }),
    invoice: taxInvoice(order, seller),
  };
}

/**
 * An experience's `location` as the order page shows it, or null when it names no place.
 * @param {any} location
 * @returns {import('../contracts/checkout-contract.js').MeetingPoint | null}
 */
function meetingPointView(location) {
  if (!location || typeof location !== 'object') return null;
  const text = (/** @type {string} */ name) => (typeof location[name] === 'string' ? location[name] : '');
  const coordinate = (/** @type {string} */ name, /** @type {number} */ limit) => (typeof location[name] === 'number' && Number.isFinite(location[name]) && Math.abs(location[name]) <= limit ? location[name] : null);
  const point = {
    meeting_point_ar: text('meeting_point_ar'),
    meeting_point_en: text('meeting_point_en'),
    address_ar: text('address_ar'),
    address_en: text('address_en'),
    instructions_ar: text('instructions_ar'),
    instructions_en: text('instructions_en'),
    lat: coordinate('lat', 90),
    lng: coordinate('lng', 180),
  };
  if (!point.meeting_point_ar && !point.meeting_point_en && !point.address_ar && !point.address_en && point.lat === null) return null;
  return point;
}

/**
 * Cancellation terms as the API gives them.
 * @param {any} terms
 * @returns {import('../contracts/checkout-contract.js').BookingCancellation}
 */
function cancellationView(terms) {
  if (!terms) return { allowed: false, penaltyPercent: 100, refundAmount: 0, freeUntil: null };
  return { allowed: terms.allowed, penaltyPercent: terms.penaltyPercent, refundAmount: terms.refundAmount, freeUntil: terms.freeUntilMs ? new Date(terms.freeUntilMs).toISOString() : null };
}

module.exports = { isoDate, checkoutResponse, orderViewResponse, meetingPointView };
