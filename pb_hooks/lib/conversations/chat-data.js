// Reads and writes of conversations: chat guests, threads, messages, read receipts, the inbox
// and the traveller's context. Runs only inside PocketBase: every function takes the app ($app,
// or txApp inside a transaction). The decisions come from chat-rules.js (pure).
/* global arrayOf */

const rules = require('./chat-rules.js');
const { pbDate } = require('../checkout/checkout-pricing.js');

const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

// ---------------------------------------------------------------------------------------------
// Plain rows (what the API and the realtime events send; hidden fields never appear)

function jsonOf(record, field) {
  const raw = record.getString(field);
  if (!raw) return null;
  try {
    return JSON.parse(raw);
  } catch (_error) {
    return null;
  }
}

const THREAD_FIELDS = ['user', 'guest', 'subject', 'status', 'locale', 'experience', 'order', 'contact_name', 'contact_email', 'closed_at', 'last_message_at', 'last_message_preview', 'last_sender', 'customer_read_at', 'staff_read_at', 'waiting_since', 'offer_state', 'created', 'updated'];

/** A chat_threads record as the collection API shows it. */
function threadRow(record) {
  const row = { id: record.id, collectionName: 'chat_threads' };
  for (const field of THREAD_FIELDS) row[field] = record.getString(field);
  row.customer_unread = record.getInt('customer_unread');
  row.staff_unread = record.getInt('staff_unread');
  return row;
}

const MESSAGE_FIELDS = ['thread', 'sender', 'kind', 'body', 'author_name', 'offer', 'offer_request', 'event', 'created', 'updated'];

/** A chat_messages record as the collection API shows it (the staff relation is hidden); a row from insertMessage as it is. */
function messageRow(record) {
  if (typeof record.getString !== 'function') return record;
  const row = { id: record.id, collectionName: 'chat_messages' };
  for (const field of MESSAGE_FIELDS) row[field] = record.getString(field);
  if (!row.kind) row.kind = 'text';
  return row;
}

const REQUEST_FIELDS = ['user', 'guest', 'thread', 'experience', 'name', 'email', 'phone', 'country_code', 'date', 'message', 'locale', 'status', 'language', 'created', 'updated'];

/** An offer_requests record as the collection API shows it. */
function requestRow(record) {
  const row = { id: record.id, collectionName: 'offer_requests' };
  for (const field of REQUEST_FIELDS) row[field] = record.getString(field);
  row.group_size = record.getInt('group_size');
  row.budget = record.getInt('budget');
  row.dates = jsonOf(record, 'dates') || [];
  row.travellers = jsonOf(record, 'travellers') || {};
  return row;
}

// ---------------------------------------------------------------------------------------------
// Callers

const { authView } = require('../shared/caller.js');

// ---------------------------------------------------------------------------------------------
// Chat guests (decision 031)

/** A new chat guest with its secret (48 random characters, its password) and a token. */
function createGuest(app, locale) {
  const secret = $security.randomString(48);
  const record = new Record(app.findCachedCollectionByNameOrId('chat_guests'));
  record.setPassword(secret);
  record.set('locale', locale === 'en' ? 'en' : 'ar');
  app.save(record);
  return { id: record.id, secret, token: record.newAuthToken() };
}

function findGuest(app, id) {
  if (!rules.RECORD_ID.test(id || '')) return null;
  try {
    return app.findRecordById('chat_guests', id);
  } catch (_error) {
    return null;
  }
}

/**
 * The guest whose secret this is. → { ok: true, record } | { ok: false, reason: 'unknown' | 'merged', mergedInto }
 * An unknown id and a wrong secret answer alike.
 */
function provenGuest(app, guestId, secret) {
  const record = findGuest(app, guestId);
  if (!record || typeof secret !== 'string' || secret.length < 40 || secret.length > 100 || !record.validatePassword(secret)) return { ok: false, reason: 'unknown' };
  const mergedInto = record.getString('merged_into');
  if (mergedInto) return { ok: false, reason: 'merged', mergedInto, record };
  return { ok: true, record };
}

/**
 * Moves a guest's threads and offer requests to a customer and retires the guest (its tokens stop
 * working: the token key changes). → { threads, requests }
 */
function mergeGuest(app, guestRecord, userId, nowMs) {
  const now = pbDate(nowMs);
  const moved = { threads: 0, requests: 0 };
  app.runInTransaction((txApp) => {
    const guest = txApp.findRecordById('chat_guests', guestRecord.id);
    if (guest.getString('merged_into')) return;
    moved.threads = txApp.db().newQuery("UPDATE chat_threads SET user = {:user}, guest = '', updated = {:now} WHERE guest = {:guest}").bind({ user: userId, guest: guest.id, now }).execute().rowsAffected();
    moved.requests = txApp.db().newQuery("UPDATE offer_requests SET user = {:user}, guest = '', updated = {:now} WHERE guest = {:guest}").bind({ user: userId, guest: guest.id, now }).execute().rowsAffected();
    guest.set('merged_into', userId);
    guest.set('merged_at', now);
    guest.refreshTokenKey();
    txApp.save(guest);
  });
  return moved;
}

// ---------------------------------------------------------------------------------------------
// Threads

function findThread(app, id) {
  if (!rules.RECORD_ID.test(id || '')) return null;
  try {
    return app.findRecordById('chat_threads', id);
  } catch (_error) {
    return null;
  }
}

const ownerFilter = (owner) => (owner.user ? { filter: 'user = {:user}', params: { user: owner.user } } : { filter: "guest = {:guest} && user = ''", params: { guest: owner.guest } });

/** The traveller's threads, newest activity first (at most 100). */
function threadsOf(app, owner) {
  const { filter, params } = ownerFilter(owner);
  return app.findRecordsByFilter('chat_threads', filter, '-last_message_at,-created', 100, 0, params);
}

/** How many open threads the traveller has. */
function openThreadCount(app, owner) {
  const { filter, params } = ownerFilter(owner);
  return app.findRecordsByFilter('chat_threads', `${filter} && status = 'open'`, '', 1000, 0, params).length;
}

/** The traveller's open thread about the same experience and order, to continue instead of opening another. */
function openThreadAbout(app, owner, experienceId, orderId) {
  const { filter, params } = ownerFilter(owner);
  // An empty value is written as '' in the filter: a bound '' does not match an unset relation.
  const experience = experienceId ? 'experience = {:experience}' : "experience = ''";
  const order = orderId ? 'order = {:order}' : "order = ''";
  const rows = app.findRecordsByFilter('chat_threads', `${filter} && status = 'open' && ${experience} && ${order}`, '-last_message_at', 1, 0, { ...params, experience: experienceId || '', order: orderId || '' });
  return rows.length > 0 ? rows[0] : null;
}

/** Creates a thread (inside a transaction). fields: { id?, user, guest, subject, locale, experience, order, contact_name, contact_email } */
function insertThread(txApp, fields) {
  const record = new Record(txApp.findCachedCollectionByNameOrId('chat_threads'));
  if (fields.id) record.set('id', fields.id);
  for (const name of ['user', 'guest', 'subject', 'locale', 'experience', 'order', 'contact_name', 'contact_email']) if (fields[name]) record.set(name, fields[name]);
  record.set('status', 'open');
  record.set('customer_unread', 0);
  record.set('staff_unread', 0);
  if (fields.offer_state) record.set('offer_state', fields.offer_state);
  txApp.save(record);
  return record;
}

function applyPatch(record, patch) {
  for (const name of Object.keys(patch)) record.set(name, patch[name]);
}

// The thread fields a message moves (counters, last message, wait, state).
const MOVING_FIELDS = ['last_message_at', 'last_message_preview', 'last_sender', 'status', 'closed_at', 'customer_unread', 'staff_unread', 'waiting_since', 'offer_state', 'contact_name', 'contact_email'];

/**
 * Writes a message's changes to its thread with one UPDATE, without a record event: with many
 * realtime clients connected, PocketBase looks at every client for every record event, and the
 * conversation topics already carry the thread's new state (decision 031). The record in memory
 * gets the same values for the answer.
 */
function moveThread(txApp, thread, patch, nowMs) {
  const names = Object.keys(patch).filter((name) => MOVING_FIELDS.indexOf(name) !== -1);
  const params = { id: thread.id, updated: pbDate(nowMs) };
  const sets = names.map((name, index) => {
    params[`v${index}`] = patch[name];
    return `\`${name}\` = {:v${index}}`;
  });
  txApp.db().newQuery(`UPDATE chat_threads SET ${sets.concat('updated = {:updated}').join(', ')} WHERE id = {:id}`).bind(params).execute();
  applyPatch(thread, patch);
  thread.set('updated', params.updated);
}

/**
 * Adds a message to a thread and moves the thread's counters (inside a transaction; the thread
 * is re-read there, so concurrent messages count right). The message is inserted with SQL and
 * the thread moves quietly (moveThread) unless `saveThread` asks for a record save (closing and
 * reopening): no record events, which with many realtime clients cost PocketBase a look at every
 * client each; the conversation topics carry messages and thread state (decision 031).
 * fields: { id?, threadId, sender, kind, body, author_name, staff, offer, offer_request, event, threadPatch?, saveThread? }
 * → { message: row (messageRow's shape), thread: record }
 */
function insertMessage(txApp, fields) {
  const thread = txApp.findRecordById('chat_threads', fields.threadId);
  const now = pbDate(Date.now());
  const row = {
    id: fields.id || $security.randomStringWithAlphabet(15, ID_ALPHABET),
    collectionName: 'chat_messages',
    thread: thread.id,
    sender: fields.sender,
    kind: fields.kind || 'text',
    body: fields.body || '',
    author_name: fields.author_name || '',
    offer: fields.offer || '',
    offer_request: fields.offer_request || '',
    event: fields.event || '',
    created: now,
    updated: now,
  };
  // Every value was checked by the caller; a client-made id already taken fails on the primary key.
  txApp
    .db()
    .newQuery(
      'INSERT INTO chat_messages (id, thread, sender, kind, body, author_name, staff, offer, offer_request, event, created, updated) VALUES ({:id}, {:thread}, {:sender}, {:kind}, {:body}, {:author_name}, {:staff}, {:offer}, {:offer_request}, {:event}, {:created}, {:updated})',
    )
    .bind({ ...row, staff: fields.staff || '' })
    .execute();
  const patch = rules.threadAfterMessage(
    { status: thread.getString('status'), customer_unread: thread.getInt('customer_unread'), staff_unread: thread.getInt('staff_unread'), waiting_since: thread.getString('waiting_since') },
    { sender: fields.sender, created: now, body: fields.body || '', preview: fields.preview, event: fields.event || '' },
  );
  const change = { ...patch, ...(fields.threadPatch || {}) };
  if (fields.saveThread) {
    applyPatch(thread, change);
    txApp.save(thread);
  } else moveThread(txApp, thread, change, Date.now());
  return { message: row, thread };
}

function findMessage(app, id) {
  if (!rules.RECORD_ID.test(id || '')) return null;
  try {
    return app.findRecordById('chat_messages', id);
  } catch (_error) {
    return null;
  }
}

/**
 * A side read the thread up to a message of it (or everything, when none is named).
 * → { thread record, readAt } or null when the message is not in the thread.
 */
function markRead(app, threadId, side, messageId, nowMs) {
  let result = null;
  app.runInTransaction((txApp) => {
    const thread = txApp.findRecordById('chat_threads', threadId);
    let readAt = pbDate(nowMs);
    let unread = 0;
    if (messageId) {
      const message = findMessage(txApp, messageId);
      if (!message || message.getString('thread') !== threadId) return;
      readAt = message.getString('created');
      const row = new DynamicModel({ n: 0 });
      txApp.db().newQuery('SELECT count(*) AS n FROM chat_messages WHERE thread = {:thread} AND sender = {:sender} AND created > {:at}').bind({ thread: threadId, sender: rules.unreadSenderFor(side), at: readAt }).one(row);
      unread = row.n;
    }
    const field = side === 'staff' ? 'staff_read_at' : 'customer_read_at';
    const earlier = thread.getString(field);
    // Receipts never go back: reading an older message again changes nothing.
    if (earlier && earlier >= readAt) {
      result = { thread, readAt: earlier, changed: false };
      return;
    }
    applyPatch(thread, rules.threadAfterRead(side, readAt, unread));
    txApp.save(thread);
    result = { thread, readAt, changed: true };
  });
  return result;
}

/**
 * Closes or reopens a thread with an event message. → { thread, message } or { thread, message: null } when already so.
 */
function setThreadStatus(app, threadId, status, actor) {
  let result = null;
  app.runInTransaction((txApp) => {
    const thread = txApp.findRecordById('chat_threads', threadId);
    if (thread.getString('status') === status) {
      result = { thread, message: null };
      return;
    }
    const closing = status === 'closed';
    const written = insertMessage(txApp, {
      threadId,
      sender: 'system',
      kind: 'event',
      event: closing ? 'closed' : 'reopened',
      author_name: actor.name,
      staff: actor.superuser ? '' : actor.id,
      preview: thread.getString('last_message_preview'),
      saveThread: true,
      threadPatch: closing ? { status: 'closed', closed_at: pbDate(Date.now()), waiting_since: '' } : { status: 'open', closed_at: '' },
    });
    result = written;
  });
  return result;
}

/**
 * A page of a thread's messages in time order: the newest `limit` (before a message, when
 * `before` names one) or every one after a message (`after`, for catching up after a reconnect).
 * → { items, hasMore } ; null when the named message is not in the thread.
 */
function threadMessages(app, threadId, options) {
  const limit = options.limit;
  if (options.after || options.before) {
    const anchor = findMessage(app, options.after || options.before);
    if (!anchor || anchor.getString('thread') !== threadId) return null;
    const params = { thread: threadId, at: anchor.getString('created'), id: anchor.id };
    if (options.after) {
      const rows = app.findRecordsByFilter('chat_messages', 'thread = {:thread} && (created > {:at} || (created = {:at} && id > {:id}))', 'created,id', limit + 1, 0, params);
      return { items: rows.slice(0, limit).map(messageRow), hasMore: rows.length > limit };
    }
    const rows = app.findRecordsByFilter('chat_messages', 'thread = {:thread} && (created < {:at} || (created = {:at} && id < {:id}))', '-created,-id', limit + 1, 0, params);
    return { items: rows.slice(0, limit).reverse().map(messageRow), hasMore: rows.length > limit };
  }
  const rows = app.findRecordsByFilter('chat_messages', 'thread = {:thread}', '-created,-id', limit + 1, 0, { thread: threadId });
  return { items: rows.slice(0, limit).reverse().map(messageRow), hasMore: rows.length > limit };
}

/** The thread's offer requests, oldest first. */
function threadRequests(app, threadId) {
  return app.findRecordsByFilter('offer_requests', 'thread = {:thread}', 'created', 50, 0, { thread: threadId }).map(requestRow);
}

// ---------------------------------------------------------------------------------------------
// Staff: the inbox and the traveller's context

/** Counts of the inbox filters. */
function inboxCounts(app) {
  const counts = {};
  for (const name of Object.keys(rules.INBOX_FILTERS)) {
    const row = new DynamicModel({ n: 0 });
    app.db().newQuery(`SELECT count(*) AS n FROM chat_threads WHERE ${rules.INBOX_FILTERS[name]}`).one(row);
    counts[name] = row.n;
  }
  return counts;
}

/**
 * A page of the inbox, newest activity first, each thread with the traveller's name, the
 * experience's titles and the waiting time. → { items, page, perPage, totalItems, counts }
 */
function inboxPage(app, filter, page, perPage, nowMs) {
  const where = rules.INBOX_FILTERS[rules.inboxFilter(filter)];
  const rows = arrayOf(new DynamicModel({ id: '' }));
  app
    .db()
    .newQuery(`SELECT id FROM chat_threads WHERE ${where} ORDER BY coalesce(nullif(last_message_at, ''), created) DESC, id DESC LIMIT {:limit} OFFSET {:offset}`)
    .bind({ limit: perPage, offset: (page - 1) * perPage })
    .all(rows);
  const counts = inboxCounts(app);
  const items = rows.map((row) => {
    const thread = app.findRecordById('chat_threads', row.id);
    const summary = threadRow(thread);
    summary.waiting_seconds = rules.waitingSeconds(summary.waiting_since, nowMs);
    summary.traveller = travellerOf(app, thread);
    summary.experience_title = experienceTitles(app, summary.experience);
    return summary;
  });
  return { items, page, perPage, totalItems: counts[rules.inboxFilter(filter)], counts };
}

/**
 * What a thread says about its experience: { id, slug, ar, en, citySlug, image } (its titles, the
 * city its page lives under, '' when none, and its first photo or null), or null.
 */
function experienceTitles(app, id) {
  if (!id) return null;
  try {
    const record = app.findRecordById('experiences', id);
    let citySlug = '';
    try {
      if (record.getString('city')) citySlug = app.findRecordById('cities', record.getString('city')).getString('slug');
    } catch (_error) {
      citySlug = '';
    }
    const list = jsonOf(record, 'images');
    const image = Array.isArray(list) && list[0] && typeof list[0].src === 'string' ? list[0] : null;
    return { id, slug: record.getString('slug'), ar: record.getString('title_ar'), en: record.getString('title_en'), citySlug, image };
  } catch (_error) {
    return null;
  }
}

/** Who the traveller is: { kind: 'customer' | 'guest', id, name, email, phone }. */
function travellerOf(app, thread) {
  const userId = thread.getString('user');
  if (userId) {
    try {
      const user = app.findRecordById('users', userId);
      const name = `${user.getString('first_name')} ${user.getString('last_name')}`.trim();
      const phone = user.getString('phone') ? `${user.getString('country_code')} ${user.getString('phone')}`.trim() : '';
      return { kind: 'customer', id: userId, name: name || thread.getString('contact_name'), email: user.email(), phone, locale: user.getString('locale') };
    } catch (_error) {
      // The account was deleted; the thread goes with it (cascade), so this is a race at most.
    }
  }
  return { kind: 'guest', id: thread.getString('guest'), name: thread.getString('contact_name'), email: thread.getString('contact_email'), phone: '', locale: thread.getString('locale') };
}

/** The traveller's recent orders (their account's, or for a guest those placed with the thread's contact email). */
function travellerOrders(app, thread) {
  const userId = thread.getString('user');
  const email = thread.getString('contact_email');
  let orders = [];
  if (userId) orders = app.findRecordsByFilter('orders', 'user = {:user}', '-created', 10, 0, { user: userId });
  else if (email) orders = app.findRecordsByFilter('orders', 'email = {:email}', '-created', 10, 0, { email });
  const linked = thread.getString('order');
  return orders.map((order) => ({
    id: order.id,
    number: order.getString('number'),
    status: order.getString('status'),
    total: order.getInt('total'),
    currency: order.getString('currency'),
    created: order.getString('created'),
    linked: order.id === linked,
    bookings: app.findRecordsByFilter('bookings', 'order = {:order}', 'date', 20, 0, { order: order.id }).map((booking) => ({
      id: booking.id,
      experience: booking.getString('experience'),
      date: booking.getString('date'),
      start_time: booking.getString('start_time'),
      status: booking.getString('status'),
      seats: booking.getInt('seats'),
    })),
  }));
}

/** What staff see beside a thread: the traveller, the experience and their orders. */
function staffContext(app, thread) {
  return { traveller: travellerOf(app, thread), experience: experienceTitles(app, thread.getString('experience')), orders: travellerOrders(app, thread) };
}

/** The email a traveller is reached at, and their name: the account's, else the thread's contact. */
function travellerAddress(app, thread) {
  const traveller = travellerOf(app, thread);
  return { email: traveller.email || thread.getString('contact_email'), name: traveller.name, locale: thread.getString('locale') || traveller.locale || 'ar' };
}

/** Active staff who get mail about new requests: { email, locale }. */
function staffRecipients(app) {
  return app.findRecordsByFilter('staff', 'active = true', 'created', 200, 0).map((record) => ({ email: record.email(), locale: record.getString('locale') || 'ar', name: record.getString('name') }));
}

// ---------------------------------------------------------------------------------------------
// Per-sender message allowances (chat_send_allowances, one row per sender)

/** A sender's row and its send times. → { record | null, times: number[] } */
function findAllowance(app, senderId) {
  let record;
  try {
    record = app.findFirstRecordByData('chat_send_allowances', 'sender', senderId);
  } catch (_error) {
    record = null;
  }
  const times = record ? jsonOf(record, 'times') : null;
  return { record, times: Array.isArray(times) ? times : [] };
}

/** Writes a sender's window (the row is made on the first message). */
function saveAllowance(app, record, senderId, times) {
  const row = record || new Record(app.findCollectionByNameOrId('chat_send_allowances'));
  row.set('sender', senderId);
  row.set('times', times);
  app.save(row);
}

/** Drops the windows nobody wrote to since `cutoffMs`. → how many */
function forgetAllowances(app, cutoffMs) {
  const result = app.db().newQuery('DELETE FROM chat_send_allowances WHERE updated < {:cutoff}').bind({ cutoff: pbDate(cutoffMs) }).execute();
  return result.rowsAffected();
}

module.exports = {
  jsonOf,
  findAllowance,
  saveAllowance,
  forgetAllowances,
  threadRow,
  messageRow,
  requestRow,
  authView,
  createGuest,
  findGuest,
  provenGuest,
  mergeGuest,
  findThread,
  threadsOf,
  openThreadCount,
  openThreadAbout,
  insertThread,
  insertMessage,
  findMessage,
  markRead,
  setThreadStatus,
  threadMessages,
  threadRequests,
  inboxPage,
  experienceTitles,
  travellerOf,
  staffContext,
  travellerAddress,
  staffRecipients,
};
