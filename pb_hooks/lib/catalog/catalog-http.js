// The HTTP side of the catalog (routes in pb_hooks/catalog.pb.js): search, suggestions and
// availability, plus the record hooks that keep the search text current. Decisions are made by
// the pure modules beside this file (catalog-query, catalog-fts, catalog-sql, catalog-suggest,
// availability, catalog-index). Runs only inside PocketBase (uses $app, DynamicModel, arrayOf).
/* global arrayOf */

const { parseSearchQuery, parseSuggestQuery, parseAvailabilityQuery, parseAvailabilityDay, isRecordId } = require('./catalog-query.js');
const { searchTokens, matchExpression } = require('./catalog-fts.js');
const { buildSearchSql, searchConditions, assembleFacets } = require('./catalog-sql.js');
const { matchPlaces, noResultSuggestions } = require('./catalog-suggest.js');
const availability = require('./availability.js');
const catalogIndex = require('./catalog-index.js');
const { requestLocale } = require('../shared/messages.js');
const { ct } = require('./catalog-messages.js');
const clock = require('../shared/clock.js');
const bookableNow = require('../shared/bookable-now.js');

const SEARCH_CACHE_CONTROL = 'public, max-age=60';
const RANGE_CACHE_CONTROL = 'public, max-age=30';
const DAY_CACHE_CONTROL = 'public, max-age=15';

/** An answer computed at a test's instant (clock.js) is never kept by a shared cache: another test asks at another. */
const answerCaching = (e, shared) => (clock.testNowMs(e) === null ? shared : 'no-store');
/** Facet counts and totals are cached per filter set and catalog version for this long. */
const COUNT_CACHE_MS = 60000;
/** …and only while the app store holds fewer entries than this (it is shared with PocketBase). */
const COUNT_CACHE_LIMIT = 2000;
const COUNT_CACHE_PREFIX = 'rihla.catalog.counts.';

/** A JSON text body with the given status. */
function sendJson(e, status, text, cacheControl) {
  e.response.header().set('Content-Type', 'application/json');
  if (cacheControl) e.response.header().set('Cache-Control', cacheControl);
  return e.string(status, text);
}

/** The one string column `v` of a query's single row. */
function queryValue(app, sql, bind) {
  const row = new DynamicModel({ v: '' });
  app.db().newQuery(sql).bind(bind || {}).one(row);
  return row.v;
}

/** The `item` column of every row. */
function queryItems(app, sql, bind) {
  const rows = arrayOf(new DynamicModel({ item: '' }));
  app.db().newQuery(sql).bind(bind || {}).all(rows);
  return rows.map((row) => row.item);
}

/** The staff's filter vocabularies (settings key `filters`), or null. */
function readVocabulary(app) {
  try {
    const value = queryValue(app, "SELECT coalesce(value, '') AS v FROM settings WHERE key = 'filters'");
    const parsed = value ? JSON.parse(value) : null;
    return parsed && typeof parsed === 'object' ? parsed : null;
  } catch (_error) {
    return null;
  }
}

/**
 * Ids of the requested city and category slugs, the categories' names, and the catalog version,
 * in one query. → { cities: { slug: id }, categories: { slug: { id, name_ar, name_en, sort } }, version }
 */
function resolveSlugs(app, citySlugs, categorySlugs) {
  const bind = {};
  const list = (prefix, values) =>
    values
      .map((value, index) => {
        bind[`${prefix}${index}`] = value;
        return `{:${prefix}${index}}`;
      })
      .join(', ');
  const parts = ["SELECT 'version' AS kind, '' AS slug, CAST(version AS TEXT) AS id, '' AS name_ar, '' AS name_en, 0 AS sort FROM catalog_meta WHERE id = 1"];
  if (citySlugs.length) parts.push(`SELECT 'city', slug, id, '', '', 0 FROM cities WHERE slug IN (${list('c', citySlugs)})`);
  if (categorySlugs.length) parts.push(`SELECT 'category', slug, id, name_ar, name_en, sort FROM categories WHERE slug IN (${list('k', categorySlugs)})`);
  const rows = arrayOf(new DynamicModel({ kind: '', slug: '', id: '', name_ar: '', name_en: '', sort: 0 }));
  app.db().newQuery(parts.join(' UNION ALL ')).bind(bind).all(rows);
  const result = { cities: {}, categories: {}, version: '0' };
  for (const row of rows) {
    if (row.kind === 'version') result.version = row.id;
    else if (row.kind === 'city') result.cities[row.slug] = row.id;
    else result.categories[row.slug] = { id: row.id, slug: row.slug, name_ar: row.name_ar, name_en: row.name_en, sort: row.sort };
  }
  return result;
}

/**
 * The facet keys that have tag_mask bits (catalog_keys), and the categories by id:
 * { list: [{ id, facet, key }], categoryById: { id: { slug, name_ar, name_en, sort } } }.
 */
function readFacetKeys(app) {
  const rows = JSON.parse(
    queryValue(
      app,
      `SELECT coalesce(json_group_array(json_array(k.id, k.facet, k.key, coalesce(c.slug, ''), coalesce(c.name_ar, ''), coalesce(c.name_en, ''), coalesce(c.sort, 0))), '[]') AS v
       FROM catalog_keys k LEFT JOIN categories c ON k.facet = 'category' AND c.id = k.key`,
    ) || '[]',
  );
  const result = { list: [], categoryById: {} };
  for (const [id, facet, key, slug, nameAr, nameEn, sort] of rows) {
    result.list.push({ id, facet, key });
    if (facet === 'category' && slug) result.categoryById[key] = { slug, name_ar: nameAr, name_en: nameEn, sort };
  }
  return result;
}

/** A cached { total, facets } for a filter set, or null. Entries are "expiresAt|total|facetsJson". */
function readCounts(key) {
  const entry = $app.store().get(key);
  if (typeof entry !== 'string') return null;
  const first = entry.indexOf('|');
  const second = entry.indexOf('|', first + 1);
  if (first === -1 || second === -1 || Number(entry.slice(0, first)) < Date.now()) return null;
  return { total: Number(entry.slice(first + 1, second)), facets: entry.slice(second + 1) || null };
}

/**
 * Caches { total, facets } under `key` while the app store (shared with PocketBase) holds fewer
 * than COUNT_CACHE_LIMIT entries; when it is full, this cache's own entries are dropped first.
 */
function writeCounts(key, total, facetsJson) {
  const store = $app.store();
  const value = `${Date.now() + COUNT_CACHE_MS}|${total}|${facetsJson || ''}`;
  if (store.has(key)) {
    store.set(key, value);
    return;
  }
  if (store.setIfLessThanLimit(key, value, COUNT_CACHE_LIMIT)) return;
  for (const name of Object.keys(store.getAll())) {
    if (name.indexOf(COUNT_CACHE_PREFIX) === 0) store.remove(name);
  }
  store.setIfLessThanLimit(key, value, COUNT_CACHE_LIMIT);
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

/** All cities and categories with their folded names (for suggestions). */
function readPlaces(app) {
  const rows = arrayOf(new DynamicModel({ kind: '', id: '', slug: '', name_ar: '', name_en: '', body: '', popular: false, sort: 0 }));
  app.db().newQuery('SELECT kind, id, slug, name_ar, name_en, body, popular, sort FROM catalog_places ORDER BY kind, sort, slug').all(rows);
  return rows.map((row) => ({ kind: row.kind, id: row.id, slug: row.slug, name_ar: row.name_ar, name_en: row.name_en, body: row.body, popular: row.popular, sort: row.sort }));
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

// ── keeping the search text current ────────────────────────────────────────────────────────

/** A record's field as a plain JS value. */
const field = (record, name) => JSON.parse(JSON.stringify(record.get(name) === undefined ? null : record.get(name)));

/** name_ar/name_en of the rows of a table by id: { id: { name_ar, name_en } }. */
function namesById(app, table, ids) {
  const result = {};
  const wanted = (ids || []).filter((id) => typeof id === 'string' && id !== '');
  if (!wanted.length) return result;
  const bind = {};
  const list = wanted.map((id, index) => {
    bind[`i${index}`] = id;
    return `{:i${index}}`;
  });
  const rows = arrayOf(new DynamicModel({ id: '', name_ar: '', name_en: '' }));
  app.db().newQuery(`SELECT id, name_ar, name_en FROM ${table} WHERE id IN (${list.join(', ')})`).bind(bind).all(rows);
  for (const row of rows) result[row.id] = { name_ar: row.name_ar, name_en: row.name_en };
  return result;
}

/** Sets an experience record's search_text from its titles, city and categories (before it is saved). */
function refreshSearchText(app, record) {
  const cityId = field(record, 'city');
  const categoryIds = [].concat(field(record, 'categories') || []);
  const cities = namesById(app, 'cities', cityId ? [cityId] : []);
  const categories = namesById(app, 'categories', categoryIds);
  const text = catalogIndex.experienceSearchText(
    { title_ar: field(record, 'title_ar'), title_en: field(record, 'title_en') },
    cities[cityId] || null,
    categoryIds.map((id) => categories[id]),
  );
  record.set('search_text', text);
}

/** Re-folds the search text of the experiences of a city or category whose names changed (raw updates: no record hooks, no `updated` change). */
function refreshExperiencesOf(app, kind, id) {
  const filter = kind === 'city' ? 'city = {:id}' : "EXISTS (SELECT 1 FROM json_each(CASE WHEN json_valid(categories) THEN categories ELSE '[]' END) j WHERE j.value = {:id})";
  const rows = arrayOf(new DynamicModel({ id: '', title_ar: '', title_en: '', city: '', categories: '' }));
  app
    .db()
    .newQuery(`SELECT id, coalesce(title_ar, '') AS title_ar, coalesce(title_en, '') AS title_en, coalesce(city, '') AS city, coalesce(categories, '[]') AS categories FROM experiences WHERE ${filter} LIMIT 100000`)
    .bind({ id })
    .all(rows);
  if (!rows.length) return;
  const cities = namesById(app, 'cities', rows.map((row) => row.city).filter((value, index, all) => all.indexOf(value) === index));
  const allCategories = {};
  const categoryRows = arrayOf(new DynamicModel({ id: '', name_ar: '', name_en: '' }));
  app.db().newQuery('SELECT id, name_ar, name_en FROM categories').all(categoryRows);
  for (const row of categoryRows) allCategories[row.id] = { name_ar: row.name_ar, name_en: row.name_en };
  for (const row of rows) {
    let categoryIds;
    try {
      categoryIds = [].concat(JSON.parse(row.categories) || []);
    } catch (_error) {
      categoryIds = [];
    }
    const text = catalogIndex.experienceSearchText(row, cities[row.city] || null, categoryIds.map((categoryId) => allCategories[categoryId]));
    app.db().newQuery('UPDATE experiences SET search_text = {:text} WHERE id = {:id}').bind({ text, id: row.id }).execute();
  }
}

/** onRecordCreate / onRecordUpdate of experiences: folds the search text before the save. */
function onExperienceSave(e) {
  refreshSearchText(e.app, e.record);
  return e.next();
}

/** onRecordCreate / onRecordUpdate of cities or categories: keeps catalog_places and the experiences' search text current. */
function onPlaceSave(kind, e) {
  const record = e.record;
  const before = record.isNew() ? null : record.original();
  const renamed = !before || ['name_ar', 'name_en'].some((name) => field(before, name) !== field(record, name));
  e.next();
  const row = { id: record.id, slug: field(record, 'slug'), name_ar: field(record, 'name_ar'), name_en: field(record, 'name_en'), popular: kind === 'city' ? field(record, 'popular') : false, sort: field(record, 'sort') };
  catalogIndex.upsertPlace(e.app, kind, row);
  if (before && renamed) refreshExperiencesOf(e.app, kind, record.id);
}

/** onRecordDelete of cities or categories. */
function onPlaceDelete(kind, e) {
  const id = e.record.id;
  e.next();
  catalogIndex.deletePlace(e.app, kind, id);
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
  onExperienceSave,
  onPlaceSave,
  onPlaceDelete,
  refreshSearchText,
  refreshExperiencesOf,
  searchAnswer,
};
