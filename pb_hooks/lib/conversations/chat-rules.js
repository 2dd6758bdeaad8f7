// The rules of conversations, pure: who is calling (a customer, a device's chat guest, staff),
// who may see a thread, what a message may be, how fast one may write, how a thread's counters
// move with messages and reads, when a traveller counts as away, and what the inbox filters
// mean. chat-data.js and chat-http.js apply them inside PocketBase (docs/decisions/031); the
// realtime fan-out applies the same "who may see a thread" in Go (server/chat_realtime.go).

const { invisibleProblem } = require('../shared/visible-text.js');

const LIMITS = {
  messageLength: 2000,
  subject: 200,
  preview: 140,
  // Messages per sender per minute. Travellers type by hand; staff also paste quick replies.
  travellerPerMinute: 20,
  staffPerMinute: 120,
  rateWindowMs: 60000,
  openThreadsPerOwner: 10,
  openRequestsPerOwner: 3,
  // A device sends "typing" at most this often per thread; more are dropped, not refused.
  typingIntervalMs: 1500,
  pageSize: 50,
  maxPageSize: 200,
};

// PocketBase record ids: 15 lowercase letters or digits (client-made ids must look the same).
const RECORD_ID = /^[a-z0-9]{15}$/;

// Who the caller is lives in shared/caller.js (the checkout, schedules and departures ask too).
const { actorOf, isTraveller } = require('../shared/caller.js');

/** The side a caller writes on: 'staff' or 'customer'. */
const sideOf = (actor) => (actor.kind === 'staff' ? 'staff' : 'customer');

/** Whether the traveller `actor` owns a thread-like row { user, guest }. */
function ownsThread(actor, thread) {
  if (!thread) return false;
  if (actor.kind === 'customer') return thread.user === actor.id;
  if (actor.kind === 'guest') return thread.guest === actor.id && !thread.user;
  return false;
}

/** Whether a caller may read and write in a thread: its traveller, or staff. */
const canSeeThread = (actor, thread) => Boolean(thread) && (actor.kind === 'staff' || ownsThread(actor, thread));

/** The owner fields of a new row for a traveller: { user, guest }. */
const ownerFields = (actor) => (actor.kind === 'customer' ? { user: actor.id, guest: '' } : { user: '', guest: actor.id });

/**
 * A client-made record id: '' when none was sent, the id when it has the shape of one, null when
 * it is malformed (a 400).
 */
function clientId(value) {
  if (value === undefined || value === null || value === '') return '';
  return typeof value === 'string' && RECORD_ID.test(value) ? value : null;
}

/**
 * Message text: control characters other than line breaks and tabs removed, line breaks
 * normalised, runs of more than two empty lines shortened, trimmed. null when not a string.
 */
function cleanMessage(value) {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') return null;
  return (
    value
      .replace(/\r\n?/g, '\n')
      // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
      .replace(/[\x00-\x08\x0b-\x1f\x7f]/g, '')
      .replace(/[ \t]+\n/g, '\n')
      .replace(/\n{4,}/g, '\n\n\n')
      .trim()
  );
}

/** One line of text (subjects, names): control characters and runs of white space collapsed. */
function cleanLine(value) {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  return value.replace(/[\x00-\x1f\x7f]/g, ' ').replace(/\s+/g, ' ').trim();
}

/** Characters as people count them (an emoji or an Arabic letter with its mark counts per code point). */
const lengthOf = (text) => Array.from(text).length;

/**
 * A message body. → { ok: true, body } | { ok: false, key, code, params }
 */
function checkMessageBody(value) {
  const body = cleanMessage(value);
  if (body === null) return { ok: false, key: 'message_empty', code: 'validation_invalid_body' };
  if (body === '') return { ok: false, key: 'message_empty', code: 'validation_required' };
  if (lengthOf(body) > LIMITS.messageLength) return { ok: false, key: 'message_too_long', code: 'validation_max_text_constraint', params: { max: LIMITS.messageLength } };
  // Invisible and direction-changing characters (decision 053): nothing visible is no message.
  const problem = invisibleProblem(body);
  if (problem === 'only_invisible') return { ok: false, key: 'message_empty', code: 'validation_required' };
  if (problem) return { ok: false, key: 'text_invisible_characters', code: 'validation_invisible_characters' };
  return { ok: true, body };
}

/** A short preview of a message for thread lists and mails. */
function previewOf(body) {
  const line = cleanLine(body) || '';
  const characters = Array.from(line);
  return characters.length > LIMITS.preview ? `${characters.slice(0, LIMITS.preview - 1).join('')}…` : line;
}

/**
 * A sliding window of send times: whether one more may be sent now, and the window to keep.
 * @param times earlier send times (ms), any order; nowMs; limit per window
 */
function rateAllowed(times, nowMs, limit, windowMs) {
  const window = windowMs || LIMITS.rateWindowMs;
  const recent = (Array.isArray(times) ? times : []).filter((time) => typeof time === 'number' && time > nowMs - window && time <= nowMs);
  if (recent.length >= limit) return { allowed: false, times: recent, retryAfterMs: Math.max(0, recent.sort((a, b) => a - b)[0] + window - nowMs) };
  recent.push(nowMs);
  return { allowed: true, times: recent, retryAfterMs: 0 };
}

/** The per-minute message allowance of a caller (superusers are not limited: null). */
const messageAllowance = (actor) => (actor.superuser ? null : actor.kind === 'staff' ? LIMITS.staffPerMinute : LIMITS.travellerPerMinute);

/** Whether a typing notice may go out now (the last one from this caller on this thread was at lastMs). */
const typingAllowed = (lastMs, nowMs) => !(typeof lastMs === 'number' && nowMs - lastMs < LIMITS.typingIntervalMs && nowMs >= lastMs);

/**
 * The thread's fields after a message is added.
 * @param thread { status, customer_unread, staff_unread, waiting_since }
 * @param message { sender: 'customer' | 'staff' | 'system', created (PocketBase date text), body, preview?, event? }
 */
function threadAfterMessage(thread, message) {
  const patch = {
    last_message_at: message.created,
    last_message_preview: message.preview !== undefined ? message.preview : previewOf(message.body),
    last_sender: message.sender,
  };
  // Any message brings a closed thread back to the inbox, except the event that closes it.
  if (thread.status === 'closed' && message.event !== 'closed') {
    patch.status = 'open';
    patch.closed_at = '';
  }
  if (message.sender === 'customer') {
    patch.staff_unread = (Number(thread.staff_unread) || 0) + 1;
    if (!thread.waiting_since) patch.waiting_since = message.created;
  } else if (message.sender === 'staff') {
    patch.customer_unread = (Number(thread.customer_unread) || 0) + 1;
    patch.waiting_since = '';
  }
  // System events (closed, an offer that ended) show in the thread but count as nobody's unread.
  return patch;
}

/** The thread's fields after one side read up to `readAt`, with `unread` of the other side's messages left after it. */
function threadAfterRead(side, readAt, unread) {
  return side === 'staff' ? { staff_read_at: readAt, staff_unread: Math.max(0, unread) } : { customer_read_at: readAt, customer_unread: Math.max(0, unread) };
}

/** The sender whose messages count as unread for a side: staff read the traveller's, the traveller staff's. */
const unreadSenderFor = (side) => (side === 'staff' ? 'customer' : 'staff');

/**
 * Whether the traveller should be mailed about a staff reply: nobody of theirs is watching live,
 * there is an address, and they were not mailed since they last read the thread.
 */
function shouldMailTraveller({ present, email, readAt, notifiedAt }) {
  if (present || !email) return false;
  if (!notifiedAt) return true;
  return String(readAt || '') > String(notifiedAt);
}

/** The inbox filters: SQL conditions on chat_threads (fixed strings, never built from input). */
const INBOX_FILTERS = {
  all: '1 = 1',
  open: "status = 'open'",
  waiting: "status = 'open' AND coalesce(waiting_since, '') != ''",
  closed: "status = 'closed'",
  offers: "offer_state IN ('requested', 'offered')",
};

const inboxFilter = (name) => (Object.prototype.hasOwnProperty.call(INBOX_FILTERS, name) ? name : 'open');

/** Seconds since the traveller's oldest unanswered message (0 when staff answered last). */
function waitingSeconds(waitingSince, nowMs) {
  if (!waitingSince) return 0;
  const since = Date.parse(String(waitingSince).replace(' ', 'T'));
  return Number.isNaN(since) ? 0 : Math.max(0, Math.floor((nowMs - since) / 1000));
}

/** A page request: { page ≥ 1, perPage 1..max }. */
function pageOf(pageValue, perPageValue) {
  const page = Math.max(1, Math.min(10000, Math.floor(Number(pageValue)) || 1));
  const perPage = Math.max(1, Math.min(LIMITS.maxPageSize, Math.floor(Number(perPageValue)) || LIMITS.pageSize));
  return { page, perPage };
}

module.exports = {
  LIMITS,
  RECORD_ID,
  actorOf,
  isTraveller,
  sideOf,
  ownsThread,
  canSeeThread,
  ownerFields,
  clientId,
  cleanMessage,
  cleanLine,
  lengthOf,
  checkMessageBody,
  previewOf,
  rateAllowed,
  messageAllowance,
  typingAllowed,
  threadAfterMessage,
  threadAfterRead,
  unreadSenderFor,
  shouldMailTraveller,
  INBOX_FILTERS,
  inboxFilter,
  waitingSeconds,
  pageOf,
};
