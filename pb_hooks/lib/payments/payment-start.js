// Opening a payment page at the active gateway for an order, recorded, at most one open at a
// time. Used by the checkout (a card checkout's first page) and by paying again
// (payments-http.js). Runs only inside PocketBase ($app).

const { outcomeLink } = require('../checkout/order-mail.js');
const { currentAddresses } = require('../shared/public-address.js');
const checkoutData = require('../checkout/checkout-data.js');
const gateways = require('./payment-gateways.js');
const payments = require('./payments-data.js');

/** The order's open (initiated) payment page, in the asked language for the sandbox's; or null. */
function openPayment(orderId, locale) {
  const latest = payments.paymentsOf($app, orderId)[0];
  if (!latest || latest.status !== 'initiated') return null;
  const redirectUrl = latest.redirect_url.indexOf('/pay/sandbox/') === 0 ? latest.redirect_url.replace(/lang=(ar|en)/, `lang=${locale === 'en' ? 'en' : 'ar'}`) : latest.redirect_url;
  return { provider: latest.provider, redirectUrl };
}

/**
 * The order's payment page: the open one, or a new one at the active gateway, recorded. One page
 * at most is open per order (a unique index): when two requests open one at once, both answer
 * with the page that was recorded first (the other session is left unused at the gateway).
 * Every address handed to the gateway comes from configuration (public-address.js), never
 * from the request; the access token rides in the return pages' fragment, which browsers
 * never send to a server.
 * @param order { id, number, total, currency, access_token }
 * → { provider, redirectUrl }. Throws when the gateway refuses or cannot be reached.
 */
function startPayment(order, locale) {
  const open = openPayment(order.id, locale);
  if (open) return open;
  const gateway = gateways.activeGateway();
  const addresses = currentAddresses();
  const session = gateway.createSession({
    orderId: order.id,
    orderNumber: order.number,
    amount: order.total,
    currency: order.currency || 'SAR',
    description: `Rihla order ${order.number}`,
    locale,
    successUrl: outcomeLink(addresses.appUrl, locale, 'success', order.id, order.access_token),
    failureUrl: outcomeLink(addresses.appUrl, locale, 'error', order.id, order.access_token),
    webhookUrl: `${addresses.webhookBaseUrl}/api/store/payments/${gateway.name}/webhook`,
  });
  try {
    payments.insertPayment($app, {
      orderId: order.id,
      provider: gateway.name,
      sessionId: session.sessionId,
      amount: order.total,
      currency: order.currency || 'SAR',
      redirectUrl: session.redirectUrl,
      locale,
    });
  } catch (error) {
    const winner = openPayment(order.id, locale);
    if (winner) return winner;
    throw error;
  }
  return { provider: gateway.name, redirectUrl: session.redirectUrl };
}

/** The payment page of a card checkout just made (null with a logged error when the gateway failed). */
function paymentForCheckout(orderId, locale) {
  const stored = checkoutData.loadOrder($app, orderId);
  if (!stored || stored.order.payment_method !== 'card' || stored.order.status !== 'pending_payment') return null;
  // A replayed checkout gets the page it was given while that page can still be used; none once paid or failed.
  const latest = payments.paymentsOf($app, orderId)[0];
  if (latest && latest.status !== 'initiated') return null;
  try {
    return startPayment(stored.order, locale);
  } catch (error) {
    $app.logger().error('payment page could not be opened', 'order', orderId, 'error', String(error));
    return null;
  }
}

module.exports = { startPayment, paymentForCheckout };
