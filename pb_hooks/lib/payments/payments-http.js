// The HTTP side of payments: starting a payment page, the provider webhook, paying an order
// again, cancelling a booking, the sandbox's hosted page, and the jobs (delayed sandbox
// confirmations, pay-later reminders). Each exported handler is registered in
// pb_hooks/payments.pb.js. Runs only inside PocketBase ($app, $http, $security, $os).
/* global arrayOf */

const { requestLocale } = require('../shared/messages.js');
const { tc } = require('../checkout/checkout-messages.js');
const { signatureHeader } = require('./webhook-signature.js');
const { orderPayable } = require('./payment-outcome.js');
const { confirmationMail, reminderMail } = require('../checkout/order-mail.js');
const sandboxPage = require('./sandbox-page.js');
const gateways = require('./payment-gateways.js');
const payments = require('./payments-data.js');
const checkoutData = require('../checkout/checkout-data.js');
const { RECORD_ID, accessibleOrder } = require('../checkout/order-access.js');
const { startPayment } = require('./payment-start.js');
const { pbDate } = require('../checkout/checkout-pricing.js');
const { afterFailedAttempt, deliveryError } = require('./webhook-retry.js');
const { sendMail, appUrl } = require('../shared/mail-send.js');
const { refundThroughGateway } = require('./gateway-refund.js');

const MAX_WEBHOOK_BYTES = 65536;

const noStore = (e) => e.response.header().set('Cache-Control', 'no-store');

/** The parsed JSON body (or {}) and the answer's language. */
function readJson(e) {
  let body;
  try {
    body = JSON.parse(JSON.stringify(e.requestInfo().body)) || {};
  } catch (_error) {
    body = {};
  }
  if (typeof body !== 'object' || Array.isArray(body)) body = {};
  const query = e.request.url.query();
  const explicit = typeof body.locale === 'string' ? body.locale : query.get('locale');
  return { body, locale: requestLocale(explicit, e.request.header.get('Accept-Language')) };
}

/** POST /api/store/orders/{id}/pay : a new payment page for an order that may still be paid. */
function pay(e) {
  noStore(e);
  const { locale } = readJson(e);
  const stored = accessibleOrder(e, e.request.pathValue('id'));
  if (!stored) return e.json(404, { status: 404, message: tc(locale, 'order_not_found'), data: {} });
  const state = payments.loadOrderState($app, stored.order.id);
  if (!orderPayable(state.order, state.bookings, payments.paymentsOf($app, stored.order.id), Date.now())) {
    return e.json(409, { status: 409, message: tc(locale, 'order_not_payable'), data: {} });
  }
  try {
    return e.json(201, { payment: startPayment(stored.order, locale) });
  } catch (error) {
    $app.logger().error('payment page could not be opened', 'order', stored.order.id, 'error', String(error));
    return e.json(503, { status: 503, message: tc(locale, 'payment_unavailable'), data: {} });
  }
}

function sendConfirmation(orderId) {
  try {
    const stored = checkoutData.loadOrder($app, orderId);
    sendMail(stored.order.email, confirmationMail({ order: stored.order, bookings: stored.bookings, appUrl: appUrl(), accessToken: stored.order.access_token }));
  } catch (error) {
    $app.logger().error('confirmation mail failed', 'order', orderId, 'error', String(error));
  }
}

const FINAL_EVENT = /succeeded|paid|failed|refunded/;
const FINAL_STATUS = ['paid', 'failed', 'refunded'];

/** POST /api/store/payments/{provider}/webhook */
function webhook(e) {
  noStore(e);
  const locale = 'en';
  const refuse = (key) => e.json(400, { status: 400, message: tc(locale, key), data: {} });
  const provider = e.request.pathValue('provider');
  const gateway = gateways.gatewayNamed(provider);
  if (!gateway) return e.json(404, { status: 404, message: tc(locale, 'webhook_unknown_provider'), data: {} });
  let rawBody;
  try {
    rawBody = toString(e.request.body, MAX_WEBHOOK_BYTES);
  } catch (_error) {
    return refuse('webhook_malformed');
  }
  const header = (name) => e.request.header.get(name);
  const verified = gateway.verifyCallback({ header, rawBody, nowSeconds: Math.floor(Date.now() / 1000) });
  if (!verified.ok) return refuse(verified.reason === 'malformed' ? 'webhook_malformed' : 'webhook_invalid');
  const fetched = gateway.fetchPayment(verified.paymentRef);
  if (!fetched) return refuse('webhook_unknown_payment');
  const claims = verified.claims;
  if (claims && ((claims.orderId !== undefined && claims.orderId !== fetched.orderId) || (claims.amount !== undefined && claims.amount !== fetched.amount) || (claims.currency !== undefined && claims.currency !== fetched.currency))) {
    return refuse('webhook_payment_mismatch');
  }
  const payment = payments.findPayment($app, provider, fetched.sessionId);
  if (!payment) return refuse('webhook_unknown_payment');
  const state = payments.loadOrderState($app, payment.order);
  if (!state || (fetched.orderId && fetched.orderId !== payment.order)) return refuse('webhook_payment_mismatch');
  if (fetched.amount !== payment.amount || fetched.currency !== payment.currency || payment.amount !== state.order.total || payment.currency !== state.order.currency) {
    return refuse('webhook_payment_mismatch');
  }
  // An event that says the payment ended while the provider still has it open (a lagging API,
  // or a forged early event) is not taken: nothing is stored, so the real delivery still counts.
  if (FINAL_EVENT.test(verified.event.type) && FINAL_STATUS.indexOf(fetched.status) === -1) {
    return e.json(409, { status: 409, message: tc(locale, 'webhook_not_settled'), data: {} });
  }
  const result = payments.applyPaymentEvent($app, {
    provider,
    eventId: verified.event.id,
    eventType: verified.event.type,
    payment,
    verified: { status: fetched.status, providerPaymentId: fetched.providerPaymentId, card: fetched.card },
    nowMs: Date.now(),
  });
  if (!result.duplicate) {
    if (result.refundDue > 0) refundThroughGateway(payment.order, result.refundDue, '');
    if (result.confirmed) sendConfirmation(payment.order);
  }
  return e.json(200, { received: true, duplicate: result.duplicate });
}

/** POST /api/store/orders/{id}/bookings/{bookingId}/cancel */
function cancel(e) {
  noStore(e);
  const { body, locale } = readJson(e);
  const stored = accessibleOrder(e, e.request.pathValue('id'));
  if (!stored) return e.json(404, { status: 404, message: tc(locale, 'order_not_found'), data: {} });
  const expected = body.expectedRefund;
  if (expected !== undefined && expected !== null && !(typeof expected === 'number' && Number.isInteger(expected) && expected >= 0)) {
    const message = tc(locale, 'expected_refund_invalid');
    return e.json(400, { status: 400, message, data: { expectedRefund: { code: 'validation_invalid_number', message } } });
  }
  const bookingId = e.request.pathValue('bookingId');
  if (!RECORD_ID.test(bookingId || '')) return e.json(404, { status: 404, message: tc(locale, 'booking_not_found'), data: {} });
  const outcome = payments.cancelBooking($app, { orderId: stored.order.id, bookingId, expectedRefund: typeof expected === 'number' ? expected : undefined, nowMs: Date.now() });
  if (!outcome.ok && outcome.reason === 'not_found') return e.json(404, { status: 404, message: tc(locale, 'booking_not_found'), data: {} });
  if (!outcome.ok && outcome.reason === 'refund_changed') {
    const message = tc(locale, 'cancel_refund_changed', { amount: (outcome.refund / 100).toFixed(2) });
    return e.json(409, { status: 409, message, data: { expectedRefund: { code: 'refund_changed', message, refundAmount: outcome.refund } } });
  }
  if (!outcome.ok) return e.json(409, { status: 409, message: tc(locale, 'cancel_not_allowed'), data: {} });
  const refunded = refundThroughGateway(stored.order.id, outcome.refund, bookingId);
  return e.json(200, {
    message: tc(locale, 'cancel_done'),
    booking: { id: bookingId, status: refunded ? 'refunded' : 'cancelled', refundAmount: outcome.refund, penaltyPercent: outcome.penaltyPercent },
    order: { id: stored.order.id, status: outcome.orderStatus },
  });
}

// ---- The sandbox gateway's hosted page and its callbacks ----

const sandboxLang = (value) => (value === 'en' ? 'en' : 'ar');

function orderNumberOf(orderId) {
  try {
    return $app.findRecordById('orders', orderId).getString('number');
  } catch (_error) {
    return '';
  }
}

function sessionView(row) {
  return { id: row.id, orderId: row.getString('order_id'), orderNumber: orderNumberOf(row.getString('order_id')), amount: row.getInt('amount'), currency: row.getString('currency'), last4: row.getString('card_last4') };
}

const html = (e, status, page) => {
  noStore(e);
  return e.html(status, page);
};

/**
 * Sends the sandbox's signed callback for the row's current state. A failed delivery is owed
 * again after a growing gap and given up after a cap (webhook-retry.js); the row keeps the
 * delivery's state, the attempts and the last error for staff.
 */
function deliverSandboxEvent(row, type) {
  const body = JSON.stringify({
    id: `evt_${row.id}_${type.replace('payment.', '')}`,
    type,
    created: new Date().toISOString(),
    data: { paymentId: row.id, orderId: row.getString('order_id'), amount: row.getInt('amount'), currency: row.getString('currency') },
  });
  const signature = signatureHeader({ body, secret: gateways.sandboxSecret(), timestampSeconds: Date.now() / 1000, hmac: (text, secret) => $security.hs256(text, secret) });
  let delivered = false;
  let failure = '';
  try {
    const response = $http.send({ url: row.getString('webhook_url'), method: 'POST', body, headers: { 'content-type': 'application/json', 'Rihla-Signature': signature }, timeout: WEBHOOK_TIMEOUT_SECONDS });
    delivered = response.statusCode >= 200 && response.statusCode < 300;
    if (!delivered) failure = `HTTP ${response.statusCode}`;
  } catch (error) {
    failure = String(error);
  }
  const fresh = gateways.sandboxRow(row.id);
  if (fresh) {
    const nowMs = Date.now();
    const attempts = fresh.getInt('delivery_attempts') + 1;
    fresh.set('delivery_attempts', attempts);
    if (delivered) {
      // A 3-D Secure payment's 'pending' event is followed by its confirmation, still owed.
      const pendingLater = fresh.getString('status') === 'pending' && type === 'payment.pending';
      fresh.set('deliver_at', pendingLater ? fresh.getString('deliver_at') : '');
      fresh.set('delivery_status', pendingLater ? 'pending' : 'delivered');
      fresh.set('delivery_attempts', pendingLater ? 0 : attempts);
      fresh.set('last_delivery_error', '');
    } else {
      const next = afterFailedAttempt(attempts, nowMs);
      fresh.set('last_delivery_error', deliveryError(failure));
      fresh.set('deliver_at', next.giveUp ? '' : pbDate(next.retryAtMs));
      fresh.set('delivery_status', next.giveUp ? 'gave_up' : 'pending');
      if (next.giveUp) $app.logger().error('sandbox webhook given up', 'payment', row.id, 'attempts', attempts, 'error', deliveryError(failure));
      else $app.logger().warn('sandbox webhook not delivered', 'payment', row.id, 'attempts', attempts, 'error', deliveryError(failure));
    }
    $app.save(fresh);
  }
  return delivered;
}

/**
 * Moves a sandbox payment from one state to another once (a double submit finds it moved). A
 * move to paid or failed also marks its callback as owed (deliver_at), in the same write, so a
 * crash before the delivery leaves it to the cron: the ledger is its own outbox.
 */
function moveSandbox(row, from, to, extra) {
  const owed = to === 'paid' || to === 'failed' ? pbDate(Date.now() + 60000) : '';
  // Each state has its own callback: its delivery starts afresh.
  const result = $app
    .db()
    .newQuery(
      "UPDATE sandbox_payments SET status = {:to}, card_brand = {:brand}, card_last4 = {:last4}, deliver_at = {:deliver}, delivery_status = CASE WHEN {:deliver} != '' THEN 'pending' ELSE delivery_status END, delivery_attempts = 0, last_delivery_error = '', updated = {:now} WHERE id = {:id} AND status = {:from}",
    )
    .bind({
      id: row.id,
      from,
      to,
      brand: (extra && extra.brand) || row.getString('card_brand'),
      last4: (extra && extra.last4) || row.getString('card_last4'),
      deliver: (extra && extra.deliverAt) || owed,
      now: pbDate(Date.now()),
    })
    .execute();
  return result.rowsAffected() === 1 ? gateways.sandboxRow(row.id) : null;
}

function sessionOver(e, lang, row) {
  const status = row.getString('status');
  const back = status === 'failed' ? row.getString('failure_url') : row.getString('success_url');
  return html(e, 409, sandboxPage.sessionOverPage({ lang, backHref: back }));
}

/** GET /pay/sandbox/{session} */
function sandboxPageView(e) {
  const lang = sandboxLang(e.request.url.query().get('lang'));
  const row = gateways.sandboxRow(e.request.pathValue('session'));
  if (!row) return html(e, 404, sandboxPage.sessionOverPage({ lang, backHref: '' }));
  if (row.getString('status') === 'authenticating') return e.redirect(303, `/pay/sandbox/${row.id}/challenge?lang=${lang}`);
  if (row.getString('status') !== 'initiated') return sessionOver(e, lang, row);
  return html(e, 200, sandboxPage.cardFormPage({ lang, session: sessionView(row), errors: [] }));
}

/** The submitted form fields as text (never logged, never stored). */
function formOf(e) {
  const read = (name) => {
    try {
      return String(e.request.formValue(name) || '').slice(0, 200);
    } catch (_error) {
      return '';
    }
  };
  return { lang: read('lang'), action: read('action'), card_number: read('card_number'), expiry: read('expiry'), cvc: read('cvc'), name: read('name') };
}

/** POST /pay/sandbox/{session} : pay with a test card, or cancel. */
function sandboxPay(e) {
  const form = formOf(e);
  const lang = sandboxLang(form.lang);
  const row = gateways.sandboxRow(e.request.pathValue('session'));
  if (!row) return html(e, 404, sandboxPage.sessionOverPage({ lang, backHref: '' }));
  if (row.getString('status') !== 'initiated') return sessionOver(e, lang, row);
  if (form.action === 'cancel') {
    const moved = moveSandbox(row, 'initiated', 'failed');
    if (!moved) return sessionOver(e, lang, gateways.sandboxRow(row.id));
    deliverSandboxEvent(moved, 'payment.failed');
    return e.redirect(303, moved.getString('failure_url'));
  }
  const card = sandboxPage.readCard(form, Date.now());
  if (!card.ok) return html(e, 400, sandboxPage.cardFormPage({ lang, session: sessionView(row), errors: card.errors }));
  if (card.behaviour === 'three_ds') {
    const moved = moveSandbox(row, 'initiated', 'authenticating', card);
    if (!moved) return sessionOver(e, lang, gateways.sandboxRow(row.id));
    return e.redirect(303, `/pay/sandbox/${row.id}/challenge?lang=${lang}`);
  }
  const paid = card.behaviour === 'success';
  const moved = moveSandbox(row, 'initiated', paid ? 'paid' : 'failed', card);
  if (!moved) return sessionOver(e, lang, gateways.sandboxRow(row.id));
  deliverSandboxEvent(moved, paid ? 'payment.succeeded' : 'payment.failed');
  return e.redirect(303, moved.getString(paid ? 'success_url' : 'failure_url'));
}

/** GET /pay/sandbox/{session}/challenge */
function sandboxChallengeView(e) {
  const lang = sandboxLang(e.request.url.query().get('lang'));
  const row = gateways.sandboxRow(e.request.pathValue('session'));
  if (!row) return html(e, 404, sandboxPage.sessionOverPage({ lang, backHref: '' }));
  if (row.getString('status') !== 'authenticating') return sessionOver(e, lang, row);
  return html(e, 200, sandboxPage.challengePage({ lang, session: sessionView(row) }));
}

const SANDBOX_CONFIRMATION_DELAY_MS = 5000;

/** POST /pay/sandbox/{session}/challenge : the bank's confirmation; the payment completes later. */
function sandboxChallenge(e) {
  const form = formOf(e);
  const lang = sandboxLang(form.lang);
  const row = gateways.sandboxRow(e.request.pathValue('session'));
  if (!row) return html(e, 404, sandboxPage.sessionOverPage({ lang, backHref: '' }));
  if (row.getString('status') !== 'authenticating') return sessionOver(e, lang, row);
  if (form.action !== 'confirm') {
    const moved = moveSandbox(row, 'authenticating', 'failed');
    if (!moved) return sessionOver(e, lang, gateways.sandboxRow(row.id));
    deliverSandboxEvent(moved, 'payment.failed');
    return e.redirect(303, moved.getString('failure_url'));
  }
  const moved = moveSandbox(row, 'authenticating', 'pending', { deliverAt: pbDate(Date.now() + SANDBOX_CONFIRMATION_DELAY_MS) });
  if (!moved) return sessionOver(e, lang, gateways.sandboxRow(row.id));
  deliverSandboxEvent(moved, 'payment.pending');
  return e.redirect(303, moved.getString('success_url'));
}

const EVENT_FOR_STATUS = { paid: 'payment.succeeded', failed: 'payment.failed', pending: 'payment.succeeded' };
const WEBHOOK_TIMEOUT_SECONDS = 10;
// A run stops taking new deliveries after this long, so runs of the minutely cron never pile up.
const DELIVERY_RUN_BUDGET_MS = 40 * 1000;

/**
 * The sandbox's owed callbacks, oldest due first: delayed confirmations that are due (pending →
 * paid) and deliveries that failed earlier and whose gap has passed. A delivery that keeps
 * failing moves back (webhook-retry.js), so it never holds up the others. `force` delivers
 * everything owed now, whatever its gap (staff and tests); deliveries given up are never taken.
 */
function deliverSandboxEvents(force) {
  const started = Date.now();
  const due = arrayOf(new DynamicModel({ id: '' }));
  $app
    .db()
    .newQuery("SELECT id FROM sandbox_payments WHERE deliver_at != '' AND ({:force} OR deliver_at <= {:now}) AND status IN ('pending', 'paid', 'failed') ORDER BY deliver_at, id LIMIT 50")
    .bind({ force: Boolean(force), now: pbDate(started) })
    .all(due);
  let delivered = 0;
  for (const { id } of due) {
    if (Date.now() - started > DELIVERY_RUN_BUDGET_MS) break;
    let row = gateways.sandboxRow(id);
    if (!row) continue;
    if (row.getString('status') === 'pending') row = moveSandbox(row, 'pending', 'paid', { deliverAt: row.getString('deliver_at') });
    if (!row) continue;
    if (deliverSandboxEvent(row, EVENT_FOR_STATUS[row.getString('status')])) delivered += 1;
  }
  return delivered;
}

/** POST /api/store/admin/payments/sandbox/deliver (staff) */
function adminDeliverSandbox(e) {
  noStore(e);
  return e.json(200, { delivered: deliverSandboxEvents(true) });
}

const REMINDER_BEFORE_MS = 24 * 3600 * 1000;

/** Reminder mails for pay-later reservations whose deadline is within a day. → how many were sent. */
function sendPayLaterReminders(nowMs) {
  let sent = 0;
  for (const orderId of payments.remindersDue($app, nowMs, REMINDER_BEFORE_MS, 100)) {
    if (!payments.claimReminder($app, orderId, nowMs)) continue;
    try {
      const stored = checkoutData.loadOrder($app, orderId);
      sendMail(stored.order.email, reminderMail({ order: stored.order, appUrl: appUrl(), accessToken: stored.order.access_token }));
      sent += 1;
    } catch (error) {
      $app.logger().error('pay-later reminder failed', 'order', orderId, 'error', String(error));
    }
  }
  return sent;
}

/** POST /api/store/admin/payments/reminders (staff) */
function adminReminders(e) {
  noStore(e);
  return e.json(200, { sent: sendPayLaterReminders(Date.now()) });
}

module.exports = {
  pay,
  webhook,
  cancel,
  sandboxPageView,
  sandboxPay,
  sandboxChallengeView,
  sandboxChallenge,
  deliverSandboxEvents,
  adminDeliverSandbox,
  sendPayLaterReminders,
  adminReminders,
};
