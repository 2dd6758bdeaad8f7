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

module.exports = { readSettings, findRedirectRows, recordsForRoute, sitemapData, plain };
