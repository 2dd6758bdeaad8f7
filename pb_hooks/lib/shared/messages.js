// Every text the server writes for people, in Arabic (default) and English: API error messages.
// (Page titles and descriptions are the app's, from its Lingui catalogs.)
// Where the spec gives a text (sections 5 and 8) it is used word for word in English.

const { localDigits } = require('./mail-numbers.js');

const messages = {
  ar: {
    // validation (spec section 5)
    all_fields_required: 'يجب تعبئة جميع الحقول.',
    field_required: 'هذا الحقل مطلوب',
    invalid_format: 'هذه الصيغة غير صحيحة.',
    email_format: 'اكتب بريدًا إلكترونيًا صحيحًا مثل name@example.com',
    phone_format: 'اكتب رقم الهاتف بالأرقام، مثل ٠٥٠ ١٢٣ ٤٥٦٧',
    too_long: 'يجب ألا يزيد النص على {max} حرفًا.',
    name_invisible_characters: 'لا يمكن أن يحتوي الاسم على محارف غير مرئية أو محارف تغيّر اتجاه النص. اكتب الاسم مرة أخرى دونها.',
    text_invisible_characters: 'لا يمكن أن يحتوي النص على محارف غير مرئية أو محارف تغيّر اتجاه النص. احذفها ثم حاول مرة أخرى.',
    fix_fields: 'يرجى تصحيح الحقول المحددة.',
    invalid_body: 'يجب أن يكون محتوى الطلب كائن JSON.',
    path_required: 'المعامل path مطلوب ويجب أن يبدأ بـ /.',
    path_invalid: 'المعامل path يجب أن يكون مسارًا في الموقع يبدأ بـ / واحدة.',
    contact_sent: 'شكرًا لتواصلك معنا! وصلتنا رسالتك وسنرد عليك قريبًا.',
    contact_failed: 'تعذّر حفظ رسالتك. يرجى المحاولة مرة أخرى.',
    chat_identity_required: 'ابدأ المحادثة أولًا: يلزم تسجيل الدخول أو هوية المحادثة المحفوظة على هذا الجهاز.',
    staff_only: 'هذا الإجراء متاح لفريق رحلة فقط.',
    travellers_only: 'يبدأ المسافرون المحادثات؛ يرد عليها الفريق من صندوق المحادثات.',
    mail_greeting: 'مرحبًا {name}،',
    mail_greeting_anonymous: 'مرحبًا،',
    mail_signature: 'فريق رحلة',
    mail_link_hint: 'أو انسخ هذا الرابط في المتصفح:',
  },
  en: {
    all_fields_required: 'All fields must be filled out.',
    field_required: 'This field is required',
    invalid_format: 'This format is not correct.',
    email_format: 'Enter an email address like name@example.com',
    phone_format: 'Enter a phone number in digits, like 050 123 4567',
    too_long: 'Must be at most {max} characters.',
    name_invisible_characters: 'Names cannot contain invisible characters or characters that change the direction of the text. Type the name again without them.',
    text_invisible_characters: 'Text cannot contain invisible characters or characters that change the direction of the text. Remove them and try again.',
    fix_fields: 'Please correct the highlighted fields.',
    invalid_body: 'The request body must be a JSON object.',
    path_required: 'The path parameter is required and must start with /.',
    path_invalid: 'The path parameter must be a site path starting with a single /.',
    contact_sent: 'Thank you for contacting us! We have received your message and will reply soon.',
    contact_failed: 'Your message could not be saved. Please try again.',
    chat_identity_required: 'Start a chat first: this needs a signed-in customer or the chat identity kept on this device.',
    staff_only: 'Only the Rihla team can do this.',
    travellers_only: 'Travellers start conversations; the team answers them from the inbox.',
    mail_greeting: 'Hello {name},',
    mail_greeting_anonymous: 'Hello,',
    mail_signature: 'The Rihla team',
    mail_link_hint: 'Or copy this link into your browser:',
  },
};

const LOCALES = ['ar', 'en'];
const DEFAULT_LOCALE = 'ar';

const hasOwn = (object, key) => Object.prototype.hasOwnProperty.call(object, key);

/**
 * `text` with each {name} replaced by params[name] (unknown names stay as written). Numbers are
 * written in the reader's digits: «٣» in Arabic, 3 in English (decision 070). A string is kept as
 * given (a code or a phone number stays Latin) unless `numericStrings` says its number-only
 * strings are figures too (the departures' amounts, "400.00" → «٤٠٠٫٠٠»).
 */
function fillMessage(text, params, locale, numericStrings) {
  if (!params) return text;
  const arabic = locale !== 'en';
  return text.replace(/\{([a-zA-Z_]+)\}/g, (whole, name) => {
    if (!hasOwn(params, name) || params[name] === undefined) return whole;
    const value = params[name];
    const figure = typeof value === 'number' || (numericStrings === true && typeof value === 'string' && /^-?[0-9]+(\.[0-9]+)?$/.test(value));
    return figure && arabic ? localDigits(value, 'ar') : String(value);
  });
}

/**
 * The one message lookup every domain uses: (locale, key, params) → the text of its table in the
 * locale (Arabic when the locale is unknown; the English text when only English has the key),
 * placeholders filled (fillMessage; `options.numericStrings` passed on). A key the table lacks is
 * asked of `fallback` — the texts of a domain it depends on, by default the shared ones below —
 * so a domain's table holds only its own.
 */
function messageLookup(tables, fallback, options) {
  const numericStrings = Boolean(options && options.numericStrings);
  return (locale, key, params) => {
    const table = tables[locale] || tables[DEFAULT_LOCALE];
    if (hasOwn(table, key)) return fillMessage(table[key], params, locale, numericStrings);
    if (hasOwn(tables.en, key)) return fillMessage(tables.en[key], params, locale, numericStrings);
    return fallback ? fallback(locale, key, params) : fillMessage(key, params, locale, numericStrings);
  };
}

/** A shared message in the locale (Arabic when the locale is unknown), with {placeholders} filled in. */
const t = messageLookup(messages, null);

/** "ar", "ar-SA", "EN_us" → "ar" / "en"; anything else → null. */
function normaliseLocale(value) {
  if (typeof value !== 'string') return null;
  const base = value.trim().toLowerCase().split(/[-_]/)[0];
  return LOCALES.indexOf(base) !== -1 ? base : null;
}

/** The preferred supported locale of an Accept-Language header (by q-value, then order), or null. */
function localeFromAcceptLanguage(header) {
  if (typeof header !== 'string' || header.length === 0 || header.length > 1000) return null;
  let best = null;
  let bestQ = 0;
  for (const part of header.split(',')) {
    const pieces = part.trim().split(';');
    const locale = normaliseLocale(pieces[0]);
    if (!locale) continue;
    let q = 1;
    for (const parameter of pieces.slice(1)) {
      const match = /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(parameter);
      if (match) q = Number(match[1]);
    }
    if (q > bestQ) {
      best = locale;
      bestQ = q;
    }
  }
  return best;
}

/** The language of a request's answer: an explicit locale, else Accept-Language, else Arabic. */
function requestLocale(explicit, acceptLanguage) {
  return normaliseLocale(explicit) || localeFromAcceptLanguage(acceptLanguage) || DEFAULT_LOCALE;
}

/**
 * A left-to-right value (an order number, a code, an e-mail address, a Latin name) set inside a
 * plain-text sentence, between FIRST STRONG ISOLATE and POP DIRECTIONAL ISOLATE: in an Arabic
 * subject or mail its digits and punctuation keep their order (decision 054). HTML mails use <bdi>.
 */
function isolateText(value) {
  return `\u2068${String(value)}\u2069`;
}

/** `text` with every {name} replaced by params[name] (a mail's sentence). */
function fillPlaceholders(text, params) {
  let value = text;
  for (const name of Object.keys(params || {})) value = value.split(`{${name}}`).join(String(params[name]));
  return value;
}

/**
 * A JSON request's body and the language of its answer (the body's `locale`, else
 * Accept-Language, else Arabic); `body` is null when the body is not JSON.
 */
function readJsonBody(e) {
  const acceptLanguage = e.request.header.get('Accept-Language');
  let body;
  try {
    body = JSON.parse(JSON.stringify(e.requestInfo().body));
  } catch (_error) {
    return { body: null, locale: requestLocale(null, acceptLanguage) };
  }
  const explicit = body && typeof body === 'object' && typeof body.locale === 'string' ? body.locale : null;
  return { body, locale: requestLocale(explicit, acceptLanguage) };
}

/**
 * A JSON request's body as an object ({} when there is none; null when it is not an object) and
 * the language of its answer (the body's `locale`, else the query's, else Accept-Language).
 */
function readJsonObject(e) {
  let body;
  try {
    body = JSON.parse(JSON.stringify(e.requestInfo().body)) || {};
  } catch (_error) {
    body = {};
  }
  const isObject = body !== null && typeof body === 'object' && !Array.isArray(body);
  const query = e.request.url.query();
  const explicit = isObject && typeof body.locale === 'string' ? body.locale : query.get('locale');
  return { body: isObject ? body : null, locale: requestLocale(explicit, e.request.header.get('Accept-Language')) };
}

module.exports = { messages, t, messageLookup, fillMessage, normaliseLocale, localeFromAcceptLanguage, requestLocale, readJsonBody, readJsonObject, fillPlaceholders, isolateText, LOCALES, DEFAULT_LOCALE };
