// POST /api/store/contact: validation of the contact form, answered in the visitor's language.
// Pure: takes the parsed body and the request's language, returns the row to store or the
// errors in PocketBase's shape ({ status, message, data: { field: { code, message } } }).

const { t, normaliseLocale } = require('../shared/messages.js');

const LIMITS = { name: 120, email: 254, phone: 24, subject: 200, message: 5000 };
// The one e-mail rule (shared/email-address.js).
const { EMAIL } = require('../shared/email-address.js');
const PHONE = /^\+?[0-9][0-9 ()-]{4,22}$/;

/** Arabic-Indic (٠-٩) and Persian (۰-۹) digits as ASCII digits. */
function asciiDigits(value) {
  return value.replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660)).replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0));
}

/** Trimmed text with control characters (except new lines and tabs) removed; null for non-strings. */
function cleanText(value, multiline) {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const withoutControls = value.replace(/\r\n?/g, '\n').replace(/[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]/g, '');
  return (multiline ? withoutControls : withoutControls.replace(/\s+/g, ' ')).trim();
}

/**
 * @param {unknown} body  the parsed JSON body
 * @param {string} locale  the language of the answer ('ar' | 'en'), already resolved from the body and headers
 * @returns {{ ok: true, record: object } | { ok: false, error: { status: 400, message: string, data: object } }}
 */
function validateContact(body, locale) {
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    return { ok: false, error: { status: 400, message: t(locale, 'invalid_body'), data: {} } };
  }
  const data = {};
  const fail = (field, code, key, params) => {
    data[field] = { code, message: t(locale, key, params) };
  };

  const values = {
    name: cleanText(body.name, false),
    email: cleanText(body.email, false),
    phone: cleanText(body.phone, false),
    subject: cleanText(body.subject, false),
    message: cleanText(body.message, true),
  };
  if (values.phone) values.phone = asciiDigits(values.phone);

  for (const field of ['name', 'email', 'message']) {
    if (values[field] === '') fail(field, 'validation_required', 'field_required');
  }
  for (const field of Object.keys(values)) {
    if (data[field]) continue;
    if (values[field] === null) fail(field, 'validation_invalid_format', 'invalid_format');
    else if (values[field].length > LIMITS[field]) fail(field, 'validation_max_text_constraint', 'too_long', { max: LIMITS[field] });
  }
  // Malformed addresses and numbers are told what is expected, as the form tells them.
  if (!data.email && values.email && !EMAIL.test(values.email)) fail('email', 'validation_invalid_email', 'email_format');
  if (!data.phone && values.phone && !PHONE.test(values.phone)) fail('phone', 'validation_invalid_format', 'phone_format');

  let recordLocale = locale;
  if (body.locale !== undefined && body.locale !== null && body.locale !== '') {
    recordLocale = normaliseLocale(body.locale);
    if (!recordLocale) fail('locale', 'validation_invalid_value', 'invalid_format');
  }

  const fields = Object.keys(data);
  if (fields.length > 0) {
    const missing = fields.some((field) => data[field].code === 'validation_required');
    return { ok: false, error: { status: 400, message: t(locale, missing ? 'all_fields_required' : 'fix_fields'), data } };
  }
  return {
    ok: true,
    record: { name: values.name, email: values.email, phone: values.phone, subject: values.subject, message: values.message, locale: recordLocale, status: 'new' },
  };
}

module.exports = { validateContact, LIMITS };
