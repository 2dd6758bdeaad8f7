// The HTTP side of the catalog (routes in pb_hooks/catalog.pb.js): search, suggestions and
// availability. Decisions are made by the pure modules beside this file (catalog-query,
// catalog-fts, catalog-sql, catalog-suggest, availability); the raw reads are in catalog-reads.js,
// the counts' cache in count-cache.js, the search text's record hooks in search-text-hooks.js.
// Runs only inside PocketBase (uses $app, DynamicModel, arrayOf).
/* global arrayOf */

const { parseSearchQuery, parseSuggestQuery, parseAvailabilityQuery, parseAvailabilityDay, isRecordId } = require('./catalog-query.js');
const { searchTokens, matchExpression } = require('./catalog-fts.js');
const { buildSearchSql, searchConditions, assembleFacets } = require('./catalog-sql.js');
const { matchPlaces, noResultSuggestions } = require('./catalog-suggest.js');
const availability = require('./availability.js');
const { queryValue, queryItems, readVocabulary, resolveSlugs, readFacetKeys, readPlaces } = require('./catalog-reads.js');
const { COUNT_CACHE_PREFIX, readCounts, writeCounts } = require('./count-cache.js');
const { requestLocale } = require('../shared/messages.js');
const { ct } = require('./catalog-messages.js');
const clock = require('../shared/clock.js');
const bookableNow = require('../shared/bookable-now.js');

const SEARCH_CACHE_CONTROL = 'public, max-age=60';
const RANGE_CACHE_CONTROL = 'public, max-age=30';
const DAY_CACHE_CONTROL = 'public, max-age=15';

/** An answer computed at a test's instant (clock.js) is never kept by a shared cache: another test asks at another. */
const answerCaching = (e, shared) => (clock.testNowMs(e) === null ? shared : 'no-store');
/** A JSON text body with the given status. */
function sendJson(e, status, text, cacheControl) {
  e.response.header().set('Content-Type', 'application/json');
  if (cacheControl) e.response.header().set('Cache-Control', cacheControl);
  return e.string(status, text);
}

/** GET /api/store/search */
function search(e) {
  const answer = searchAnswer(e.request.url.rawQuery, e.request.header.get('Accept-Language'), clock.nowMs(e));
  return sendJson(e, answer.status, answer.body, answer.status === 200 ? answerCaching(e, SEARCH_CACHE_CONTROL) : undefined);
}

/**
 * The search endpoint's answer to a raw query string: { status, body (JSON text) }. Also used by
 * the app shell to put a listing's first page into its HTML.
 */
function searchAnswer(raw, acceptLanguage, nowMs) {
  const searchNow = nowMs === undefined ? Date.now() : nowMs;
  const vocabulary = /(?:^|&)(?:labels|languages|occasions|bestFor)=[^&]/.test(raw) ? readVocabulary($app) : null;
  const parsed = parseSearchQuery(raw, { acceptLanguage, vocabulary });
  if (!parsed.ok) return { status: 400, body: JSON.stringify(parsed.error) };
  const query = parsed.query;
  const locale = parsed.locale;

  const resolved = resolveSlugs($app, query.cities, query.categories);
  const unknownCity = query.cities.find((slug) => !resolved.cities[slug]);
  const unknownCategory = query.categories.find((slug) => !resolved.categories[slug]);
  if (unknownCity || unknownCategory) {
    const data = {};
    if (unknownCity) data.city = { code: 'validation_unknown_value', message: ct(locale, 'city_unknown', { value: unknownCity }) };
    if (unknownCategory) data.category = { code: 'validation_unknown_value', message: ct(locale, 'category_unknown', { value: unknownCategory }) };
    const fields = Object.keys(data);
    const message = fields.length === 1 ? data[fields[0]].message : ct(locale, 'search_invalid', { fields: fields.join(', ') });
    return { status: 400, body: JSON.stringify({ status: 400, message, data }) };
  }

  const tokens = searchTokens(query.q);
  const input = {
    match: matchExpression(tokens),
    now: availability.pbDateTime(searchNow),
    cityIds: query.cities.map((slug) => resolved.cities[slug]).sort(),
    categoryIds: query.categories.map((slug) => resolved.categories[slug].id).sort(),
    labels: query.labels.slice().sort(),
    languages: query.languages.slice().sort(),
    occasions: query.occasions.slice().sort(),
    bestFor: query.bestFor.slice().sort(),
    timeOfDay: query.timeOfDay.slice().sort(),
    priceMin: query.priceMin,
    priceMax: query.priceMax,
    rating: query.rating,
    age: query.age,
    durationMin: query.durationMin,
    durationMax: query.durationMax,
    date: query.date,
    today: availability.riyadhToday(searchNow),
    bookableNow: bookableNow.sqlNow(searchNow),
    sort: query.sort,
    page: query.page,
    perPage: query.perPage,
  };
  const sql = buildSearchSql(input);

  const signature = JSON.stringify([input.match, input.cityIds, input.categoryIds, input.labels, input.languages, input.occasions, input.bestFor, input.timeOfDay, input.priceMin, input.priceMax, input.rating, input.age, input.durationMin, input.durationMax, input.date, input.date && input.today]);
  const cacheKey = `${COUNT_CACHE_PREFIX}${resolved.version}.${signature}`;
  const cached = readCounts(cacheKey);
  let total = cached ? cached.total : null;
  let facetsJson = cached ? cached.facets : null;
  if (query.facets && facetsJson === null) {
    const keys = readFacetKeys($app);
    const facetQuery = buildSearchSql({ ...input, keys: keys.list }).facets;
    const rows = JSON.parse(queryValue($app, facetQuery.sql, facetQuery.bind) || '[]');
    const assembled = assembleFacets(rows, {
      categoryById: keys.categoryById,
      categories: query.categories,
      categoryRows: query.categories.map((slug) => resolved.categories[slug]),
      labels: query.labels,
      languages: query.languages,
      occasions: query.occasions,
      bestFor: query.bestFor,
      timeOfDay: query.timeOfDay,
    });
    total = assembled.total;
    facetsJson = JSON.stringify(assembled.facets);
    writeCounts(cacheKey, total, facetsJson);
  } else if (total === null) {
    const row = new DynamicModel({ total: 0 });
    $app.db().newQuery(sql.count.sql).bind(sql.count.bind).one(row);
    total = row.total;
    writeCounts(cacheKey, total, null);
  }

  const offset = (query.page - 1) * query.perPage;
  const items = total > offset ? queryItems($app, sql.items.sql, sql.items.bind) : [];
  let body = `{"page":${query.page},"perPage":${query.perPage},"totalItems":${total},"totalPages":${Math.ceil(total / query.perPage)},"items":[${items.join(',')}]`;
  if (query.facets) body += `,"facets":${facetsJson}`;
  if (total === 0) body += `,"suggestions":${JSON.stringify(searchSuggestions($app, tokens, input))}`;
  return { status: 200, body: `${body}}` };
}

/** Experiences for suggestions: { slug, title_ar, title_en, citySlug } in relevance (or popularity) order. */
function suggestedExperiences(app, input, limit) {
  const hasMatch = Boolean(input.match);
  const conditions = searchConditions({ match: input.match, now: input.now, cityIds: input.cityIds || [] });
  const from = hasMatch ? 'catalog_search CROSS JOIN catalog_rows r ON r.docid = catalog_search.rowid' : 'catalog_rows r';
  const inner = hasMatch ? 'score ASC, r.popularity DESC, r.docid DESC' : 'r.popularity DESC, r.docid DESC';
  const outer = hasMatch ? 'p.score ASC, p.popularity DESC, p.docid DESC' : 'p.popularity DESC, p.docid DESC';
  const sql = `SELECT json_object('slug', e.slug, 'title_ar', e.title_ar, 'title_en', e.title_en, 'citySlug', coalesce(c.slug, '')) AS item
    FROM (SELECT r.docid, r.id, r.popularity, ${hasMatch ? 'catalog_search.rank' : '0'} AS score FROM ${from}
          WHERE ${conditions.base.join(' AND ')} ORDER BY ${inner} LIMIT ${Math.max(1, Math.min(50, limit))}) p
    JOIN experiences e ON e.id = p.id LEFT JOIN cities c ON c.id = e.city
    ORDER BY ${outer}`;
  return queryItems(app, sql, conditions.bind).map((item) => JSON.parse(item));
}

/** Suggestions for a search without results: close cities and categories, close or popular experiences. */
function searchSuggestions(app, tokens, input) {
  const places = tokens.length ? matchPlaces(tokens, readPlaces(app), { fuzzy: true, all: false, limit: 4 }) : [];
  // Experiences matching any of the words; else the popular ones of a close city (a typo such as
  // "ryadh"), of the requested city, or of the whole catalog.
  let experiences = tokens.length ? suggestedExperiences(app, { match: matchExpression(tokens, { any: true }), now: input.now }, 5) : [];
  const closeCities = places.filter((place) => place.kind === 'city').map((place) => place.id);
  if (!experiences.length && closeCities.length) experiences = suggestedExperiences(app, { match: '', now: input.now, cityIds: closeCities }, 5);
  if (!experiences.length && input.cityIds.length) experiences = suggestedExperiences(app, { match: '', now: input.now, cityIds: input.cityIds }, 5);
  if (!experiences.length) experiences = suggestedExperiences(app, { match: '', now: input.now }, 5);
  return noResultSuggestions({ places, experiences, limit: 10 });
}

/** GET /api/store/search/suggest */
function suggest(e) {
  const parsed = parseSuggestQuery(e.request.url.rawQuery, { acceptLanguage: e.request.header.get('Accept-Language') });
  if (!parsed.ok) return sendJson(e, 400, JSON.stringify(parsed.error));
  const tokens = searchTokens(parsed.query.q);
  const now = availability.pbDateTime();
  const places = readPlaces($app);
  const pick = (kind) => places.filter((place) => place.kind === kind);
  let cities;
  let categories;
  let experiences;
  if (tokens.length) {
    cities = matchPlaces(tokens, pick('city'), { limit: 5 });
    categories = matchPlaces(tokens, pick('category'), { limit: 5 });
    experiences = suggestedExperiences($app, { match: matchExpression(tokens), now }, 5);
  } else {
    cities = pick('city')
      .slice()
      .sort((a, b) => (b.popular ? 1 : 0) - (a.popular ? 1 : 0) || a.sort - b.sort)
      .slice(0, 5);
    categories = pick('category').slice(0, 5);
    experiences = suggestedExperiences($app, { match: '', now }, 5);
  }
  const place = (row) => ({ slug: row.slug, name_ar: row.name_ar, name_en: row.name_en });
  const body = {
    cities: cities.map(place),
    categories: categories.map(place),
    experiences: experiences.map((row) => ({ slug: row.slug, title_ar: row.title_ar, title_en: row.title_en, city: { slug: row.citySlug } })),
  };
  return sendJson(e, 200, JSON.stringify(body), SEARCH_CACHE_CONTROL);
}

/** The experience's id, status and expiry, or null. */
function findExperience(app, id) {
  const rows = arrayOf(new DynamicModel({ id: '', status: '', expires_at: '' }));
  app.db().newQuery("SELECT id, coalesce(status, '') AS status, coalesce(expires_at, '') AS expires_at FROM experiences WHERE id = {:id} LIMIT 1").bind({ id }).all(rows);
  return rows.length ? { id: rows[0].id, status: rows[0].status, expires_at: rows[0].expires_at } : null;
}

function notFound(e, locale) {
  const message = ct(locale, 'experience_not_found');
  return sendJson(e, 404, JSON.stringify({ status: 404, message, data: {} }));
}

/** GET /api/store/availability/{experienceId}?from=&to= */
function availabilityRange(e) {
  const acceptLanguage = e.request.header.get('Accept-Language');
  const parsed = parseAvailabilityQuery(e.request.url.rawQuery, { acceptLanguage });
  const id = e.request.pathValue('experienceId');
  const experience = isRecordId(id) ? findExperience($app, id) : null;
  if (!experience) return notFound(e, parsed.locale);
  if (!parsed.ok) return sendJson(e, 400, JSON.stringify(parsed.error));
  const nowMs = clock.nowMs(e);
  const rows = JSON.parse(
    queryValue($app, `SELECT coalesce(json_group_array(json_array(date, open, seats, price)), '[]') AS v FROM (${availability.DAYS_SQL})`, {
      id,
      from: parsed.query.from,
      to: parsed.query.to,
      ...availability.daysBinds(nowMs),
    }) || '[]',
  ).map((row) => ({ date: row[0], open: row[1], seats: row[2], price: row[3] }));
  const answer = availability.assembleDays({ experience, from: parsed.query.from, to: parsed.query.to, today: availability.riyadhToday(nowMs), nowMs, rows });
  return sendJson(e, 200, JSON.stringify(answer), answerCaching(e, RANGE_CACHE_CONTROL));
}

/** GET /api/store/availability/{experienceId}/{date} */
function availabilityDay(e) {
  const acceptLanguage = e.request.header.get('Accept-Language');
  const date = e.request.pathValue('date');
  const parsed = parseAvailabilityDay(date, e.request.url.rawQuery, { acceptLanguage });
  const id = e.request.pathValue('experienceId');
  const experience = isRecordId(id) ? findExperience($app, id) : null;
  if (!experience) return notFound(e, parsed.locale);
  if (!parsed.ok) return sendJson(e, 400, JSON.stringify(parsed.error));
  const options = JSON.parse(queryValue($app, availability.DAY_OPTIONS_SQL, { id }) || '[]');
  const slots = JSON.parse(queryValue($app, availability.DAY_SLOTS_SQL, { id, date }) || '[]');
  const nowMs = clock.nowMs(e);
  const answer = { date, options: availability.assembleDayOptions({ date, today: availability.riyadhToday(nowMs), nowMs, experience, options, slots }) };
  return sendJson(e, 200, JSON.stringify(answer), answerCaching(e, DAY_CACHE_CONTROL));
}

/** Errors thrown by a handler answer in the request's language without leaking SQL. */
function guarded(handler) {
  return (e) => {
    try {
      return handler(e);
    } catch (error) {
      $app.logger().error('catalog endpoint failed', 'path', e.request.url.path, 'error', String(error));
      const locale = requestLocale(null, e.request.header.get('Accept-Language'));
      return sendJson(e, 500, JSON.stringify({ status: 500, message: ct(locale, 'search_failed'), data: {} }));
    }
  };
}

module.exports = {
  search: guarded(search),
  suggest: guarded(suggest),
  availabilityRange: guarded(availabilityRange),
  availabilityDay: guarded(availabilityDay),
  searchAnswer,
};
