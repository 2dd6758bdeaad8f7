// "Bookable now": the one rule the calendar, the day's departures, the cart check, the checkout,
// offers and pay later all apply (docs/decisions/050-bookable-now-and-cut-off.md). A departure
// can be booked while now < its start − its cut-off, its start being the slot's date and
// HH:MM in Asia/Riyadh (UTC+3, no daylight saving). The cut-off is the slot's
// booking_cutoff_minutes, else its option's, else DEFAULT_CUTOFF_MINUTES; 0 or empty means
// "not set" (PocketBase stores an empty number field as 0).

const RIYADH_OFFSET_MS = 3 * 3600 * 1000;
const MINUTE_MS = 60 * 1000;

/** Bookings close this long before a departure unless its slot or option says otherwise. */
const DEFAULT_CUTOFF_MINUTES = 60;

/** The longest cut-off the schema takes (pb_migrations/…_booking_cutoff.js): 30 days. */
const MAX_CUTOFF_DAYS = 30;

/** The instant a slot starts: its date and HH:MM in Riyadh. NaN when malformed. */
function slotStartMs(date, startTime) {
  const dateMatch = /^(\d{4})-(\d{2})-(\d{2})$/.exec(typeof date === 'string' ? date : '');
  const timeMatch = /^(\d{2}):(\d{2})$/.exec(typeof startTime === 'string' ? startTime : '');
  if (!dateMatch || !timeMatch) return NaN;
  return Date.UTC(Number(dateMatch[1]), Number(dateMatch[2]) - 1, Number(dateMatch[3]), Number(timeMatch[1]), Number(timeMatch[2])) - RIYADH_OFFSET_MS;
}

const setMinutes = (value) => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number > 0 ? Math.floor(number) : null;
};

/** The cut-off of a departure in minutes: the slot's, else the option's, else the default. */
function cutoffMinutes(slot, option) {
  const own = setMinutes(slot && slot.booking_cutoff_minutes);
  if (own !== null) return own;
  const inherited = setMinutes(option && option.booking_cutoff_minutes);
  return inherited !== null ? inherited : DEFAULT_CUTOFF_MINUTES;
}

/** The last instant (exclusive) a departure can be booked; NaN when its date or time is malformed. */
function bookableUntilMs(slot, option) {
  return slotStartMs(slot && slot.date, slot && slot.start_time) - cutoffMinutes(slot, option) * MINUTE_MS;
}

/** Whether the departure `slot` (of `option`) can still be booked at nowMs. Seats and status are the callers'. */
function isBookableNow(slot, option, nowMs) {
  const until = bookableUntilMs(slot, option);
  return !Number.isNaN(until) && nowMs < until;
}

/** The instant as SQLite's datetime() text ('YYYY-MM-DD HH:MM:SS', UTC): what bookableSql compares with. */
const sqlNow = (nowMs) => new Date(nowMs).toISOString().slice(0, 19).replace('T', ' ');

/**
 * The same rule as an SQL condition over slot alias `s` and option alias `o`, for queries that
 * aggregate many slots (the calendar, the search by day). `nowParam` names the bound sqlNow(nowMs).
 * A malformed date or time makes datetime() NULL: not bookable, as in isBookableNow.
 */
function bookableSql(s, o, nowParam) {
  const cutoff = `CASE WHEN coalesce(${s}.booking_cutoff_minutes, 0) > 0 THEN CAST(${s}.booking_cutoff_minutes AS INTEGER)
    WHEN coalesce(${o}.booking_cutoff_minutes, 0) > 0 THEN CAST(${o}.booking_cutoff_minutes AS INTEGER) ELSE ${DEFAULT_CUTOFF_MINUTES} END`;
  return `datetime(${s}.date || ' ' || ${s}.start_time, '-' || (180 + ${cutoff}) || ' minutes') > {:${nowParam}}`;
}

module.exports = { DEFAULT_CUTOFF_MINUTES, MAX_CUTOFF_DAYS, slotStartMs, cutoffMinutes, bookableUntilMs, isBookableNow, bookableSql, sqlNow };
