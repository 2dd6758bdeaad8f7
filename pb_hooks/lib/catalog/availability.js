// Availability of an experience: per day over a range (calendar), and the bookable options with
// their slots on one day. Pure: SQL text and the assembly of answers from rows; the HTTP side
// is catalog-http.js. Rules (docs/decisions/004-slot-availability-states.md):
//   - a slot is bookable when open with seats left (capacity - reserved > 0);
//   - a day with no slots, or only closed ones, is 'closed'; open slots without seats → 'soldout';
//   - past days (before today in Riyadh) and days after the experience expires are 'closed';
//   - a departure is offered only while it is bookable now (its start less its cut-off, in Riyadh:
//     pb_hooks/lib/shared/bookable-now.js); a day whose departures all closed is 'closed';
//   - an experience that is not active or has expired is 'unavailable': every day closed.
//   - prices: the option's traveller type prices with the slot's price_overrides applied; the
//     headline price is the adult's (the item's for per_item options).

const bookableNow = require('../shared/bookable-now.js');

/** Today's date in Riyadh (UTC+3, no daylight saving), YYYY-MM-DD. */
function riyadhToday(nowMs) {
  return new Date((nowMs === undefined ? Date.now() : nowMs) + 3 * 3600000).toISOString().slice(0, 10);
}

/** PocketBase's datetime text for an instant: 'YYYY-MM-DD HH:MM:SS.sssZ'. */
function pbDateTime(nowMs) {
  return new Date(nowMs === undefined ? Date.now() : nowMs).toISOString().replace('T', ' ');
}

function addDays(isoDate, days) {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Every date from `from` to `to` inclusive (bounded to 400 days). */
function datesBetween(from, to) {
  const dates = [];
  for (let date = from, guard = 0; date <= to && guard < 400; date = addDays(date, 1), guard += 1) dates.push(date);
  return dates;
}

/** True when the experience is listed and bookable: status active and not expired. */
function isExperienceActive(experience, nowMs) {
  if (!experience || experience.status !== 'active') return false;
  const expires = typeof experience.expires_at === 'string' ? experience.expires_at : '';
  return expires === '' || expires > pbDateTime(nowMs);
}

/** The first Riyadh date whose midnight is at or after the instant. */
function nextOpeningAfter(instant) {
  const localDate = riyadhToday(instant);
  const midnight = Date.parse(`${localDate}T00:00:00+03:00`);
  return midnight >= instant ? localDate : addDays(localDate, 1);
}

const jsonArray = (column) => `CASE WHEN json_valid(${column}) AND json_type(${column}) = 'array' THEN ${column} ELSE '[]' END`;

/**
 * Per-day aggregate of an experience's slots between two dates: one row per date that has slots,
 * columns date, open (any open slot), seats (any open slot with seats), price (lowest headline
 * price among open slots with seats, overrides applied; null when none).
 * Binds: id, from, to, now (bookable-now.js sqlNow) and lastCutDay (daysBinds): only departures
 * bookable now count.
 */
const DAYS_SQL = `WITH opt AS MATERIALIZED (
    SELECT o.id,
      (SELECT j.value ->> 'key' FROM json_each(${jsonArray('o.traveller_types')}) j
        ORDER BY (j.value ->> 'key') = (CASE o.pricing WHEN 'per_item' THEN 'item' ELSE 'adult' END) DESC, j.key LIMIT 1) AS hk,
      (SELECT j.value ->> 'price' FROM json_each(${jsonArray('o.traveller_types')}) j
        ORDER BY (j.value ->> 'key') = (CASE o.pricing WHEN 'per_item' THEN 'item' ELSE 'adult' END) DESC, j.key LIMIT 1) AS price
      , o.booking_cutoff_minutes
    FROM options o WHERE o.experience = {:id}
  ),
  day AS (
    SELECT s.date,
      s.status = 'open' AS open,
      s.status = 'open' AND coalesce(s.capacity, 0) > coalesce(s.reserved, 0) AS seats,
      CASE WHEN s.price_overrides IS NULL OR s.price_overrides IN ('', '{}', 'null') OR NOT json_valid(s.price_overrides) THEN NULL
           ELSE json_extract(s.price_overrides, '$."' || opt.hk || '"') END AS override,
      opt.price
    FROM slots s JOIN opt ON opt.id = s.option
    WHERE s.experience = {:id} AND s.date >= {:from} AND s.date <= {:to}
      AND (s.date > {:lastCutDay} OR ${bookableNow.bookableSql('s', 'opt', 'now')})
  )
  SELECT date, max(open) AS open, max(seats) AS seats,
    min(CASE WHEN seats THEN CASE WHEN typeof(override) IN ('integer', 'real') THEN override ELSE price END END) AS price
  FROM day GROUP BY date`;

/** The options of an experience as one JSON array (column v). Binds: id. */
const DAY_OPTIONS_SQL = `SELECT coalesce(json_group_array(json_object(
    'id', o.id, 'title_ar', coalesce(o.title_ar, ''), 'title_en', coalesce(o.title_en, ''),
    'description_ar', coalesce(o.description_ar, ''), 'description_en', coalesce(o.description_en, ''),
    'pricing', o.pricing, 'min_per_booking', max(coalesce(o.min_per_booking, 1), 1), 'max_per_booking', coalesce(o.max_per_booking, 1),
    'pay_later_allowed', json(CASE WHEN o.pay_later_allowed THEN 'true' ELSE 'false' END),
    'languages', json(${jsonArray('o.languages')}),
    'pickup_places', json(${jsonArray('o.pickup_places')}),
    'traveller_types', json(${jsonArray('o.traveller_types')}),
    'sort', coalesce(o.sort, 0), 'booking_cutoff_minutes', coalesce(o.booking_cutoff_minutes, 0)
  )), '[]') AS v
  FROM (SELECT * FROM options WHERE experience = {:id} ORDER BY sort, id) o`;

/** The open slots of an experience on one date as one JSON array (column v). Binds: id, date. */
const DAY_SLOTS_SQL = `SELECT coalesce(json_group_array(json_object(
    'id', s.id, 'option', s.option, 'start_time', s.start_time,
    'capacity', coalesce(s.capacity, 0), 'reserved', coalesce(s.reserved, 0), 'date', s.date,
    'booking_cutoff_minutes', coalesce(s.booking_cutoff_minutes, 0),
    'price_overrides', json(CASE WHEN json_valid(s.price_overrides) AND json_type(s.price_overrides) = 'object' THEN s.price_overrides ELSE '{}' END)
  )), '[]') AS v
  FROM (SELECT * FROM slots WHERE experience = {:id} AND date = {:date} AND status = 'open' ORDER BY start_time, id) s`;

/**
 * The calendar answer.
 * input: { experience: { id, status, expires_at }, from, to, today, nowMs, rows: [{ date, open, seats, price }] }
 * → { experienceId, status, currency, days: [{ date, status, fromPrice }] }
 */
function assembleDays(input) {
  const active = isExperienceActive(input.experience, input.nowMs);
  const expiredFrom = nextExpiryDate(input.experience && input.experience.expires_at);
  const byDate = {};
  for (const row of input.rows || []) byDate[row.date] = row;
  const days = datesBetween(input.from, input.to).map((date) => {
    const row = byDate[date];
    const closed = !active || !row || !Number(row.open) || date < input.today || (expiredFrom !== null && date >= expiredFrom);
    if (closed) return { date, status: 'closed', fromPrice: null };
    if (!Number(row.seats)) return { date, status: 'soldout', fromPrice: null };
    const price = row.price === null || row.price === undefined || row.price === '' ? null : Number(row.price);
    return { date, status: 'available', fromPrice: Number.isFinite(price) ? price : null };
  });
  return { experienceId: input.experience.id, status: active ? 'active' : 'unavailable', currency: 'SAR', days };
}

/** The first Riyadh date that is closed by the expiry (null: never expires). */
function nextExpiryDate(expiresAt) {
  if (typeof expiresAt !== 'string' || expiresAt === '') return null;
  const instant = Date.parse(expiresAt.replace(' ', 'T'));
  return Number.isNaN(instant) ? null : nextOpeningAfter(instant);
}

/**
 * The calendar query's binds for the rule "bookable now": the instant, and the last day whose
 * departures may be closed by it (the schema caps a cut-off at 30 days). Days after
 * `lastCutDay` skip the per-slot test.
 */
function daysBinds(nowMs) {
  return { now: bookableNow.sqlNow(nowMs), lastCutDay: addDays(riyadhToday(nowMs), bookableNow.MAX_CUTOFF_DAYS + 1) };
}

/** A price as a whole number of halalas, or null. */
function amount(value) {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(number) && number >= 0 ? Math.round(number) : null;
}

/** The prices of one slot: the option's traveller type prices with the slot's overrides applied. */
function slotPrices(travellerTypes, overrides) {
  const prices = {};
  for (const type of travellerTypes) {
    if (!type || typeof type.key !== 'string') continue;
    const override = overrides && typeof overrides === 'object' ? amount(overrides[type.key]) : null;
    const base = amount(type.price);
    prices[type.key] = override !== null ? override : base !== null ? base : 0;
  }
  return prices;
}

/**
 * The day answer's options.
 * input: { date, today, nowMs, experience: { status, expires_at }, options: [option rows], slots: [open slot rows] }
 * → [{ id, title_ar, title_en, description_ar, description_en, pricing, min_per_booking, max_per_booking,
 *      pay_later_allowed, languages, pickup_places, traveller_types, slots: [{ id, start_time, remaining, status, prices }] }]
 * Options in their `sort` order, only those with at least one open slot; traveller type prices are
 * the lowest over the day's slots with seats (over all the open slots when every one is sold out).
 */
function assembleDayOptions(input) {
  if (!isExperienceActive(input.experience, input.nowMs) || input.date < input.today) return [];
  const expiredFrom = nextExpiryDate(input.experience.expires_at);
  if (expiredFrom !== null && input.date >= expiredFrom) return [];
  const slotsByOption = {};
  for (const slot of input.slots || []) (slotsByOption[slot.option] = slotsByOption[slot.option] || []).push(slot);
  const options = (input.options || []).slice().sort((a, b) => (Number(a.sort) || 0) - (Number(b.sort) || 0) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const result = [];
  for (const option of options) {
    // Departures that started, or whose bookings closed, are not offered at all.
    const slots = (slotsByOption[option.id] || []).filter((slot) => bookableNow.isBookableNow({ ...slot, date: slot.date || input.date }, option, input.nowMs));
    if (!slots.length) continue;
    const types = Array.isArray(option.traveller_types) ? option.traveller_types.filter((type) => type && typeof type.key === 'string') : [];
    const slotAnswers = slots
      .slice()
      .sort((a, b) => (a.start_time < b.start_time ? -1 : a.start_time > b.start_time ? 1 : 0))
      .map((slot) => {
        const remaining = Math.max(0, (Number(slot.capacity) || 0) - (Number(slot.reserved) || 0));
        return { id: slot.id, start_time: slot.start_time, remaining, status: remaining > 0 ? 'available' : 'soldout', prices: slotPrices(types, slot.price_overrides) };
      });
    const priced = slotAnswers.some((slot) => slot.remaining > 0) ? slotAnswers.filter((slot) => slot.remaining > 0) : slotAnswers;
    const travellerTypes = types.map((type) => {
      let lowest = null;
      for (const slot of priced) {
        const price = slot.prices[type.key];
        if (typeof price === 'number' && (lowest === null || price < lowest)) lowest = price;
      }
      return {
        key: type.key,
        name_ar: type.name_ar || '',
        name_en: type.name_en || '',
        age_min: type.age_min === undefined ? null : type.age_min,
        age_max: type.age_max === undefined ? null : type.age_max,
        price: lowest === null ? amount(type.price) || 0 : lowest,
      };
    });
    result.push({
      id: option.id,
      title_ar: option.title_ar,
      title_en: option.title_en,
      description_ar: option.description_ar,
      description_en: option.description_en,
      pricing: option.pricing,
      min_per_booking: Math.max(1, Number(option.min_per_booking) || 1),
      max_per_booking: option.max_per_booking,
      pay_later_allowed: Boolean(option.pay_later_allowed),
      languages: Array.isArray(option.languages) ? option.languages : [],
      pickup_places: Array.isArray(option.pickup_places) ? option.pickup_places : [],
      traveller_types: travellerTypes,
      slots: slotAnswers,
    });
  }
  return result;
}

module.exports = {
  DAYS_SQL,
  DAY_OPTIONS_SQL,
  DAY_SLOTS_SQL,
  daysBinds,
  assembleDays,
  assembleDayOptions,
  slotPrices,
  isExperienceActive,
  nextExpiryDate,
  riyadhToday,
  pbDateTime,
  datesBetween,
  addDays,
};
