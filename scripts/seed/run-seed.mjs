// Seeds a PocketBase data dir: generate the catalog, write it as JSON chunks, import it with
// the `seed-import` console command (pb_hooks/seed.pb.js). See docs/decisions/002.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { buildCatalog, scheduleRows, SEED_DAYS } from './build-catalog.mjs';
import { ensureMedia } from './media.mjs';
import { migrate, pocketBaseFlags } from '../lib/pocketbase-process.mjs';
import { fromRoot, rootDir } from '../lib/paths.mjs';

const TABLE_ORDER = ['countries', 'cities', 'categories', 'currencies', 'experiences', 'options', 'schedule_rules', 'schedule_exceptions', 'reviews', 'booking_history', 'posts', 'faqs', 'pages', 'testimonials', 'promo_codes', 'settings'];
// Live counters: a second seed must not reset what travellers did (slots' seats: see seed-import.js).
const KEEP = { promo_codes: ['used_count'] };
// JSON fields that may hold a plain string or number: sent as JSON text so that SQLite's `->>`
// (which unwraps scalars) hands PocketBase valid JSON. Objects and arrays come through as JSON.
const JSON_SCALAR_COLUMNS = { settings: ['value'] };

// What the importer printed is kept only for an error message, and only its end: PocketBase
// may log a great deal (every SQL statement in its dev mode).
const OUTPUT_KEPT = 16 * 1024;

/**
 * Runs the importer inside PocketBase; resolves with the summary it writes to a file of its own
 * (never read from its output, which log lines share).
 */
function runImporter(bin, dataDir, manifestPath) {
  const resultPath = `${manifestPath}.result.json`;
  return new Promise((resolve, reject) => {
    const child = spawn(bin, ['seed-import', manifestPath, resultPath, ...pocketBaseFlags(dataDir)], { cwd: rootDir, stdio: ['ignore', 'pipe', 'pipe'] });
    let tail = '';
    const keep = (chunk) => {
      tail = (tail + chunk).slice(-OUTPUT_KEPT);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', reject);
    child.on('close', async (code) => {
      const summary = code === 0 ? await readFile(resultPath, 'utf8').catch(() => '') : '';
      if (!summary) return reject(new Error(`seed-import failed (exit ${code}); the end of its output:\n${tail}`));
      resolve(JSON.parse(summary));
    });
  });
}

/** Writes one table file: a header line, then one JSON array of row arrays per chunk. */
async function writeTable(file, table, rows, chunkSize = 2000) {
  const stream = createWriteStream(file);
  let columns = null;
  let chunk = [];
  let rowCount = 0;
  const write = async (line) => {
    if (!stream.write(`${line}\n`)) await once(stream, 'drain');
  };
  for (const row of rows) {
    if (!columns) {
      columns = Object.keys(row);
      await write(JSON.stringify({ table, columns, keep: KEEP[table] || [] }));
    }
    const jsonScalars = JSON_SCALAR_COLUMNS[table] || [];
    chunk.push(columns.map((column) => (jsonScalars.includes(column) ? JSON.stringify(row[column]) : row[column])));
    rowCount += 1;
    if (chunk.length >= chunkSize) {
      await write(JSON.stringify(chunk));
      chunk = [];
    }
  }
  if (chunk.length) await write(JSON.stringify(chunk));
  stream.end();
  await once(stream, 'finish');
  return rowCount;
}

/**
 * Seeds `dataDir`. Returns { skipped, existing } when `ifEmpty` finds experiences, otherwise
 * { skipped: false, counts }.
 */
export async function seed({ dataDir, bin, content, experienceCount = 520, today, ifEmpty = false, log = console.log }) {
  await migrate(bin, dataDir, { stdio: 'ignore' });
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'rihla-seed-'));
  try {
    if (ifEmpty) {
      const check = path.join(workDir, 'check.json');
      await writeFile(check, JSON.stringify({ ifEmpty: true, files: [] }));
      const result = await runImporter(bin, dataDir, check);
      if (result.skipped) return { skipped: true, existing: result.existing };
    }
    log(`› Seeding ${experienceCount} experiences into ${dataDir} (first day ${today})…`);
    const placeholders = await ensureMedia({ dataDir, cacheDir: fromRoot('.seed-cache') });
    const { tables, slotPlans } = buildCatalog({ content, experienceCount, today, placeholders });
    // The departures come from schedules, as real ones do: the importer runs the generator (decision 062).
    const schedules = scheduleRows({ slotPlans, today });
    tables.schedule_rules = schedules.rules;
    tables.schedule_exceptions = schedules.exceptions;
    const files = [];
    const counts = {};
    for (const table of TABLE_ORDER) {
      // A table without rows has no file (a small catalog may have no booking history).
      if (!tables[table].length) {
        counts[table] = 0;
        continue;
      }
      const file = path.join(workDir, `${table}.ndjson`);
      counts[table] = await writeTable(file, table, tables[table]);
      files.push(file);
    }
    const salesFile = path.join(workDir, 'sales.ndjson');
    const salesChunks = [];
    for (let start = 0; start < schedules.sales.length; start += 5000) salesChunks.push(JSON.stringify(schedules.sales.slice(start, start + 5000)));
    await writeFile(salesFile, salesChunks.join('\n'));
    const manifest = path.join(workDir, 'manifest.json');
    await writeFile(manifest, JSON.stringify({ ifEmpty: false, files, schedules: { today, days: SEED_DAYS, sales: salesFile } }));
    const { departures } = await runImporter(bin, dataDir, manifest);
    // What the generator made on this run (none on a second seed), and the sold departures it found free.
    counts.slots = departures.created;
    counts.sold_slots = departures.sold;
    return { skipped: false, counts, departures };
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
