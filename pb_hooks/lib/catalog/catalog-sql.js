// SQL for GET /api/store/search, built from validated parameters (catalog-query.js). Pure: it
// returns SQL text with {:named} placeholders and the values to bind (PocketBase's dbx syntax).
// Reads the narrow catalog_rows / catalog_tags / catalog_search tables (catalog-index.js) and
// joins `experiences` only for the page of items it returns.

const { bookableSql } = require('../shared/bookable-now.js');

const TAG_FACETS = ['category', 'labels', 'languages', 'occasions', 'bestFor'];

/** Duration buckets of the duration facet: inclusive minute ranges, max null = no upper bound. */
const DURATION_BUCKETS = [
  { key: 'up-to-1h', min: 0, max: 60 },
  { key: '1-4h', min: 61, max: 240 },
  { key: '4h-1d', min: 241, max: 1440 },
  { key: 'multi-day', min: 1441, max: null },
];

/** Minimum ratings the rating facet counts. */
const RATING_STEPS = [4, 3];

/**
 * ORDER BY for a sort. `p` prefixes the columns (a table alias and dot, or ''); `score` names the
 * relevance column (FTS5 rank: lower is better), used for `recommended` when there is a match.
 */
function orderBy(sort, hasMatch, p, score) {
  const c = (name) => (name === 'score' ? score || 'score' : `${p}${name}`);
  switch (sort) {
    case 'price_asc':
      return `${c('price_from')} ASC, ${c('docid')} ASC`;
    case 'price_desc':
      return `${c('price_from')} DESC, ${c('docid')} DESC`;
    case 'rating':
      return `${c('rating_avg')} DESC, ${c('review_count')} DESC, ${c('docid')} DESC`;
    default:
      return hasMatch ? `${c('score')} ASC, ${c('popularity')} DESC, ${c('docid')} DESC` : `${c('popularity')} DESC, ${c('docid')} DESC`;
  }
}

/**
 * The filters of a search as SQL conditions over catalog_rows `r`.
 * input: { match, now, cityIds, categoryIds, labels, languages, occasions, bestFor, timeOfDay,
 *          priceMin, priceMax, rating, age, durationMin, durationMax, date, today, bookableNow }
 * `date` keeps the experiences with an open slot with seats left that day that is still bookable
 * at `bookableNow` (bookable-now.js sqlNow); a day before `today` (Riyadh) keeps none.
 * Returns { base: [sql], facets: { facetName: sql }, bind }: `base` conditions apply to every
 * count; each facet condition is left out of its own facet's counts.
 */
function searchConditions(input) {
  const bind = {};
  let counter = 0;
  const param = (value) => {
    const name = `p${counter}`;
    counter += 1;
    bind[name] = value;
    return `{:${name}}`;
  };
  const list = (values) => values.map(param).join(', ');

  const base = ["r.status = 'active'", `(r.expires_at IS NULL OR r.expires_at = '' OR r.expires_at > ${param(input.now)})`];
  if (input.match) base.push(`catalog_search MATCH ${param(input.match)}`);
  if (input.cityIds && input.cityIds.length) base.push(input.cityIds.length === 1 ? `r.city = ${param(input.cityIds[0])}` : `r.city IN (${list(input.cityIds)})`);
  if (input.age !== null && input.age !== undefined) {
    const age = param(input.age);
    base.push(`coalesce(r.age_min, 0) <= ${age} AND (coalesce(r.age_max, 0) = 0 OR r.age_max >= ${age})`);
  }

  if (input.date) {
    const day = param(input.date);
    const today = param(input.today || '');
    const now = param(input.bookableNow || '').slice(2, -1);
    base.push(
      `${day} >= ${today} AND EXISTS (SELECT 1 FROM slots s JOIN options o ON o.id = s.option WHERE s.experience = r.id AND s.date = ${day} AND s.status = 'open' AND coalesce(s.capacity, 0) > coalesce(s.reserved, 0) AND ${bookableSql('s', 'o', now)})`,
    );
  }

  const facets = {};
  // A non-correlated IN: SQLite builds the set once, and can drive the query from it (rowid IN …).
  const tagFilter = (facet, keys) => `r.docid IN (SELECT t.docid FROM catalog_tags t WHERE t.facet = '${facet}' AND t.key IN (${list(keys)}))`;
  const tagInputs = { category: input.categoryIds, labels: input.labels, languages: input.languages, occasions: input.occasions, bestFor: input.bestFor };
  for (const facet of TAG_FACETS) {
    if (tagInputs[facet] && tagInputs[facet].length) facets[facet] = tagFilter(facet, tagInputs[facet]);
  }
  if (input.timeOfDay && input.timeOfDay.length) facets.timeOfDay = `r.time_of_day IN (${list(input.timeOfDay)})`;
  if (input.rating !== null && input.rating !== undefined) facets.rating = `r.rating_avg >= ${param(input.rating)}`;
  const price = [];
  if (input.priceMin !== null && input.priceMin !== undefined) price.push(`r.price_from >= ${param(input.priceMin)}`);
  if (input.priceMax !== null && input.priceMax !== undefined) price.push(`r.price_from <= ${param(input.priceMax)}`);
  if (price.length) facets.price = price.join(' AND ');
  const duration = [];
  if (input.durationMin !== null && input.durationMin !== undefined) duration.push(`r.duration_minutes >= ${param(input.durationMin)}`);
  if (input.durationMax !== null && input.durationMax !== undefined) duration.push(`r.duration_minutes <= ${param(input.durationMax)}`);
  if (duration.length) facets.duration = duration.join(' AND ');

  return { base, facets, bind };
}

/**
 * FROM clause, choosing what drives the query (the planner has no statistics for these tables,
 * and guessed wrong — e.g. walking the price index and probing the FTS index per row):
 *   - a text match: the FTS index drives (CROSS JOIN keeps it the outer loop);
 *   - else a city: its index (city, status, popularity);
 *   - else a category (items and totals only): its rows from catalog_tags (rowid IN …);
 *   - else the index of the sort, so a page stops after `perPage` rows.
 */
function fromClause(input, withFacetFilters) {
  if (input.match) return 'catalog_search CROSS JOIN catalog_rows r ON r.docid = catalog_search.rowid';
  if (input.cityIds && input.cityIds.length) return 'catalog_rows r INDEXED BY idx_catalog_rows_city';
  if (withFacetFilters && input.categoryIds && input.categoryIds.length) return 'catalog_rows r NOT INDEXED';
  return 'catalog_rows r';
}

const where = (conditions) => (conditions.length ? conditions.join(' AND ') : '1');

/** JSON of one listing item, from experiences `e` and cities `c`. */
const ITEM_JSON = `json_object(
  'id', e.id, 'slug', e.slug, 'title_ar', e.title_ar, 'title_en', e.title_en,
  'summary_ar', coalesce(e.summary_ar, ''), 'summary_en', coalesce(e.summary_en, ''), 'kind', e.kind,
  'images', json(CASE WHEN json_valid(e.images) AND json_type(e.images) = 'array' THEN e.images ELSE '[]' END),
  'rating_avg', coalesce(e.rating_avg, 0), 'review_count', coalesce(e.review_count, 0),
  'price_from', coalesce(e.price_from, 0), 'duration_minutes', coalesce(e.duration_minutes, 0),
  'labels', json(CASE WHEN json_valid(e.labels) AND json_type(e.labels) = 'array' THEN e.labels ELSE '[]' END),
  'badges', json(CASE WHEN json_valid(e.badges) AND json_type(e.badges) = 'array' THEN e.badges ELSE '[]' END),
  'status', e.status,
  'city', CASE WHEN c.id IS NULL THEN NULL ELSE json_object('slug', c.slug, 'name_ar', c.name_ar, 'name_en', c.name_en) END
)`;

/**
 * The search's queries.
 * input: searchConditions' input plus { sort, page, perPage }.
 * Returns { items: { sql, bind }, count: { sql, bind }, facets: { sql, bind } }.
 *   items  rows of one column `item`: the page's items as JSON objects, in order;
 *   count  one row, column `total`;
 *   facets one row, column `v`: a JSON array of [facet, key, count, a, b, c] rows (see assembleFacets).
 */
function buildSearchSql(input) {
  const hasMatch = Boolean(input.match);
  const conditions = searchConditions(input);
  const all = conditions.base.concat(Object.keys(conditions.facets).map((facet) => conditions.facets[facet]));
  const from = fromClause(input, true);
  const scoreColumn = hasMatch ? 'catalog_search.rank' : '0';
  const limit = input.perPage;
  const offset = (input.page - 1) * input.perPage;

  const items = {
    sql: `SELECT ${ITEM_JSON} AS item
      FROM (SELECT r.docid, r.id, r.popularity, r.price_from, r.rating_avg, r.review_count, ${scoreColumn} AS score
            FROM ${from} WHERE ${where(all)}
            ORDER BY ${orderBy(input.sort, hasMatch, 'r.')}
            LIMIT ${limit} OFFSET ${offset}) p
      JOIN experiences e ON e.id = p.id
      LEFT JOIN cities c ON c.id = e.city
      ORDER BY ${orderBy(input.sort, hasMatch, 'p.', 'p.score')}`,
    bind: conditions.bind,
  };

  const count = { sql: `SELECT count(*) AS total FROM ${from} WHERE ${where(all)}`, bind: conditions.bind };

  return { items, count, facets: { sql: facetSql(conditions, fromClause(input, false), input.keys), bind: conditions.bind } };
}

/** Bits of catalog_rows.tag_mask: catalog_keys ids 1–63 (catalog-index.js). */
const MASK_KEYS = 63;

/**
 * One query for every facet: the rows matching the non-facet filters are materialised once with
 * a flag per active facet filter; each facet then counts the rows that pass every other flag.
 * `keys` ([{ id, facet, key }] from catalog_keys) lets the tag facets be counted as sums over
 * each row's tag_mask bits in one pass; without it, or for a facet with a key beyond the mask's
 * 63 bits, they are counted with a GROUP BY over catalog_tags.
 */
function facetSql(conditions, from, keys) {
  const active = Object.keys(conditions.facets);
  const flag = (facet) => `f_${facet}`;
  const flags = active.map((facet) => `(${conditions.facets[facet]}) AS ${flag(facet)}`);
  const except = (facet) => {
    const others = active.filter((name) => name !== facet).map((name) => `b.${flag(name)}`);
    return others.length ? others.join(' AND ') : '1';
  };
  const branches = [`SELECT json_array('total', '', count(*)) AS v FROM base b WHERE ${except(null)}`];

  // Tag facets that share the same other-filters are counted in one pass over catalog_tags.
  const groups = {};
  for (const facet of TAG_FACETS) {
    const condition = except(facet);
    (groups[condition] = groups[condition] || []).push(facet);
  }
  let keyParam = 0;
  const bindKey = (value) => {
    const name = `fk${keyParam}`;
    keyParam += 1;
    conditions.bind[name] = value;
    return `{:${name}}`;
  };
  for (const condition of Object.keys(groups)) {
    const facets = groups[condition];
    const groupKeys = Array.isArray(keys) ? keys.filter((entry) => facets.indexOf(entry.facet) !== -1) : null;
    if (groupKeys && groupKeys.length && groupKeys.every((entry) => entry.id >= 1 && entry.id <= MASK_KEYS)) {
      const counts = groupKeys.map(
        (entry) => `json_array(${entry.facet === 'category' ? "'categoryId'" : bindKey(entry.facet)}, ${bindKey(entry.key)}, coalesce(sum((b.tag_mask >> ${entry.id - 1}) & 1), 0))`,
      );
      branches.push(`SELECT json_array('tags', '', json_array(${counts.join(', ')})) AS v FROM base b WHERE ${condition}`);
      continue;
    }
    const facetTest = facets.length === 1 ? `t.facet = '${facets[0]}'` : `t.facet IN (${facets.map((facet) => `'${facet}'`).join(', ')})`;
    branches.push(
      `SELECT CASE WHEN t.facet = 'category' THEN json_array('category', coalesce(c.slug, ''), count(*), coalesce(c.name_ar, ''), coalesce(c.name_en, ''), coalesce(c.sort, 0))
                   ELSE json_array(t.facet, t.key, count(*)) END AS v
       FROM base b CROSS JOIN catalog_tags t ON t.docid = b.docid AND ${facetTest}
       LEFT JOIN categories c ON t.facet = 'category' AND c.id = t.key
       WHERE ${condition} GROUP BY t.facet, t.key`,
    );
  }
  branches.push(`SELECT json_array('timeOfDay', b.time_of_day, count(*)) AS v FROM base b WHERE ${except('timeOfDay')} AND coalesce(b.time_of_day, '') <> '' GROUP BY b.time_of_day`);
  branches.push(`SELECT json_array('rating', '', ${RATING_STEPS.map((step) => `coalesce(sum(b.rating_avg >= ${step}), 0)`).join(', ')}) AS v FROM base b WHERE ${except('rating')}`);
  branches.push(`SELECT json_array('price', '', count(*), min(b.price_from), max(b.price_from)) AS v FROM base b WHERE ${except('price')}`);
  const buckets = DURATION_BUCKETS.map((bucket) => `coalesce(sum(b.duration_minutes >= ${bucket.min}${bucket.max === null ? '' : ` AND b.duration_minutes <= ${bucket.max}`}), 0)`);
  branches.push(`SELECT json_array('duration', '', ${buckets.join(', ')}) AS v FROM base b WHERE ${except('duration')}`);

  return `WITH base AS MATERIALIZED (
      SELECT r.docid, r.tag_mask, r.time_of_day, r.rating_avg, r.price_from, r.duration_minutes${flags.length ? `, ${flags.join(', ')}` : ''}
      FROM ${from} WHERE ${where(conditions.base)}
    )
    SELECT json_group_array(json(v)) AS v FROM (${branches.join('\n UNION ALL ')})`;
}

/**
 * The facets object from the facet query's rows and the selected values (selected values stay
 * listed with count 0 so the page can show them ticked; other values are listed when found).
 * Rows: ['total', '', n], [facet, key, n] per tag or time-of-day value, ['category', slug, n,
 * name_ar, name_en, sort], ['tags', '', [[facet | 'categoryId', key, n], …]] (mask counts),
 * ['rating', '', n4, n3], ['price', '', n, min, max], ['duration', '', n1, n2, n3, n4].
 * selected.categoryById maps category ids (mask counts) to { slug, name_ar, name_en, sort }.
 * Returns { total, facets }.
 */
function assembleFacets(rows, selected) {
  const chosen = selected || {};
  const facets = { categories: [], labels: [], languages: [], occasions: [], bestFor: [], timeOfDay: [], rating: [], price: { min: null, max: null }, duration: [] };
  let total = 0;
  const categories = [];
  const categoryById = chosen.categoryById || {};
  const addCount = (facet, key, count, extra) => {
    const n = Number(count) || 0;
    if (!key || n <= 0) return;
    if (facet === 'category') categories.push({ slug: key, name_ar: extra[0], name_en: extra[1], count: n, sort: Number(extra[2]) || 0 });
    else if (facet === 'categoryId') {
      const category = categoryById[key];
      if (category && category.slug) categories.push({ slug: category.slug, name_ar: category.name_ar, name_en: category.name_en, count: n, sort: Number(category.sort) || 0 });
    } else if (facet === 'labels' || facet === 'languages' || facet === 'occasions' || facet === 'bestFor' || facet === 'timeOfDay') facets[facet].push({ key, count: n });
  };
  for (const row of rows || []) {
    const [facet, key, count] = row;
    if (facet === 'total') total = Number(count) || 0;
    else if (facet === 'tags') {
      for (const entry of Array.isArray(count) ? count : []) addCount(entry[0], entry[1], entry[2], []);
    } else if (facet === 'category' || facet === 'labels' || facet === 'languages' || facet === 'occasions' || facet === 'bestFor' || facet === 'timeOfDay') {
      addCount(facet, key, count, row.slice(3));
    } else if (facet === 'rating') {
      facets.rating = RATING_STEPS.map((min, index) => ({ min, count: Number(row[2 + index]) || 0 }));
    } else if (facet === 'price') {
      facets.price = Number(count) > 0 ? { min: Number(row[3]), max: Number(row[4]) } : { min: null, max: null };
    } else if (facet === 'duration') {
      facets.duration = DURATION_BUCKETS.map((bucket, index) => ({ key: bucket.key, min: bucket.min, max: bucket.max, count: Number(row[2 + index]) || 0 }));
    }
  }
  if (!facets.rating.length) facets.rating = RATING_STEPS.map((min) => ({ min, count: 0 }));
  if (!facets.duration.length) facets.duration = DURATION_BUCKETS.map((bucket) => ({ key: bucket.key, min: bucket.min, max: bucket.max, count: 0 }));

  for (const slug of chosen.categories || []) {
    if (!categories.some((category) => category.slug === slug)) {
      const known = (chosen.categoryRows || []).find((row) => row.slug === slug);
      categories.push({ slug, name_ar: known ? known.name_ar : '', name_en: known ? known.name_en : '', count: 0, sort: known ? Number(known.sort) || 0 : 0 });
    }
  }
  categories.sort((a, b) => a.sort - b.sort || b.count - a.count || (a.slug < b.slug ? -1 : 1));
  facets.categories = categories.map((category) => ({ slug: category.slug, name_ar: category.name_ar, name_en: category.name_en, count: category.count }));

  const TIME_ORDER = ['morning', 'afternoon', 'evening', 'night'];
  for (const facet of ['labels', 'languages', 'occasions', 'bestFor', 'timeOfDay']) {
    for (const key of chosen[facet] || []) {
      if (!facets[facet].some((entry) => entry.key === key)) facets[facet].push({ key, count: 0 });
    }
    if (facet === 'timeOfDay') facets[facet].sort((a, b) => TIME_ORDER.indexOf(a.key) - TIME_ORDER.indexOf(b.key));
    else facets[facet].sort((a, b) => b.count - a.count || (a.key < b.key ? -1 : 1));
  }
  return { total, facets };
}

module.exports = { buildSearchSql, searchConditions, facetSql, assembleFacets, orderBy, DURATION_BUCKETS, RATING_STEPS, TAG_FACETS, MASK_KEYS };
