// The catalog's derived tables: the full-text index (SQLite FTS5) and the normalised facet tags.
// See docs/decisions/008-catalog-search.md.
//
//   catalog_search_docs  one row per searchable thing: kind 'experience' (body = the folded
//                        experiences.search_text), 'city' or 'category' (body = folded names).
//   catalog_search       FTS5 index over catalog_search_docs.body (external content, its own
//                        INTEGER PRIMARY KEY, so a VACUUM never shifts it).
//   experience_tags      (experience, facet, key) for categories, labels, languages, occasions
//                        and best_for: the filters and facet counts read an index instead of
//                        parsing each row's JSON.
//
// SQL triggers on `experiences` keep both current for every write, whatever writes it (the
// dashboard, hooks, or the seed's raw bulk import). Experiences' search_text is folded by the
// record hooks in catalog.pb.js when staff edit; cities' and categories' docs are folded here.

const { foldText } = require('./text-fold.js');

/** The JSON text of an array column, or '[]' when the value is not a JSON array. */
const jsonArray = (column) => `CASE WHEN json_valid(${column}) AND json_type(${column}) = 'array' THEN ${column} ELSE '[]' END`;

/** experiences JSON column → experience_tags.facet */
const TAG_COLUMNS = [
  ['categories', 'category'],
  ['labels', 'labels'],
  ['languages', 'languages'],
  ['occasions', 'occasions'],
  ['best_for', 'bestFor'],
];

/** INSERT … SELECT of one experience row's tags (`row` is new, or the table alias for a rebuild). */
function tagRowsSelect(row) {
  return TAG_COLUMNS.map(([column, facet]) => `SELECT ${row}.id, '${facet}', j.value FROM json_each(${jsonArray(`${row}.${column}`)}) j WHERE j.type = 'text' AND j.value <> ''`).join(' UNION ');
}

const SCHEMA = [
  `CREATE TABLE IF NOT EXISTS catalog_search_docs (
     docid INTEGER PRIMARY KEY,
     kind TEXT NOT NULL,
     ref TEXT NOT NULL,
     body TEXT NOT NULL DEFAULT ''
   )`,
  'CREATE UNIQUE INDEX IF NOT EXISTS idx_catalog_search_docs_ref ON catalog_search_docs (kind, ref)',
  `CREATE VIRTUAL TABLE IF NOT EXISTS catalog_search USING fts5(
     body,
     content = 'catalog_search_docs',
     content_rowid = 'docid',
     tokenize = 'unicode61 remove_diacritics 0',
     prefix = '1 2 3'
   )`,
  `CREATE TRIGGER IF NOT EXISTS catalog_search_docs_ai AFTER INSERT ON catalog_search_docs BEGIN
     INSERT INTO catalog_search (rowid, body) VALUES (new.docid, new.body);
   END`,
  `CREATE TRIGGER IF NOT EXISTS catalog_search_docs_ad AFTER DELETE ON catalog_search_docs BEGIN
     INSERT INTO catalog_search (catalog_search, rowid, body) VALUES ('delete', old.docid, old.body);
   END`,
  `CREATE TRIGGER IF NOT EXISTS catalog_search_docs_au AFTER UPDATE OF body ON catalog_search_docs BEGIN
     INSERT INTO catalog_search (catalog_search, rowid, body) VALUES ('delete', old.docid, old.body);
     INSERT INTO catalog_search (rowid, body) VALUES (new.docid, new.body);
   END`,
  `CREATE TRIGGER IF NOT EXISTS experiences_search_ai AFTER INSERT ON experiences BEGIN
     INSERT INTO catalog_search_docs (kind, ref, body) VALUES ('experience', new.id, coalesce(new.search_text, ''))
       ON CONFLICT (kind, ref) DO UPDATE SET body = excluded.body WHERE body IS NOT excluded.body;
   END`,
  `CREATE TRIGGER IF NOT EXISTS experiences_search_au AFTER UPDATE OF search_text ON experiences WHEN old.search_text IS NOT new.search_text BEGIN
     INSERT INTO catalog_search_docs (kind, ref, body) VALUES ('experience', new.id, coalesce(new.search_text, ''))
       ON CONFLICT (kind, ref) DO UPDATE SET body = excluded.body WHERE body IS NOT excluded.body;
   END`,
  `CREATE TRIGGER IF NOT EXISTS experiences_search_ad AFTER DELETE ON experiences BEGIN
     DELETE FROM catalog_search_docs WHERE kind = 'experience' AND ref = old.id;
   END`,
  `CREATE TABLE IF NOT EXISTS experience_tags (
     experience TEXT NOT NULL,
     facet TEXT NOT NULL,
     key TEXT NOT NULL,
     PRIMARY KEY (facet, key, experience)
   ) WITHOUT ROWID`,
  'CREATE INDEX IF NOT EXISTS idx_experience_tags_experience ON experience_tags (experience, facet, key)',
  `CREATE TRIGGER IF NOT EXISTS experiences_tags_ai AFTER INSERT ON experiences BEGIN
     INSERT OR IGNORE INTO experience_tags (experience, facet, key) ${tagRowsSelect('new')};
   END`,
  `CREATE TRIGGER IF NOT EXISTS experiences_tags_au AFTER UPDATE OF ${TAG_COLUMNS.map(([column]) => column).join(', ')} ON experiences BEGIN
     DELETE FROM experience_tags WHERE experience = old.id;
     INSERT OR IGNORE INTO experience_tags (experience, facet, key) ${tagRowsSelect('new')};
   END`,
  `CREATE TRIGGER IF NOT EXISTS experiences_tags_ad AFTER DELETE ON experiences BEGIN
     DELETE FROM experience_tags WHERE experience = old.id;
   END`,
];

const DROP = [
  'DROP TRIGGER IF EXISTS experiences_tags_ad',
  'DROP TRIGGER IF EXISTS experiences_tags_au',
  'DROP TRIGGER IF EXISTS experiences_tags_ai',
  'DROP TABLE IF EXISTS experience_tags',
  'DROP TRIGGER IF EXISTS experiences_search_ad',
  'DROP TRIGGER IF EXISTS experiences_search_au',
  'DROP TRIGGER IF EXISTS experiences_search_ai',
  'DROP TRIGGER IF EXISTS catalog_search_docs_au',
  'DROP TRIGGER IF EXISTS catalog_search_docs_ad',
  'DROP TRIGGER IF EXISTS catalog_search_docs_ai',
  'DROP TABLE IF EXISTS catalog_search',
  'DROP TABLE IF EXISTS catalog_search_docs',
];

/** Statements that refill the experiences' docs and tags from the experiences table. */
const REBUILD_EXPERIENCES = [
  "DELETE FROM catalog_search_docs WHERE kind = 'experience' AND ref NOT IN (SELECT id FROM experiences)",
  `INSERT INTO catalog_search_docs (kind, ref, body) SELECT 'experience', e.id, coalesce(e.search_text, '') FROM experiences e WHERE true
     ON CONFLICT (kind, ref) DO UPDATE SET body = excluded.body WHERE body IS NOT excluded.body`,
  'DELETE FROM experience_tags',
  `INSERT OR IGNORE INTO experience_tags (experience, facet, key) ${TAG_COLUMNS.map(([column, facet]) => `SELECT e.id, '${facet}', j.value FROM experiences e, json_each(${jsonArray(`e.${column}`)}) j WHERE j.type = 'text' AND j.value <> ''`).join(' UNION ALL ')}`,
];

/** The folded text a city or category is found by: its names in both languages and its slug words. */
function placeSearchText(row) {
  return foldText([row.name_ar, row.name_en, String(row.slug || '').replace(/-/g, ' ')].join(' '));
}

/**
 * The folded search text of an experience: titles in both languages, the city's and the
 * categories' names in both languages (the same text the seed generator writes).
 */
function experienceSearchText(experience, city, categories) {
  const parts = [experience.title_ar, experience.title_en];
  if (city) parts.push(city.name_ar, city.name_en);
  for (const category of categories || []) parts.push(category.name_ar, category.name_en);
  return foldText(parts.filter((part) => typeof part === 'string' && part !== '').join(' '));
}

/** Runs the statements with `app` ($app or txApp inside a transaction). */
function execAll(app, statements) {
  for (const sql of statements) app.db().newQuery(sql).execute();
}

/** Creates the tables, index and triggers (idempotent). */
function createSchema(app) {
  execAll(app, SCHEMA);
}

/** Drops everything createSchema made. */
function dropSchema(app) {
  execAll(app, DROP);
}

/** Re-folds one city or category row into its doc. kind: 'city' | 'category'. */
function upsertPlaceDoc(app, kind, row) {
  app
    .db()
    .newQuery('INSERT INTO catalog_search_docs (kind, ref, body) VALUES ({:kind}, {:ref}, {:body}) ON CONFLICT (kind, ref) DO UPDATE SET body = excluded.body WHERE body IS NOT excluded.body')
    .bind({ kind, ref: row.id, body: placeSearchText(row) })
    .execute();
}

function deletePlaceDoc(app, kind, id) {
  app.db().newQuery('DELETE FROM catalog_search_docs WHERE kind = {:kind} AND ref = {:ref}').bind({ kind, ref: id }).execute();
}

/** Rebuilds the cities' and categories' docs (they are few) from their tables. */
function rebuildPlaceDocs(app) {
  for (const [kind, table] of [
    ['city', 'cities'],
    ['category', 'categories'],
  ]) {
    /* global arrayOf */
    const rows = arrayOf(new DynamicModel({ id: '', slug: '', name_ar: '', name_en: '' }));
    app.db().newQuery(`SELECT id, slug, name_ar, name_en FROM ${table}`).all(rows);
    app.db().newQuery(`DELETE FROM catalog_search_docs WHERE kind = {:kind} AND ref NOT IN (SELECT id FROM ${table})`).bind({ kind }).execute();
    for (const row of rows) upsertPlaceDoc(app, kind, row);
  }
}

/**
 * Makes sure the index exists and matches the tables: creates what is missing, refills the
 * experiences' docs and tags and the places' docs. Safe to run any time (inside the caller's
 * transaction when given txApp); used by the migration and at the end of the seed import.
 */
function rebuildCatalogIndex(app) {
  createSchema(app);
  execAll(app, REBUILD_EXPERIENCES);
  rebuildPlaceDocs(app);
  app.db().newQuery("INSERT INTO catalog_search (catalog_search) VALUES ('optimize')").execute();
}

module.exports = {
  SCHEMA,
  DROP,
  REBUILD_EXPERIENCES,
  TAG_COLUMNS,
  createSchema,
  dropSchema,
  rebuildCatalogIndex,
  rebuildPlaceDocs,
  upsertPlaceDoc,
  deletePlaceDoc,
  placeSearchText,
  experienceSearchText,
};
