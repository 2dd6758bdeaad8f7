// The HTTP side of conversations: chat guests, threads, messages, read receipts, typing, and
// the staff inbox. Each function is one route handler registered in pb_hooks/chat.pb.js
// (docs/api.md "Conversations"). Runs only inside PocketBase ($app, $security).

const { requestLocale } = require('../shared/messages.js');
const rules = require('./chat-rules.js');
const data = require('./chat-data.js');
const realtime = require('./chat-realtime.js');
const { replyMail } = require('./chat-mail.js');
const { sendMail, appUrl } = require('../shared/mail-send.js');
const { pbDate } = require('../checkout/checkout-pricing.js');
const { noStore, readJson, callerOf, fail, invalidBody, callerRefusal, refuse, threadRequest } = require('./chat-request.js');
const { announceMessage } = require('./chat-announce.js');

const offerData = () => require('./offer-data.js');

// ---------------------------------------------------------------------------------------------
// Per-sender allowance in the database (chat_send_allowances: a restart keeps it); typing
// throttle in the app's memory (losing it only lets one more "typing" through)

const TYPING_PREFIX = 'rihla:typing:';

/** Counts a message against its sender; not allowed when over the allowance. One transaction, so two sends at once both count. */
function spendAllowance(actor, nowMs) {
  const limit = rules.messageAllowance(actor);
  if (limit === null) return { allowed: true };
  let answer = null;
  $app.runInTransaction((txApp) => {
    const stored = data.findAllowance(txApp, actor.id);
    answer = rules.rateAllowed(stored.times, nowMs, limit);
    if (answer.allowed) data.saveAllowance(txApp, stored.record, actor.id, answer.times);
  });
  return answer;
}

/** Forgets allowance windows and typing marks nobody used for two minutes (a cron). */
function forgetIdleCounters(app, nowMs) {
  let removed = data.forgetAllowances(app, nowMs - 2 * rules.LIMITS.rateWindowMs);
  const all = app.store().getAll();
  for (const key of Object.keys(all)) {
    if (key.indexOf(TYPING_PREFIX) === 0) {
      const last = Number(all[key]);
      if (!(last > nowMs - 120000)) {
        app.store().remove(key);
        removed += 1;
      }
    }
  }
  return removed;
}

// ---------------------------------------------------------------------------------------------
// After a write: realtime and the away mail

/**
 * A staff reply the traveller may not see: when nobody of theirs is watching and they were not
 * mailed since they last read, one mail in the thread's language (never fails the reply).
 */
function mailIfAway(threadRecord, messageRow, authorName) {
  try {
    const thread = data.threadRow(threadRecord);
    const address = data.travellerAddress($app, threadRecord);
    const facts = { present: false, email: address.email, readAt: thread.customer_read_at, notifiedAt: threadRecord.getString('customer_notified_at') };
    // Who is watching is asked last: it looks at every connected client.
    if (!rules.shouldMailTraveller(facts)) return false;
    facts.present = realtime.travellerPresent(thread);
    if (!rules.shouldMailTraveller(facts)) return false;
    sendMail(address.email, replyMail({ locale: address.locale, name: address.name, threadId: thread.id, appUrl: appUrl(), author: authorName, preview: rules.previewOf(messageRow.body) }));
    $app.db().newQuery('UPDATE chat_threads SET customer_notified_at = {:now} WHERE id = {:id}').bind({ id: thread.id, now: pbDate(Date.now()) }).execute();
    return true;
  } catch (error) {
    $app.logger().warn('reply mail not sent', 'thread', threadRecord.id, 'error', String(error));
    return false;
  }
}

/** The site's origin as the browser reached it (for links when APP_URL is not set). */

// ---------------------------------------------------------------------------------------------
// Chat guests

/** POST /api/store/chat/guests : a new hidden identity for this device. → 201 { guest: { id }, secret, token } */
function createGuest(e) {
  noStore(e);
  const { locale } = readJson(e);
  const guest = data.createGuest($app, locale);
  return e.json(201, { guest: { id: guest.id }, secret: guest.secret, token: guest.token });
}

/** POST /api/store/chat/guests/auth { guestId, secret } → 200 { guest: { id }, token } */
function guestAuth(e) {
  noStore(e);
  const { body, locale } = readJson(e);
  if (!body) return invalidBody(e, locale);
  const proof = data.provenGuest($app, body.guestId, body.secret);
  if (!proof.ok && proof.reason === 'merged') return fail(e, 410, locale, 'guest_merged');
  if (!proof.ok) return fail(e, 401, locale, 'guest_not_found');
  return e.json(200, { guest: { id: proof.record.id }, token: proof.record.newAuthToken() });
}

/** POST /api/store/chat/guests/merge { guestId, secret } as a signed-in customer → 200 { threads, requests } */
function mergeGuest(e) {
  noStore(e);
  const { body, locale } = readJson(e);
  if (!body) return invalidBody(e, locale);
  const actor = callerOf(e);
  if (actor.kind !== 'customer') return fail(e, 401, locale, 'customer_required');
  const proof = data.provenGuest($app, body.guestId, body.secret);
  if (!proof.ok && proof.reason === 'merged') {
    if (proof.mergedInto === actor.id) return e.json(200, { threads: 0, requests: 0, alreadyMerged: true });
    return fail(e, 409, locale, 'guest_merged_elsewhere');
  }
  if (!proof.ok) return fail(e, 404, locale, 'guest_not_found');
  const moved = data.mergeGuest($app, proof.record, actor.id, Date.now());
  return e.json(200, { threads: moved.threads, requests: moved.requests, alreadyMerged: false });
}

// ---------------------------------------------------------------------------------------------
// Threads

/** GET /api/store/chat/threads : the traveller's threads and their unread total (the header badge). */
function listThreads(e) {
  noStore(e);
  const { locale } = readJson(e);
  const actor = callerOf(e);
  const refusal = callerRefusal(actor, 'traveller');
  if (refusal) return refuse(e, locale, refusal);
  const items = data.threadsOf($app, rules.ownerFields(actor)).map((record) => {
    const row = data.threadRow(record);
    row.experience_title = data.experienceTitles($app, row.experience);
    return row;
  });
  const unread = items.reduce((sum, row) => sum + row.customer_unread, 0);
  return e.json(200, { items, unread, unreadThreads: items.filter((row) => row.customer_unread > 0).length });
}

/**
 * POST /api/store/chat/threads { id?, subject?, experienceId?, orderId?, orderToken?, locale?, message?: { id?, body } }
 * → 201 { thread, message? }; 200 when the id was used before by this traveller (a retry), or,
 *   without an id, when the traveller's open thread about the same experience and order is continued
 */
function createThread(e) {
  noStore(e);
  const { body, locale } = readJson(e);
  if (!body) return invalidBody(e, locale);
  const actor = callerOf(e);
  const refusal = callerRefusal(actor, 'traveller');
  if (refusal) return refuse(e, locale, refusal);
  const owner = rules.ownerFields(actor);

  const id = rules.clientId(body.id);
  if (id === null) return fail(e, 400, locale, 'record_id_invalid', null, 'id', 'validation_invalid_id');
  const subject = rules.cleanLine(body.subject);
  if (subject === null) return fail(e, 400, locale, 'invalid_format', null, 'subject', 'validation_invalid_format');
  if (rules.lengthOf(subject) > rules.LIMITS.subject) return fail(e, 400, locale, 'subject_too_long', { max: rules.LIMITS.subject }, 'subject', 'validation_max_text_constraint');

  let first = null;
  if (body.message !== undefined && body.message !== null) {
    const message = body.message;
    if (typeof message !== 'object' || Array.isArray(message)) return fail(e, 400, locale, 'message_empty', null, 'message', 'validation_invalid_body');
    const messageId = rules.clientId(message.id);
    if (messageId === null) return fail(e, 400, locale, 'record_id_invalid', null, 'message', 'validation_invalid_id');
    const text = rules.checkMessageBody(message.body);
    if (!text.ok) return fail(e, 400, locale, text.key, text.params, 'message', text.code);
    first = { id: messageId, body: text.body };
  }

  let experienceId = '';
  if (body.experienceId !== undefined && body.experienceId !== null && body.experienceId !== '') {
    const experience = typeof body.experienceId === 'string' && rules.RECORD_ID.test(body.experienceId) ? data.experienceTitles($app, body.experienceId) : null;
    if (!experience) return fail(e, 404, locale, 'experience_not_found', null, 'experienceId', 'validation_not_found');
    experienceId = experience.id;
  }
  let orderId = '';
  if (body.orderId !== undefined && body.orderId !== null && body.orderId !== '') {
    const stored = typeof body.orderId === 'string' && rules.RECORD_ID.test(body.orderId) ? require('../checkout/checkout-data.js').loadOrder($app, body.orderId) : null;
    const token = typeof body.orderToken === 'string' ? body.orderToken : '';
    const mine = stored && ((actor.kind === 'customer' && stored.order.user === actor.id) || (token !== '' && stored.order.access_token !== '' && $security.equal(token, stored.order.access_token)));
    if (!mine) return fail(e, 404, locale, 'order_not_found', null, 'orderId', 'validation_not_found');
    orderId = stored.order.id;
  }
  const threadLocale = requestLocale(typeof body.locale === 'string' ? body.locale : null, e.request.header.get('Accept-Language'));

  // With an id: a retry of a thread made before (or an id someone else took). Without one: the
  // traveller's open thread about the same experience and order is continued.
  const existing = id ? data.findThread($app, id) : data.openThreadAbout($app, owner, experienceId, orderId);
  if (id && existing && !rules.ownsThread(actor, data.threadRow(existing))) return fail(e, 409, locale, 'thread_id_taken', null, 'id', 'validation_id_taken');
  if (!existing && data.openThreadCount($app, owner) >= rules.LIMITS.openThreadsPerOwner) return fail(e, 429, locale, 'too_many_threads', { max: rules.LIMITS.openThreadsPerOwner });

  if (existing && first && first.id && data.findMessage($app, first.id)) first = null;
  if (first && !spendAllowance(actor, Date.now()).allowed) return fail(e, 429, locale, 'too_many_messages');

  let written = null;
  try {
    $app.runInTransaction((txApp) => {
      const thread = existing ? txApp.findRecordById('chat_threads', existing.id) : data.insertThread(txApp, { id, ...owner, subject, locale: threadLocale, experience: experienceId, order: orderId });
      written = { thread, message: null };
      if (first) written = data.insertMessage(txApp, { id: first.id, threadId: thread.id, sender: 'customer', kind: 'text', body: first.body });
    });
  } catch (error) {
    const raced = id ? data.findThread($app, id) : null;
    if (raced && rules.ownsThread(actor, data.threadRow(raced))) return e.json(200, { thread: data.threadRow(raced), message: null });
    $app.logger().error('thread not created', 'error', String(error));
    return fail(e, 503, locale, 'chat_busy');
  }
  const thread = data.threadRow(written.thread);
  if (written.message) announceMessage(written.thread, written.message);
  else realtime.publish(thread, { type: 'thread', thread });
  return e.json(existing ? 200 : 201, { thread, message: written.message ? data.messageRow(written.message) : null });
}

/**
 * GET /api/store/chat/threads/{id}?after=&before=&limit= : the thread, a page of its messages,
 * its offers and requests; for staff also the traveller's context.
 */
function threadView(e) {
  const request = threadRequest(e, 'any');
  if (!request.thread) return request.answer;
  const { locale, actor, thread } = request;
  const query = e.request.url.query();
  const after = query.get('after');
  const before = query.get('before');
  for (const [name, value] of [
    ['after', after],
    ['before', before],
  ]) {
    if (value && !rules.RECORD_ID.test(value)) return fail(e, 400, locale, 'record_id_invalid', null, name, 'validation_invalid_id');
  }
  const { perPage } = rules.pageOf(1, query.get('limit'));
  const messages = data.threadMessages($app, thread.id, { after, before, limit: perPage });
  if (!messages) return fail(e, 400, locale, 'message_not_in_thread', null, after ? 'after' : 'before', 'validation_not_found');
  const nowMs = Date.now();
  // Both sides see which experience the conversation is about (the traveller at its top).
  const row = data.threadRow(thread);
  row.experience_title = data.experienceTitles($app, row.experience);
  const answer = { thread: row, messages, offers: offerData().threadOffers($app, thread.id, nowMs), requests: data.threadRequests($app, thread.id) };
  if (actor.kind === 'staff') answer.context = data.staffContext($app, thread);
  return e.json(200, answer);
}

/**
 * POST /api/store/chat/threads/{id}/messages { id?, body } → 201 { message, thread }; a retry with
 * the same id answers 200 with the message it made (header Idempotent-Replayed: true).
 */
function postMessage(e) {
  const request = threadRequest(e, 'any');
  if (!request.thread) return request.answer;
  const { body, locale, actor, thread } = request;
  if (!body) return invalidBody(e, locale);
  const id = rules.clientId(body.id);
  if (id === null) return fail(e, 400, locale, 'record_id_invalid', null, 'id', 'validation_invalid_id');
  const text = rules.checkMessageBody(body.body);
  if (!text.ok) return fail(e, 400, locale, text.key, text.params, 'body', text.code);
  const side = rules.sideOf(actor);

  const replay = (existing) => {
    const same = existing.getString('thread') === thread.id && existing.getString('sender') === side && existing.getString('body') === text.body && (side === 'customer' || existing.getString('staff') === (actor.superuser ? '' : actor.id));
    if (!same) return fail(e, 409, locale, 'message_id_taken', null, 'id', 'validation_id_taken');
    e.response.header().set('Idempotent-Replayed', 'true');
    return e.json(200, { message: data.messageRow(existing), thread: data.threadRow(data.findThread($app, thread.id)) });
  };
  if (id) {
    const existing = data.findMessage($app, id);
    if (existing) return replay(existing);
  }
  const allowance = spendAllowance(actor, Date.now());
  if (!allowance.allowed) {
    e.response.header().set('Retry-After', String(Math.max(1, Math.ceil(allowance.retryAfterMs / 1000))));
    return fail(e, 429, locale, 'too_many_messages');
  }

  let written = null;
  try {
    $app.runInTransaction((txApp) => {
      written = data.insertMessage(txApp, {
        id,
        threadId: thread.id,
        sender: side,
        kind: 'text',
        body: text.body,
        author_name: side === 'staff' ? actor.name : '',
        staff: side === 'staff' && !actor.superuser ? actor.id : '',
      });
    });
  } catch (error) {
    // The same id sent twice at once: the first one made it.
    const existing = id ? data.findMessage($app, id) : null;
    if (existing) return replay(existing);
    $app.logger().error('message not saved', 'thread', thread.id, 'error', String(error));
    return fail(e, 503, locale, 'chat_busy');
  }
  const answer = announceMessage(written.thread, written.message);
  if (side === 'staff') mailIfAway(written.thread, answer.message, actor.name);
  return e.json(201, answer);
}

/** POST /api/store/chat/threads/{id}/read { messageId? } → 200 { thread, readAt } */
function markRead(e) {
  const request = threadRequest(e, 'any');
  if (!request.thread) return request.answer;
  const { body, locale, actor, thread } = request;
  const messageId = body && body.messageId !== undefined && body.messageId !== null && body.messageId !== '' ? body.messageId : '';
  if (messageId && (typeof messageId !== 'string' || !rules.RECORD_ID.test(messageId))) return fail(e, 400, locale, 'record_id_invalid', null, 'messageId', 'validation_invalid_id');
  const side = rules.sideOf(actor);
  const result = data.markRead($app, thread.id, side, messageId, Date.now());
  if (!result) return fail(e, 400, locale, 'message_not_in_thread', null, 'messageId', 'validation_not_found');
  const row = data.threadRow(result.thread);
  if (result.changed) realtime.publish(row, { type: 'read', side, readAt: result.readAt, thread: row });
  return e.json(200, { thread: row, readAt: result.readAt });
}

/** POST /api/store/chat/threads/{id}/typing → 202 {} ; a realtime notice to the thread's other watchers, no write. */
function typing(e) {
  const request = threadRequest(e, 'any');
  if (!request.thread) return request.answer;
  const { actor, thread } = request;
  const nowMs = Date.now();
  const key = `${TYPING_PREFIX}${actor.id}:${thread.id}`;
  const last = Number($app.store().get(key));
  if (rules.typingAllowed(Number.isFinite(last) ? last : undefined, nowMs)) {
    $app.store().set(key, String(nowMs));
    const side = rules.sideOf(actor);
    realtime.publish(data.threadRow(thread), { type: 'typing', thread: thread.id, side, name: side === 'staff' ? actor.name : '', at: new Date(nowMs).toISOString() }, { threadOnly: true });
  }
  return e.json(202, {});
}

// ---------------------------------------------------------------------------------------------
// Staff

/** GET /api/store/staff/threads?filter=open|waiting|closed|offers|all&page=&perPage= */
function inbox(e) {
  noStore(e);
  const { locale } = readJson(e);
  const actor = callerOf(e);
  const refusal = callerRefusal(actor, 'staff');
  if (refusal) return refuse(e, locale, refusal);
  const query = e.request.url.query();
  const { page, perPage } = rules.pageOf(query.get('page'), query.get('perPage'));
  const filter = rules.inboxFilter(query.get('filter') || 'open');
  return e.json(200, { filter, ...data.inboxPage($app, filter, page, perPage, Date.now()) });
}

/** POST /api/store/staff/threads/{id}/close and …/reopen → 200 { thread, message } (message null when it already was) */
function setStatus(status) {
  return (e) => {
    const request = threadRequest(e, 'staff');
    if (!request.thread) return request.answer;
    const { actor, thread } = request;
    const result = data.setThreadStatus($app, thread.id, status, actor);
    if (!result.message) return e.json(200, { thread: data.threadRow(result.thread), message: null });
    return e.json(200, announceMessage(result.thread, result.message));
  };
}

const closeThread = (e) => setStatus('closed')(e);
const reopenThread = (e) => setStatus('open')(e);

module.exports = {
  spendAllowance,
  forgetIdleCounters,
  createGuest,
  guestAuth,
  mergeGuest,
  listThreads,
  createThread,
  threadView,
  postMessage,
  markRead,
  typing,
  inbox,
  closeThread,
  reopenThread,
};
