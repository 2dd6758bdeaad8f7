// GET /api/store/orders/{id}: the order page's answer — the order with its payments, what it
// would cost to cancel each booking now, its outcome and whether it can still be paid, and its
// tax invoice once paid. It lives with the payments because the outcome is theirs
// (payment-outcome.js); the checkout shapes the answer (order-view.js). Registered in
// pb_hooks/checkout.pb.js. Runs only inside PocketBase.

const { requestLocale } = require('../shared/messages.js');
const { noStore } = require('../shared/caller.js');
const { tc } = require('../checkout/checkout-messages.js');
const { accessibleOrder } = require('../checkout/order-access.js');
const { orderViewResponse } = require('../checkout/order-view.js');
const { sellerFromEnv } = require('../checkout/tax-invoice.js');
const { orderOutcome, orderPayable } = require('./payment-outcome.js');
const payments = require('./payments-data.js');

/**
 * The seller that tax invoices name (RIHLA_SELLER_NAME_AR/_EN, RIHLA_SELLER_VAT_NUMBER; the demo
 * seller when unset with sandbox payments). A missing or malformed configuration is logged once
 * and leaves paid orders without an invoice rather than with a wrong one (decision 037).
 */
function invoiceSeller() {
  const names = ['RIHLA_SELLER_NAME_AR', 'RIHLA_SELLER_NAME_EN', 'RIHLA_SELLER_VAT_NUMBER', 'RIHLA_PAYMENT_PROVIDER'];
  const env = {};
  for (const name of names) env[name] = $os.getenv(name);
  const config = sellerFromEnv(env);
  if (!config.ok && !$app.store().has('rihla:seller-config-logged')) {
    $app.store().set('rihla:seller-config-logged', true);
    $app.logger().error('tax invoices are not issued: the seller is not configured', 'problem', config.problem);
  }
  return config;
}

/** GET /api/store/orders/{id}?token= : the order for its owner, staff, or the holder of its access token; else 404. */
function orderView(e) {
  noStore(e);
  const query = e.request.url.query();
  const locale = requestLocale(query.get('locale'), e.request.header.get('Accept-Language'));
  const stored = accessibleOrder(e, e.request.pathValue('id'));
  if (!stored) return e.json(404, { status: 404, message: tc(locale, 'order_not_found'), data: {} });
  const nowMs = Date.now();
  const paid = payments.paymentsOf($app, stored.order.id);
  const extras = {
    payments: paid,
    terms: payments.cancellationTermsOf($app, stored.order.id, nowMs),
    outcome: orderOutcome(stored.order, stored.bookings, paid, nowMs),
    payable: orderPayable(stored.order, stored.bookings, paid, nowMs),
    seller: invoiceSeller(),
  };
  return e.json(200, orderViewResponse(stored.order, stored.bookings, extras));
}

module.exports = { orderView };
