// Parsing and validation of the catalog endpoints' query strings (search, suggest,
// availability). Pure: the raw query string in, either the typed parameters or a 400 body in
// PocketBase's error shape ({ status, message, data: { field: { code, message } } }) out.

const { requestLocale, normaliseLocale } = require('../shared/messages.js');
const { ct } = require('./catalog-messages.js');

const MAX_PER_PAGE = 48;
const DEFAULT_PER_PAGE = 24;
const MAX_PAGE = 10000;
const MAX_QUERY_LENGTH = 200;
const MAX_LIST_VALUES = 20;
const MAX_AMOUNT = 1000000000; // halalas (10 million SAR)
const MAX_MINUTES = 100000;
const SORTS = ['recommended', 'price_asc', 'price_desc', 'rating'];
const TIMES_OF_DAY = ['morning', 'afternoon', 'evening', 'night'];
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Search parameters; the list ones are comma-separated and may also be repeated. */
const SEARCH_PARAMS = ['q', 'locale', 'page', 'perPage', 'city', 'category', 'labels', 'languages', 'occasions', 'bestFor', 'timeOfDay', 'priceMin', 'priceMax', 'rating', 'age', 'durationMin', 'durationMax', 'date', 'sort', 'facets'];
const LIST_PARAMS = ['city', 'category', 'labels', 'languages', 'occasions', 'bestFor', 'timeOfDay'];
/** Vocabulary facets: query parameter → key of the `filters` setting that lists the known keys. */
const VOCABULARY_PARAMS = { labels: 'labels', languages: 'languages', occasions: 'occasions', bestFor: 'best_for' };

/** "a=1&b=x+y" → [["a", "1"], ["b", "x y"]]; a malformed %-escape makes the pair's value null. */
function parseQueryString(raw) {
  const pairs = [];
  if (typeof raw !== 'string' || raw === '') return pairs;
  for (const part of raw.split('&')) {
    if (part === '') continue;
    const at = part.indexOf('=');
    const rawName = at === -1 ? part : part.slice(0, at);
    const rawValue = at === -1 ? '' : part.slice(at + 1);
    let name;
    let value;
    try {
      name = decodeURIComponent(rawName.replace(/\+/g, ' '));
    } catch (_error) {
      name = rawName;
    }
    try {
      value = decodeURIComponent(rawValue.replace(/\+/g, ' '));
    } catch (_error) {
      value = null;
    }
    pairs.push([name, value]);
  }
  return pairs;
}

/** Arabic-Indic and Eastern Arabic-Indic digits as ASCII digits (numbers typed on Arabic keyboards). */
const asciiDigits = (value) => value.replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660)).replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0));

/** Collects errors per field; the first message wins for a field. */
function errorCollector(locale) {
  const data = {};
  const order = [];
  return {
    add(field, code, key, params) {
      if (data[field]) return;
      data[field] = { code, message: ct(locale, key, params) };
      order.push(field);
    },
    any: () => order.length > 0,
    body() {
      const message = order.length === 1 ? data[order[0]].message : ct(locale, 'search_invalid', { fields: order.join(', ') });
      return { status: 400, message, data };
    },
  };
}

/**
 * Groups the pairs by name against the allowed names. Unknown names, repeated scalars and
 * undecodable values are errors; empty values count as absent.
 */
function groupParams(pairs, allowed, listNames, errors) {
  const values = {};
  for (const [name, value] of pairs) {
    if (allowed.indexOf(name) === -1) {
      errors.add(name.slice(0, 60) || '?', 'validation_unknown_param', 'unknown_param', { name: name.slice(0, 60) });
      continue;
    }
    if (value === null) {
      errors.add(name, 'validation_invalid_format', 'param_malformed', { name });
      continue;
    }
    if (listNames.indexOf(name) !== -1) {
      const items = value
        .split(',')
        .map((item) => item.trim())
        .filter((item) => item !== '');
      values[name] = (values[name] || []).concat(items);
      continue;
    }
    if (Object.prototype.hasOwnProperty.call(values, name)) {
      errors.add(name, 'validation_repeated_param', 'repeated_param', { name });
      continue;
    }
    values[name] = value.trim();
  }
  for (const name of Object.keys(values)) {
    if (values[name] === '' || (Array.isArray(values[name]) && values[name].length === 0)) delete values[name];
  }
  return values;
}

/** The answer's language: a valid `locale` parameter, else Accept-Language, else Arabic. */
function localeOf(pairs, acceptLanguage) {
  for (const [name, value] of pairs) {
    if (name === 'locale' && typeof value === 'string' && normaliseLocale(value)) return normaliseLocale(value);
  }
  return requestLocale(null, acceptLanguage);
}

function checkLocale(values, errors) {
  if (values.locale !== undefined && !normaliseLocale(values.locale)) errors.add('locale', 'validation_invalid_value', 'locale_invalid');
}

/** A whole number in [min, max] or undefined when absent; adds an error and returns null when invalid. */
function integerParam(values, name, min, max, errors, code, key, params) {
  if (values[name] === undefined) return undefined;
  const text = asciiDigits(values[name]);
  if (!/^\d{1,12}$/.test(text) || Number(text) < min || Number(text) > max) {
    errors.add(name, code, key, params);
    return null;
  }
  return Number(text);
}

function checkQueryText(values, errors) {
  const q = values.q === undefined ? '' : values.q;
  if (q.length > MAX_QUERY_LENGTH) {
    errors.add('q', 'validation_too_long', 'query_too_long', { max: MAX_QUERY_LENGTH });
    return '';
  }
  return q;
}

/**
 * Validates GET /api/store/search's query string.
 * `vocabulary` (optional) is the `filters` setting: { labels: [{ key }], languages, occasions, best_for }.
 * Returns { ok: true, locale, query } or { ok: false, locale, error }.
 * query: { q, page, perPage, cities: [slug], categories: [slug], labels, languages, occasions,
 *          bestFor, timeOfDay, priceMin, priceMax, rating, age, durationMin, durationMax, date, sort, facets }
 * (absent numbers and date are null, absent lists are []). `date` (YYYY-MM-DD) keeps the
 * experiences with a bookable slot that day.
 */
function parseSearchQuery(rawQuery, options) {
  const opts = options || {};
  const pairs = parseQueryString(rawQuery);
  const locale = localeOf(pairs, opts.acceptLanguage);
  const errors = errorCollector(locale);
  const values = groupParams(pairs, SEARCH_PARAMS, LIST_PARAMS, errors);
  checkLocale(values, errors);

  const query = {
    q: checkQueryText(values, errors),
    page: 1,
    perPage: DEFAULT_PER_PAGE,
    cities: [],
    categories: [],
    labels: [],
    languages: [],
    occasions: [],
    bestFor: [],
    timeOfDay: [],
    priceMin: null,
    priceMax: null,
    rating: null,
    age: null,
    durationMin: null,
    durationMax: null,
    date: null,
    sort: 'recommended',
    facets: false,
  };

  const page = integerParam(values, 'page', 1, MAX_PAGE, errors, 'validation_invalid_value', 'page_invalid', { max: MAX_PAGE });
  if (page) query.page = page;
  const perPage = integerParam(values, 'perPage', 1, MAX_PER_PAGE, errors, 'validation_invalid_value', 'per_page_invalid', { max: MAX_PER_PAGE });
  if (perPage) query.perPage = perPage;

  const lists = { city: 'cities', category: 'categories', labels: 'labels', languages: 'languages', occasions: 'occasions', bestFor: 'bestFor', timeOfDay: 'timeOfDay' };
  for (const name of Object.keys(lists)) {
    const items = values[name];
    if (!items) continue;
    const unique = items.filter((item, index) => items.indexOf(item) === index);
    if (unique.length > MAX_LIST_VALUES) {
      errors.add(name, 'validation_too_many_values', 'too_many_values', { name, max: MAX_LIST_VALUES });
      continue;
    }
    const bad = unique.filter((item) => item.length > 80 || !SLUG.test(item));
    if (bad.length) {
      if (name === 'city' || name === 'category') errors.add(name, 'validation_invalid_format', 'slug_invalid', { name });
      else errors.add(name, 'validation_invalid_value', 'key_invalid', { name, value: bad.slice(0, 3).join(', ').slice(0, 120) });
      continue;
    }
    let known = null;
    if (name === 'timeOfDay') known = TIMES_OF_DAY;
    else if (VOCABULARY_PARAMS[name] && opts.vocabulary && Array.isArray(opts.vocabulary[VOCABULARY_PARAMS[name]]) && opts.vocabulary[VOCABULARY_PARAMS[name]].length) {
      known = opts.vocabulary[VOCABULARY_PARAMS[name]].map((entry) => (entry && typeof entry === 'object' ? entry.key : entry));
    }
    if (known) {
      const unknown = unique.filter((item) => known.indexOf(item) === -1);
      if (unknown.length) {
        errors.add(name, 'validation_invalid_value', 'key_invalid', { name, value: unknown.slice(0, 3).join(', ') });
        continue;
      }
    }
    query[lists[name]] = unique;
  }

  query.priceMin = integerParam(values, 'priceMin', 0, MAX_AMOUNT, errors, 'validation_invalid_value', 'amount_invalid', { name: 'priceMin', max: MAX_AMOUNT });
  query.priceMax = integerParam(values, 'priceMax', 0, MAX_AMOUNT, errors, 'validation_invalid_value', 'amount_invalid', { name: 'priceMax', max: MAX_AMOUNT });
  if (query.priceMin !== null && query.priceMin !== undefined && query.priceMax !== null && query.priceMax !== undefined && query.priceMin > query.priceMax) {
    errors.add('priceMin', 'validation_invalid_range', 'price_range_invalid');
  }

  if (values.rating !== undefined) {
    const text = asciiDigits(values.rating);
    if (!/^\d(?:\.\d{1,2})?$/.test(text) || Number(text) < 1 || Number(text) > 5) errors.add('rating', 'validation_invalid_value', 'rating_invalid');
    else query.rating = Number(text);
  }

  query.age = integerParam(values, 'age', 0, 120, errors, 'validation_invalid_value', 'age_invalid');
  query.durationMin = integerParam(values, 'durationMin', 0, MAX_MINUTES, errors, 'validation_invalid_value', 'minutes_invalid', { name: 'durationMin', max: MAX_MINUTES });
  query.durationMax = integerParam(values, 'durationMax', 0, MAX_MINUTES, errors, 'validation_invalid_value', 'minutes_invalid', { name: 'durationMax', max: MAX_MINUTES });
  if (query.durationMin !== null && query.durationMin !== undefined && query.durationMax !== null && query.durationMax !== undefined && query.durationMin > query.durationMax) {
    errors.add('durationMin', 'validation_invalid_range', 'duration_range_invalid');
  }
  for (const name of ['priceMin', 'priceMax', 'age', 'durationMin', 'durationMax']) {
    if (query[name] === undefined) query[name] = null;
  }

  if (values.date !== undefined) {
    if (!isIsoDate(values.date)) errors.add('date', 'validation_invalid_date', 'date_invalid', { name: 'date' });
    else query.date = values.date;
  }

  if (values.sort !== undefined) {
    if (SORTS.indexOf(values.sort) === -1) errors.add('sort', 'validation_invalid_value', 'sort_invalid');
    else query.sort = values.sort;
  }
  if (values.facets !== undefined) {
    if (['1', 'true'].indexOf(values.facets) !== -1) query.facets = true;
    else if (['0', 'false'].indexOf(values.facets) !== -1) query.facets = false;
    else errors.add('facets', 'validation_invalid_value', 'facets_invalid');
  }

  if (errors.any()) return { ok: false, locale, error: errors.body() };
  return { ok: true, locale, query };
}

/** Validates GET /api/store/search/suggest's query string: { ok, locale, query: { q } } or { ok: false, locale, error }. */
function parseSuggestQuery(rawQuery, options) {
  const opts = options || {};
  const pairs = parseQueryString(rawQuery);
  const locale = localeOf(pairs, opts.acceptLanguage);
  const errors = errorCollector(locale);
  const values = groupParams(pairs, ['q', 'locale'], [], errors);
  checkLocale(values, errors);
  const q = checkQueryText(values, errors);
  if (errors.any()) return { ok: false, locale, error: errors.body() };
  return { ok: true, locale, query: { q } };
}

/** True for a real calendar date written YYYY-MM-DD. */
function isIsoDate(value) {
  const match = typeof value === 'string' ? DATE.exec(value) : null;
  if (!match) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (year < 2000 || year > 2200 || month < 1 || month > 12 || day < 1) return false;
  const days = [31, year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  return day <= days[month - 1];
}

/** Whole days from `from` to `to` (both YYYY-MM-DD). */
function daysBetween(from, to) {
  return Math.round((Date.UTC(Number(to.slice(0, 4)), Number(to.slice(5, 7)) - 1, Number(to.slice(8, 10))) - Date.UTC(Number(from.slice(0, 4)), Number(from.slice(5, 7)) - 1, Number(from.slice(8, 10)))) / 86400000);
}

const MAX_RANGE_DAYS = 92;

/**
 * Validates GET /api/store/availability/{id}?from=&to=: both dates required, from <= to,
 * at most 92 days (inclusive). Returns { ok, locale, query: { from, to } } or { ok: false, locale, error }.
 */
function parseAvailabilityQuery(rawQuery, options) {
  const opts = options || {};
  const pairs = parseQueryString(rawQuery);
  const locale = localeOf(pairs, opts.acceptLanguage);
  const errors = errorCollector(locale);
  const values = groupParams(pairs, ['from', 'to', 'locale'], [], errors);
  checkLocale(values, errors);
  for (const name of ['from', 'to']) {
    if (values[name] === undefined) errors.add(name, 'validation_required', 'date_required', { name });
    else if (!isIsoDate(values[name])) errors.add(name, 'validation_invalid_date', 'date_invalid', { name });
  }
  if (!errors.any()) {
    const span = daysBetween(values.from, values.to);
    if (span < 0) errors.add('to', 'validation_invalid_range', 'date_order_invalid');
    else if (span + 1 > MAX_RANGE_DAYS) errors.add('to', 'validation_range_too_long', 'range_too_long', { max: MAX_RANGE_DAYS });
  }
  if (errors.any()) return { ok: false, locale, error: errors.body() };
  return { ok: true, locale, query: { from: values.from, to: values.to } };
}

/** Validates the {date} path segment and the query string of GET /api/store/availability/{id}/{date}. */
function parseAvailabilityDay(date, rawQuery, options) {
  const opts = options || {};
  const pairs = parseQueryString(rawQuery);
  const locale = localeOf(pairs, opts.acceptLanguage);
  const errors = errorCollector(locale);
  const values = groupParams(pairs, ['locale'], [], errors);
  checkLocale(values, errors);
  if (!isIsoDate(date)) errors.add('date', 'validation_invalid_date', 'date_invalid', { name: 'date' });
  if (errors.any()) return { ok: false, locale, error: errors.body() };
  return { ok: true, locale, query: { date } };
}

/** PocketBase record ids: 15 lower-case letters/digits by default; staff ids may be 1–100 [a-z0-9_]. */
const isRecordId = (value) => typeof value === 'string' && /^[a-zA-Z0-9_]{1,100}$/.test(value);

module.exports = {
  parseQueryString,
  parseSearchQuery,
  parseSuggestQuery,
  parseAvailabilityQuery,
  parseAvailabilityDay,
  isIsoDate,
  daysBetween,
  isRecordId,
  MAX_PER_PAGE,
  DEFAULT_PER_PAGE,
  MAX_RANGE_DAYS,
  MAX_QUERY_LENGTH,
  SORTS,
  TIMES_OF_DAY,
};
