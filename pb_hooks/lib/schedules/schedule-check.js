// Checks a schedule rule or exception as a manager sent it: every problem by field, so the
// screen shows each on its field and nothing is saved while one remains. Pure.

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const MAX_CAPACITY = 1000;
const MAX_TIMES = 24;
const MAX_CUTOFF = 7 * 24 * 60;
const MAX_PRICE = 100000000; // halalas (1,000,000 SAR)
const MAX_SPAN_DAYS = 3 * 366;

const validDate = (value) => typeof value === 'string' && DATE.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;
const isInt = (value) => typeof value === 'number' && Number.isInteger(value);

function checkTimes(value, problems, required) {
  if (value === undefined || value === null) value = [];
  if (!Array.isArray(value) || value.length > MAX_TIMES || value.some((time) => typeof time !== 'string' || !TIME.test(time))) {
    problems.start_times = { key: 'times_invalid', params: { max: MAX_TIMES } };
    return [];
  }
  const times = [...new Set(value)].sort();
  if (required && times.length === 0) problems.start_times = { key: 'times_required' };
  return times;
}

function checkDates(input, problems, { toRequired } = {}) {
  const from = input.date_from;
  const to = input.date_to === undefined || input.date_to === null ? '' : input.date_to;
  if (!validDate(from)) problems.date_from = { key: 'date_invalid' };
  if (to !== '' && !validDate(to)) problems.date_to = { key: 'date_invalid' };
  else if (toRequired && to === '') problems.date_to = { key: 'date_invalid' };
  else if (to !== '' && validDate(from) && to < from) problems.date_to = { key: 'ends_before_start' };
  else if (to !== '' && validDate(from) && (Date.parse(to) - Date.parse(from)) / 86400000 > MAX_SPAN_DAYS) problems.date_to = { key: 'range_too_long', params: { max: MAX_SPAN_DAYS } };
  return { date_from: from, date_to: to };
}

function checkCapacity(value, problems) {
  if (!isInt(value) || value < 1 || value > MAX_CAPACITY) problems.capacity = { key: isInt(value) && value < 1 ? 'capacity_positive' : 'capacity_invalid', params: { max: MAX_CAPACITY } };
  return value;
}

/** { key: halalas } with keys of the option's traveller types; {} for none. */
function checkPrices(value, typeKeys, problems) {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) {
    problems.price_overrides = { key: 'price_invalid' };
    return {};
  }
  const prices = {};
  for (const name of Object.keys(value)) {
    const price = value[name];
    if (typeKeys && typeKeys.indexOf(name) === -1) {
      problems.price_overrides = { key: 'price_type_unknown', params: { type: String(name).slice(0, 40) } };
      return {};
    }
    if (!isInt(price) || price <= 0 || price > MAX_PRICE) {
      problems.price_overrides = { key: 'price_positive' };
      return {};
    }
    prices[name] = price;
  }
  return prices;
}

function checkCutoff(value, problems) {
  if (value === undefined || value === null) return 0;
  if (!isInt(value) || value < 0 || value > MAX_CUTOFF) problems.booking_cutoff_minutes = { key: 'cutoff_invalid', params: { max: MAX_CUTOFF } };
  return value;
}

/**
 * A rule: { weekdays, start_times, date_from, date_to?, capacity, price_overrides?, booking_cutoff_minutes?, status? }.
 * typeKeys: the option's traveller type keys. → { ok: true, value } | { ok: false, problems: { field: { key, params? } } }
 */
function checkRule(input, typeKeys) {
  const problems = {};
  const body = input || {};
  let weekdays = [];
  if (!Array.isArray(body.weekdays) || body.weekdays.some((day) => !isInt(day) || day < 0 || day > 6)) problems.weekdays = { key: 'weekdays_invalid' };
  else {
    weekdays = [...new Set(body.weekdays)].sort();
    if (weekdays.length === 0) problems.weekdays = { key: 'weekdays_required' };
  }
  const start_times = checkTimes(body.start_times, problems, true);
  const dates = checkDates(body, problems);
  const capacity = checkCapacity(body.capacity, problems);
  const price_overrides = checkPrices(body.price_overrides, typeKeys, problems);
  const booking_cutoff_minutes = checkCutoff(body.booking_cutoff_minutes, problems);
  const status = body.status === undefined ? 'active' : body.status;
  if (status !== 'active' && status !== 'paused') problems.status = { key: 'status_invalid' };
  if (Object.keys(problems).length) return { ok: false, problems };
  return { ok: true, value: { weekdays, start_times, ...dates, capacity, price_overrides, booking_cutoff_minutes, status } };
}

/**
 * An exception: { kind: 'extra' | 'blackout', date_from, date_to?, start_times?, capacity?, price_overrides?,
 * booking_cutoff_minutes?, reason?, option? }. An extra departure needs an option, times and a capacity.
 */
function checkException(input, typeKeys) {
  const problems = {};
  const body = input || {};
  const kind = body.kind;
  if (kind !== 'extra' && kind !== 'blackout') problems.kind = { key: 'kind_invalid' };
  const extra = kind === 'extra';
  const start_times = checkTimes(body.start_times, problems, extra);
  const dates = checkDates(body, problems);
  const capacity = extra ? checkCapacity(body.capacity, problems) : 0;
  const price_overrides = extra ? checkPrices(body.price_overrides, typeKeys, problems) : {};
  const booking_cutoff_minutes = extra ? checkCutoff(body.booking_cutoff_minutes, problems) : 0;
  const reason = body.reason === undefined || body.reason === null ? '' : body.reason;
  if (typeof reason !== 'string' || reason.length > 200) problems.reason = { key: 'reason_invalid', params: { max: 200 } };
  if (extra && !body.option) problems.option = { key: 'option_required' };
  if (Object.keys(problems).length) return { ok: false, problems };
  return { ok: true, value: { kind, start_times, ...dates, capacity, price_overrides, booking_cutoff_minutes, reason: typeof reason === 'string' ? reason.trim() : '' } };
}

module.exports = { checkRule, checkException, validDate, MAX_CAPACITY };
