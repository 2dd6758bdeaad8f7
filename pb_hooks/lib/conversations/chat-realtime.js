// Conversation events as custom realtime messages (docs/decisions/031-chat-guests-and-realtime.md).
// A thread's event goes to the clients subscribed to its topic (`rihla.chat.{threadId}`), and
// its summary to the traveller's list topic (`rihla.chat.mine`) and the staff inbox
// (`rihla.staff.inbox`), each client only when its auth may read the thread. The fan-out over
// the connected clients is PocketBase's broker driven from Go ($chatRealtime, server/chat_realtime.go):
// it looks at every client for every event, which the JS VM could not do fast enough.
// Call after the transaction that wrote the change.
/* global $chatRealtime */

/**
 * Sends an event about a thread to every client allowed to see it.
 * @param thread { id, user, guest } (a threadRow)
 * @param event the thread topic's payload ({ type, … }); list topics get { type: 'thread', thread }
 * @param options { threadOnly } — typing and read receipts go to the thread's topic only
 * → how many messages went out
 */
function publish(thread, event, options) {
  const threadOnly = Boolean(options && options.threadOnly);
  const list = threadOnly ? '' : JSON.stringify({ type: 'thread', thread });
  return $chatRealtime.publish(thread.id, thread.user || '', thread.guest || '', JSON.stringify(event), list, threadOnly);
}

/** Whether the thread's traveller has a client watching their conversations now. */
const travellerPresent = (thread) => $chatRealtime.present(thread.id, thread.user || '', thread.guest || '');

module.exports = { publish, travellerPresent };
