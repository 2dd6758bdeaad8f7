// Paying a custom offer through the checkout (decision 032): what the checkout asks of the offers
// when a body names `offerId`. pb_hooks/checkout.pb.js hands it to checkout-http.checkout as its
// `offers` port, so the checkout never requires the conversations' modules (decision 072).
// Runs only inside PocketBase.

const { callerOf } = require('../shared/caller.js');
const { tm } = require('./conversation-messages.js');
const { canSeeThread } = require('./chat-rules.js');
const { validateOfferCheckout } = require('./offer-rules.js');
const offerData = require('./offer-data.js');
const { announceAccepted } = require('./chat-announce.js');

const offerCheckout = {
  /** Whether a checkout body pays an offer: it names `offerId`. */
  applies: (body) => body !== null && typeof body === 'object' && !Array.isArray(body) && body.offerId !== undefined,
  /** The body's checks (offer-rules.js): → { ok, request } | { ok: false, error }. */
  validate: validateOfferCheckout,
  /** Whether the caller is the offer's traveller (else the checkout answers 404, whether it exists or is someone else's). */
  payable: (e, offerId) => offerData.offerForCheckout($app, offerId, callerOf(e), canSeeThread).ok,
  /** The checkout's decision at the offer's price (offer-data.js). */
  decide: offerData.decideOfferCheckout,
  /** Marks the offer accepted by the order, in the checkout's transaction. */
  accept: offerData.acceptOffer,
  /** Tells the conversation, after the commit. */
  announce: announceAccepted,
  /** The offers' texts (refusals) in the traveller's language. */
  message: tm,
};

module.exports = { offerCheckout };
