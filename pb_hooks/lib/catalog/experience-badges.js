// The trust badges of an experience (docs/decisions/040-experience-badges.md): what listing cards
// and the product page show — free cancellation (with its deadline), instant confirmation,
// reserve now & pay later, likely to sell out, best seller, booked N times. Pure: the figures come
// in as arguments (experience-badges-data.js reads them); the answer is stored on the experience
// (`experiences.badges`) so a listing page reads it with the row, never computes it.

/** The thresholds. Changing them changes every experience's badges at the next refresh. */
const RULES = {
  /** Likely to sell out: at most this share of the seats of the coming days is left… */
  sellOutShare: 0.2,
  /** …over this many days from today (Riyadh)… */
  sellOutDays: 7,
  /** …and those days offered at least this many seats (a lone small departure says little). */
  sellOutMinCapacity: 10,
  /** Best seller: among the top share of the city's listed experiences by confirmed bookings… */
  bestSellerShare: 0.1,
  /** …over this many days… */
  bestSellerDays: 30,
  /** …with at least this many in that time. */
  bestSellerMinBookings: 10,
  /** "Booked N times" from this many confirmed bookings on. */
  bookedMin: 20,
};

/** Display order (the contract's): the scarcest news first; cards show the first few. */
const ORDER = require('../contracts/catalog-contract.js').BADGE_KEYS;

/**
 * Minutes before the start until which cancelling is free, or null when it never is: the
 * policy's earliest tier when its penalty is 0 (the shape of experiences.cancellation_policy).
 */
function freeCancellationMinutes(policy) {
  if (!policy || typeof policy !== 'object' || policy.type === 'non_refundable' || !Array.isArray(policy.tiers) || !policy.tiers.length) return null;
  const tiers = policy.tiers.filter((tier) => tier && Number.isFinite(Number(tier.minutes_before))).slice().sort((a, b) => Number(b.minutes_before) - Number(a.minutes_before));
  const first = tiers[0];
  if (!first || Number(first.penalty_percent) !== 0 || Number(first.minutes_before) <= 0) return null;
  return Number(first.minutes_before);
}

/**
 * True when few seats are left over the coming days: `capacity` the seats the open slots of the
 * window offer, `remaining` those not held or booked. Sold out altogether is not "likely to sell
 * out" (the calendar says so day by day).
 */
function likelyToSellOut(seats, rules) {
  const r = rules || RULES;
  const capacity = Math.max(0, Number(seats && seats.capacity) || 0);
  const remaining = Math.max(0, Math.min(capacity, Number(seats && seats.remaining) || 0));
  return capacity >= r.sellOutMinCapacity && remaining > 0 && remaining <= capacity * r.sellOutShare;
}

/**
 * The best sellers: per city, the top `bestSellerShare` of its listed experiences (at least one)
 * by confirmed bookings in the window, each with at least `bestSellerMinBookings`. Ties at the
 * cut are broken by id, so the answer does not depend on the order rows came in.
 * rows: [{ id, city, recent }] (listed experiences only). Returns a Set of ids.
 */
function bestSellers(rows, rules) {
  const r = rules || RULES;
  const byCity = new Map();
  for (const row of rows || []) {
    if (!row || !row.id) continue;
    const city = row.city || '';
    if (!byCity.has(city)) byCity.set(city, []);
    byCity.get(city).push(row);
  }
  const result = new Set();
  for (const list of byCity.values()) {
    const places = Math.max(1, Math.ceil(list.length * r.bestSellerShare));
    const ranked = list.slice().sort((a, b) => (Number(b.recent) || 0) - (Number(a.recent) || 0) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    for (const row of ranked.slice(0, places)) {
      if ((Number(row.recent) || 0) >= r.bestSellerMinBookings) result.add(row.id);
    }
  }
  return result;
}

/**
 * One experience's badges, in display order: [{ key, minutes? , count? }].
 * input: { policy, labels, payLater (any option may be paid later), seats: { capacity, remaining },
 *          booked (confirmed bookings ever), bestSeller (from bestSellers) }
 * Instant confirmation is the staff's `instant-confirmation` label: the supplier's promise that a
 * booking is confirmed on payment, not a figure the server can count.
 */
function experienceBadges(input, rules) {
  const r = rules || RULES;
  const found = {};
  if (likelyToSellOut(input.seats, r)) found.likely_to_sell_out = { key: 'likely_to_sell_out' };
  if (input.bestSeller) found.best_seller = { key: 'best_seller' };
  const minutes = freeCancellationMinutes(input.policy);
  if (minutes !== null) found.free_cancellation = { key: 'free_cancellation', minutes };
  if (Array.isArray(input.labels) && input.labels.indexOf('instant-confirmation') !== -1) found.instant_confirmation = { key: 'instant_confirmation' };
  if (input.payLater) found.pay_later = { key: 'pay_later' };
  const booked = Math.max(0, Math.floor(Number(input.booked) || 0));
  if (booked >= r.bookedMin) found.booked = { key: 'booked', count: booked };
  return ORDER.filter((key) => found[key]).map((key) => found[key]);
}

module.exports = { RULES, ORDER, freeCancellationMinutes, likelyToSellOut, bestSellers, experienceBadges };
