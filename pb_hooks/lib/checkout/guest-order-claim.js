// A customer's verified address claims the guest orders placed with it (decision 017). The
// accounts' hooks call it (pb_hooks/accounts.pb.js) — the checkout's orders are not the accounts'
// business, so accounts never require the checkout (decision 072). Runs inside PocketBase.

const { claimGuestOrders } = require('./checkout-data.js');

/** Guest orders with this verified customer's email become theirs (never for an unverified address). */
function claimForVerified(app, record) {
  if (!record || !record.verified()) return 0;
  try {
    return claimGuestOrders(app, record.id, record.email());
  } catch (error) {
    app.logger().warn('guest orders not claimed', 'user', record.id, 'error', String(error));
    return 0;
  }
}

module.exports = { claimForVerified };
