// @ts-check
// The rules of verified reviews (docs/decisions/042-verified-reviews.md). Pure: rows and
// instants in, decisions out; reviews-http.js and review-data.js apply them.

const { hasInvisibleProblem } = require('../shared/visible-text.js');
// The vocabularies are the API's (contracts/reviews-contract.js): the app and the tests use them too.
const { SCORE_KEYS: SCORES, TRAVELLER_TYPES, NAME_DISPLAYS, HIDE_REASONS } = require('../contracts/reviews-contract.js');

/** Days after the activity ended during which a review may be written (and is invited). */
const WINDOW_DAYS = 90;
/** Days after a review was written during which its author may change it. */
const EDIT_DAYS = 7;
const DAY_MS = 86400000;
const TEXT_MAX = 2000;
const REPLY_MAX = 2000;
/** "Helpful" votes one person may cast in VOTE_WINDOW_MS. */
const VOTES_PER_WINDOW = 30;
const VOTE_WINDOW_MS = 10 * 60 * 1000;
/** Reviews (new or edited) one order may write in WRITE_WINDOW_MS. */
const WRITES_PER_WINDOW = 20;
const WRITE_WINDOW_MS = 10 * 60 * 1000;

const PAID_ORDER = ['confirmed', 'partially_confirmed'];

/**
 * When a booked activity ends: its start (a Riyadh day and time, UTC+3, no daylight saving) plus
 * its duration. NaN when the booking has no valid day.
 * @param {{ date: string, start_time: string }} booking @param {number} durationMinutes
 */
function activityEndMs(booking, durationMinutes) {
  const time = /^\d{2}:\d{2}$/.test(booking.start_time || '') ? booking.start_time : '00:00';
  const start = Date.parse(`${booking.date}T${time}:00+03:00`);
  return start + Math.max(0, Number(durationMinutes) || 0) * 60000;
}

/**
 * Whether a booking may be reviewed now, and why not.
 * @param {{ orderStatus: string, bookingStatus: string, endMs: number, reviewed: boolean }} facts
 * @param {number} nowMs
 * @returns {import('../contracts/reviews-contract.js').ReviewState}
 */
function eligibility(facts, nowMs) {
  if (facts.reviewed) return 'reviewed';
  if (facts.bookingStatus !== 'confirmed' || PAID_ORDER.indexOf(facts.orderStatus) === -1) return 'not_confirmed';
  if (!(facts.endMs <= nowMs)) return 'not_finished';
  if (nowMs > facts.endMs + WINDOW_DAYS * DAY_MS) return 'window_closed';
  return 'eligible';
}

/** Until when a review written at `createdMs` may be changed. */
const editableUntilMs = (createdMs) => createdMs + EDIT_DAYS * DAY_MS;

/**
 * Until when a stored review may be changed: its edit_until, else EDIT_DAYS after it was written
 * (PocketBase dates, 'YYYY-MM-DD hh:mm:ss.sssZ').
 * @param {{ editUntil?: string | null, created: string }} review
 */
function reviewEditableUntilMs(review) {
  const iso = (value) => (typeof value === 'string' ? value.replace(' ', 'T') : '');
  return review.editUntil ? Date.parse(iso(review.editUntil)) : editableUntilMs(Date.parse(iso(review.created)));
}

/** 'YYYY-MM' of a booking's day ('' when it has none). */
const activityMonth = (date) => (/^\d{4}-\d{2}-\d{2}$/.test(date || '') ? date.slice(0, 7) : '');

const ARABIC_LETTER = /[\u0600-\u06FF]/;

/** Whether a score is given: a whole number 1–5; null/undefined/'' mean "not given". */
const isRating = (value) => typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 5;

/**
 * Checks a review's body. → { ok: true, review } or { ok: false, errors: { field: messageKey } }.
 * review: { rating, scores: { service … } (0 = not given), travellerType, text, textLocale, nameDisplay }.
 * @param {any} body
 */
function validateReview(body) {
  /** @type {Record<string, string>} */
  const errors = {};
  if (!body || typeof body !== 'object' || Array.isArray(body)) return { ok: false, errors: { body: 'invalid_body' } };
  if (body.rating === undefined || body.rating === null || body.rating === '') errors.rating = 'rating_required';
  else if (!isRating(body.rating)) errors.rating = 'rating_invalid';
  /** @type {Record<string, number>} */
  const scores = { service: 0, organisation: 0, value: 0, safety: 0 };
  if (body.scores !== undefined && body.scores !== null) {
    if (typeof body.scores !== 'object' || Array.isArray(body.scores)) errors.scores = 'scores_invalid';
    else {
      for (const key of Object.keys(body.scores)) {
        if (/** @type {readonly string[]} */ (SCORES).indexOf(key) === -1) {
          errors.scores = 'scores_invalid';
          continue;
        }
        const value = body.scores[key];
        if (value === null || value === undefined || value === 0) continue;
        if (!isRating(value)) errors[`scores.${key}`] = 'score_invalid';
        else scores[key] = value;
      }
    }
  }
  let travellerType = '';
  if (body.travellerType !== undefined && body.travellerType !== null && body.travellerType !== '') {
    if (TRAVELLER_TYPES.indexOf(body.travellerType) === -1) errors.travellerType = 'traveller_type_invalid';
    else travellerType = body.travellerType;
  }
  let text = '';
  if (body.text !== undefined && body.text !== null) {
    if (typeof body.text !== 'string') errors.text = 'text_invalid';
    else {
      text = body.text.replace(/\r\n?/g, '\n').trim();
      if (text.length > TEXT_MAX) errors.text = 'text_too_long';
      else if (hasInvisibleProblem(text)) errors.text = 'text_invisible_characters';
    }
  }
  let textLocale = '';
  if (body.textLocale !== undefined && body.textLocale !== null && body.textLocale !== '') {
    if (body.textLocale !== 'ar' && body.textLocale !== 'en') errors.textLocale = 'text_locale_invalid';
    else textLocale = body.textLocale;
  }
  if (!textLocale) textLocale = ARABIC_LETTER.test(text) ? 'ar' : 'en';
  let nameDisplay = 'first_initial';
  if (body.nameDisplay !== undefined && body.nameDisplay !== null && body.nameDisplay !== '') {
    if (NAME_DISPLAYS.indexOf(body.nameDisplay) === -1) errors.nameDisplay = 'name_display_invalid';
    else nameDisplay = body.nameDisplay;
  }
  if (Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, review: { rating: body.rating, scores, travellerType, text, textLocale, nameDisplay } };
}

/**
 * The name shown with a review: "Sara A.", "Sara" or '' (the page then says "A traveller").
 * @param {{ firstName?: string, lastName?: string }} person @param {string} display
 */
function displayName(person, display) {
  if (display === 'anonymous') return '';
  const first = String((person && person.firstName) || '').trim().split(/\s+/)[0] || '';
  if (!first) return '';
  if (display === 'first') return first.slice(0, 60);
  const last = String((person && person.lastName) || '').trim();
  return last ? `${first.slice(0, 60)} ${Array.from(last)[0]}.` : first.slice(0, 60);
}

/** Checks a staff reply's body → { ok, text } or { ok: false, key }. */
function validateReply(body) {
  const text = body && typeof body.text === 'string' ? body.text.replace(/\r\n?/g, '\n').trim() : '';
  if (!text) return { ok: false, key: 'reply_required' };
  if (text.length > REPLY_MAX) return { ok: false, key: 'reply_too_long' };
  if (hasInvisibleProblem(text)) return { ok: false, key: 'text_invisible_characters' };
  return { ok: true, text };
}

/** Checks a staff hide's body → { ok, reason } or { ok: false, key }. */
function validateHide(body) {
  const reason = body && typeof body.reason === 'string' ? body.reason : '';
  if (HIDE_REASONS.indexOf(reason) === -1) return { ok: false, key: 'hide_reason_invalid' };
  return { ok: true, reason };
}

/**
 * Which invitation a booking is due now: 0 (none), 1 (the first), 2 or 3 (the reminders).
 * The first once the activity has ended; a reminder 3 and then 7 days after the first; none
 * once reviewed or after the window.
 * @param {{ endMs: number, sentCount: number, lastSentMs: number, reviewed: boolean }} facts @param {number} nowMs
 */
function invitationDue(facts, nowMs) {
  if (facts.reviewed || !(facts.endMs <= nowMs) || nowMs > facts.endMs + WINDOW_DAYS * DAY_MS) return 0;
  if (facts.sentCount <= 0) return 1;
  if (facts.sentCount === 1 && nowMs >= facts.lastSentMs + 3 * DAY_MS) return 2;
  if (facts.sentCount === 2 && nowMs >= facts.lastSentMs + 4 * DAY_MS) return 3;
  return 0;
}

module.exports = {
  WINDOW_DAYS,
  EDIT_DAYS,
  DAY_MS,
  TEXT_MAX,
  VOTES_PER_WINDOW,
  VOTE_WINDOW_MS,
  WRITES_PER_WINDOW,
  WRITE_WINDOW_MS,
  SCORES,
  TRAVELLER_TYPES,
  HIDE_REASONS,
  activityEndMs,
  eligibility,
  editableUntilMs,
  reviewEditableUntilMs,
  activityMonth,
  validateReview,
  displayName,
  validateReply,
  validateHide,
  invitationDue,
};
