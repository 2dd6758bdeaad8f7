// What a verified payment changes, and how an order reads to the traveller. Pure: rows in,
// decisions out; payments-data.js applies them inside one transaction.
//
// A payment received for an order:
//   - a booking still 'held' is confirmed (its seats were held all along, even if its hold
//     expired a moment ago and the cron has not released it yet);
//   - a booking whose hold was released ('failed', or a pay-later 'cancelled' without a
//     customer cancellation) takes its seats again when its slot is open, not started and has
//     room — otherwise it stays failed and its share is refunded;
//   - anything else (already confirmed by another payment, cancelled by the customer) is
//     refunded: the traveller never pays twice;
//   - the order becomes 'confirmed' (everything booked), 'partially_confirmed' (some) or
//     'refund_pending' (nothing booked, all refunded).

const { bookingShares } = require('../checkout/booking-shares.js');
const { parsePbDate: parseMs } = require('../checkout/checkout-pricing.js');

const SETTLED_ORDER = ['confirmed', 'partially_confirmed', 'refund_pending', 'refunded'];

/**
 * @param input { order, bookings: [{ id, status, slot, seats, total, cancelled_at }],
 *                slots: { [slotId]: { capacity, reserved, status, startsAtMs } }, amount: halalas received,
 *                alreadyPaid: bool (another payment of this order was received), nowMs }
 * @returns { confirm: [bookingId], retake: { [slotId]: seats }, fail: [bookingId], orderStatus, refundDue, kept }
 */
function planPaid(input) {
  const { order, bookings, slots, amount, alreadyPaid, nowMs } = input;
  const plan = { confirm: [], retake: {}, fail: [], orderStatus: order.status, refundDue: 0, kept: 0 };
  if (alreadyPaid || SETTLED_ORDER.indexOf(order.status) !== -1) {
    plan.refundDue = amount;
    return plan;
  }
  const shares = bookingShares(order, bookings);
  const room = {};
  for (const slotId of Object.keys(slots || {})) {
    const slot = slots[slotId];
    room[slotId] = slot.status === 'open' && slot.startsAtMs > nowMs ? Math.max(0, (Number(slot.capacity) || 0) - (Number(slot.reserved) || 0)) : 0;
  }
  for (const booking of bookings) {
    const released = booking.status === 'failed' || (booking.status === 'cancelled' && !booking.cancelled_at);
    if (booking.status === 'held') {
      plan.confirm.push(booking.id);
      plan.kept += shares[booking.id];
    } else if (released && (room[booking.slot] || 0) >= booking.seats) {
      room[booking.slot] -= booking.seats;
      plan.retake[booking.slot] = (plan.retake[booking.slot] || 0) + booking.seats;
      plan.confirm.push(booking.id);
      plan.kept += shares[booking.id];
    } else if (released) {
      plan.fail.push(booking.id);
    }
  }
  plan.refundDue = Math.max(0, amount - plan.kept);
  if (plan.confirm.length === 0) plan.orderStatus = 'refund_pending';
  else if (plan.confirm.length === bookings.length) plan.orderStatus = 'confirmed';
  else plan.orderStatus = 'partially_confirmed';
  return plan;
}

/** Whether a held booking's hold is still running. */
const holdLive = (booking, nowMs) => booking.status === 'held' && parseMs(booking.hold_expires_at) > nowMs;

/**
 * Whether the order can be paid now (a new payment page): a card order waiting with live holds
 * and no payment received or in progress, or a pay-later reservation before its deadline.
 * `payments`: [{ status }] newest first.
 */
function orderPayable(order, bookings, payments, nowMs) {
  const latest = payments[0];
  if (latest && (latest.status === 'paid' || latest.status === 'pending')) return false;
  if (order.status === 'pending_payment') return bookings.some((booking) => holdLive(booking, nowMs));
  if (order.status === 'reserved') return parseMs(order.pay_by) > nowMs && bookings.some((booking) => booking.status === 'held');
  return false;
}

/**
 * The booking outcome the traveller sees (spec: in progress, booked successfully, partially
 * booked, booking unsuccessful, payment failed) plus the pay-later and end states.
 * → 'in_progress' | 'payment_failed' | 'booked' | 'partially_booked' | 'unsuccessful' | 'reserved' | 'cancelled' | 'expired'
 */
function orderOutcome(order, bookings, payments, nowMs) {
  const latest = payments[0];
  switch (order.status) {
    case 'pending_payment':
      if (latest && latest.status === 'paid') return 'in_progress';
      if (!bookings.some((booking) => holdLive(booking, nowMs))) return 'expired';
      return latest && latest.status === 'failed' ? 'payment_failed' : 'in_progress';
    case 'reserved':
      return 'reserved';
    case 'confirmed':
      return bookings.some((booking) => booking.status === 'confirmed') ? 'booked' : 'cancelled';
    case 'partially_confirmed':
      return bookings.some((booking) => booking.status === 'confirmed') ? 'partially_booked' : 'cancelled';
    case 'failed':
      return 'expired';
    case 'refund_pending':
      return 'unsuccessful';
    case 'refunded':
      return bookings.some((booking) => booking.cancelled_at) ? 'cancelled' : 'unsuccessful';
    default:
      return 'cancelled';
  }
}

module.exports = { planPaid, orderPayable, orderOutcome, holdLive };
