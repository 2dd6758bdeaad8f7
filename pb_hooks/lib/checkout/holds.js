// Releasing expired holds. Pure: which bookings to release and what follows for their slots,
// orders and promo redemptions. checkout-data.js reads the rows and applies the plan inside one
// transaction (cron every minute, and POST /api/store/admin/release-holds for staff and tests).
//
//   - a card hold expires at its booking's hold_expires_at (checkout + hold_minutes);
//   - a pay-later reservation expires at the order's pay_by (also its bookings' hold_expires_at);
//   - a released card booking becomes 'failed', an unpaid pay-later booking 'cancelled'; its seats
//     go back to the slot;
//   - an order still waiting (pending_payment / reserved) with no live booking left (held or
//     confirmed) becomes 'failed' (card) or 'cancelled' (pay later) and gives back its promo
//     redemption; with confirmed bookings left and none held it becomes 'partially_confirmed'.

const { parsePbDate } = require('./checkout-pricing.js');

const LIVE = ['held', 'confirmed'];
const WAITING_ORDER = ['pending_payment', 'reserved'];

/** Whether a booking's hold is over at nowMs. */
function holdExpired(booking, order, nowMs) {
  if (!booking || booking.status !== 'held') return false;
  const expires = parsePbDate(booking.hold_expires_at);
  if (!Number.isNaN(expires) && expires <= nowMs) return true;
  if (order && order.payment_method === 'pay_later') {
    const payBy = parsePbDate(order.pay_by);
    if (!Number.isNaN(payBy) && payBy <= nowMs) return true;
  }
  return false;
}

/**
 * @param input { orders: [order rows], bookings: [every booking of those orders], nowMs }
 * @returns { bookings: [{ id, status }], slots: { [slotId]: seats to give back }, orders: [{ id, status }], promos: [{ orderId, promo }] }
 */
function planRelease(input) {
  const ordersById = {};
  for (const order of input.orders || []) ordersById[order.id] = order;
  const plan = { bookings: [], slots: {}, orders: [], promos: [] };
  const released = {};
  for (const booking of input.bookings || []) {
    const order = ordersById[booking.order];
    if (!holdExpired(booking, order, input.nowMs)) continue;
    const status = order && order.payment_method === 'pay_later' ? 'cancelled' : 'failed';
    plan.bookings.push({ id: booking.id, status });
    released[booking.id] = status;
    const seats = Math.max(0, Number(booking.seats) || 0);
    if (seats > 0) plan.slots[booking.slot] = (plan.slots[booking.slot] || 0) + seats;
  }
  for (const order of input.orders || []) {
    if (WAITING_ORDER.indexOf(order.status) === -1) continue;
    const own = (input.bookings || []).filter((booking) => booking.order === order.id);
    const statusAfter = (booking) => released[booking.id] || booking.status;
    const live = own.filter((booking) => LIVE.indexOf(statusAfter(booking)) !== -1);
    // Orders are only looked at when one of their holds ended now, or when nothing of them is live.
    if (!own.some((booking) => released[booking.id]) && live.length > 0) continue;
    if (live.length === 0) {
      plan.orders.push({ id: order.id, status: order.payment_method === 'pay_later' ? 'cancelled' : 'failed' });
      if (order.promo) plan.promos.push({ orderId: order.id, promo: order.promo });
    } else if (live.every((booking) => statusAfter(booking) === 'confirmed')) {
      plan.orders.push({ id: order.id, status: 'partially_confirmed' });
    }
  }
  return plan;
}

module.exports = { holdExpired, planRelease, LIVE };
