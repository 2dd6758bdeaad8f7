// Reads for the app shell (settings, redirects, the records a page needs, sitemap rows), as
// plain JS objects. Runs only inside PocketBase: every function takes the app ($app or txApp).
/* global arrayOf */

/** A record as the plain object the API would return (JSON fields parsed, hidden fields left out). */
const plain = (record) => JSON.parse(JSON.stringify(record));

/** The first record matching a filter, as a plain object, or null (the finder throws when none matches). */
function findFirst(app, collection, filter, params) {
  try {
    return plain(app.findFirstRecordByFilter(collection, filter, params));
  } catch (_error) {
    return null;
  }
}

/**
 * All settings rows: { all: { key: value }, public: { key: value } }. `public` is what
 * GET /api/store/config serves; `all` also holds staff-only values (redirect_allow_list …).
 */
function readSettings(app) {
  const result = { all: {}, public: {} };
  for (const record of app.findAllRecords('settings')) {
    const row = plain(record);
    if (typeof row.key !== 'string' || !row.key) continue;
    const value = row.value === undefined ? null : row.value;
    result.all[row.key] = value;
    if (row.public === true) result.public[row.key] = value;
  }
  return result;
}

/** Active `redirects` rows whose from_path is one of fromPaths. */
function findRedirectRows(app, fromPaths) {
  const paths = (fromPaths || []).slice(0, 8);
  if (paths.length === 0) return [];
  const params = {};
  const clauses = paths.map((path, index) => {
    params[`p${index}`] = path;
    return `from_path = {:p${index}}`;
  });
  try {
    return app.findRecordsByFilter('redirects', `active = true && (${clauses.join(' || ')})`, '', paths.length, 0, params).map(plain);
  } catch (_error) {
    return [];
  }
}

/** The records a page (from app-routes.js matchAppRoute) needs: { experience?, city?, category?, post?, page? }. */
function recordsForRoute(app, route) {
  const records = {};
  const params = route.params || {};
  if (route.kind === 'product' || route.kind === 'city-product') records.experience = findFirst(app, 'experiences', 'slug = {:slug}', { slug: params.productSlug });
  if (route.kind === 'city' || route.kind === 'city-product') records.city = findFirst(app, 'cities', 'slug = {:slug}', { slug: params.citySlug });
  if (route.kind === 'category') records.category = findFirst(app, 'categories', 'slug = {:slug}', { slug: params.categorySlug });
  if (route.kind === 'blog-post') records.post = findFirst(app, 'posts', "slug = {:slug} && status = 'published'", { slug: params.slug });
  if (route.kind === 'static' && route.page && route.page.pageSlug) records.page = findFirst(app, 'pages', 'slug = {:slug}', { slug: route.page.pageSlug });
  return records;
}

/** Whether guests may list a collection (its list rule is the empty, public rule). */
function publicList(app, collection) {
  try {
    // As the API exports it: the rule's text, or null when only superusers may list.
    return plain(app.findCollectionByNameOrId(collection)).listRule === '';
  } catch (_error) {
    return false;
  }
}

/** A collection's rows as the list API returns them with `sort` and `expand` (null when not public). */
function publicRows(app, collection, sort, expand) {
  if (!publicList(app, collection)) return null;
  const records = app.findRecordsByFilter(collection, "id != ''", sort, 0, 0);
  if (expand) app.expandRecords(records, expand, null);
  return records.map(plain);
}

/** The first row matching a filter, expanded, as the list API's getFirstListItem returns it (or null). */
function publicFirst(app, collection, filter, params, expand) {
  if (!publicList(app, collection)) return null;
  try {
    const record = app.findFirstRecordByFilter(collection, filter, params);
    if (expand) app.expandRecord(record, expand, null);
    return plain(record);
  } catch (_error) {
    return null;
  }
}

/**
 * The home page's figures as src/features/catalog/api/queries.ts statsQuery counts them through
 * the list API (active experiences; every city, country and review), or null when a guest may
 * not list one of them.
 */
function catalogStats(app) {
  const collections = ['experiences', 'cities', 'countries', 'reviews'];
  if (!collections.every((collection) => publicList(app, collection))) return null;
  const count = (sql) => {
    const row = new DynamicModel({ total: 0 });
    app.db().newQuery(sql).one(row);
    return row.total;
  };
  return {
    experiences: count("SELECT COUNT(*) AS total FROM experiences WHERE status = 'active'"),
    cities: count('SELECT COUNT(*) AS total FROM cities'),
    countries: count('SELECT COUNT(*) AS total FROM countries'),
    reviews: count('SELECT COUNT(*) AS total FROM reviews'),
  };
}

/**
 * The API answers a page asks for first (pb_hooks/lib/first-load.js initialQueries), read only
 * from collections guests may list: { currencies, categories?, cities?, countries?, stats?,
 * experience?, city?, category? }.
 */
function initialData(app, route) {
  const data = {};
  const params = route.params || {};
  // Every page shows prices, in the traveller's display currency.
  data.currencies = publicRows(app, 'currencies', 'sort');
  if (route.kind === 'home') {
    data.categories = publicRows(app, 'categories', 'sort');
    data.cities = publicRows(app, 'cities', 'sort', ['country']);
    data.countries = publicRows(app, 'countries', 'sort');
    // Four requests, started while the page first rendered; 73 bytes here. (Testimonials and
    // favourites stay requests: they would take the page past a slow connection's first round trip.)
    data.stats = catalogStats(app);
  }
  if (route.kind === 'product' || route.kind === 'city-product') data.experience = publicFirst(app, 'experiences', 'slug = {:slug}', { slug: params.productSlug }, ['city']);
  if (route.kind === 'city') data.city = publicFirst(app, 'cities', 'slug = {:slug}', { slug: params.citySlug }, ['country']);
  if (route.kind === 'category') data.category = publicFirst(app, 'categories', 'slug = {:slug}', { slug: params.categorySlug });
  return data;
}

/** slug + updated of the rows a query selects, read without loading whole records. */
function slugRows(app, sql) {
  const rows = arrayOf(new DynamicModel({ slug: '', updated: '' }));
  app.db().newQuery(sql).all(rows);
  return rows.map((row) => ({ slug: row.slug, updated: row.updated }));
}

/** What the sitemap lists: active experiences, cities, categories and published posts. */
function sitemapData(app) {
  return {
    cities: slugRows(app, 'SELECT slug, updated FROM cities ORDER BY sort, slug'),
    categories: slugRows(app, 'SELECT slug, updated FROM categories ORDER BY sort, slug'),
    experiences: slugRows(app, "SELECT slug, updated FROM experiences WHERE status = 'active' ORDER BY popularity DESC, slug"),
    posts: slugRows(app, "SELECT slug, updated FROM posts WHERE status = 'published' ORDER BY published_at DESC, slug"),
  };
}

module.exports = { readSettings, findRedirectRows, recordsForRoute, initialData, sitemapData, plain };
