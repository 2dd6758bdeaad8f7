// `npm run bench:api` — throughput and latency of the catalog API on a 10,000-experience catalog.
//
// Seeds a temporary data dir (`scripts/seed.mjs --experiences 10000`, a few minutes), starts
// PocketBase on a free loopback port, lifts the per-IP rate limit for 127.0.0.1 on that
// temporary server only (a staff settings PATCH), warms up, then runs autocannon from this
// process against each endpoint in turn and compares with PocketBase's own record list
// measured in the same run. Writes docs/benchmarks/api-YYYY-MM-DD.md.
//
//   --experiences <n>   catalog size (default 10000)
//   --duration <s>      seconds per endpoint (default 10)
//   --connections <n>   concurrent connections (default 50)
//   --pools <list>      JS VM pool sizes to run, comma-separated; "default" is the server's own
//                       (what `npm start` uses); e.g. "default,64" (default: "default")
//   --dir <path>        reuse an already seeded data dir instead of seeding a temporary one
//   --keep              keep the temporary data dir
//   --out <file>        where to write the report (default docs/benchmarks/api-<today>.md)
//   --no-write          print only
import { execFile, spawn } from 'node:child_process';
import { mkdtemp, mkdir, readFile, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import autocannon from 'autocannon';
import { ensurePocketBaseBinary } from './lib/pocketbase-binary.mjs';
import { freePort } from './lib/free-port.mjs';
import { servePocketBase, upsertSuperuser } from './lib/pocketbase-process.mjs';
import { fromRoot, rootDir } from './lib/paths.mjs';
import { removeDataDir } from './lib/replica-dir.mjs';

const { values } = parseArgs({
  options: {
    experiences: { type: 'string', default: '10000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    pools: { type: 'string', default: 'default' },
    dir: { type: 'string' },
    keep: { type: 'boolean', default: false },
    out: { type: 'string' },
    'no-write': { type: 'boolean', default: false },
  },
});

const experienceCount = Number(values.experiences);
const duration = Number(values.duration);
const connections = Number(values.connections);
const pools = values.pools.split(',').map((value) => value.trim()).filter(Boolean);
if (!Number.isInteger(experienceCount) || experienceCount < 1 || experienceCount > 100_000) throw new Error('--experiences must be 1–100000');
if (!(duration >= 1 && duration <= 120)) throw new Error('--duration must be 1–120 seconds');
if (!Number.isInteger(connections) || connections < 1 || connections > 500) throw new Error('--connections must be 1–500');
if (!pools.length || pools.length > 4 || pools.some((pool) => pool !== 'default' && !(Number(pool) >= 1 && Number(pool) <= 500))) throw new Error('--pools: "default" or sizes 1–500, at most 4');

const HOST = '127.0.0.1'; // the only target this script ever talks to
const SUPERUSER = { email: 'bench-admin@rihla.test', password: 'bench-admin-password-1' };
const TARGETS = { searchP99: 50, searchRatio: 0.5, availabilityP99: 30 };
const log = (message) => console.log(`› ${message}`);
const riyadhToday = () => new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 10);
const addDays = (isoDate, days) => {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** Runs a command, printing a line every 15 s while it works (seeding 10,000 experiences takes minutes). */
function runWithProgress(command, args, label) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn(command, args, { cwd: rootDir, stdio: 'inherit' });
    const timer = setInterval(() => log(`${label}… ${Math.round((Date.now() - started) / 1000)} s`), 15_000);
    child.on('error', (error) => {
      clearInterval(timer);
      reject(error);
    });
    child.on('close', (code) => {
      clearInterval(timer);
      if (code === 0) resolve(Date.now() - started);
      else reject(new Error(`${command} ${args.join(' ')} exited with ${code}`));
    });
  });
}

/** `pocketbase serve` with an explicit JS VM pool size (servePocketBase uses the server's default). */
async function serveWithPool(bin, dataDir, port, pool) {
  return servePocketBase(bin, { dataDir, host: HOST, port, stdio: ['ignore', 'ignore', 'inherit'], extraArgs: [`--hooksPool=${pool}`] });
}

async function json(url, init = {}) {
  const response = await fetch(url, init);
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method || 'GET'} ${url} → ${response.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text);
}

/** Excludes 127.0.0.1 from the rate limiter of this temporary server (a staff settings PATCH). */
async function liftRateLimit(url) {
  const auth = await json(`${url}/api/collections/_superusers/auth-with-password`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ identity: SUPERUSER.email, password: SUPERUSER.password }),
  });
  const headers = { Authorization: auth.token, 'Content-Type': 'application/json' };
  const settings = await json(`${url}/api/settings`, { headers });
  const rateLimits = { ...settings.rateLimits, excludedIPs: [...new Set([...(settings.rateLimits.excludedIPs || []), HOST])] };
  await json(`${url}/api/settings`, { method: 'PATCH', headers, body: JSON.stringify({ rateLimits }) });
  // Prove it: more guest requests than the '/api/' allowance of 600 per 10 s, none refused.
  let refused = 0;
  for (let batch = 0; batch < 14; batch += 1) {
    const statuses = await Promise.all(Array.from({ length: 50 }, () => fetch(`${url}/api/health`).then((response) => response.status)));
    refused += statuses.filter((status) => status === 429).length;
  }
  if (refused) throw new Error(`the rate limiter still refused ${refused} of 700 requests`);
}

/** The requests to measure, with real slugs and ids from the seeded catalog. */
async function chooseTargets(url) {
  const popular = await json(`${url}/api/store/search?perPage=1&city=riyadh`);
  const product = popular.items[0];
  const today = riyadhToday();
  const search = (params) => `/api/store/search?${new URLSearchParams({ locale: 'ar', page: '1', perPage: '24', facets: '1', sort: 'recommended', ...params })}`;
  const availabilityPath = `/api/store/availability/${product.id}?from=${today}&to=${addDays(today, 59)}`;
  // The server keeps public catalog answers for a second while the database is unchanged
  // (server/microcache.go); `Cache-Control: no-cache` asks it for a fresh answer, so the
  // "computed each time" rows measure the search and availability code itself.
  const fresh = { 'cache-control': 'no-cache' };
  return [
    { key: 'raw', name: 'PocketBase list (reference)', path: '/api/collections/experiences/records?perPage=20' },
    { key: 'searchAr', name: 'search, Arabic q', path: search({ q: 'رحلة بحرية' }), kind: 'search' },
    { key: 'searchEn', name: 'search, English q', path: search({ q: 'desert safari', locale: 'en' }), kind: 'search' },
    { key: 'listing', name: 'listing: city + timeOfDay + priceMax, price_asc, facets', path: search({ city: 'riyadh', timeOfDay: 'morning', priceMax: '50000', sort: 'price_asc' }), kind: 'search' },
    { key: 'searchArFresh', name: 'search, Arabic q, computed each time (no-cache)', path: search({ q: 'رحلة بحرية' }), headers: fresh, kind: 'search', informational: true },
    { key: 'searchEnFresh', name: 'search, English q, computed each time (no-cache)', path: search({ q: 'desert safari', locale: 'en' }), headers: fresh, kind: 'search', informational: true },
    { key: 'listingFresh', name: 'listing as above, computed each time (no-cache)', path: search({ city: 'riyadh', timeOfDay: 'morning', priceMax: '50000', sort: 'price_asc' }), headers: fresh, kind: 'search', informational: true },
    {
      // Totals and facets are cached per filter set (60 s); a new price cap on every request
      // measures the uncached path: facet counts computed each time.
      key: 'listingCold',
      name: 'listing as above, a new priceMax each request (facets never cached)',
      path: search({ city: 'riyadh', timeOfDay: 'morning', priceMax: '50000', sort: 'price_asc' }),
      kind: 'search',
      vary: (n) => search({ city: 'riyadh', timeOfDay: 'morning', priceMax: String(40000 + (n % 100000)), sort: 'price_asc' }),
      informational: true,
    },
    {
      key: 'product',
      name: 'product detail (by slug, as the app)',
      path: `/api/collections/experiences/records?${new URLSearchParams({ page: '1', perPage: '1', skipTotal: '1', expand: 'city', filter: `slug = '${product.slug}'` })}`,
    },
    { key: 'availability', name: 'availability, 60 days', path: availabilityPath, kind: 'availability' },
    { key: 'availabilityFresh', name: 'availability, 60 days, computed each time (no-cache)', path: availabilityPath, headers: fresh, kind: 'availability', informational: true },
  ];
}

let varyCounter = 0;

function measure(url, target, seconds, connectionCount = connections) {
  const options = { url: `${url}${target.path}`, connections: connectionCount, duration: seconds, pipelining: 1, timeout: 10, headers: target.headers || {} };
  if (target.vary) {
    options.requests = [
      {
        method: 'GET',
        setupRequest: (request) => {
          varyCounter += 1;
          return { ...request, path: target.vary(varyCounter) };
        },
      },
    ];
  }
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => {
      if (error) return reject(error);
      resolve({
        requestsPerSecond: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        max: result.latency.max,
        total: result.requests.total,
        non2xx: result.non2xx,
        errors: result.errors + result.timeouts,
        bytesPerRequest: result.requests.total ? Math.round(result.throughput.total / result.requests.total) : 0,
      });
    });
  });
}

async function checkAnswers(url, targets) {
  for (const target of targets) {
    const response = await fetch(`${url}${target.path}`, { headers: target.headers || {} });
    const body = await response.json();
    if (!response.ok) throw new Error(`${target.name}: ${response.status} ${JSON.stringify(body).slice(0, 200)}`);
    if (target.kind === 'search' && !(body.totalItems > 0 && body.items.length > 0 && body.facets)) throw new Error(`${target.name}: no results`);
    if (target.kind === 'availability' && body.days.length !== 60) throw new Error(`${target.name}: ${body.days.length} days`);
    if (target.key === 'product' && body.items.length !== 1) throw new Error(`${target.name}: not found`);
  }
}

/** One pass over every target on a running server. */
async function runPass(url, targets) {
  await checkAnswers(url, targets);
  log('warming up');
  for (const target of targets) await measure(url, target, 2);
  const results = {};
  const single = {};
  for (const target of targets) {
    log(`${target.name}: ${connections} connections, ${duration} s`);
    results[target.key] = await measure(url, target, duration);
  }
  // One connection: the time one request takes when nothing waits (service time).
  for (const target of targets) {
    log(`${target.name}: 1 connection, 3 s`);
    single[target.key] = await measure(url, target, 3, 1);
  }
  return { results, single };
}

const fmt = (value, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : '–');

function verdicts(results) {
  const raw = results.raw.requestsPerSecond;
  const lines = [];
  for (const key of ['searchAr', 'searchEn', 'listing']) {
    const r = results[key];
    lines.push({ key, text: `p99 ≤ ${TARGETS.searchP99} ms`, met: r.p99 <= TARGETS.searchP99, value: `${fmt(r.p99)} ms` });
    lines.push({ key, text: `≥ ${TARGETS.searchRatio * 100} % of the raw list's throughput`, met: r.requestsPerSecond >= TARGETS.searchRatio * raw, value: `${fmt((100 * r.requestsPerSecond) / raw)} %` });
  }
  lines.push({ key: 'availability', text: `p99 ≤ ${TARGETS.availabilityP99} ms`, met: results.availability.p99 <= TARGETS.availabilityP99, value: `${fmt(results.availability.p99)} ms` });
  return lines;
}

function table(targets, results, single) {
  const raw = results.raw.requestsPerSecond;
  const rows = targets.map((target) => {
    const r = results[target.key];
    const one = single[target.key];
    return `| ${target.name} | ${fmt(r.requestsPerSecond)} | ${fmt(r.p50)} | ${fmt(r.p99)} | ${fmt(r.requestsPerSecond / raw, 2)} | ${fmt(one.p50)} / ${fmt(one.p99)} | ${fmt(r.bytesPerRequest / 1024, 1)} | ${r.non2xx + r.errors + one.non2xx + one.errors} |`;
  });
  return [
    `| request | req/s | p50 ms | p99 ms | × raw list | 1 connection: p50 / p99 ms | KiB/answer | non-2xx/errors |`,
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...rows,
  ].join('\n');
}

/** What limits the figures, from the figures: printed whenever a target is missed. */
function readingNotes(targets, results, single) {
  const lines = verdicts(results);
  const missed = lines.filter((line) => !line.met);
  const raw = results.raw;
  const name = (key) => targets.find((target) => target.key === key).name;
  const serviceTimes = targets
    .filter((target) => target.key !== 'raw')
    .map((target) => `${target.name} ${fmt(single[target.key].p50)} ms`)
    .join(', ');
  const parts = [
    `With one connection (nothing waiting) a request takes: PocketBase's own list ${fmt(single.raw.p50)} ms, ${serviceTimes} (p50).`,
    `At ${connections} connections every request waits for CPU: ${connections} ÷ req/s is the mean time in the system, so a p99 of 50 ms needs about ${fmt(connections / 0.05)} req/s even with no spread. PocketBase's own list (no JS, no search) had p50 ${fmt(raw.p50)} ms and p99 ${fmt(raw.p99)} ms in the same run.`,
  ];
  const cpus = os.availableParallelism ? os.availableParallelism() : os.cpus().length;
  if (missed.length) {
    parts.push(
      `Not met: ${missed.map((line) => `${name(line.key)} — ${line.text} (${line.value})`).join('; ')}. ` +
        `The load generator runs on the same ${cpus} CPUs as the server and competes with it; the load average above shows other work on the machine too.`,
    );
  } else {
    parts.push('Every target is met.');
  }
  parts.push(
    `The rows above the "computed each time" ones are answered from the server's one-second microcache while the database is unchanged (server/microcache.go, decision 014): the first request of each second computes, the others wait for it and share its answer. ` +
      `Computed for every request (\`Cache-Control: no-cache\`), the same questions had p99 ${['searchArFresh', 'searchEnFresh', 'listingFresh'].map((key) => `${fmt(results[key].p99)} ms`).join(' / ')} (search ar / en / listing) and availability ${fmt(results.availabilityFresh.p99)} ms at ${connections} connections, at ${['searchArFresh', 'searchEnFresh', 'listingFresh', 'availabilityFresh'].map((key) => `${fmt(results[key].requestsPerSecond / raw.requestsPerSecond, 2)}×`).join(' / ')} the raw list's throughput: ` +
      `there the ${connections} connections queue for ${cpus} CPUs, as they do for PocketBase's own list. ` +
      `The row with a new priceMax on every request shows a question the cache cannot help with, facet counts included (${fmt(single.listingCold.p50)} ms per request at one connection against ${fmt(single.listingFresh.p50)} ms with the counts cached).`,
  );
  return parts.join('\n');
}

async function pocketBaseVersion(bin) {
  try {
    const { stdout } = await promisify(execFile)(bin, ['--version']);
    return stdout.trim().replace(/^pocketbase version /i, '');
  } catch {
    return 'unknown';
  }
}

async function main() {
  const bin = await ensurePocketBaseBinary();
  let dataDir = values.dir ? path.resolve(values.dir) : null;
  let seedMs = null;
  const temporary = !dataDir;
  if (temporary) {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'rihla-bench-'));
    log(`seeding ${experienceCount} experiences into ${dataDir} (a few minutes)`);
    seedMs = await runWithProgress(process.execPath, ['scripts/seed.mjs', '--dir', dataDir, '--bin', bin, '--experiences', String(experienceCount)], 'seeding');
    await writeFile(path.join(dataDir, 'bench-seed.json'), JSON.stringify({ experiences: experienceCount, seedMs }));
  } else if (!existsSync(dataDir)) {
    throw new Error(`--dir ${dataDir} does not exist`);
  } else {
    try {
      seedMs = JSON.parse(await readFile(path.join(dataDir, 'bench-seed.json'), 'utf8')).seedMs;
    } catch {
      // seeded elsewhere: no seeding time to report
    }
  }
  if (!(await upsertSuperuser(bin, dataDir, SUPERUSER.email, SUPERUSER.password, { stdio: 'ignore' }))) throw new Error('could not create the bench superuser');

  const passes = [];
  let targets = null;
  try {
    for (const pool of pools) {
      const port = await freePort();
      log(`starting PocketBase on ${HOST}:${port} (JS VM pool: ${pool === 'default' ? "the server's default" : pool})`);
      const server = pool === 'default' ? await servePocketBase(bin, { dataDir, host: HOST, port, stdio: ['ignore', 'ignore', 'inherit'] }) : await serveWithPool(bin, dataDir, port, Number(pool));
      try {
        await liftRateLimit(server.url);
        targets = targets || (await chooseTargets(server.url));
        const loadBefore = os.loadavg()[0];
        const { results, single } = await runPass(server.url, targets);
        passes.push({ pool, results, single, loadBefore, loadAfter: os.loadavg()[0] });
      } finally {
        await server.stop();
      }
    }
  } finally {
    if (temporary && !values.keep) await removeDataDir(dataDir);
  }

  const facts = {
    date: new Date().toISOString().slice(0, 10),
    nproc: os.availableParallelism ? os.availableParallelism() : os.cpus().length,
    cpu: os.cpus()[0]?.model || 'unknown',
    memory: `${Math.round(os.totalmem() / 2 ** 30)} GiB`,
    node: process.version,
    pocketbase: await pocketBaseVersion(bin),
    os: `${os.type()} ${os.release()}`,
  };

  const sections = passes.map(({ pool, results, single, loadBefore, loadAfter }) => {
    const lines = verdicts(results)
      .map((line) => `- ${line.met ? 'met' : '**not met**'}: ${targets.find((target) => target.key === line.key).name} — ${line.text} (${line.value})`)
      .join('\n');
    return `### JS VM pool: ${pool === 'default' ? "server default (as `npm start`)" : `${pool} (\`--hooksPool=${pool}\`)`}\nLoad average (1 min) before/after: ${fmt(loadBefore, 2)} / ${fmt(loadAfter, 2)}\n\n${table(targets, results, single)}\n\n${lines}`;
  });
  const notes = passes.map(({ results, single }) => readingNotes(targets, results, single)).join('\n\n');
  const report = [
    `Machine: ${facts.nproc} CPUs (${facts.cpu}), ${facts.memory}, ${facts.os}; Node ${facts.node}; PocketBase ${facts.pocketbase}.`,
    `Catalog: ${experienceCount} experiences${seedMs ? ` (seeded in ${fmt(seedMs / 1000)} s)` : ''}. autocannon ${connections} connections × ${duration} s per request, from the same Node process on the same machine, after a 2 s warm-up of each.`,
    '',
    ...sections,
    '',
    '### Reading the figures',
    notes,
    '',
    'Requests:',
    ...targets.map((target) => `- ${target.name}: \`GET ${decodeURIComponent(target.path)}\``),
  ].join('\n');
  console.log(`\n${report}\n`);

  if (!values['no-write']) {
    const out = path.resolve(values.out || fromRoot('docs', 'benchmarks', `api-${facts.date}.md`));
    await mkdir(path.dirname(out), { recursive: true });
    await writeFile(out, `# API benchmark — ${facts.date}\n\n\`npm run bench:api\` (scripts/bench-api.mjs). Targets: search and listing p99 ≤ ${TARGETS.searchP99} ms and ≥ ${TARGETS.searchRatio * 100} % of the raw list's throughput; availability (60 days) p99 ≤ ${TARGETS.availabilityP99} ms.\n\n${report}\n`);
    log(`written to ${path.relative(rootDir, out)}`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
