// `npm run seed` — loads the bilingual demo catalog into PocketBase.
//   --dir <path>        data directory (default: $PB_DATA_DIR or ./pb_data)
//   --bin <path>        PocketBase binary (default: $POCKETBASE_BIN or one built from server/)
//   --if-empty          do nothing when the database already has experiences
//   --experiences <n>   catalog size (default 520; e.g. 10000 for benchmarks)
//   --today <date>      first slot day, YYYY-MM-DD (default: today in Riyadh)
// Deterministic (fixed random seed) and idempotent (rows are upserted by stable ids).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { seed } from './seed/run-seed.mjs';
import { loadContent } from './seed/content/index.mjs';
import { ensurePocketBaseBinary } from './lib/pocketbase-binary.mjs';
import { rootDir } from './lib/paths.mjs';

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: process.env.PB_DATA_DIR || 'pb_data' },
    bin: { type: 'string' },
    'if-empty': { type: 'boolean', default: false },
    experiences: { type: 'string', default: '520' },
    today: { type: 'string' },
  },
});

const experienceCount = Number(values.experiences);
if (!Number.isInteger(experienceCount) || experienceCount < 1) throw new Error('--experiences must be a positive whole number');
const today = values.today || new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 10); // Riyadh is UTC+3
if (!/^\d{4}-\d{2}-\d{2}$/.test(today)) throw new Error('--today must look like 2026-12-01');

const started = Date.now();
const dataDir = path.resolve(rootDir, values.dir);
const bin = values.bin || (await ensurePocketBaseBinary());
const result = await seed({ dataDir, bin, content: await loadContent(), experienceCount, today, ifEmpty: values['if-empty'] });
if (result.skipped) {
  console.log(`› The database already has ${result.existing} experiences; not seeding.`);
} else {
  const counts = Object.entries(result.counts).map(([table, count]) => `${table} ${count}`).join(', ');
  console.log(`› Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s: ${counts}`);
}
