// @ts-check
// Automatic flagging of reviews (docs/decisions/047-review-moderation.md). Pure: a review's text
// in, the reasons it must wait for staff out. A review with contact details (links, social
// handles, e-mail addresses, phone numbers, in Latin or Arabic-Indic digits) or a word of the small
// abuse list is saved as `flagged`: not public, not counted, listed for staff to approve or hide.
// Runs in PocketBase's JS runtime and in Node (review-flags.test.mjs): no lookbehind, no \p{…}.

/** The reasons, in the order staff see them (the API's, contracts/reviews-contract.js). */
const { FLAG_REASONS } = require('../contracts/reviews-contract.js');

/** Arabic-Indic (٠-٩) and Eastern Arabic-Indic (۰-۹) digits as ASCII; the Arabic decimal and thousands separators as '.' and ','. */
function asciiDigits(text) {
  return String(text)
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/[\uFF10-\uFF19]/g, (digit) => String(digit.charCodeAt(0) - 0xff10))
    .replace(/\u066B/g, '.')
    .replace(/\u066C/g, ',');
}

// Direction marks and the like that can sit inside a number or an address without being seen.
const INVISIBLE = /[\u200B-\u200F\u202A-\u202E\u2066-\u2069\u061C\u00AD\uFEFF]/g;

const EMAIL = /[a-z0-9._%+-]+\s*(?:@|\(at\)|\[at\])\s*[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/gi;
// "name at gmail dot com", "name at gmail": the common mail providers spelled out.
const EMAIL_SPELLED = /\b(?:at|@)\s*(?:gmail|hotmail|yahoo|outlook|icloud|live|aol|proton(?:mail)?)\b/i;

// Top-level domains that read as addresses, not as the end of one sentence and the start of the
// next ("…the old town.It was" is not a link): common generic ones and the region's countries.
const TLDS = 'com|net|org|info|biz|io|co|ly|gl|sa|ae|qa|kw|bh|om|eg|jo|uk|app|site|online|store|shop|xyz|link|tv|gg|ru|de|fr|tk|ml|page|dev|travel|tours';
const DOMAIN = new RegExp(`(?:^|[^a-z0-9@.-])(?:[a-z0-9-]+\\.)+(?:${TLDS})(?![a-z0-9])`, 'i');
const SCHEME = /\b(?:https?:\/\/|www\.)|\b(?:wa|t)\.me\/|\bbit\.ly\b/i;
// "example dot com", «موقعنا دوت كوم», «نقطة كوم».
const DOT_SPELLED = /\bdot\s*(?:com|net|org|sa)\b|(?:دوت|نقطة|نقطه)\s*(?:كوم|نت|اورج|أورج)/i;
// A social-media handle: @ followed by at least three letters, digits, _ or . (not an e-mail, which is matched first).
const HANDLE = /(?:^|[\s(«"'،,:])@[a-z0-9_.]{3,}/i;

/**
 * Whether a run of digits and separators reads as a phone number. Dates (2026-11-20, 20/11/2026),
 * times (9:30) and prices (150 SAR, 1,500) never get here or have too few digits.
 * @param {string} run
 */
function looksLikePhone(run) {
  const digits = run.replace(/\D/g, '');
  // Fewer than 8 digits is a price, a count or a year; more than 15 can be two numbers side by side.
  if (digits.length < 8) return false;
  const trimmed = run.trim();
  const groups = trimmed.split(/\D+/).filter(Boolean);
  const longest = groups.reduce((max, group) => Math.max(max, group.length), 0);
  // Dialled numbers: +…, 00…, 0… (every Saudi number written at home), 966….
  if (trimmed.charAt(0) === '+' || /^0/.test(digits) || /^966/.test(digits)) return true;
  // One unbroken run of 13 digits or more that starts like no dialled number: a reference or a timestamp.
  if (groups.length === 1 && digits.length > 12) return false;
  // A Saudi mobile without its 0 (5 and eight digits), 800/920 numbers, any block of 7 digits, 10 digits and more.
  if (/^5\d{8}$/.test(digits) || /^(?:800|920)/.test(digits)) return true;
  if (longest >= 7 || digits.length >= 10) return true;
  return false;
}

// Dates and times, taken out before numbers are looked at.
const DATES = /\b\d{4}[-/.]\d{1,2}[-/.]\d{1,2}\b|\b\d{1,2}[-/.]\d{1,2}[-/.]\d{2,4}\b|\b\d{1,2}:\d{2}(?::\d{2})?\b/g;
// A number with the separators phone numbers are written with (spaces, dashes, dots, brackets).
const NUMBER_RUN = /\+?\(?\d[\d\s\-.()\u00A0\u2010-\u2013]*\d/g;

/** @param {string} text */
function hasPhone(text) {
  const withoutDates = text.replace(DATES, ' ');
  const runs = withoutDates.match(NUMBER_RUN) || [];
  for (const run of runs) if (looksLikePhone(run)) return true;
  return false;
}

// The abuse list: words that are insults or obscenities in any context a review of a tour could
// have. Kept small on purpose (a word that also names a thing on a trip — «حمار», a donkey ride;
// «وسخ», a dirty bus — is not on it): flagging asks staff, it does not refuse.
const ABUSE_EN = ['fuck', 'fucking', 'fucked', 'fucker', 'fuckers', 'motherfucker', 'shit', 'shitty', 'bullshit', 'bitch', 'bitches', 'bastard', 'bastards', 'asshole', 'assholes', 'cunt', 'whore', 'slut', 'retard', 'retarded', 'dickhead', 'wanker'];
const ABUSE_AR = ['شرموط', 'شرموطه', 'شراميط', 'قحبه', 'قحاب', 'عاهره', 'منيوك', 'منيك', 'متناك', 'زب', 'كس', 'طيز', 'خول', 'عرص', 'معرص', 'يلعن', 'ملعون', 'حقير', 'حقيره', 'حثاله', 'زباله'];
// Phrases: a word that is only an insult when said to or of someone.
const ABUSE_AR_PHRASES = ['ابن الكلب', 'ابن كلب', 'يا كلب', 'ولد الكلب', 'ابن الحرام', 'ابن حرام', 'يا حمار', 'يا حيوان', 'يا غبي', 'يا زباله'];
const ABUSE_EN_PHRASES = ['son of a bitch', 'piece of shit'];
// Masked spellings: f*ck, f**k, sh*t, b*tch.
const MASKED = /\bf[*#@]+c?k|\bf[u*#@][*#@]+k|\bsh[*#@!1]+t\b|\bb[*#@]+tch/i;

/** Arabic letters compared without diacritics, tatweel or the alef/yaa/taa marbuta variants. */
function plainArabic(text) {
  return text
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '')
    .replace(/[\u0622\u0623\u0625\u0671]/g, '\u0627')
    .replace(/\u0649/g, '\u064A')
    .replace(/\u0629/g, '\u0647');
}

/** @param {string} text */
function words(text) {
  return plainArabic(text.toLowerCase())
    .split(/[^a-z0-9\u0621-\u064A]+/)
    .filter(Boolean);
}

/** @param {string} text */
function hasAbuse(text) {
  if (MASKED.test(text)) return true;
  const list = words(text);
  const joined = ` ${list.join(' ')} `;
  for (const word of list) {
    if (ABUSE_EN.indexOf(word) !== -1 || ABUSE_AR.indexOf(word) !== -1) return true;
    // «وشرموطة», «فيلعن», «والحقير»: one joined و or ف, then the word, or ال and the word.
    const bare = /^[وف]/.test(word) && word.length > 3 ? word.slice(1) : word;
    const noArticle = /^ال/.test(bare) && bare.length > 4 ? bare.slice(2) : bare;
    if (ABUSE_AR.indexOf(bare) !== -1 || (noArticle !== bare && ABUSE_AR.indexOf(noArticle) !== -1 && noArticle.length > 2)) return true;
  }
  for (const phrase of ABUSE_AR_PHRASES.concat(ABUSE_EN_PHRASES)) if (joined.indexOf(` ${phrase} `) !== -1) return true;
  return false;
}

/**
 * Why a review's text must wait for staff: [] when it may be published at once, else some of
 * 'link' | 'email' | 'phone' | 'abuse', in that order.
 * @param {string} text
 * @returns {string[]}
 */
function flagReasons(text) {
  const source = asciiDigits(String(text || '')).replace(INVISIBLE, '');
  if (!source.trim()) return [];
  /** @type {Record<string, boolean>} */
  const found = {};
  if (EMAIL.test(source) || EMAIL_SPELLED.test(source)) found.email = true;
  EMAIL.lastIndex = 0;
  // E-mail addresses are taken out first, so their domain is not a link as well.
  const rest = source.replace(EMAIL, ' ');
  EMAIL.lastIndex = 0;
  if (SCHEME.test(rest) || DOMAIN.test(rest) || DOT_SPELLED.test(rest) || HANDLE.test(rest)) found.link = true;
  if (hasPhone(rest)) found.phone = true;
  if (hasAbuse(source)) found.abuse = true;
  return FLAG_REASONS.filter((reason) => found[reason]);
}

/** A review's status from its text: 'flagged' when it must wait for staff, else 'published'. */
const statusFor = (text) => (flagReasons(text).length ? 'flagged' : 'published');

module.exports = { FLAG_REASONS, flagReasons, statusFor, asciiDigits };
