// Reads for the store's shell (settings, redirects, sitemap rows), as
// plain JS objects. Runs only inside PocketBase: every function takes the app ($app or txApp).
/* global arrayOf */

/** A record as the plain object the API would return (JSON fields parsed, hidden fields left out). */
const plain = (record) => JSON.parse(JSON.stringify(record));

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

module.exports = { readSettings, findRedirectRows, sitemapData, plain };
