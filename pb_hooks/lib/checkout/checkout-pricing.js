// Prices and availability of cart items against the catalog, the cart check's answer, what a
// checkout must refuse with a 400, and the pay-later deadline. Pure: the catalog rows and the
// current instant come in as arguments (checkout-data.js reads them, inside the checkout's
// transaction when seats are reserved).
//
// Rules (see docs/decisions/004 and 010):
//   - an item is bookable when its slot exists, its experience is active and not expired, the
//     slot is open, is bookable now (its start less its cut-off, Asia/Riyadh: the shared rule of
//     pb_hooks/lib/shared/bookable-now.js, as the calendar offers it), every traveller
//     type is offered by the option, the travellers stay within the option's min_per_booking and max_per_booking, a
//     pickup place is chosen when the option offers some, and enough seats are left
//     (capacity - reserved, shared by the cart's items on the same slot, in cart order);
//   - seats: every traveller takes one (per_item options: every item takes one);
//   - unit price of a type: the slot's price_overrides[type] when it is a whole number ≥ 0, else
//     the option's traveller type price; an item's total is Σ count × unit price.

const { slotStartMs, isBookableNow } = require('../shared/bookable-now.js');

const RIYADH_OFFSET_MS = 3 * 3600 * 1000;
const HOUR_MS = 3600 * 1000;

/** 'HH:MM' minus some minutes (a pickup time before the start), wrapping around midnight. */
function timeMinus(startTime, minutes) {
  const match = /^(\d{2}):(\d{2})$/.exec(typeof startTime === 'string' ? startTime : '');
  if (!match) return '';
  const total = (((Number(match[1]) * 60 + Number(match[2]) - (Number(minutes) || 0)) % 1440) + 1440) % 1440;
  const pad = (value) => (value < 10 ? `0${value}` : String(value));
  return `${pad(Math.floor(total / 60))}:${pad(total % 60)}`;
}

/** PocketBase's datetime text ('YYYY-MM-DD HH:MM:SS.sssZ') as milliseconds; NaN when empty or malformed. */
function parsePbDate(value) {
  if (typeof value !== 'string' || value === '') return NaN;
  return Date.parse(value.replace(' ', 'T'));
}

/** Milliseconds as PocketBase's datetime text. */
const pbDate = (ms) => new Date(ms).toISOString().replace('T', ' ');

/** A whole number of halalas ≥ 0, or null. */
function amount(value) {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;
}

/** The unit prices of every traveller type of an option on a slot (overrides applied). */
function unitPricesFor(option, slot) {
  const prices = {};
  const overrides = slot && slot.price_overrides && typeof slot.price_overrides === 'object' ? slot.price_overrides : {};
  for (const type of Array.isArray(option.traveller_types) ? option.traveller_types : []) {
    if (!type || typeof type.key !== 'string') continue;
    const override = amount(overrides[type.key]);
    prices[type.key] = override !== null ? override : amount(type.price) || 0;
  }
  return prices;
}

/** Whether the experience is listed and bookable on a date: active, not expired, the date before the expiry day. */
function experienceBookable(experience, date, nowMs) {
  if (!experience || experience.status !== 'active') return false;
  const expires = parsePbDate(experience.expires_at);
  if (Number.isNaN(expires)) return true;
  if (expires <= nowMs) return false;
  // Days from the first Riyadh midnight at or after the expiry are closed (as the calendar).
  const localExpiry = new Date(expires + RIYADH_OFFSET_MS).toISOString().slice(0, 10);
  const midnight = Date.parse(`${localExpiry}T00:00:00Z`) - RIYADH_OFFSET_MS;
  const firstClosed = midnight >= expires ? localExpiry : new Date(Date.parse(`${localExpiry}T00:00:00Z`) + 24 * HOUR_MS).toISOString().slice(0, 10);
  return date < firstClosed;
}

/**
 * The last instant (ISO 8601) a booking starting at `startsAtMs` can be cancelled free of charge
 * under `policy` (its 0 % tier), or null when the policy has none. It may already have passed.
 */
function freeCancellationUntil(policy, startsAtMs) {
  if (!policy || policy.type === 'non_refundable' || !Array.isArray(policy.tiers) || Number.isNaN(startsAtMs)) return null;
  const free = policy.tiers.filter((tier) => tier && Number(tier.penalty_percent) === 0).sort((a, b) => Number(a.minutes_before) - Number(b.minutes_before))[0];
  if (!free) return null;
  return new Date(startsAtMs - (Number(free.minutes_before) || 0) * 60000).toISOString();
}

const firstImage = (experience) => (Array.isArray(experience.images) && experience.images.length > 0 ? experience.images[0] : null);

/**
 * Prices and checks every item.
 * @param items    validated items (checkout-request.js)
 * @param catalog  { [slotId]: { slot, option, experience, city } } — rows for the slots that exist
 * @param nowMs    the current instant
 * @returns lines: per item { slotId, available, reason?, remaining, seats, travellers, unitPrices,
 *   total, priceChanged, previousTotal?, startsAt, slot, option, experience, city, pickup, problem? }
 *   `problem` is a 400-worthy issue for a checkout: { field, code, key, params }.
 */
function priceLines(items, catalog, nowMs) {
  const seatsTaken = {};
  return items.map((item) => {
    const entry = catalog[item.slotId];
    const seats = Object.keys(item.travellers).reduce((sum, key) => sum + item.travellers[key], 0);
    const line = {
      slotId: item.slotId,
      available: false,
      reason: undefined,
      remaining: 0,
      seats,
      travellers: item.travellers,
      unitPrices: {},
      total: 0,
      priceChanged: false,
      previousTotal: item.expectedTotal === null || item.expectedTotal === undefined ? undefined : item.expectedTotal,
      startsAt: NaN,
      slot: null,
      option: null,
      experience: null,
      city: null,
      pickup: null,
      problem: null,
    };
    if (!entry || !entry.slot || !entry.option || !entry.experience) {
      line.reason = 'unknown_slot';
      return line;
    }
    const { slot, option, experience } = entry;
    line.slot = slot;
    line.option = option;
    line.experience = experience;
    line.city = entry.city || null;
    line.startsAt = slotStartMs(slot.date, slot.start_time);

    const prices = unitPricesFor(option, slot);
    const unitPrices = {};
    let total = 0;
    let unknownType = null;
    for (const key of Object.keys(item.travellers)) {
      if (!Object.prototype.hasOwnProperty.call(prices, key)) {
        if (!unknownType) unknownType = key;
        continue;
      }
      unitPrices[key] = prices[key];
      total += prices[key] * item.travellers[key];
    }
    line.unitPrices = unknownType ? prices : unitPrices;
    line.total = unknownType ? 0 : total;

    const left = Math.max(0, (Number(slot.capacity) || 0) - (Number(slot.reserved) || 0) - (seatsTaken[slot.id] || 0));
    line.remaining = left;

    const places = Array.isArray(option.pickup_places) ? option.pickup_places : [];
    if (item.pickup && item.pickup.placeId) {
      const place = places.find((candidate) => candidate && candidate.key === item.pickup.placeId);
      if (place) {
        line.pickup = {
          placeId: place.key,
          name_ar: place.name_ar || '',
          name_en: place.name_en || '',
          address_ar: place.address_ar || '',
          address_en: place.address_en || '',
          minutes_before: Number(place.minutes_before) || 0,
          time: timeMinus(slot.start_time, Number(place.minutes_before) || 0),
        };
      }
    }

    const maxPerBooking = Number(option.max_per_booking) || 1;
    const minPerBooking = Math.max(1, Number(option.min_per_booking) || 1);
    if (!experienceBookable(experience, slot.date, nowMs) || option.experience !== experience.id) line.reason = 'unavailable';
    else if (!isBookableNow(slot, option, nowMs)) line.reason = 'past';
    else if (slot.status !== 'open') line.reason = 'closed';
    else if (unknownType) {
      line.reason = 'invalid_travellers';
      line.problem = { field: 'travellers', code: 'validation_unknown_traveller_type', key: 'traveller_type_unknown', params: { type: unknownType } };
    } else if (seats > maxPerBooking) {
      line.reason = 'invalid_travellers';
      line.problem = { field: 'travellers', code: 'validation_max_per_booking', key: 'max_per_booking', params: { max: maxPerBooking } };
    } else if (seats < minPerBooking) {
      line.reason = 'invalid_travellers';
      line.problem = { field: 'travellers', code: 'validation_min_per_booking', key: 'min_per_booking', params: { min: minPerBooking } };
    } else if (places.length > 0 && !line.pickup) {
      line.reason = 'pickup_required';
      line.problem = item.pickup ? { field: 'pickup', code: 'validation_invalid_pickup', key: 'pickup_invalid' } : { field: 'pickup', code: 'validation_required', key: 'pickup_required' };
    } else if (left <= 0) line.reason = 'sold_out';
    else if (left < seats) line.reason = 'not_enough_seats';
    else {
      line.available = true;
      seatsTaken[slot.id] = (seatsTaken[slot.id] || 0) + seats;
      line.priceChanged = line.previousTotal !== undefined && line.previousTotal !== line.total;
    }
    return line;
  });
}

/** The cart check's outcome from its lines. */
function cartOutcome(lines) {
  const unavailable = lines.filter((line) => !line.available).length;
  const changed = lines.some((line) => line.available && line.priceChanged);
  if (lines.length > 0 && unavailable === lines.length) return 'all_unavailable';
  if (unavailable > 0 && changed) return 'some_unavailable_prices_changed';
  if (unavailable > 0) return 'some_unavailable';
  if (changed) return 'prices_changed';
  return 'ok';
}

const subtotalOf = (lines) => lines.reduce((sum, line) => sum + (line.available ? line.total : 0), 0);

/** An option's traveller types as a cart line offers them: { key, name_ar, name_en, age_min, age_max, price } with the slot's prices. */
function travellerTypesOn(option, slot) {
  const prices = unitPricesFor(option, slot);
  return (Array.isArray(option.traveller_types) ? option.traveller_types : [])
    .filter((type) => type && typeof type.key === 'string')
    .map((type) => ({ key: type.key, name_ar: type.name_ar || '', name_en: type.name_en || '', age_min: Number(type.age_min) || 0, age_max: Number(type.age_max) || 0, price: prices[type.key] }));
}

/** One cart check item as the API answers it. */
function publicLine(line) {
  const out = {
    slotId: line.slotId,
    available: line.available,
    remaining: line.remaining,
    seats: line.seats,
    travellers: line.travellers,
    unitPrices: line.unitPrices,
    total: line.total,
    priceChanged: line.priceChanged,
    experience: null,
    option: null,
    date: null,
    startTime: null,
    pickup: line.pickup,
  };
  if (line.reason) out.reason = line.reason;
  if (line.previousTotal !== undefined) out.previousTotal = line.previousTotal;
  if (line.experience) {
    out.experience = {
      id: line.experience.id,
      slug: line.experience.slug,
      title_ar: line.experience.title_ar,
      title_en: line.experience.title_en,
      citySlug: line.city ? line.city.slug : '',
      image: firstImage(line.experience),
    };
    // What the checkout's summary shows: where to meet, and until when cancelling is free.
    const { meetingPointView } = require('./order-view.js');
    out.meetingPoint = meetingPointView(line.experience.location);
    out.cancellationPolicy = line.experience.cancellation_policy || null;
    out.freeCancellationUntil = freeCancellationUntil(line.experience.cancellation_policy, line.startsAt);
  }
  if (line.option) {
    out.option = {
      id: line.option.id,
      title_ar: line.option.title_ar,
      title_en: line.option.title_en,
      pricing: line.option.pricing,
      min_per_booking: Math.max(1, Number(line.option.min_per_booking) || 1),
      max_per_booking: Number(line.option.max_per_booking) || 1,
      pay_later_allowed: Boolean(line.option.pay_later_allowed),
      guest_details_required: Boolean(line.option.guest_details_required),
      pickup_places: Array.isArray(line.option.pickup_places) ? line.option.pickup_places : [],
      // What the cart's "Change" offers: every type with its name, ages and price on this slot.
      traveller_types: travellerTypesOn(line.option, line.slot),
    };
  }
  if (line.slot) {
    out.date = line.slot.date;
    out.startTime = line.slot.start_time;
  }
  return out;
}

/**
 * The cart check's answer: { outcome, items, subtotal, discount, total, promo? }.
 * `promo` is the promo evaluation (promo-rules.js) with its message, or null when no code was given.
 */
function cartCheckResponse(lines, promo) {
  const subtotal = subtotalOf(lines);
  const discount = promo && promo.valid ? promo.discount : 0;
  const response = { outcome: cartOutcome(lines), items: lines.map(publicLine), subtotal, discount, total: subtotal - discount };
  if (promo) {
    response.promo = { code: promo.code, valid: promo.valid, discount, message: promo.message };
    if (promo.reason) response.promo.reason = promo.reason;
  }
  return response;
}

/**
 * What a checkout refuses with a 400 (the traveller can fix it in the form): invalid travellers,
 * a missing pickup, missing guest names. → { [index]: { field: { code, key, params } } } or null.
 */
function checkoutProblems(lines, guests) {
  const problems = {};
  let found = false;
  lines.forEach((line, index) => {
    if (line.problem) {
      problems[index] = problems[index] || {};
      problems[index][line.problem.field] = { code: line.problem.code, key: line.problem.key, params: line.problem.params };
      found = true;
    }
  });
  const guestProblems = {};
  lines.forEach((line, index) => {
    if (!line.available || !line.option.guest_details_required) return;
    const given = Array.isArray(guests[index]) ? guests[index] : [];
    if (given.length !== line.seats) {
      guestProblems[index] = { code: 'validation_guests_required', key: 'guests_required', params: { count: line.seats } };
      found = true;
    }
  });
  return found ? { items: problems, guests: guestProblems } : null;
}

module.exports = {
  slotStartMs,
  timeMinus,
  parsePbDate,
  pbDate,
  unitPricesFor,
  experienceBookable,
  priceLines,
  cartOutcome,
  subtotalOf,
  publicLine,
  cartCheckResponse,
  checkoutProblems,
  freeCancellationUntil,
};
