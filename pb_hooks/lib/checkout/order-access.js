// Who may see an order: its customer, staff, or the holder of its access token. Shared by the
// checkout's and the payments' handlers (the order page, paying again, cancelling, vouchers).
// Runs only inside PocketBase ($app, $security).

const checkoutData = require('./checkout-data.js');

const RECORD_ID = /^[a-z0-9]{15}$/;

/** The signed-in customer's id, or '' (staff and guests have none). */
const customerId = (e) => (e.auth && e.auth.collection().name === 'users' ? e.auth.id : '');

/**
 * The stored order when the caller may see it (its customer, staff, or its access token), else
 * null. The token comes in the X-Order-Token header only: a query string is written to request
 * logs and sent on in Referer headers.
 */
function accessibleOrder(e, id) {
  if (!RECORD_ID.test(id || '')) return null;
  const stored = checkoutData.loadOrder($app, id);
  if (!stored) return null;
  const token = e.request.header.get('X-Order-Token') || '';
  const userId = customerId(e);
  const owner = userId !== '' && stored.order.user === userId;
  const tokenMatches = token !== '' && stored.order.access_token !== '' && $security.equal(token, stored.order.access_token);
  return owner || tokenMatches || e.hasSuperuserAuth() ? stored : null;
}

module.exports = { RECORD_ID, customerId, accessibleOrder };
