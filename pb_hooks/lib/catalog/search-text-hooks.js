// Record hooks that keep the search text current (registered in pb_hooks/catalog.pb.js): an
// experience's folded titles, city and categories, and catalog_places when a city or category
// changes. Runs only inside PocketBase (DynamicModel, arrayOf).
/* global arrayOf */

const catalogIndex = require('./catalog-index.js');

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

module.exports = { onExperienceSave, onPlaceSave, onPlaceDelete, refreshSearchText, refreshExperiencesOf };
