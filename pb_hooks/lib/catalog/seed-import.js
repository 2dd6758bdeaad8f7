// Bulk import of the generated demo catalog (see scripts/seed.mjs).
//
// The generator writes one file per table: a header line { table, columns, keep } and then
// one line per chunk, each a JSON array of rows (arrays of column values). Each chunk goes to
// SQLite as a single string and is unpacked there with json_each, so hundreds of thousands of
// slots import in seconds. Rows are upserted by id: running the seed twice changes nothing,
// and the columns in `keep` (seat counts) are never overwritten on an existing row.
// The demo's departures are planned by the schedules' own generator (scripts/seed/build-catalog.mjs).

function quoteIdentifier(name) {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`invalid identifier: ${name}`);
  return '`' + name + '`';
}

/**
 * The INSERT … SELECT FROM json_each upsert statement for one table. `conflict`: the unique
 * columns a row is matched by (the id by default; slots by option, date and time, so a seed
 * meets the departures the schedules' daily job made since under other ids).
 */
function upsertStatement(table, columns, keep, conflict) {
  const names = columns.map(quoteIdentifier).join(', ');
  const values = columns.map((_, index) => `value->>${index}`).join(', ');
  const updatable = columns.filter((column) => column !== 'id' && column !== 'created' && (keep || []).indexOf(column) === -1);
  const updates = updatable.map((column) => `${quoteIdentifier(column)} = excluded.${quoteIdentifier(column)}`).join(', ');
  return `INSERT INTO ${quoteIdentifier(table)} (${names}) SELECT ${values} FROM json_each({:rows}) WHERE true ON CONFLICT(${conflict && conflict.length ? conflict.map(quoteIdentifier).join(', ') : 'id'}) DO UPDATE SET ${updates}`;
}

/** Splits a table file into its header and chunk lines. */
function parseTableFile(content) {
  const lines = content.split('\n').filter((line) => line.length > 0);
  if (lines.length === 0) throw new Error('empty seed file');
  const header = JSON.parse(lines[0]);
  if (!header.table || !Array.isArray(header.columns)) throw new Error('seed file header needs table and columns');
  return { header, chunks: lines.slice(1) };
}

/**
 * Imports the tables listed in the manifest, in order, inside one transaction.
 * Returns { skipped, existing, chunks: { table: count } }.
 */
function importSeed(app, manifestPath) {
  const readText = (path) => toString($os.readFile(path));
  const manifest = JSON.parse(readText(manifestPath));
  const existing = app.countRecords('experiences');
  if (manifest.ifEmpty && existing > 0) return { skipped: true, existing, chunks: {} };

  const chunksByTable = {};
  app.runInTransaction((txApp) => {
    for (const file of manifest.files) {
      const { header, chunks } = parseTableFile(readText(file));
      const statement = upsertStatement(header.table, header.columns, header.keep, header.conflict);
      for (const chunk of chunks) {
        txApp.db().newQuery(statement).bind({ rows: chunk }).execute();
      }
      chunksByTable[header.table] = chunks.length;
    }
    // The catalog's search index and facet tables (catalog-index.js) follow the raw rows: the
    // triggers keep them current row by row; this makes sure, in the same transaction.
    require('./catalog-index.js').rebuildCatalogIndex(txApp);
    // Badges follow the seats, bookings and policies just written (experience-badges-data.js).
    require('./experience-badges-data.js').refreshBadges(txApp);
  });
  return { skipped: false, existing, chunks: chunksByTable };
}

module.exports = { importSeed, upsertStatement, parseTableFile };
