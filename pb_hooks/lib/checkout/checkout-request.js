// Validation of the bodies of POST /api/store/cart/check, /api/store/promo/validate and
// /api/store/checkout. Pure: takes the parsed body (and the Idempotency-Key header) and the
// request's language; returns the normalised request or a 400 in PocketBase's error shape
// ({ status, message, data: { field: { code, message } } }, nested for items, leadGuest, guests).
// Only the shape is checked here; whether a slot exists, a traveller type is offered or seats
// are left is decided against the catalog (checkout-pricing.js).

const { tc } = require('./checkout-messages.js');
const { hasInvisibleCharacters } = require('../accounts/person-name.js');
const { LIMITS, PAYMENT_METHODS } = require('../contracts/checkout-contract.js');


// PocketBase record ids: 15 lowercase letters or digits.
const RECORD_ID = /^[a-z0-9]{15}$/;
const TYPE_KEY = /^[a-z][a-z0-9_]{0,31}$/;
const PLACE_KEY = /^[A-Za-z0-9_-]{1,64}$/;
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,128}$/;
// The one e-mail rule (shared/email-address.js).
const { EMAIL } = require('../shared/email-address.js');
const COUNTRY_CODE = /^\+[0-9]{1,4}$/;
const PHONE_DIGITS = /^[0-9]{5,15}$/;
const PROMO_CODE = /^[A-Z0-9_-]{1,40}$/;

const isPlainObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);

/** Arabic-Indic (٠-٩) and Persian (۰-۹) digits as ASCII digits. */
function asciiDigits(value) {
  return value.replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660)).replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0));
}

/** One line of text: trimmed, inner white space collapsed, control characters removed; null for non-strings. */
function cleanLine(value) {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  return value.replace(/[\x00-\x1f\x7f]/g, ' ').replace(/\s+/g, ' ').trim();
}

/**
 * A collector of field errors; `path` is a list of keys, nested into data as PocketBase does.
 * `translate` looks the messages up (the checkout's by default).
 */
function errorCollector(locale, translate) {
  const say = translate || tc;
  const data = {};
  let count = 0;
  let required = false;
  let single = null;
  /** Adds an error whose message is already written. */
  function addText(path, code, message) {
    let node = data;
    for (let index = 0; index < path.length - 1; index += 1) {
      const part = String(path[index]);
      if (!isPlainObject(node[part]) || typeof node[part].code === 'string') node[part] = {};
      node = node[part];
    }
    node[String(path[path.length - 1])] = { code, message };
    count += 1;
    if (code === 'validation_required') required = true;
    single = count === 1 && path.length === 1 ? message : null;
  }
  return {
    add(path, code, key, params) {
      addText(path, code, say(locale, key, params));
    },
    addText,
    get count() {
      return count;
    },
    error() {
      const message = single || say(locale, required ? 'all_fields_required' : 'fix_fields');
      return { status: 400, message, data };
    },
  };
}

/** The normalised promo code (trimmed, upper case) or '' when none; null when not a string. */
function normalisePromoCode(value) {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') return null;
  return value.trim().toUpperCase();
}

/** Whether a normalised promo code has a shape a code can have (else it is simply unknown). */
const promoCodeLooksValid = (code) => PROMO_CODE.test(code);

/**
 * The cart items: [{ slotId, travellers: { type: count }, pickup: { placeId } | null, expectedTotal: n | null }].
 * Adds errors under `items` and returns null when the list itself is not usable.
 */
function validateItems(raw, errors) {
  if (raw === undefined || raw === null) {
    errors.add(['items'], 'validation_required', 'items_required');
    return null;
  }
  if (!Array.isArray(raw)) {
    errors.add(['items'], 'validation_invalid_items', 'items_invalid');
    return null;
  }
  if (raw.length === 0) {
    errors.add(['items'], 'validation_required', 'items_required');
    return null;
  }
  if (raw.length > LIMITS.items) {
    errors.add(['items'], 'validation_too_many_items', 'items_too_many', { max: LIMITS.items });
    return null;
  }
  const items = [];
  raw.forEach((entry, index) => {
    if (!isPlainObject(entry)) {
      errors.add(['items', index], 'validation_invalid_item', 'item_invalid');
      return;
    }
    const item = { slotId: '', travellers: {}, pickup: null, expectedTotal: null };
    if (entry.slotId === undefined || entry.slotId === null || entry.slotId === '') errors.add(['items', index, 'slotId'], 'validation_required', 'field_required');
    else if (typeof entry.slotId !== 'string' || !RECORD_ID.test(entry.slotId)) errors.add(['items', index, 'slotId'], 'validation_invalid_id', 'slot_invalid');
    else item.slotId = entry.slotId;

    const travellers = entry.travellers;
    if (travellers === undefined || travellers === null) {
      errors.add(['items', index, 'travellers'], 'validation_required', 'travellers_required');
    } else if (!isPlainObject(travellers)) {
      errors.add(['items', index, 'travellers'], 'validation_invalid_travellers', 'travellers_invalid', { max: LIMITS.travellersPerType });
    } else {
      const keys = Object.keys(travellers);
      let total = 0;
      let problem = null;
      if (keys.length > LIMITS.travellerTypes) problem = ['validation_invalid_travellers', 'travellers_invalid', { max: LIMITS.travellersPerType }];
      for (const key of keys) {
        if (problem) break;
        const count = travellers[key];
        if (!TYPE_KEY.test(key)) problem = ['validation_unknown_traveller_type', 'traveller_type_invalid', { type: key.slice(0, 40) }];
        else if (typeof count !== 'number' || !Number.isInteger(count) || count < 0 || count > LIMITS.travellersPerType) problem = ['validation_invalid_travellers', 'travellers_invalid', { max: LIMITS.travellersPerType }];
        else if (count > 0) {
          item.travellers[key] = count;
          total += count;
        }
      }
      if (problem) errors.add(['items', index, 'travellers'], problem[0], problem[1], problem[2]);
      else if (total === 0) errors.add(['items', index, 'travellers'], 'validation_required', 'travellers_required');
    }

    if (entry.pickup !== undefined && entry.pickup !== null) {
      const placeId = isPlainObject(entry.pickup) ? entry.pickup.placeId : undefined;
      if (placeId === undefined || placeId === null || placeId === '') item.pickup = null;
      else if (typeof placeId !== 'string' || !PLACE_KEY.test(placeId)) errors.add(['items', index, 'pickup'], 'validation_invalid_pickup', 'pickup_invalid');
      else item.pickup = { placeId };
    }

    if (entry.expectedTotal !== undefined && entry.expectedTotal !== null) {
      const value = entry.expectedTotal;
      if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > LIMITS.expectedTotal) errors.add(['items', index, 'expectedTotal'], 'validation_invalid_number', 'expected_total_invalid');
      else item.expectedTotal = value;
    }
    items.push(item);
  });
  return items;
}

/** An optional checkout email given to the cart check or promo validation (for per-customer limits). */
function optionalEmail(value, errors) {
  const email = cleanLine(value);
  if (email === null || (email && (email.length > LIMITS.email || !EMAIL.test(email)))) {
    errors.add(['email'], 'validation_invalid_email', 'invalid_format');
    return '';
  }
  return email ? email.toLowerCase() : '';
}

function bodyError(locale) {
  return { ok: false, error: { status: 400, message: tc(locale, 'invalid_body'), data: {} } };
}

/**
 * POST /api/store/cart/check body: { items, promoCode?, email?, locale? }.
 * → { ok: true, request: { items, promoCode, email } } | { ok: false, error }
 */
function validateCartCheck(body, locale) {
  if (!isPlainObject(body)) return bodyError(locale);
  const errors = errorCollector(locale);
  const items = validateItems(body.items, errors);
  const promoCode = normalisePromoCode(body.promoCode);
  if (promoCode === null || (promoCode && promoCode.length > LIMITS.promoCode)) errors.add(['promoCode'], 'validation_invalid_format', 'invalid_format');
  const email = optionalEmail(body.email, errors);
  if (errors.count > 0) return { ok: false, error: errors.error() };
  return { ok: true, request: { items, promoCode: promoCode || '', email } };
}

/**
 * POST /api/store/promo/validate body: { code, items, email?, locale? }.
 * → { ok: true, request: { code, items, email } } | { ok: false, error }
 */
function validatePromoRequest(body, locale) {
  if (!isPlainObject(body)) return bodyError(locale);
  const errors = errorCollector(locale);
  const code = normalisePromoCode(body.code);
  if (code === '') errors.add(['code'], 'validation_required', 'field_required');
  else if (code === null || code.length > LIMITS.promoCode) errors.add(['code'], 'validation_invalid_format', 'invalid_format');
  const items = validateItems(body.items, errors);
  const email = optionalEmail(body.email, errors);
  if (errors.count > 0) return { ok: false, error: errors.error() };
  return { ok: true, request: { code, items, email } };
}

function validatePerson(raw, path, errors, withContact) {
  const person = {};
  const source = isPlainObject(raw) ? raw : {};
  for (const field of ['firstName', 'lastName']) {
    const value = cleanLine(source[field]);
    if (value === '') errors.add(path.concat(field), 'validation_required', 'field_required');
    else if (value === null) errors.add(path.concat(field), 'validation_invalid_format', 'invalid_format');
    else if (value.length > LIMITS.name) errors.add(path.concat(field), 'validation_max_text_constraint', 'too_long', { max: LIMITS.name });
    else if (hasInvisibleCharacters(value)) errors.add(path.concat(field), 'validation_invisible_characters', 'name_invisible_characters');
    else person[field] = value;
  }
  if (!withContact) return person;

  const email = cleanLine(source.email);
  if (email === '') errors.add(path.concat('email'), 'validation_required', 'field_required');
  else if (email === null || email.length > LIMITS.email || !EMAIL.test(email)) errors.add(path.concat('email'), 'validation_invalid_email', 'invalid_format');
  else person.email = email.toLowerCase();

  let countryCode = cleanLine(source.countryCode);
  if (countryCode) countryCode = asciiDigits(countryCode).replace(/\s+/g, '');
  if (countryCode && /^[0-9]{1,4}$/.test(countryCode)) countryCode = `+${countryCode}`;
  if (countryCode && countryCode.indexOf('00') === 0 && /^00[0-9]{1,4}$/.test(countryCode)) countryCode = `+${countryCode.slice(2)}`;
  if (countryCode === '') errors.add(path.concat('countryCode'), 'validation_required', 'field_required');
  else if (countryCode === null || !COUNTRY_CODE.test(countryCode)) errors.add(path.concat('countryCode'), 'validation_invalid_format', 'invalid_format');
  else person.countryCode = countryCode;

  let phone = cleanLine(source.phone);
  if (phone) phone = asciiDigits(phone).replace(/[\s().-]/g, '');
  if (phone === '') errors.add(path.concat('phone'), 'validation_required', 'field_required');
  else if (phone === null || !PHONE_DIGITS.test(phone)) errors.add(path.concat('phone'), 'validation_invalid_format', 'invalid_format');
  else person.phone = phone;
  return person;
}

/**
 * `guests`: one entry per item index, each null (no details needed) or a list of
 * { firstName, lastName }, one per traveller. Whether an item needs them is decided against
 * the catalog (its option's guest_details_required); here only the shape is checked.
 */
function validateGuests(raw, itemCount, errors) {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw) || raw.length > Math.max(itemCount, 0)) {
    errors.add(['guests'], 'validation_invalid_guests', 'guests_invalid');
    return [];
  }
  return raw.map((entry, index) => {
    if (entry === undefined || entry === null) return [];
    if (!Array.isArray(entry) || entry.length > LIMITS.guestsPerItem) {
      errors.add(['guests', index], 'validation_invalid_guests', 'guests_invalid');
      return [];
    }
    return entry.map((guest, guestIndex) => validatePerson(guest, ['guests', index, guestIndex], errors, false));
  });
}

/**
 * POST /api/store/checkout: the body and the Idempotency-Key header.
 * body: { items, leadGuest: { firstName, lastName, email, countryCode, phone },
 *         guests?: [[{ firstName, lastName }] | null per item], promoCode?, paymentMethod, locale? }
 * → { ok: true, request: { idempotencyKey, items, leadGuest, guests, promoCode, paymentMethod } } | { ok: false, error }
 */
function validateCheckout(body, idempotencyKey, locale) {
  if (!isPlainObject(body)) return bodyError(locale);
  const errors = errorCollector(locale);
  const key = typeof idempotencyKey === 'string' ? idempotencyKey.trim() : '';
  if (!IDEMPOTENCY_KEY.test(key)) errors.add(['idempotencyKey'], key ? 'validation_invalid_format' : 'validation_required', 'idempotency_key_required');
  const items = validateItems(body.items, errors);
  const leadGuest = validatePerson(body.leadGuest, ['leadGuest'], errors, true);
  const guests = validateGuests(body.guests, items ? items.length : 0, errors);
  const promoCode = normalisePromoCode(body.promoCode);
  if (promoCode === null || (promoCode && promoCode.length > LIMITS.promoCode)) errors.add(['promoCode'], 'validation_invalid_format', 'invalid_format');
  const paymentMethod = body.paymentMethod;
  if (paymentMethod === undefined || paymentMethod === null || paymentMethod === '') errors.add(['paymentMethod'], 'validation_required', 'field_required');
  else if (PAYMENT_METHODS.indexOf(paymentMethod) === -1) errors.add(['paymentMethod'], 'validation_invalid_value', 'payment_method_invalid');
  if (errors.count > 0) return { ok: false, error: errors.error() };
  return { ok: true, request: { idempotencyKey: key, items, leadGuest, guests, promoCode: promoCode || '', paymentMethod } };
}

module.exports = {
  LIMITS,
  RECORD_ID,
  validateCartCheck,
  validatePromoRequest,
  validateCheckout,
  validateItems,
  validatePerson,
  validateGuests,
  cleanLine,
  EMAIL,
  IDEMPOTENCY_KEY,
  PAYMENT_METHODS,
  normalisePromoCode,
  promoCodeLooksValid,
  asciiDigits,
  errorCollector,
};
