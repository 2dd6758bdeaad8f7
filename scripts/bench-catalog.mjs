// `npm run bench:catalog` — how long the schedules' generator takes to make a year of departures
// for the whole seeded catalog (decision 062), on a fresh seeded PocketBase on a temporary data
// directory: the seed's schedule rules and blackouts are written with a one-day horizon, then the
// server (horizon 365 days) runs the daily job once — every departure of the year is made by the
// generator — and once more, which must make nothing. Prints both runs and the rows made.
//   --experiences <n>   catalog size to seed (default 520)
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ensurePocketBaseBinary } from './lib/pocketbase-binary.mjs';
import { freePort } from './lib/free-port.mjs';
import { migrate, servePocketBase, upsertSuperuser } from './lib/pocketbase-process.mjs';
import { runOrThrow } from './lib/run.mjs';
import { removeDataDir } from './lib/replica-dir.mjs';

const { values } = parseArgs({ options: { experiences: { type: 'string', default: '520' } } });
const EXPERIENCES = Number(values.experiences);
if (!Number.isInteger(EXPERIENCES) || EXPERIENCES < 1 || EXPERIENCES > 20000) throw new Error('--experiences must be a whole number from 1 to 20000');
const superuser = { email: 'bench-admin@rihla.test', password: 'bench-admin-password-1' };
const HORIZON = 365;

const bin = await ensurePocketBaseBinary();
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'rihla-bench-catalog-'));
let server = null;
try {
  await migrate(bin, dataDir, { stdio: 'ignore' });
  await runOrThrow(process.execPath, ['scripts/seed.mjs', '--dir', dataDir, '--bin', bin, '--experiences', String(EXPERIENCES)], { stdio: 'inherit', env: { ...process.env, RIHLA_SCHEDULE_HORIZON_DAYS: '1' } });
  if (!(await upsertSuperuser(bin, dataDir, superuser.email, superuser.password, { stdio: 'ignore' }))) throw new Error('could not create the bench superuser');
  const port = await freePort();
  server = await servePocketBase(bin, { dataDir, port, host: '127.0.0.1', stdio: 'ignore', env: { ...process.env, RIHLA_ENV: 'bench', RIHLA_SCHEDULE_HORIZON_DAYS: String(HORIZON), LITESTREAM_REPLICA_URL: 'off' } });
  const base = `http://127.0.0.1:${port}`;
  const auth = await (await fetch(`${base}/api/collections/_superusers/auth-with-password`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ identity: superuser.email, password: superuser.password }) })).json();
  const headers = { 'Content-Type': 'application/json', Authorization: auth.token };
  const count = async () => (await (await fetch(`${base}/api/collections/slots/records?perPage=1`, { headers })).json()).totalItems;
  const before = await count();
  // The daily job's work, one experience per request (as the job runs it: one transaction each),
  // so no single answer waits for the whole catalog.
  const experiences = (await (await fetch(`${base}/api/collections/experiences/records?perPage=1000&fields=id&sort=id`, { headers })).json()).items.map((item) => item.id);
  const runs = [];
  for (let run = 0; run < 2; run += 1) {
    const started = performance.now();
    const total = { created: 0, updated: 0, deleted: 0, experiences: 0, from: '', to: '' };
    for (const experience of experiences) {
      const response = await fetch(`${base}/api/store/staff/schedules-run`, { method: 'POST', headers, body: JSON.stringify({ locale: 'en', experience }) });
      const body = await response.json();
      if (response.status !== 200) throw new Error(`schedules-run: ${response.status} ${JSON.stringify(body)}`);
      for (const name of ['created', 'updated', 'deleted', 'experiences']) total[name] += body[name];
      total.from = body.from;
      total.to = body.to;
    }
    runs.push({ seconds: (performance.now() - started) / 1000, ...total });
  }
  const after = await count();
  const [first, second] = runs;
  const lines = [
    `Catalog: ${EXPERIENCES} experiences, ${first.experiences} with schedules; horizon ${HORIZON} days (${first.from} – ${first.to}); ${os.cpus().length} CPUs, load average ${os.loadavg()[0].toFixed(1)}`,
    `Slots before: ${before} (the seed's first day); after: ${after}`,
    `First run (a year of departures): ${first.created} rows made, ${first.updated} changed, ${first.deleted} removed in ${first.seconds.toFixed(1)} s (${Math.round(first.created / first.seconds)} rows/s)`,
    `Second run (idempotent): ${second.created} made, ${second.updated} changed, ${second.deleted} removed in ${second.seconds.toFixed(1)} s`,
  ];
  console.log(lines.join('\n'));
} finally {
  await server?.stop();
  await removeDataDir(dataDir);
}
