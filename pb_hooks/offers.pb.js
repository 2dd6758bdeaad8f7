/// <reference path="../pb_data/types.d.ts" />
// Custom offers (docs/api.md "Custom offers", docs/decisions/032-custom-offers.md): requests,
// the offer card, declining, staff composing and withdrawing, and the job that expires offers
// and gives their seats back. Accepting an offer is POST /api/store/checkout with `offerId`.
// Logic: pb_hooks/lib/conversations/offer-http.js.
routerAdd('POST', '/api/store/offers/requests', (e) => require(`${__hooks}/lib/conversations/offer-http.js`).createRequest(e));
routerAdd('GET', '/api/store/offers/{id}', (e) => require(`${__hooks}/lib/conversations/offer-http.js`).offerView(e));
routerAdd('POST', '/api/store/offers/{id}/decline', (e) => require(`${__hooks}/lib/conversations/offer-http.js`).decline(e));
routerAdd('POST', '/api/store/staff/threads/{id}/offers', (e) => require(`${__hooks}/lib/conversations/offer-http.js`).composeOffer(e));
routerAdd('POST', '/api/store/staff/offers/{id}/withdraw', (e) => require(`${__hooks}/lib/conversations/offer-http.js`).withdraw(e));
routerAdd('POST', '/api/store/admin/expire-offers', (e) => require(`${__hooks}/lib/conversations/offer-http.js`).expireOffersNow(e), $apis.requireSuperuserAuth());

cronAdd('rihla_expire_offers', '* * * * *', () => {
  try {
    const expired = require(`${__hooks}/lib/conversations/offer-http.js`).expireDueOffers($app, Date.now());
    if (expired > 0) $app.logger().info('offers expired', 'count', expired);
  } catch (error) {
    $app.logger().error('expiring offers failed', 'error', String(error));
  }
});
