// The catalog's derived tables, kept by SQL triggers so that every write to `experiences`
// updates them, whatever makes it: the dashboard, a hook, or the seed's raw bulk import.
// See docs/decisions/008-catalog-search.md.
//
//   catalog_rows    one narrow row per experience: the columns search filters and sorts on, and
//                   `body` = the folded experiences.search_text. `docid` is an INTEGER PRIMARY
//                   KEY, so it never moves (a VACUUM can renumber implicit rowids).
//   catalog_search  FTS5 index over catalog_rows.body (external content: no second copy).
//   catalog_tags    (docid, facet, key) for categories, labels, languages, occasions, best_for:
//                   filters read an index instead of each row's JSON.
//   catalog_keys    one id per (facet, key) ever seen; ids 1–63 are bits of catalog_rows.tag_mask,
//                   so facet counts are sums over narrow rows instead of a GROUP BY over tags.
//   catalog_places  cities and categories with their folded names (suggestions); refreshed by
//                   the record hooks in catalog.pb.js and by rebuildCatalogIndex().
//   catalog_meta    one row: `version`, bumped by every change that can alter listings or
//                   facets, so cached facet counts are never served across a change.

const { foldText } = require('./text-fold.js');

/** Columns of catalog_rows copied from experiences (same names). */
const ROW_COLUMNS = ['status', 'expires_at', 'city', 'time_of_day', 'price_from', 'rating_avg', 'review_count', 'duration_minutes', 'age_min', 'age_max', 'popularity'];

/** experiences JSON column → catalog_tags.facet */
const TAG_COLUMNS = [
  ['categories', 'category'],
  ['labels', 'labels'],
  ['languages', 'languages'],
  ['occasions', 'occasions'],
  ['best_for', 'bestFor'],
];

/** The JSON text of an array column, or '[]' when the value is not a JSON array. */
const jsonArray = (column) => `CASE WHEN json_valid(${column}) AND json_type(${column}) = 'array' THEN ${column} ELSE '[]' END`;

/** SELECT of (docid, facet, key) for experience `row` (an alias or `new`), joined to its catalog_rows row `r`. */
function tagSelect(row) {
  // UNION, not UNION ALL: a value listed twice is one tag (see experienceStatements on conflicts).
  return TAG_COLUMNS.map(([column, facet]) => `SELECT r.docid, '${facet}', j.value FROM catalog_rows r, json_each(${jsonArray(`${row}.${column}`)}) j WHERE r.id = ${row}.id AND j.type = 'text' AND j.value <> ''`).join(' UNION ');
}

/** The catalog_rows upsert for experience `row` (`new` in a trigger, an alias in a rebuild). */
function rowUpsert(row, fromClause) {
  const columns = ['id', 'body'].concat(ROW_COLUMNS);
  const values = [`${row}.id`, `coalesce(${row}.search_text, '')`].concat(ROW_COLUMNS.map((column) => `${row}.${column}`));
  const changed = ['body'].concat(ROW_COLUMNS).map((column) => `${column} IS NOT excluded.${column}`).join(' OR ');
  const updates = ['body'].concat(ROW_COLUMNS).map((column) => `${column} = excluded.${column}`).join(', ');
  const source = fromClause ? `SELECT ${values.join(', ')} FROM ${fromClause} WHERE true` : `VALUES (${values.join(', ')})`;
  return `INSERT INTO catalog_rows (${columns.join(', ')}) ${source} ON CONFLICT (id) DO UPDATE SET ${updates} WHERE ${changed}`;
}

/** SQL true when any column the catalog reads differs between old and new. */
const experienceChanged = () =>
  ['search_text']
    .concat(ROW_COLUMNS, TAG_COLUMNS.map(([column]) => column))
    .map((column) => `old.${column} IS NOT new.${column}`)
    .join(' OR ');

const BUMP_VERSION = 'UPDATE catalog_meta SET version = version + 1 WHERE id = 1';

/** Bits 0–62 of tag_mask: catalog_keys ids 1–63. */
const MASK_KEYS = 63;

/** tag_mask of catalog_rows row `r` from its tags. */
const maskOf = (docid) =>
  `coalesce((SELECT sum(1 << (k.id - 1)) FROM catalog_tags t JOIN catalog_keys k ON k.facet = t.facet AND k.key = t.key WHERE t.docid = ${docid} AND k.id <= ${MASK_KEYS}), 0)`;

/**
 * A trigger's statements for an inserted or changed experience `row` (new). They never rely on
 * OR IGNORE: when the change is an upsert's DO UPDATE (the seed import, a supplier's import),
 * SQLite runs the trigger's statements with the upsert's ABORT, so an ignored conflict became a
 * failed import. They write only rows that cannot conflict.
 */
function experienceStatements(row) {
  const docid = `(SELECT docid FROM catalog_rows WHERE id = ${row}.id)`;
  return [
    rowUpsert(row),
    `DELETE FROM catalog_tags WHERE docid = ${docid}`,
    `INSERT INTO catalog_tags (docid, facet, key) ${tagSelect(row)}`,
    `INSERT INTO catalog_keys (facet, key) SELECT t.facet, t.key FROM catalog_tags t WHERE t.docid = ${docid} AND NOT EXISTS (SELECT 1 FROM catalog_keys k WHERE k.facet = t.facet AND k.key = t.key) ORDER BY t.facet, t.key`,
    `UPDATE catalog_rows SET tag_mask = ${maskOf('catalog_rows.docid')} WHERE id = ${row}.id`,
    BUMP_VERSION,
  ]
    .map((statement) => `${statement};`)
    .join('\n     ');
}

const SCHEMA = [
  `CREATE TABLE IF NOT EXISTS catalog_rows (
     docid INTEGER PRIMARY KEY,
     id TEXT NOT NULL UNIQUE,
     body TEXT NOT NULL DEFAULT '',
     status TEXT, expires_at TEXT, city TEXT, time_of_day TEXT,
     price_from INTEGER, rating_avg REAL, review_count INTEGER, duration_minutes INTEGER,
     age_min INTEGER, age_max INTEGER, popularity INTEGER,
     tag_mask INTEGER NOT NULL DEFAULT 0
   )`,
  'CREATE INDEX IF NOT EXISTS idx_catalog_rows_popularity ON catalog_rows (status, popularity)',
  'CREATE INDEX IF NOT EXISTS idx_catalog_rows_price ON catalog_rows (status, price_from)',
  'CREATE INDEX IF NOT EXISTS idx_catalog_rows_rating ON catalog_rows (status, rating_avg, review_count)',
  'CREATE INDEX IF NOT EXISTS idx_catalog_rows_city ON catalog_rows (city, status, popularity)',
  `CREATE VIRTUAL TABLE IF NOT EXISTS catalog_search USING fts5(
     body,
     content = 'catalog_rows',
     content_rowid = 'docid',
     tokenize = 'unicode61 remove_diacritics 0',
     prefix = '1 2 3'
   )`,
  `CREATE TRIGGER IF NOT EXISTS catalog_rows_ai AFTER INSERT ON catalog_rows BEGIN
     INSERT INTO catalog_search (rowid, body) VALUES (new.docid, new.body);
   END`,
  `CREATE TRIGGER IF NOT EXISTS catalog_rows_ad AFTER DELETE ON catalog_rows BEGIN
     INSERT INTO catalog_search (catalog_search, rowid, body) VALUES ('delete', old.docid, old.body);
     DELETE FROM catalog_tags WHERE docid = old.docid;
   END`,
  `CREATE TRIGGER IF NOT EXISTS catalog_rows_au AFTER UPDATE OF body ON catalog_rows WHEN old.body IS NOT new.body BEGIN
     INSERT INTO catalog_search (catalog_search, rowid, body) VALUES ('delete', old.docid, old.body);
     INSERT INTO catalog_search (rowid, body) VALUES (new.docid, new.body);
   END`,
  `CREATE TABLE IF NOT EXISTS catalog_tags (
     docid INTEGER NOT NULL,
     facet TEXT NOT NULL,
     key TEXT NOT NULL,
     PRIMARY KEY (docid, facet, key)
   ) WITHOUT ROWID`,
  'CREATE INDEX IF NOT EXISTS idx_catalog_tags_key ON catalog_tags (facet, key, docid)',
  'CREATE TABLE IF NOT EXISTS catalog_keys (id INTEGER PRIMARY KEY, facet TEXT NOT NULL, key TEXT NOT NULL, UNIQUE (facet, key))',
  `CREATE TABLE IF NOT EXISTS catalog_places (
     kind TEXT NOT NULL,
     id TEXT NOT NULL,
     slug TEXT NOT NULL DEFAULT '',
     name_ar TEXT NOT NULL DEFAULT '',
     name_en TEXT NOT NULL DEFAULT '',
     body TEXT NOT NULL DEFAULT '',
     popular INTEGER NOT NULL DEFAULT 0,
     sort INTEGER NOT NULL DEFAULT 0,
     PRIMARY KEY (kind, id)
   ) WITHOUT ROWID`,
  'CREATE TABLE IF NOT EXISTS catalog_meta (id INTEGER PRIMARY KEY CHECK (id = 1), version INTEGER NOT NULL DEFAULT 0)',
  'INSERT OR IGNORE INTO catalog_meta (id, version) VALUES (1, 0)',
  `CREATE TRIGGER IF NOT EXISTS experiences_catalog_ai AFTER INSERT ON experiences BEGIN
     ${experienceStatements('new')}
   END`,
  `CREATE TRIGGER IF NOT EXISTS experiences_catalog_au AFTER UPDATE ON experiences WHEN ${experienceChanged()} BEGIN
     ${experienceStatements('new')}
   END`,
  `CREATE TRIGGER IF NOT EXISTS experiences_catalog_ad AFTER DELETE ON experiences BEGIN
     DELETE FROM catalog_rows WHERE id = old.id;
     ${BUMP_VERSION};
   END`,
  // Category names appear in the facets.
  `CREATE TRIGGER IF NOT EXISTS categories_catalog_ai AFTER INSERT ON categories BEGIN ${BUMP_VERSION}; END`,
  `CREATE TRIGGER IF NOT EXISTS categories_catalog_au AFTER UPDATE ON categories BEGIN ${BUMP_VERSION}; END`,
  `CREATE TRIGGER IF NOT EXISTS categories_catalog_ad AFTER DELETE ON categories BEGIN ${BUMP_VERSION}; END`,
];

const DROP = [
  'DROP TRIGGER IF EXISTS categories_catalog_ad',
  'DROP TRIGGER IF EXISTS categories_catalog_au',
  'DROP TRIGGER IF EXISTS categories_catalog_ai',
  'DROP TRIGGER IF EXISTS experiences_catalog_ad',
  'DROP TRIGGER IF EXISTS experiences_catalog_au',
  'DROP TRIGGER IF EXISTS experiences_catalog_ai',
  'DROP TABLE IF EXISTS catalog_meta',
  'DROP TABLE IF EXISTS catalog_keys',
  'DROP TABLE IF EXISTS catalog_places',
  'DROP TABLE IF EXISTS catalog_tags',
  'DROP TRIGGER IF EXISTS catalog_rows_au',
  'DROP TRIGGER IF EXISTS catalog_rows_ad',
  'DROP TRIGGER IF EXISTS catalog_rows_ai',
  'DROP TABLE IF EXISTS catalog_search',
  'DROP TABLE IF EXISTS catalog_rows',
];

/** Statements that make catalog_rows, catalog_tags and the FTS index match `experiences` again. */
const REBUILD_EXPERIENCES = [
  'DELETE FROM catalog_rows WHERE id NOT IN (SELECT id FROM experiences)',
  rowUpsert('e', 'experiences e'),
  'DELETE FROM catalog_tags',
  `INSERT OR IGNORE INTO catalog_tags (docid, facet, key) ${TAG_COLUMNS.map(([column, facet]) => `SELECT r.docid, '${facet}', j.value FROM experiences e JOIN catalog_rows r ON r.id = e.id, json_each(${jsonArray(`e.${column}`)}) j WHERE j.type = 'text' AND j.value <> ''`).join(' UNION ALL ')}`,
  'INSERT OR IGNORE INTO catalog_keys (facet, key) SELECT DISTINCT facet, key FROM catalog_tags ORDER BY facet, key',
  `UPDATE catalog_rows SET tag_mask = ${maskOf('catalog_rows.docid')}`,
  "INSERT INTO catalog_search (catalog_search) VALUES ('rebuild')",
  BUMP_VERSION,
];

/** The folded text a city or category is found by: its names in both languages and its slug's words. */
function placeSearchText(row) {
  return foldText([row.name_ar, row.name_en, String(row.slug || '').replace(/-/g, ' ')].join(' '));
}

/**
 * The folded search text of an experience: titles in both languages and the names of its city
 * and categories in both languages (the text the seed generator writes).
 */
function experienceSearchText(experience, city, categories) {
  const parts = [experience.title_ar, experience.title_en];
  if (city) parts.push(city.name_ar, city.name_en);
  for (const category of categories || []) {
    if (category) parts.push(category.name_ar, category.name_en);
  }
  return foldText(parts.filter((part) => typeof part === 'string' && part !== '').join(' '));
}

function execAll(app, statements) {
  for (const sql of statements) app.db().newQuery(sql).execute();
}

/** Creates the tables, indexes and triggers (idempotent). `app` is $app or a txApp. */
function createSchema(app) {
  // The experience triggers are made anew, so a database made by an older version runs the
  // current statements (CREATE TRIGGER IF NOT EXISTS would keep the old ones).
  execAll(app, ['DROP TRIGGER IF EXISTS experiences_catalog_ai', 'DROP TRIGGER IF EXISTS experiences_catalog_au']);
  execAll(app, SCHEMA);
}

/** Drops everything createSchema made. */
function dropSchema(app) {
  execAll(app, DROP);
}

/** Upserts one city (kind 'city') or category (kind 'category') into catalog_places. */
function upsertPlace(app, kind, row) {
  app
    .db()
    .newQuery(
      `INSERT INTO catalog_places (kind, id, slug, name_ar, name_en, body, popular, sort) VALUES ({:kind}, {:id}, {:slug}, {:name_ar}, {:name_en}, {:body}, {:popular}, {:sort})
       ON CONFLICT (kind, id) DO UPDATE SET slug = excluded.slug, name_ar = excluded.name_ar, name_en = excluded.name_en, body = excluded.body, popular = excluded.popular, sort = excluded.sort`,
    )
    .bind({
      kind,
      id: row.id,
      slug: row.slug || '',
      name_ar: row.name_ar || '',
      name_en: row.name_en || '',
      body: placeSearchText(row),
      popular: row.popular ? 1 : 0,
      sort: Number(row.sort) || 0,
    })
    .execute();
}

function deletePlace(app, kind, id) {
  app.db().newQuery('DELETE FROM catalog_places WHERE kind = {:kind} AND id = {:id}').bind({ kind, id }).execute();
}

/** Refills catalog_places from the cities and categories tables. */
function rebuildPlaces(app) {
  /* global arrayOf */
  app.db().newQuery('DELETE FROM catalog_places').execute();
  for (const [kind, sql] of [
    ['city', 'SELECT id, slug, name_ar, name_en, popular, sort FROM cities'],
    ['category', 'SELECT id, slug, name_ar, name_en, 0 AS popular, sort FROM categories'],
  ]) {
    const rows = arrayOf(new DynamicModel({ id: '', slug: '', name_ar: '', name_en: '', popular: false, sort: 0 }));
    app.db().newQuery(sql).all(rows);
    for (const row of rows) upsertPlace(app, kind, row);
  }
}

/**
 * Makes the derived tables match the catalog: creates what is missing, then refills rows, tags,
 * the FTS index and the places. Idempotent; used by the migration and at the end of the seed
 * import (pass the transaction's txApp there).
 */
function rebuildCatalogIndex(app) {
  createSchema(app);
  execAll(app, REBUILD_EXPERIENCES);
  rebuildPlaces(app);
}

module.exports = {
  MASK_KEYS,
  SCHEMA,
  DROP,
  REBUILD_EXPERIENCES,
  ROW_COLUMNS,
  TAG_COLUMNS,
  createSchema,
  dropSchema,
  rebuildCatalogIndex,
  rebuildPlaces,
  upsertPlace,
  deletePlace,
  placeSearchText,
  experienceSearchText,
};
