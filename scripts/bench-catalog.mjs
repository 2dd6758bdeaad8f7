// `npm run bench:catalog` — how long the schedules' generator takes to make a year of departures
// for the whole seeded catalog (decision 062), on a fresh seeded PocketBase on a temporary data
// directory: the seed's schedule rules and blackouts are written with a one-day horizon, then the
// server (horizon 365 days) runs the daily job once — every departure of the year is made by the
// generator — and once more, which must make nothing. Prints both runs and the rows made.
// Then the image proxy (decision 068) on the same server: answers per second for a seeded image
// served as it is from /media/…, through /img/media/… the first time each variant is asked (each
// encoded once: cold) and again (read from pb_data/image-cache: cached).
//   --experiences <n>   catalog size to seed (default 520)
//   --images <n>        seeded source images for the proxy's cold variants (default 3; 18 variants each)
import { mkdtemp, readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ensurePocketBaseBinary } from './lib/pocketbase-binary.mjs';
import { freePort } from './lib/free-port.mjs';
import { migrate, servePocketBase, upsertSuperuser } from './lib/pocketbase-process.mjs';
import { runOrThrow } from './lib/run.mjs';
import { removeDataDir } from './lib/replica-dir.mjs';
import { MEDIA_VERSION } from './seed/media.mjs';

const { values } = parseArgs({ options: { experiences: { type: 'string', default: '520' }, images: { type: 'string', default: '3' } } });
const EXPERIENCES = Number(values.experiences);
if (!Number.isInteger(EXPERIENCES) || EXPERIENCES < 1 || EXPERIENCES > 20000) throw new Error('--experiences must be a whole number from 1 to 20000');
const IMAGES = Number(values.images);
if (!Number.isInteger(IMAGES) || IMAGES < 1 || IMAGES > 50) throw new Error('--images must be a whole number from 1 to 50');
// The proxy's allow-listed widths and qualities (server/image_proxy.go): 18 variants per source.
const WIDTHS = [320, 640, 768, 1024, 1280, 1536];
const QUALITIES = [60, 78, 90];
// Requests in flight for the direct and cached passes (a page asks for several images at once).
const CONCURRENCY = 4;
const REPEATS = 10;
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
  console.log(await benchImages(base, dataDir));
} finally {
  await server?.stop();
  await removeDataDir(dataDir);
}

/** Fetches every URL (at most `concurrency` at once), each answer read whole; → { seconds, bytes, answers }. */
async function fetchAll(urls, concurrency) {
  let next = 0;
  let bytes = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < urls.length) {
      const url = urls[next];
      next += 1;
      const response = await fetch(url);
      const body = await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${url}: ${response.status} ${Buffer.from(body).toString('utf8').slice(0, 200)}`);
      bytes += body.byteLength;
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, urls.length) }, worker));
  return { seconds: (performance.now() - started) / 1000, bytes, answers: urls.length };
}

/** The image proxy beside the file served as it is; → the report's lines. */
async function benchImages(base, dataDir) {
  const folder = path.join(dataDir, 'media', MEDIA_VERSION);
  const sources = (await readdir(folder)).filter((name) => name.endsWith('-1536.webp')).sort().slice(0, IMAGES);
  if (sources.length < IMAGES) throw new Error(`only ${sources.length} seeded 1536 px images in ${folder}`);
  const variants = sources.flatMap((name) => WIDTHS.flatMap((width) => QUALITIES.map((quality) => `${base}/img/media/${MEDIA_VERSION}/${name}?width=${width}&format=webp&quality=${quality}`)));
  const direct = sources.map((name) => `${base}/media/${MEDIA_VERSION}/${name}`);
  const rate = (run) => run.answers / run.seconds;
  const line = (label, run) => `${label}: ${run.answers} answers in ${run.seconds.toFixed(2)} s = ${rate(run).toFixed(1)} answers/s (${(run.bytes / run.answers / 1024).toFixed(0)} KiB each on average)`;
  // Warm-up of the server's file path (and of the connection pool), not counted.
  await fetchAll(direct, 1);
  const served = await fetchAll(Array.from({ length: variants.length * REPEATS }, (_, index) => direct[index % direct.length]), CONCURRENCY);
  // Cold: one request at a time, as the encoder takes one picture at a time anyway (decision 068).
  const cold = await fetchAll(variants, 1);
  const cached = await fetchAll(Array.from({ length: variants.length * REPEATS }, (_, index) => variants[index % variants.length]), CONCURRENCY);
  const cachedSerial = await fetchAll(variants, 1);
  return [
    `Image proxy: ${sources.length} seeded sources (${sources.join(', ')}, 1536×1024 WebP), ${variants.length} variants (widths ${WIDTHS.join('/')} × quality ${QUALITIES.join('/')}, WebP); load average ${os.loadavg()[0].toFixed(1)}`,
    line(`Direct /media/… (${CONCURRENCY} in flight)`, served),
    line('Proxy cold, first request of each variant (encoded once, 1 in flight)', cold),
    line(`Proxy cached, every variant again ×${REPEATS} (${CONCURRENCY} in flight)`, cached),
    line('Proxy cached, every variant once more (1 in flight, as the cold pass)', cachedSerial),
    `Ratios: cached / direct ${(rate(cached) / rate(served)).toFixed(2)} (${CONCURRENCY} in flight); cold / cached ${(rate(cold) / rate(cachedSerial)).toFixed(4)} (1 in flight: one cold answer takes as long as ${(rate(cachedSerial) / rate(cold)).toFixed(0)} cached ones)`,
  ].join('\n');
}
