/// <reference path="../pb_data/types.d.ts" />
// Business API of the cart and checkout (docs/api.md, docs/decisions/010-checkout-and-holds.md):
// cart check, promo validation, checkout, order view, and the release of expired holds.
/* global onSettingsReload */
routerAdd('POST', '/api/store/cart/check', (e) => require(`${__hooks}/lib/checkout/checkout-http.js`).cartCheck(e));
routerAdd('POST', '/api/store/promo/validate', (e) => require(`${__hooks}/lib/checkout/checkout-http.js`).promoValidate(e));
// The checkout gets what it needs of the domains above it as ports (decision 072): the card
// payment's page (payments) and paying a custom offer (conversations).
routerAdd('POST', '/api/store/checkout', (e) =>
  require(`${__hooks}/lib/checkout/checkout-http.js`).checkout(e, {
    paymentPage: require(`${__hooks}/lib/payments/payment-start.js`).paymentForCheckout,
    offers: require(`${__hooks}/lib/conversations/offer-checkout.js`).offerCheckout,
  }),
);
routerAdd('GET', '/api/store/orders/{id}', (e) => require(`${__hooks}/lib/payments/order-page-http.js`).orderView(e));
routerAdd('POST', '/api/store/admin/release-holds', (e) => require(`${__hooks}/lib/checkout/checkout-http.js`).releaseHolds(e), $apis.requireSuperuserAuth());

// Changing the settings (rate limits) resets the promo guessing counters, as PocketBase resets its rate limiters.
onSettingsReload((e) => {
  e.next();
  require(`${__hooks}/lib/checkout/checkout-http.js`).resetPromoGuard(e.app);
});

// Expired card holds and unpaid pay-later reservations give their seats back every minute.
cronAdd('rihla_release_expired_holds', '* * * * *', () => {
  try {
    const summary = require(`${__hooks}/lib/checkout/checkout-http.js`).releaseAllExpiredHolds($app);
    if (summary.bookings > 0 || summary.orders > 0) $app.logger().info('expired holds released', 'bookings', summary.bookings, 'orders', summary.orders, 'seats', summary.seats);
  } catch (error) {
    $app.logger().error('releasing expired holds failed', 'error', String(error));
  }
});
