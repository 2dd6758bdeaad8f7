// @ts-check
// The staff's orders desk (issue 37 item 1, docs/api.md "Orders desk"): the filters staff search
// orders with, their limits, and the list's shapes. The hooks validate with it
// (pb_hooks/lib/front-desk/orders-desk-http.js), the /staff/orders screen is typed by it, and so is
// tests/api/orders-desk.test.ts.

/** @typedef {import('./checkout-contract.js').OrderStatus} OrderStatus */
/** @typedef {import('./checkout-contract.js').BookingStatus} BookingStatus */

/**
 * The list's status filters, each a group of order statuses: `pay_later_due` is a pay-later
 * reservation not paid yet, `refunded` includes refunds still on their way.
 * @typedef {'confirmed' | 'pay_later_due' | 'awaiting_payment' | 'cancelled' | 'refunded' | 'failed'} OrderDeskStatus
 */

/**
 * GET /api/store/staff/orders?q=&status=&date=&page=&locale= (staff: managers and agents).
 * `q` finds an order by its number, the lead traveller's e-mail, phone (any digits, Arabic-Indic
 * included) or name, or an experience's title; `date` is a departure day (YYYY-MM-DD).
 * @typedef {{ q: string, status: '' | OrderDeskStatus, date: string, page: number }} OrderDeskFilters
 */

/** @typedef {{ id: string, status: BookingStatus, experience: { id: string, title_ar: string, title_en: string }, option: { title_ar: string, title_en: string }, date: string, startTime: string, seats: number, voucherCode: string }} OrderDeskBooking */

/**
 * One order in the list. Instants ISO 8601, amounts SAR halalas; `payBy` only for pay later.
 * @typedef {{ id: string, number: string, status: OrderStatus, paymentMethod: 'card' | 'pay_later', total: number, currency: string,
 *   created: string, payBy: string | null, locale: string,
 *   leadGuest: { name: string, email: string, phone: string }, bookings: OrderDeskBooking[] }} OrderDeskRow
 */

/** @typedef {{ items: OrderDeskRow[], page: number, perPage: number, totalItems: number, totalPages: number }} OrderDeskList */

/** The order statuses behind each filter. */
const ORDER_DESK_STATUSES = /** @type {const} */ ({
  confirmed: ['confirmed', 'partially_confirmed'],
  pay_later_due: ['reserved'],
  awaiting_payment: ['pending_payment'],
  cancelled: ['cancelled'],
  refunded: ['refund_pending', 'refunded'],
  failed: ['failed'],
});

const ORDER_DESK_LIMITS = { query: 100, pageSize: 20, maxPage: 10000 };

module.exports = { ORDER_DESK_STATUSES, ORDER_DESK_LIMITS };
