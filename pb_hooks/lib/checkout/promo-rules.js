// Promo code rules. Pure: the promo row, the priced cart lines (checkout-pricing.js), the
// instant and how often this customer already redeemed the code come in; the verdict, the
// discount (halalas) and the reason go out.
//
//   - reasons, checked in this order: unknown, inactive, not_started, expired, limit_reached
//     (used_count ≥ usage_limit; 0 = no limit), customer_limit_reached (this customer's
//     redemptions ≥ per_customer_limit; 0 = no limit), not_applicable (no available item in
//     scope), min_subtotal (the eligible items' subtotal < min_subtotal);
//   - scope { cities?, categories?, experiences? }: lists of ids; an empty or missing list does not
//     restrict; an item is eligible when it matches every list that is given (a city AND a
//     category, for "Riyadh tours"); the discount applies to eligible items only;
//   - percent: floor(eligible subtotal × value / 100), capped by max_discount (0 = no cap);
//     fixed: value halalas, never more than the eligible subtotal.

const { tc } = require('./checkout-messages.js');
const { parsePbDate } = require('./checkout-pricing.js');
const { localDigits } = require('../shared/mail-numbers.js');

const idList = (value) => (Array.isArray(value) ? value.filter((id) => typeof id === 'string' && id !== '') : []);

/** Whether a priced line is inside a promo's scope. */
function lineInScope(scope, line) {
  if (!line.experience) return false;
  const source = scope && typeof scope === 'object' && !Array.isArray(scope) ? scope : {};
  const cities = idList(source.cities);
  const categories = idList(source.categories);
  const experiences = idList(source.experiences);
  if (cities.length > 0 && cities.indexOf(line.experience.city) === -1) return false;
  if (categories.length > 0) {
    const own = Array.isArray(line.experience.categories) ? line.experience.categories : [line.experience.categories];
    if (!own.some((id) => categories.indexOf(id) !== -1)) return false;
  }
  if (experiences.length > 0 && experiences.indexOf(line.experience.id) === -1) return false;
  return true;
}

const whole = (value) => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0);

/**
 * @param input { promo: row | null, code, lines, nowMs, customerUses }
 * @returns { code, valid, reason?, discount, eligibleSubtotal, promo }
 */
function evaluatePromo(input) {
  const { promo, code, lines, nowMs } = input;
  const refuse = (reason, extra) => ({ code, valid: false, reason, discount: 0, eligibleSubtotal: 0, promo: promo || null, ...(extra || {}) });
  if (!promo) return refuse('unknown');
  if (!promo.active) return refuse('inactive');
  const startsAt = parsePbDate(promo.starts_at);
  if (!Number.isNaN(startsAt) && startsAt > nowMs) return refuse('not_started');
  const endsAt = parsePbDate(promo.ends_at);
  if (!Number.isNaN(endsAt) && endsAt <= nowMs) return refuse('expired');
  const usageLimit = whole(promo.usage_limit);
  if (usageLimit > 0 && whole(promo.used_count) >= usageLimit) return refuse('limit_reached');
  const perCustomer = whole(promo.per_customer_limit);
  if (perCustomer > 0 && whole(input.customerUses) >= perCustomer) return refuse('customer_limit_reached');

  const eligible = lines.filter((line) => line.available && lineInScope(promo.scope, line));
  if (eligible.length === 0) return refuse('not_applicable');
  const eligibleSubtotal = eligible.reduce((sum, line) => sum + line.total, 0);
  const minSubtotal = whole(promo.min_subtotal);
  if (eligibleSubtotal < minSubtotal) return refuse('min_subtotal', { eligibleSubtotal, minSubtotal });

  let discount;
  if (promo.type === 'percent') {
    const percent = Math.min(100, whole(promo.value));
    discount = Math.floor((eligibleSubtotal * percent) / 100);
    const cap = whole(promo.max_discount);
    if (cap > 0) discount = Math.min(discount, cap);
  } else {
    discount = whole(promo.value);
  }
  discount = Math.max(0, Math.min(discount, eligibleSubtotal));
  return { code, valid: true, discount, eligibleSubtotal, promo };
}

/** SAR from halalas for a message: 250 or 250.50. */
function sar(halalas) {
  const value = whole(halalas) / 100;
  return Number.isInteger(value) ? String(value) : value.toFixed(2);
}

/** The verdict's message in the request's language. */
function promoMessage(result, locale) {
  if (result.valid) return tc(locale, 'promo_applied');
  // The amount in the reader's digits («٢٥٠٫٥٠» in Arabic, decision 070).
  const params = result.reason === 'min_subtotal' ? { min: localDigits(sar(result.minSubtotal !== undefined ? result.minSubtotal : result.promo && result.promo.min_subtotal), locale === 'en' ? 'en' : 'ar') } : undefined;
  return tc(locale, `promo_${result.reason}`, params);
}

/**
 * Guessing guard for promo codes checked through the cart check and checkout (the promo
 * endpoint also has PocketBase's rate limit). State is "count:windowStartMs" per client.
 */
const PROMO_GUESSES = { limit: 10, windowMs: 600 * 1000 };

function parseGuessState(state, nowMs, windowMs) {
  const match = /^(\d+):(\d+)$/.exec(typeof state === 'string' ? state : '');
  if (!match) return { count: 0, start: nowMs };
  const start = Number(match[2]);
  if (nowMs - start >= windowMs) return { count: 0, start: nowMs };
  return { count: Number(match[1]), start };
}

/** Whether a client with this state may try another code now. */
function promoGuessAllowed(state, nowMs, options) {
  const opts = options || PROMO_GUESSES;
  return parseGuessState(state, nowMs, opts.windowMs).count < opts.limit;
}

/** The state after one more unknown code. */
function recordPromoMiss(state, nowMs, options) {
  const opts = options || PROMO_GUESSES;
  const current = parseGuessState(state, nowMs, opts.windowMs);
  return `${current.count + 1}:${current.start}`;
}

module.exports = { evaluatePromo, promoMessage, lineInScope, sar, PROMO_GUESSES, promoGuessAllowed, recordPromoMiss };
