// Reads and writes of payments: payment rows, webhook events applied once inside one
// transaction, refunds recorded, booking cancellations, pay-later reminders. Runs only inside
// PocketBase (every function takes the app). Decisions come from the pure modules
// payment-outcome.js, cancellation-terms.js and booking-shares.js.
/* global arrayOf */

const { pbDate, slotStartMs } = require('../checkout/checkout-pricing.js');
const { planPaid } = require('./payment-outcome.js');
const { cancellationTerms } = require('../checkout/cancellation-terms.js');
const { bookingShares } = require('../checkout/booking-shares.js');

const VOUCHER_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function rows(app, sql, params, shape) {
  const list = arrayOf(new DynamicModel(shape));
  app.db().newQuery(sql).bind(params || {}).all(list);
  return list;
}

function jsonRows(app, sql, params) {
  return rows(app, sql, params, { v: '' }).map((row) => JSON.parse(row.v));
}

const PAYMENT_COLUMNS = `json_object('id', id, 'order', \`order\`, 'provider', provider, 'provider_payment_id', coalesce(provider_payment_id, ''),
  'amount', coalesce(amount, 0), 'currency', coalesce(currency, ''), 'status', status, 'refunded_amount', coalesce(refunded_amount, 0),
  'details', json(CASE WHEN json_valid(details) AND json_type(details) = 'object' THEN details ELSE '{}' END),
  'locale', coalesce(locale, ''), 'redirect_url', coalesce(redirect_url, ''), 'created', created)`;

/** The order's payments, newest first. */
function paymentsOf(app, orderId) {
  return jsonRows(app, `SELECT ${PAYMENT_COLUMNS} AS v FROM payments WHERE \`order\` = {:order} ORDER BY created DESC, rowid DESC`, { order: orderId });
}

/** The payment row of a provider's session (Moyasar invoice, sandbox payment), or null. */
function findPayment(app, provider, sessionId) {
  const found = jsonRows(app, `SELECT ${PAYMENT_COLUMNS} AS v FROM payments WHERE provider = {:provider} AND provider_payment_id = {:id} LIMIT 1`, { provider, id: sessionId });
  return found.length > 0 ? found[0] : null;
}

/** Records a new payment page for an order. */
function insertPayment(app, { orderId, provider, sessionId, amount, currency, redirectUrl, locale }) {
  const record = new Record(app.findCachedCollectionByNameOrId('payments'));
  record.set('order', orderId);
  record.set('provider', provider);
  record.set('provider_payment_id', sessionId);
  record.set('amount', amount);
  record.set('currency', currency);
  record.set('status', 'initiated');
  record.set('redirect_url', redirectUrl);
  record.set('locale', locale);
  record.set('details', {});
  app.save(record);
  return record.id;
}

const ORDER_SQL = `SELECT json_object('id', id, 'status', status, 'payment_method', payment_method, 'total', coalesce(total, 0),
    'subtotal', coalesce(subtotal, 0), 'discount', coalesce(discount, 0), 'currency', currency, 'pay_by', coalesce(pay_by, ''),
    'paid_at', coalesce(paid_at, ''), 'refund_due', coalesce(refund_due, 0), 'refunded', coalesce(refunded, 0),
    'confirmation_sent_at', coalesce(confirmation_sent_at, ''), 'locale', coalesce(locale, ''), 'email', email) AS v
  FROM orders WHERE id = {:id}`;

const BOOKING_SQL = `SELECT json_object('id', b.id, 'status', b.status, 'slot', b.slot, 'seats', coalesce(b.seats, 0), 'total', coalesce(b.total, 0),
    'hold_expires_at', coalesce(b.hold_expires_at, ''), 'cancelled_at', coalesce(b.cancelled_at, ''), 'date', b.date, 'start_time', b.start_time,
    'refund_amount', coalesce(b.refund_amount, 0), 'voucher_code', coalesce(b.voucher_code, ''),
    'cancellation_policy', json(CASE WHEN json_valid(b.cancellation_policy) THEN b.cancellation_policy ELSE 'null' END),
    'slot_row', json_object('capacity', coalesce(s.capacity, 0), 'reserved', coalesce(s.reserved, 0), 'status', coalesce(s.status, ''),
      'date', coalesce(s.date, ''), 'start_time', coalesce(s.start_time, ''))) AS v
  FROM bookings b LEFT JOIN slots s ON s.id = b.slot WHERE b.\`order\` = {:id} ORDER BY b.rowid`;

function loadOrderState(app, orderId) {
  const orders = jsonRows(app, ORDER_SQL, { id: orderId });
  if (orders.length === 0) return null;
  return { order: orders[0], bookings: jsonRows(app, BOOKING_SQL, { id: orderId }) };
}

function newVoucherCode(app) {
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const code = `RH-${$security.randomStringWithAlphabet(4, VOUCHER_ALPHABET)}-${$security.randomStringWithAlphabet(4, VOUCHER_ALPHABET)}`;
    if (rows(app, 'SELECT id FROM bookings WHERE voucher_code = {:code} LIMIT 1', { code }, { id: '' }).length === 0) return code;
  }
  throw new Error('no free voucher code');
}

const MAPPED_STATUS = { initiated: 'initiated', pending: 'pending', paid: 'paid', failed: 'failed', refunded: 'refunded' };

/**
 * Applies one verified provider event, once: the event id is stored (a replay changes nothing),
 * then the payment's verified status is applied in the same transaction.
 * @param input { provider, eventId, eventType, payment: payments row, verified: { status, providerPaymentId }, nowMs }
 * @returns { duplicate, orderId, confirmed: bool (the order was confirmed now), refundDue: halalas to refund now }
 */
function applyPaymentEvent(app, input) {
  const { provider, eventId, eventType, payment, verified, nowMs } = input;
  const now = pbDate(nowMs);
  const result = { duplicate: false, orderId: payment.order, confirmed: false, refundDue: 0 };
  try {
    app.runInTransaction((txApp) => {
      if (rows(txApp, 'SELECT id FROM payment_events WHERE provider = {:provider} AND event_id = {:id} LIMIT 1', { provider, id: eventId }, { id: '' }).length > 0) {
        result.duplicate = true;
        return;
      }
      const event = new Record(txApp.findCachedCollectionByNameOrId('payment_events'));
      event.set('provider', provider);
      event.set('event_id', eventId);
      event.set('type', eventType);
      event.set('payment', payment.id);
      event.set('payload', { status: verified.status, providerPaymentId: verified.providerPaymentId || '' });
      event.set('processed_at', now);
      txApp.saveNoValidate(event);

      const current = jsonRows(txApp, `SELECT ${PAYMENT_COLUMNS} AS v FROM payments WHERE id = {:id}`, { id: payment.id })[0];
      const status = MAPPED_STATUS[verified.status] || 'pending';
      const details = { ...current.details };
      if (verified.providerPaymentId) details.providerPaymentId = verified.providerPaymentId;
      if (verified.card) details.card = verified.card;

      if (status === 'paid') {
        // Paid is final: a later 'failed' or 'pending' for the same payment changes nothing.
        if (current.status === 'paid' || current.status === 'refund_pending' || current.status === 'refunded') return;
        txApp
          .db()
          .newQuery('UPDATE payments SET status = {:status}, paid_at = {:now}, details = {:details}, updated = {:now} WHERE id = {:id}')
          .bind({ id: current.id, status: 'paid', now, details: JSON.stringify(details) })
          .execute();
        const state = loadOrderState(txApp, current.order);
        const otherPaid = rows(
          txApp,
          "SELECT id FROM payments WHERE `order` = {:order} AND id != {:id} AND status IN ('paid', 'refund_pending', 'refunded') LIMIT 1",
          { order: current.order, id: current.id },
          { id: '' },
        ).length > 0;
        const slots = {};
        for (const booking of state.bookings) {
          slots[booking.slot] = { ...booking.slot_row, startsAtMs: slotStartMs(booking.slot_row.date, booking.slot_row.start_time) };
        }
        const plan = planPaid({ order: state.order, bookings: state.bookings, slots, amount: current.amount, alreadyPaid: otherPaid, nowMs });
        for (const slotId of Object.keys(plan.retake)) {
          const taken = txApp
            .db()
            .newQuery("UPDATE slots SET reserved = coalesce(reserved, 0) + {:seats}, updated = {:now} WHERE id = {:id} AND status = 'open' AND coalesce(reserved, 0) + {:seats} <= coalesce(capacity, 0)")
            .bind({ id: slotId, seats: plan.retake[slotId], now })
            .execute();
          if (taken.rowsAffected() !== 1) throw new Error(`seats could not be taken again for slot ${slotId}`);
        }
        for (const bookingId of plan.confirm) {
          txApp
            .db()
            .newQuery("UPDATE bookings SET status = 'confirmed', voucher_code = {:voucher}, hold_expires_at = '', updated = {:now} WHERE id = {:id}")
            .bind({ id: bookingId, voucher: newVoucherCode(txApp), now })
            .execute();
        }
        const shares = bookingShares(state.order, state.bookings);
        for (const bookingId of plan.fail) {
          txApp
            .db()
            .newQuery("UPDATE bookings SET status = 'failed', refund_amount = {:refund}, hold_expires_at = '', updated = {:now} WHERE id = {:id}")
            .bind({ id: bookingId, refund: shares[bookingId] || 0, now })
            .execute();
        }
        const firstConfirmation = plan.confirm.length > 0 && state.order.confirmation_sent_at === '';
        txApp
          .db()
          .newQuery(
            `UPDATE orders SET status = {:status}, paid_at = CASE WHEN coalesce(paid_at, '') = '' THEN {:now} ELSE paid_at END,
               refund_due = coalesce(refund_due, 0) + {:refund}, pay_by = CASE WHEN {:status} IN ('confirmed', 'partially_confirmed') THEN '' ELSE pay_by END,
               confirmation_sent_at = CASE WHEN {:first} THEN {:now} ELSE confirmation_sent_at END, updated = {:now} WHERE id = {:id}`,
          )
          .bind({ id: state.order.id, status: plan.orderStatus, now, refund: plan.refundDue, first: firstConfirmation })
          .execute();
        result.confirmed = firstConfirmation;
        result.refundDue = plan.refundDue;
        return;
      }
      if (status === 'refunded') {
        txApp.db().newQuery('UPDATE payments SET details = {:details}, updated = {:now} WHERE id = {:id}').bind({ id: current.id, details: JSON.stringify(details), now }).execute();
        return;
      }
      // failed / pending / initiated: only an unsettled payment moves.
      if (current.status !== 'initiated' && current.status !== 'pending') return;
      txApp
        .db()
        .newQuery('UPDATE payments SET status = {:status}, details = {:details}, updated = {:now} WHERE id = {:id}')
        .bind({ id: current.id, status, details: JSON.stringify(details), now })
        .execute();
    });
  } catch (error) {
    // Another delivery of the same event won the unique index meanwhile.
    if (rows(app, 'SELECT id FROM payment_events WHERE provider = {:provider} AND event_id = {:id} LIMIT 1', { provider, id: eventId }, { id: '' }).length > 0) {
      return { ...result, duplicate: true, confirmed: false, refundDue: 0 };
    }
    throw error;
  }
  return result;
}

/**
 * Records a refund the gateway accepted: the payment's refunded amount, the order's refund
 * counters, and 'refunded' for an order whose whole payment went back.
 */
function recordRefund(app, { paymentId, orderId, amount, bookingId, nowMs }) {
  const now = pbDate(nowMs);
  app.runInTransaction((txApp) => {
    txApp
      .db()
      .newQuery(
        `UPDATE payments SET refunded_amount = coalesce(refunded_amount, 0) + {:amount},
           status = CASE WHEN coalesce(refunded_amount, 0) + {:amount} >= amount THEN 'refunded' ELSE status END, updated = {:now} WHERE id = {:id}`,
      )
      .bind({ id: paymentId, amount, now })
      .execute();
    txApp
      .db()
      .newQuery(
        `UPDATE orders SET refunded = coalesce(refunded, 0) + {:amount}, refund_due = max(coalesce(refund_due, 0) - {:amount}, 0),
           status = CASE WHEN status = 'refund_pending' AND max(coalesce(refund_due, 0) - {:amount}, 0) = 0 THEN 'refunded' ELSE status END,
           updated = {:now} WHERE id = {:id}`,
      )
      .bind({ id: orderId, amount, now })
      .execute();
    if (bookingId) txApp.db().newQuery("UPDATE bookings SET status = 'refunded', updated = {:now} WHERE id = {:id} AND status = 'cancelled'").bind({ id: bookingId, now }).execute();
  });
}

/** The payment that money came in through (newest paid one), or null. */
function paidPayment(app, orderId) {
  const found = jsonRows(app, `SELECT ${PAYMENT_COLUMNS} AS v FROM payments WHERE \`order\` = {:order} AND status IN ('paid', 'refunded') ORDER BY paid_at DESC LIMIT 1`, { order: orderId });
  return found.length > 0 ? found[0] : null;
}

/** Cancellation terms of every booking of a loaded order (for the order view). */
function termsFor(order, bookings, nowMs) {
  const shares = bookingShares(order, bookings);
  const paid = order.paid_at !== '';
  const terms = {};
  for (const booking of bookings) {
    terms[booking.id] = cancellationTerms({
      booking,
      paidShare: paid ? shares[booking.id] : 0,
      reservedUnpaid: !paid && order.status === 'reserved',
      startsAtMs: slotStartMs(booking.date, booking.start_time),
      nowMs,
    });
  }
  return terms;
}

/** { [bookingId]: terms } for the order view. */
function cancellationTermsOf(app, orderId, nowMs) {
  const state = loadOrderState(app, orderId);
  return state ? termsFor(state.order, state.bookings, nowMs) : {};
}

/**
 * Cancels one booking in one transaction: seats back, refund per policy recorded as due.
 * → { ok: true, refund, orderStatus, bookingStatus } | { ok: false, reason: 'not_found' | 'not_allowed' | 'refund_changed', refund? }
 */
function cancelBooking(app, { orderId, bookingId, expectedRefund, nowMs }) {
  const now = pbDate(nowMs);
  let outcome = null;
  app.runInTransaction((txApp) => {
    const state = loadOrderState(txApp, orderId);
    const booking = state ? state.bookings.find((candidate) => candidate.id === bookingId) : null;
    if (!booking) {
      outcome = { ok: false, reason: 'not_found' };
      return;
    }
    const terms = termsFor(state.order, state.bookings, nowMs)[bookingId];
    if (!terms.allowed) {
      outcome = { ok: false, reason: 'not_allowed' };
      return;
    }
    if (typeof expectedRefund === 'number' && expectedRefund !== terms.refundAmount) {
      outcome = { ok: false, reason: 'refund_changed', refund: terms.refundAmount };
      return;
    }
    txApp
      .db()
      .newQuery(
        "UPDATE bookings SET status = 'cancelled', cancelled_at = {:now}, refund_amount = {:refund}, penalty_percent = {:penalty}, hold_expires_at = '', updated = {:now} WHERE id = {:id} AND status IN ('confirmed', 'held')",
      )
      .bind({ id: bookingId, refund: terms.refundAmount, penalty: terms.penaltyPercent, now })
      .execute();
    txApp
      .db()
      .newQuery('UPDATE slots SET reserved = max(coalesce(reserved, 0) - {:seats}, 0), updated = {:now} WHERE id = {:id}')
      .bind({ id: booking.slot, seats: booking.seats, now })
      .execute();
    const live = state.bookings.filter((candidate) => candidate.id !== bookingId && (candidate.status === 'confirmed' || candidate.status === 'held'));
    const orderStatus = live.length === 0 ? 'cancelled' : state.order.status;
    txApp
      .db()
      .newQuery('UPDATE orders SET status = {:status}, refund_due = coalesce(refund_due, 0) + {:refund}, updated = {:now} WHERE id = {:id}')
      .bind({ id: orderId, status: orderStatus, refund: terms.refundAmount, now })
      .execute();
    outcome = { ok: true, refund: terms.refundAmount, orderStatus, bookingStatus: 'cancelled', penaltyPercent: terms.penaltyPercent };
  });
  return outcome;
}

/** Pay-later orders whose deadline is within `withinMs` and that had no reminder yet (at most `limit`). */
function remindersDue(app, nowMs, withinMs, limit) {
  return rows(
    app,
    "SELECT id FROM orders WHERE status = 'reserved' AND coalesce(reminder_sent_at, '') = '' AND pay_by != '' AND pay_by > {:now} AND pay_by <= {:until} LIMIT {:limit}",
    { now: pbDate(nowMs), until: pbDate(nowMs + withinMs), limit: limit || 100 },
    { id: '' },
  ).map((row) => row.id);
}

/** Marks the reminder as sent; false when another run took it first. */
function claimReminder(app, orderId, nowMs) {
  const result = app
    .db()
    .newQuery("UPDATE orders SET reminder_sent_at = {:now}, updated = {:now} WHERE id = {:id} AND status = 'reserved' AND coalesce(reminder_sent_at, '') = ''")
    .bind({ id: orderId, now: pbDate(nowMs) })
    .execute();
  return result.rowsAffected() === 1;
}

module.exports = {
  paymentsOf,
  findPayment,
  insertPayment,
  loadOrderState,
  applyPaymentEvent,
  recordRefund,
  paidPayment,
  cancellationTermsOf,
  cancelBooking,
  remindersDue,
  claimReminder,
};
