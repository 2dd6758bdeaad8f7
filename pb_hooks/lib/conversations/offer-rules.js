// The rules of custom offers, pure (docs/decisions/032-custom-offers.md): what a traveller's
// request and a staff member's offer may contain, how long an offer lives, which states can be
// paid or changed, and what the checkout of an offer may (not) carry. offer-data.js and
// offer-http.js apply them inside PocketBase; checkout-http.js takes an offer's checkout here.

const { tm } = require('./conversation-messages.js');
const { errorCollector, validateItems, validatePerson, validateGuests, cleanLine, EMAIL, IDEMPOTENCY_KEY, PAYMENT_METHODS, asciiDigits, LIMITS: CHECKOUT_LIMITS } = require('../checkout/checkout-request.js');
const { clientId, cleanMessage, lengthOf, RECORD_ID } = require('./chat-rules.js');
const { hasInvisibleProblem } = require('../shared/visible-text.js');

const HOUR_MS = 3600 * 1000;
const RIYADH_OFFSET_MS = 3 * HOUR_MS;

const LIMITS = {
  dates: 5,
  groupTotal: 200,
  budgetMax: CHECKOUT_LIMITS.expectedTotal,
  notes: 2000,
  name: 120,
  note: 1000,
  declineReason: 500,
  totalMin: 100, // 1 SAR: a payment page cannot take less
  totalMax: CHECKOUT_LIMITS.expectedTotal,
  expiryMinHours: 1,
  expiryMaxHours: 168,
  expiryDefaultHours: 24,
};

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const TYPE_KEY = /^[a-z][a-z0-9_]{0,31}$/;
const LANGUAGE = /^[a-z]{2}$/;
const COUNTRY_CODE = /^\+[0-9]{1,4}$/;
const PHONE_DIGITS = /^[0-9]{5,15}$/;

const isPlainObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);

/** Today's date in Riyadh (YYYY-MM-DD). */
const riyadhToday = (nowMs) => new Date(nowMs + RIYADH_OFFSET_MS).toISOString().slice(0, 10);

/** Whether YYYY-MM-DD names a real calendar day. */
function realDay(value) {
  const match = DAY.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

function bodyError(locale) {
  return { ok: false, error: { status: 400, message: tm(locale, 'invalid_body'), data: {} } };
}

/** Travellers by type as a request states them: { adult: 2, child: 1 }, 1..groupTotal in all. */
function checkGroup(raw, errors) {
  if (raw === undefined || raw === null) {
    errors.add(['travellers'], 'validation_required', 'group_required');
    return null;
  }
  const problem = () => errors.add(['travellers'], 'validation_invalid_travellers', 'group_invalid', { max: LIMITS.groupTotal });
  if (!isPlainObject(raw) || Object.keys(raw).length > 10) {
    problem();
    return null;
  }
  const travellers = {};
  let total = 0;
  for (const key of Object.keys(raw)) {
    const count = raw[key];
    if (!TYPE_KEY.test(key) || typeof count !== 'number' || !Number.isInteger(count) || count < 0 || count > LIMITS.groupTotal) {
      problem();
      return null;
    }
    if (count > 0) travellers[key] = count;
    total += count;
  }
  if (total === 0) {
    errors.add(['travellers'], 'validation_required', 'group_required');
    return null;
  }
  if (total > LIMITS.groupTotal) {
    problem();
    return null;
  }
  return travellers;
}

/** The contact of a request: name and email required, phone optional (with its country code). */
function checkContact(raw, errors) {
  const source = isPlainObject(raw) ? raw : {};
  const contact = { name: '', email: '', countryCode: '', phone: '' };
  const name = cleanLine(source.name);
  if (name === '') errors.add(['contact', 'name'], 'validation_required', 'field_required');
  else if (name === null) errors.add(['contact', 'name'], 'validation_invalid_format', 'invalid_format');
  else if (lengthOf(name) > LIMITS.name) errors.add(['contact', 'name'], 'validation_max_text_constraint', 'too_long', { max: LIMITS.name });
  else if (hasInvisibleProblem(name)) errors.add(['contact', 'name'], 'validation_invisible_characters', 'name_invisible_characters');
  else contact.name = name;

  const email = cleanLine(source.email);
  if (email === '') errors.add(['contact', 'email'], 'validation_required', 'field_required');
  else if (email === null || email.length > 254 || !EMAIL.test(email)) errors.add(['contact', 'email'], 'validation_invalid_email', 'invalid_format');
  else contact.email = email.toLowerCase();

  let phone = cleanLine(source.phone);
  if (phone) phone = asciiDigits(phone).replace(/[\s().-]/g, '');
  if (phone === null || (phone && !PHONE_DIGITS.test(phone))) errors.add(['contact', 'phone'], 'validation_invalid_format', 'invalid_format');
  else if (phone) {
    contact.phone = phone;
    let countryCode = cleanLine(source.countryCode);
    if (countryCode) countryCode = asciiDigits(countryCode).replace(/\s+/g, '');
    if (countryCode && /^[0-9]{1,4}$/.test(countryCode)) countryCode = `+${countryCode}`;
    if (countryCode === '') errors.add(['contact', 'countryCode'], 'validation_required', 'field_required');
    else if (countryCode === null || !COUNTRY_CODE.test(countryCode)) errors.add(['contact', 'countryCode'], 'validation_invalid_format', 'invalid_format');
    else contact.countryCode = countryCode;
  }
  return contact;
}

/**
 * POST /api/store/offers/requests body:
 * { id?, threadId?, experienceId?, dates: ['YYYY-MM-DD', …], travellers: { type: count },
 *   budget?: halalas, language: 'ar', notes?, contact: { name, email, countryCode?, phone? }, locale? }
 * → { ok: true, request } | { ok: false, error }
 */
function validateOfferRequest(body, locale, nowMs) {
  if (!isPlainObject(body)) return bodyError(locale);
  const errors = errorCollector(locale, tm);
  const request = { id: clientId(body.id), threadId: '', experienceId: '', dates: [], travellers: null, budget: 0, language: '', notes: '', contact: null };
  if (request.id === null) errors.add(['id'], 'validation_invalid_id', 'record_id_invalid');
  for (const [field, key] of [
    ['threadId', 'threadId'],
    ['experienceId', 'experienceId'],
  ]) {
    const value = body[field];
    if (value === undefined || value === null || value === '') continue;
    if (typeof value !== 'string' || !RECORD_ID.test(value)) errors.add([field], 'validation_invalid_id', 'record_id_invalid');
    else request[key] = value;
  }

  const today = riyadhToday(nowMs);
  const dates = body.dates;
  if (dates === undefined || dates === null || (Array.isArray(dates) && dates.length === 0)) errors.add(['dates'], 'validation_required', 'dates_required');
  else if (!Array.isArray(dates) || dates.length > LIMITS.dates || dates.some((day) => typeof day !== 'string' || !realDay(day) || day < today)) {
    errors.add(['dates'], 'validation_invalid_dates', 'dates_invalid', { max: LIMITS.dates });
  } else request.dates = dates.filter((day, index) => dates.indexOf(day) === index).sort();

  request.travellers = checkGroup(body.travellers, errors);

  if (body.budget !== undefined && body.budget !== null && body.budget !== '') {
    const budget = body.budget;
    if (typeof budget !== 'number' || !Number.isInteger(budget) || budget < 0 || budget > LIMITS.budgetMax) errors.add(['budget'], 'validation_invalid_number', 'budget_invalid');
    else request.budget = budget;
  }

  const language = typeof body.language === 'string' ? body.language.trim().toLowerCase() : body.language;
  if (language === undefined || language === null || language === '') errors.add(['language'], 'validation_required', 'language_invalid');
  else if (typeof language !== 'string' || !LANGUAGE.test(language)) errors.add(['language'], 'validation_invalid_value', 'language_invalid');
  else request.language = language;

  const notes = cleanMessage(body.notes);
  if (notes === null) errors.add(['notes'], 'validation_invalid_format', 'invalid_format');
  else if (lengthOf(notes) > LIMITS.notes) errors.add(['notes'], 'validation_max_text_constraint', 'notes_too_long', { max: LIMITS.notes });
  else if (hasInvisibleProblem(notes)) errors.add(['notes'], 'validation_invisible_characters', 'text_invisible_characters');
  else request.notes = notes;

  request.contact = checkContact(body.contact, errors);
  if (errors.count > 0) return { ok: false, error: errors.error() };
  return { ok: true, request };
}

/**
 * POST /api/store/staff/threads/{id}/offers body:
 * { id?, item: { slotId, travellers, pickup? }, total?: halalas, expiresInHours?: 1..168 | expiresAt?: ISO, note? }
 * → { ok: true, offer: { id, item, total (null = the computed price), expiresAtMs, note } } | { ok: false, error }
 */
function validateOfferCompose(body, locale, nowMs) {
  if (!isPlainObject(body)) return bodyError(locale);
  const errors = errorCollector(locale, tm);
  const offer = { id: clientId(body.id), item: null, total: null, expiresAtMs: nowMs + LIMITS.expiryDefaultHours * HOUR_MS, note: '' };
  if (offer.id === null) errors.add(['id'], 'validation_invalid_id', 'record_id_invalid');

  if (!isPlainObject(body.item)) errors.add(['item'], 'validation_required', 'offer_travellers_required');
  else {
    // The cart's item shape and checks (checkout-request.js), reported under `item`.
    const itemErrors = errorCollector(locale, tm);
    const items = validateItems([{ slotId: body.item.slotId, travellers: body.item.travellers, pickup: body.item.pickup }], itemErrors);
    if (itemErrors.count > 0) {
      const nested = itemErrors.error().data.items;
      const fields = nested && nested['0'] ? nested['0'] : {};
      for (const field of Object.keys(fields)) errors.addText(['item', field], fields[field].code, fields[field].message);
    } else offer.item = items[0];
  }

  if (body.total !== undefined && body.total !== null && body.total !== '') {
    const total = body.total;
    if (typeof total !== 'number' || !Number.isInteger(total) || total < LIMITS.totalMin || total > LIMITS.totalMax) {
      errors.add(['total'], 'validation_invalid_number', 'offer_total_invalid', { min: LIMITS.totalMin, max: LIMITS.totalMax });
    } else offer.total = total;
  }

  const minMs = nowMs + LIMITS.expiryMinHours * HOUR_MS - 60000;
  const maxMs = nowMs + LIMITS.expiryMaxHours * HOUR_MS + 60000;
  if (body.expiresAt !== undefined && body.expiresAt !== null && body.expiresAt !== '') {
    const at = typeof body.expiresAt === 'string' ? Date.parse(body.expiresAt) : NaN;
    if (Number.isNaN(at) || at < minMs || at > maxMs) errors.add(['expiresAt'], 'validation_invalid_date', 'offer_expiry_invalid');
    else offer.expiresAtMs = at;
  } else if (body.expiresInHours !== undefined && body.expiresInHours !== null && body.expiresInHours !== '') {
    const hours = body.expiresInHours;
    if (typeof hours !== 'number' || !Number.isFinite(hours) || hours < LIMITS.expiryMinHours || hours > LIMITS.expiryMaxHours) errors.add(['expiresInHours'], 'validation_invalid_number', 'offer_expiry_invalid');
    else offer.expiresAtMs = nowMs + Math.round(hours * HOUR_MS);
  }

  const note = cleanMessage(body.note);
  if (note === null) errors.add(['note'], 'validation_invalid_format', 'invalid_format');
  else if (lengthOf(note) > LIMITS.note) errors.add(['note'], 'validation_max_text_constraint', 'offer_note_too_long', { max: LIMITS.note });
  else if (hasInvisibleProblem(note)) errors.add(['note'], 'validation_invisible_characters', 'text_invisible_characters');
  else offer.note = note;

  if (errors.count > 0) return { ok: false, error: errors.error() };
  return { ok: true, offer };
}

// What the checkout of an offer may carry: the offer decides items, prices and the promotion.
const OFFER_CHECKOUT_FIELDS = ['offerId', 'leadGuest', 'guests', 'paymentMethod', 'locale'];

/**
 * POST /api/store/checkout with an offer: { offerId, leadGuest, guests?, paymentMethod, locale? }
 * and the Idempotency-Key header. Any other field (items, a price, a promo code) is refused.
 * → { ok: true, request: { idempotencyKey, offerId, items: [], leadGuest, guests, promoCode: '', paymentMethod } } | { ok: false, error }
 */
function validateOfferCheckout(body, idempotencyKey, locale) {
  if (!isPlainObject(body)) return bodyError(locale);
  const errors = errorCollector(locale, tm);
  const extra = Object.keys(body).filter((key) => OFFER_CHECKOUT_FIELDS.indexOf(key) === -1 && body[key] !== undefined);
  for (const field of extra.slice(0, 5)) errors.add([field], 'validation_offer_field_not_allowed', 'offer_body_not_allowed', { field: field.slice(0, 40) });
  const key = typeof idempotencyKey === 'string' ? idempotencyKey.trim() : '';
  if (!IDEMPOTENCY_KEY.test(key)) errors.add(['idempotencyKey'], key ? 'validation_invalid_format' : 'validation_required', 'idempotency_key_required');
  const offerId = body.offerId;
  if (typeof offerId !== 'string' || !RECORD_ID.test(offerId)) errors.add(['offerId'], 'validation_invalid_id', 'record_id_invalid');
  const leadGuest = validatePerson(body.leadGuest, ['leadGuest'], errors, true);
  const guests = validateGuests(body.guests, 1, errors);
  const paymentMethod = body.paymentMethod;
  if (paymentMethod === undefined || paymentMethod === null || paymentMethod === '') errors.add(['paymentMethod'], 'validation_required', 'field_required');
  else if (PAYMENT_METHODS.indexOf(paymentMethod) === -1) errors.add(['paymentMethod'], 'validation_invalid_value', 'payment_method_invalid');
  if (errors.count > 0) return { ok: false, error: errors.error() };
  return { ok: true, request: { idempotencyKey: key, offerId, items: [], leadGuest, guests, promoCode: '', paymentMethod } };
}

/** PocketBase date text as ms (NaN when empty). */
const dateMs = (value) => (value ? Date.parse(String(value).replace(' ', 'T')) : NaN);

/** An offer's state now: an 'offered' offer past its expiry is 'expired' even before the job marks it. */
function effectiveStatus(offer, nowMs) {
  if (offer.status === 'offered') {
    const expires = dateMs(offer.expires_at);
    if (Number.isNaN(expires) || expires <= nowMs) return 'expired';
  }
  return offer.status;
}

/**
 * Why an offer cannot be paid now, or null when it can.
 * → { status: 409, key, code, params? }
 */
function checkoutRefusal(offer, nowMs, orderNumber) {
  const state = effectiveStatus(offer, nowMs);
  if (state === 'offered') return null;
  if (state === 'accepted') return { status: 409, key: 'offer_already_accepted', code: 'offer_accepted', params: { number: orderNumber || '' } };
  if (state === 'declined') return { status: 409, key: 'offer_declined', code: 'offer_declined' };
  if (state === 'withdrawn') return offer.replaced_by ? { status: 409, key: 'offer_replaced', code: 'offer_replaced' } : { status: 409, key: 'offer_withdrawn', code: 'offer_withdrawn' };
  return { status: 409, key: 'offer_expired', code: 'offer_expired' };
}

/** Why an offer cannot be declined or withdrawn now (it is no longer open), or null; an accepted offer names its order. */
function changeRefusal(offer, nowMs, orderNumber) {
  return effectiveStatus(offer, nowMs) === 'offered' ? null : checkoutRefusal(offer, nowMs, orderNumber) || { status: 409, key: 'offer_not_open', code: 'offer_not_open' };
}

/** A decline reason: trimmed text up to the limit. → { ok, reason } | { ok: false, key, params } */
function checkDeclineReason(value) {
  const reason = cleanMessage(value);
  if (reason === null) return { ok: false, key: 'invalid_format', code: 'validation_invalid_format' };
  if (lengthOf(reason) > LIMITS.declineReason) return { ok: false, key: 'decline_reason_too_long', code: 'validation_max_text_constraint', params: { max: LIMITS.declineReason } };
  if (hasInvisibleProblem(reason)) return { ok: false, key: 'text_invisible_characters', code: 'validation_invisible_characters' };
  return { ok: true, reason };
}

/**
 * How long an accepted offer's booking holds its seats: the checkout's hold, or until the
 * offer would have expired when that is later (the offer held them that long anyway).
 */
const offerHoldUntilMs = (nowMs, holdMinutes, expiresAtMs) => Math.max(nowMs + holdMinutes * 60000, Number.isFinite(expiresAtMs) ? expiresAtMs : 0);

/** The request status that follows an offer's state. */
const REQUEST_STATUS = { offered: 'offered', accepted: 'accepted', declined: 'declined', expired: 'expired', withdrawn: 'withdrawn' };

module.exports = {
  LIMITS,
  riyadhToday,
  realDay,
  validateOfferRequest,
  validateOfferCompose,
  validateOfferCheckout,
  OFFER_CHECKOUT_FIELDS,
  effectiveStatus,
  checkoutRefusal,
  changeRefusal,
  checkDeclineReason,
  offerHoldUntilMs,
  REQUEST_STATUS,
};
