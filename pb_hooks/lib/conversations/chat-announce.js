// After a conversation's write: its new message, or an offer's change with its event card, sent
// to the clients that may see the thread (chat-realtime.js). Used by the chat's and the offers'
// handlers, and by the checkout when an offer's order is made. Runs only inside PocketBase ($app).

const data = require('./chat-data.js');
const realtime = require('./chat-realtime.js');
const offers = require('./offer-data.js');

/** Sends a thread's new message (or event card) to the clients that may see it. */
function announceMessage(threadRecord, messageRecord, extra) {
  const thread = data.threadRow(threadRecord);
  const message = data.messageRow(messageRecord);
  realtime.publish(thread, { type: 'message', message, thread, ...(extra || {}) });
  return { thread, message };
}

/** Sends an offer's change (and its event card) to the thread's watchers. */
function announceOffer(threadRecord, messageRecord, offerRecord) {
  const offer = offers.withState(offers.offerRow(offerRecord), Date.now());
  return { ...announceMessage(threadRecord, messageRecord, { offer }), offer };
}

/** After an offer's checkout made its order: its card changes for everyone watching the thread. */
function announceAccepted(offerId, written) {
  try {
    const offer = offers.findOffer($app, offerId);
    if (offer && written) announceOffer(written.thread, written.message, offer);
  } catch (error) {
    $app.logger().warn('offer acceptance not announced', 'offer', offerId, 'error', String(error));
  }
}

module.exports = { announceMessage, announceOffer, announceAccepted };
