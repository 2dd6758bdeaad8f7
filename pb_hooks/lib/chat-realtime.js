// Conversation events as custom realtime messages through PocketBase's subscriptions broker
// (docs/decisions/031-chat-guests-and-realtime.md). One pass over the connected clients per
// event: each client's auth (set by PocketBase when it subscribed, kept current when the record
// changes) decides which of its `rihla.` topics get the event (chat-rules.deliveriesFor), so a
// client sees only threads its caller may read — without a database query per client. Runs
// only inside PocketBase; call after the transaction that wrote the change.
/* global SubscriptionMessage */

const rules = require('./chat-rules.js');
const { authView } = require('./chat-data.js');

/** The caller of a realtime client (nobody when it subscribed without auth). */
function clientActor(client) {
  const auth = client.get('auth');
  if (!auth) return rules.actorOf(null);
  return rules.actorOf(authView(auth, auth.collection().name === '_superusers'));
}

function topicsOf(subscriptions) {
  const topics = [];
  for (const topic in subscriptions) topics.push(topic);
  return topics;
}

/**
 * Sends an event about a thread to every client allowed to see it.
 * @param thread { id, user, guest } (a threadRow)
 * @param event the thread topic's payload ({ type, … }); list topics get { type: 'thread', thread }
 * @param options { threadOnly } — typing and read receipts go to the thread's topic only
 * → how many messages went out
 */
function publish(app, thread, event, options) {
  const clients = app.subscriptionsBroker().clients();
  const payloads = { thread: null, list: null };
  let sent = 0;
  for (const id in clients) {
    const client = clients[id];
    const subscriptions = client.subscriptions(rules.TOPIC_PREFIX);
    const topics = topicsOf(subscriptions);
    if (topics.length === 0) continue;
    const deliveries = rules.deliveriesFor(clientActor(client), topics, thread, options);
    for (const delivery of deliveries) {
      let data;
      if (delivery.scope === 'thread') data = payloads.thread || (payloads.thread = JSON.stringify(event));
      else data = payloads.list || (payloads.list = JSON.stringify({ type: 'thread', thread }));
      client.send(new SubscriptionMessage({ name: delivery.topic, data }));
      sent += 1;
    }
  }
  return sent;
}

/** Whether the thread's traveller has a client watching their conversations now. */
function travellerPresent(app, thread) {
  const clients = app.subscriptionsBroker().clients();
  for (const id in clients) {
    const client = clients[id];
    const topics = topicsOf(client.subscriptions());
    if (topics.length > 0 && rules.presentIn(clientActor(client), topics, thread)) return true;
  }
  return false;
}

module.exports = { publish, travellerPresent, clientActor };
