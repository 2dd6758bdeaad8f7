// The catalog's raw reads for search and suggestions: one-column queries, the staff's filter
// vocabularies, slugs to ids, the facet keys, the places suggestions match. Runs only inside PocketBase (DynamicModel, arrayOf).
/* global arrayOf */

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

/** All cities and categories with their folded names (for suggestions). */
function readPlaces(app) {
  const rows = arrayOf(new DynamicModel({ kind: '', id: '', slug: '', name_ar: '', name_en: '', body: '', popular: false, sort: 0 }));
  app.db().newQuery('SELECT kind, id, slug, name_ar, name_en, body, popular, sort FROM catalog_places ORDER BY kind, sort, slug').all(rows);
  return rows.map((row) => ({ kind: row.kind, id: row.id, slug: row.slug, name_ar: row.name_ar, name_en: row.name_en, body: row.body, popular: row.popular, sort: row.sort }));
}

module.exports = { queryValue, queryItems, readVocabulary, resolveSlugs, readFacetKeys, readPlaces };
