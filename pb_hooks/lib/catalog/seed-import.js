// Bulk import of the generated demo catalog (see scripts/seed.mjs).
//
// The generator writes one file per table: a header line { table, columns, keep } and then
// one line per chunk, each a JSON array of rows (arrays of column values). Each chunk goes to
// SQLite as a single string and is unpacked there with json_each, so hundreds of thousands of
// slots import in seconds. Rows are upserted by id: running the seed twice changes nothing,
// and the columns in `keep` (seat counts) are never overwritten on an existing row.
// The demo's departures come from its schedule rules and blackouts: the schedules' own writer
// (lib/schedules/schedule-data.js, as the staff screen and the daily job) makes the slots up to
// the horizon, then the demo's sales are written on them (docs/decisions/062).

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

// The demo's sold seats, [option, date, start_time, reserved] per row: only on an open departure
// nobody has booked yet, so a second seed leaves what travellers did (and its own sales) alone.
const SALES = `UPDATE slots SET reserved = min(slots.capacity, j.value->>3) FROM json_each({:rows}) AS j
  WHERE slots.option = j.value->>0 AND slots.date = j.value->>1 AND slots.start_time = j.value->>2
    AND slots.status = 'open' AND coalesce(slots.reserved, 0) = 0`;

/**
 * The seed's departures: the generator over every scheduled experience from the seed's first day
 * to the horizon (at most `schedules.days` days: the daily job makes the rest, so a seed with the
 * 365-day horizon takes no longer than one of the 180 days the seed used to write), then the
 * sales file's chunks. → { created, updated, deleted, kept, sold, from, to }
 */
function generateDepartures(txApp, schedules) {
  const data = require('../schedules/schedule-data.js');
  const { addDays } = require('../schedules/schedule-plan.js');
  const days = Math.min(data.horizonDays(txApp), schedules.days || Infinity);
  const from = schedules.today;
  const to = addDays(from, days - 1);
  const result = data.applySchedules(txApp, { experiences: data.scheduledExperiences(txApp), from, to, nowMs: Date.now() });
  let sold = 0;
  if (schedules.sales) {
    const lines = toString($os.readFile(schedules.sales)).split('\n').filter((line) => line.length > 0);
    for (const chunk of lines) sold += txApp.db().newQuery(SALES).bind({ rows: chunk }).execute().rowsAffected();
  }
  return { created: result.created, updated: result.updated, deleted: result.deleted, kept: result.kept.length, sold, from, to };
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
 * Imports the tables listed in the manifest, in order, inside one transaction, then (when the
 * manifest has `schedules: { today, days, sales }`) makes the departures from the imported schedules.
 * Returns { skipped, existing, chunks: { table: count }, departures }.
 */
function importSeed(app, manifestPath) {
  const readText = (path) => toString($os.readFile(path));
  const manifest = JSON.parse(readText(manifestPath));
  const existing = app.countRecords('experiences');
  if (manifest.ifEmpty && existing > 0) return { skipped: true, existing, chunks: {} };

  const chunksByTable = {};
  let departures = null;
  app.runInTransaction((txApp) => {
    for (const file of manifest.files) {
      const { header, chunks } = parseTableFile(readText(file));
      const statement = upsertStatement(header.table, header.columns, header.keep, header.conflict);
      for (const chunk of chunks) {
        txApp.db().newQuery(statement).bind({ rows: chunk }).execute();
      }
      chunksByTable[header.table] = chunks.length;
    }
    if (manifest.schedules) departures = generateDepartures(txApp, manifest.schedules);
    // The catalog's search index and facet tables (catalog-index.js) follow the raw rows: the
    // triggers keep them current row by row; this makes sure, in the same transaction.
    require('./catalog-index.js').rebuildCatalogIndex(txApp);
    // Badges follow the seats, bookings and policies just written (experience-badges-data.js).
    require('./experience-badges-data.js').refreshBadges(txApp);
  });
  return { skipped: false, existing, chunks: chunksByTable, departures };
}

module.exports = { importSeed, upsertStatement, parseTableFile };
