// `npm run bench:restore` — the restore drill (decision 024), on this machine, against real
// PocketBase processes on temporary folders and free ports on 127.0.0.1, with a local folder
// replica:
//   1. replication lag under checkout load: concurrent checkouts while the staff status endpoint
//      is read every 250 ms (lag = age of the oldest change not yet on the replica);
//   2. restore time (RTO) for the seeded catalog and for a large one: the data folder deleted,
//      `pocketbase replica-restore`, then PocketBase started on it until /api/health answers.
// Writes docs/benchmarks/restore-YYYY-MM-DD.md.
//   --large <n>     experiences in the large catalog (default 10000)
//   --seconds <n>   checkout load duration (default 15)
//   --clients <n>   concurrent checkout clients (default 20)
//   --no-write      print only
import { randomUUID } from 'node:crypto';
import { mkdtemp, mkdir, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ensurePocketBaseBinary, pinnedPocketBaseVersion } from './lib/pocketbase-binary.mjs';
import { freePort } from './lib/free-port.mjs';
import { migrate, pocketBaseFlags, servePocketBase, upsertSuperuser } from './lib/pocketbase-process.mjs';
import { runOrThrow } from './lib/run.mjs';
import { fromRoot } from './lib/paths.mjs';

const { values } = parseArgs({
  options: {
    large: { type: 'string', default: '10000' },
    seconds: { type: 'string', default: '15' },
    clients: { type: 'string', default: '20' },
    'no-write': { type: 'boolean', default: false },
  },
});
const LARGE = Number(values.large);
const SECONDS = Number(values.seconds);
const CLIENTS = Number(values.clients);
for (const [name, value, max] of [['--large', LARGE, 20000], ['--seconds', SECONDS, 600], ['--clients', CLIENTS, 200]]) {
  if (!Number.isInteger(value) || value < 1 || value > max) throw new Error(`${name} must be a whole number from 1 to ${max}`);
}
const MAX_REQUESTS = 100_000;
const superuser = { email: 'bench-admin@rihla.test', password: 'bench-admin-password-1' };

const percentile = (sorted, fraction) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(sorted.length * fraction) - 1))] : 0);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function call(base, pathname, { method = 'GET', token, body, headers = {} } = {}) {
  const response = await fetch(`${base}${pathname}`, {
    method,
    headers: { ...(token ? { Authorization: token } : {}), ...(body ? { 'Content-Type': 'application/json' } : {}), ...headers },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

async function signIn(base) {
  const { body } = await call(base, '/api/collections/_superusers/auth-with-password', { method: 'POST', body: { identity: superuser.email, password: superuser.password } });
  return body.token;
}

/** A seeded store on a temporary folder, replicating to a folder beside it. */
async function prepareStore(bin, experiences) {
  const root = await mkdtemp(path.join(os.tmpdir(), 'rihla-restore-bench-'));
  const dataDir = path.join(root, 'pb_data');
  const env = { ...process.env, RIHLA_ENV: 'bench', LITESTREAM_REPLICA_URL: path.join(root, 'replica') };
  console.log(`› Seeding ${experiences} experiences into ${dataDir}…`);
  await migrate(bin, dataDir, { stdio: 'ignore', env });
  await runOrThrow(process.execPath, ['scripts/seed.mjs', '--dir', dataDir, '--bin', bin, '--experiences', String(experiences)], { stdio: ['ignore', 'ignore', 'inherit'], env });
  if (!(await upsertSuperuser(bin, dataDir, superuser.email, superuser.password, { stdio: 'ignore', env }))) throw new Error('could not create the bench superuser');
  return { root, dataDir, env };
}

async function serve(bin, store, dataDir = store.dataDir) {
  return servePocketBase(bin, { dataDir, port: await freePort(), host: '127.0.0.1', stdio: ['ignore', 'ignore', 'inherit'], env: store.env });
}

/** Waits until the replica has every change; { status, waitedMs, caughtUp } (false after timeoutMs). */
async function waitInSync(base, token, timeoutMs = 300_000) {
  const started = Date.now();
  for (;;) {
    const { body } = await call(base, '/api/store/admin/replication', { token });
    if (body.inSync && body.replicaTxid > 0) return { status: body, waitedMs: Date.now() - started, caughtUp: true };
    if (Date.now() - started > timeoutMs) return { status: body, waitedMs: Date.now() - started, caughtUp: false };
    await sleep(100);
  }
}

/** Checkouts from CLIENTS clients for SECONDS while the replication status is sampled. */
async function lagUnderLoad(base, token) {
  await call(base, '/api/settings', { method: 'PATCH', token, body: { rateLimits: { excludedIPs: ['127.0.0.1'] } } });
  const optionFilter = encodeURIComponent("pricing = 'per_person' && guest_details_required = false && experience.status = 'active' && experience.expires_at = '' && max_per_booking >= 3");
  const options = (await call(base, `/api/collections/options/records?perPage=500&filter=${optionFilter}`, { token })).body.items.filter(
    (option) => (option.pickup_places || []).length === 0 && option.traveller_types.some((type) => type.key === 'adult'),
  );
  const from = new Date(Date.now() + 3 * 3600_000 + 3 * 86_400_000).toISOString().slice(0, 10);
  const slots = [];
  for (const option of options) {
    if (slots.length >= 100) break;
    const filter = encodeURIComponent(`status = 'open' && date >= '${from}' && option = '${option.id}'`);
    const slot = (await call(base, `/api/collections/slots/records?perPage=1&skipTotal=1&filter=${filter}`, { token })).body.items[0];
    if (!slot) continue;
    await call(base, `/api/collections/slots/records/${slot.id}`, { method: 'PATCH', token, body: { capacity: 5000, reserved: 0, price_overrides: {} } });
    slots.push(slot.id);
  }
  if (slots.length < 20) throw new Error(`only ${slots.length} bookable slots`);
  await waitInSync(base, token);
  console.log(`› ${CLIENTS} checkout clients for ${SECONDS} s on ${slots.length} slots, replication status read every 250 ms…`);

  const statuses = {};
  const lags = [];
  let stoppedSamples = 0;
  let sent = 0;
  let stopped = false;
  const deadline = Date.now() + SECONDS * 1000;
  const started = Date.now();
  const sampler = (async () => {
    while (!stopped) {
      const { body } = await call(base, '/api/store/admin/replication', { token });
      lags.push(body.lagSeconds);
      if (body.stopped) stoppedSamples += 1;
      await sleep(250);
    }
  })();
  async function client(index) {
    while (Date.now() < deadline && sent < MAX_REQUESTS) {
      sent += 1;
      const body = {
        items: [{ slotId: slots[sent % slots.length], travellers: { adult: 1 + (sent % 2) } }],
        leadGuest: { firstName: 'Bench', lastName: `Client${index}`, email: `restore-bench-${index}-${sent}@rihla.test`, countryCode: '+966', phone: '551234567' },
        paymentMethod: 'card',
        locale: 'en',
      };
      const status = await fetch(`${base}/api/store/checkout`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() }, body: JSON.stringify(body) }).then(
        async (response) => (await response.arrayBuffer(), response.status),
        () => -1,
      );
      statuses[status] = (statuses[status] || 0) + 1;
    }
  }
  await Promise.all(Array.from({ length: CLIENTS }, (_, index) => client(index)));
  const elapsed = (Date.now() - started) / 1000;
  const caughtUp = await waitInSync(base, token);
  stopped = true;
  await sampler;
  const sorted = [...lags].sort((a, b) => a - b);
  return {
    created: statuses[201] || 0,
    statuses,
    seconds: elapsed,
    checkoutsPerSecond: (statuses[201] || 0) / elapsed,
    samples: lags.length,
    lagP50: percentile(sorted, 0.5),
    lagP95: percentile(sorted, 0.95),
    lagMax: sorted[sorted.length - 1] || 0,
    maxLagReported: caughtUp.status.maxLagSeconds,
    catchUpMs: caughtUp.waitedMs,
    caughtUp: caughtUp.caughtUp,
    stoppedSamples: stoppedSamples,
  };
}

/** Stops the server, deletes the data folder, restores it and starts PocketBase on it. */
async function restoreDrill(bin, store, server) {
  const token = await signIn(server.url);
  const { status } = await waitInSync(server.url, token);
  const experiences = (await call(server.url, '/api/collections/experiences/records?perPage=1', { token })).body.totalItems;
  const orders = (await call(server.url, '/api/collections/orders/records?perPage=1', { token })).body.totalItems;
  await server.stop();
  const dbBytes = (await stat(path.join(store.dataDir, 'data.db'))).size;
  await rm(store.dataDir, { recursive: true, force: true });

  const started = performance.now();
  await runOrThrow(bin, ['replica-restore', ...pocketBaseFlags(store.dataDir)], { stdio: ['ignore', 'ignore', 'inherit'], env: store.env });
  const restoredAt = performance.now();
  const restored = await serve(bin, store);
  const healthyAt = performance.now();
  const restoredToken = await signIn(restored.url);
  const experiencesAfter = (await call(restored.url, '/api/collections/experiences/records?perPage=1', { token: restoredToken })).body.totalItems;
  const ordersAfter = (await call(restored.url, '/api/collections/orders/records?perPage=1', { token: restoredToken })).body.totalItems;
  await restored.stop();
  return {
    experiences,
    orders,
    dbMegabytes: dbBytes / 1e6,
    lastSnapshotTxid: status.lastSnapshotTxid,
    replicaTxid: status.replicaTxid,
    restoreSeconds: (restoredAt - started) / 1000,
    rtoSeconds: (healthyAt - started) / 1000,
    intact: experiencesAfter === experiences && ordersAfter === orders,
    experiencesAfter,
    ordersAfter,
  };
}

async function main() {
  const bin = await ensurePocketBaseBinary();
  const results = { drills: [], lag: null };
  for (const experiences of [520, LARGE]) {
    const store = await prepareStore(bin, experiences);
    let server = null;
    try {
      server = await serve(bin, store);
      if (experiences === 520) results.lag = await lagUnderLoad(server.url, await signIn(server.url));
      console.log(`› Restore drill: ${experiences} experiences…`);
      const drill = await restoreDrill(bin, store, server);
      server = null; // stopped by the drill
      results.drills.push(drill);
      console.log(`  data.db ${drill.dbMegabytes.toFixed(1)} MB: restored in ${drill.restoreSeconds.toFixed(2)} s, serving again after ${drill.rtoSeconds.toFixed(2)} s (${drill.intact ? 'every experience and order back' : 'MISMATCH'})`);
    } finally {
      if (server) await server.stop();
      await rm(store.root, { recursive: true, force: true });
    }
  }
  report(results);
  if (!values['no-write']) await writeReport(results);
  if (results.drills.some((drill) => !drill.intact) || !results.lag?.caughtUp) process.exitCode = 1;
}

function report({ drills, lag }) {
  console.log('');
  console.log(`replication lag under load   ${lag.created} checkouts in ${lag.seconds.toFixed(1)} s (${lag.checkoutsPerSecond.toFixed(1)}/s, ${CLIENTS} clients): lag p50 ${lag.lagP50.toFixed(2)} s, p95 ${lag.lagP95.toFixed(2)} s, max ${lag.lagMax.toFixed(2)} s (${lag.samples} samples; the host's own max ${lag.maxLagReported.toFixed(2)} s); ${lag.caughtUp ? `in sync ${(lag.catchUpMs / 1000).toFixed(2)} s after the load` : `NOT in sync ${(lag.catchUpMs / 1000).toFixed(0)} s after the load`}; reported stopped in ${lag.stoppedSamples} samples`);
  for (const drill of drills) {
    console.log(`restore (RTO) ${String(drill.experiences).padStart(6)} experiences   data.db ${drill.dbMegabytes.toFixed(1)} MB: restore ${drill.restoreSeconds.toFixed(2)} s, serving after ${drill.rtoSeconds.toFixed(2)} s`);
  }
}

async function writeReport({ drills, lag }) {
  const day = new Date().toISOString().slice(0, 10);
  const file = fromRoot('docs', 'benchmarks', `restore-${day}.md`);
  const lines = [
    `# Restore drill and replication lag — ${day}`,
    '',
    `\`npm run bench:restore\` on this machine (${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, shared with other work; load average ${os.loadavg()[0].toFixed(1)} at the end), PocketBase ${pinnedPocketBaseVersion()} with Litestream embedded, replicating to a local folder (sync interval 1 s).`,
    '',
    '## Replication lag under checkout load',
    `${CLIENTS} clients posting checkouts for ${SECONDS} s on the seeded catalog (520 experiences); the staff status endpoint read every 250 ms. Lag = age of the oldest change not yet on the replica.`,
    '',
    '| checkouts | per second | answers | lag p50 | lag p95 | lag max | in sync after the load | reported stopped |',
    '|---|---|---|---|---|---|---|---|',
    `| ${lag.created} | ${lag.checkoutsPerSecond.toFixed(1)} | ${Object.entries(lag.statuses).map(([status, count]) => `${status}: ${count}`).join(', ')} | ${lag.lagP50.toFixed(2)} s | ${lag.lagP95.toFixed(2)} s | ${lag.lagMax.toFixed(2)} s | ${lag.caughtUp ? `${(lag.catchUpMs / 1000).toFixed(2)} s` : `not after ${(lag.catchUpMs / 1000).toFixed(0)} s`} | ${lag.stoppedSamples ? `in ${lag.stoppedSamples} of ${lag.samples} samples` : 'no'} |`,
    '',
    '## Restore time (RTO)',
    'The server stopped, its data folder deleted, `pocketbase replica-restore` (what `npm run restore` runs) into the empty folder, then PocketBase started on it until `/api/health` answers. Restore includes the quick integrity check and the copy of the generated images.',
    '',
    '| experiences | orders | data.db | restore | serving again (RTO) | every row back |',
    '|---|---|---|---|---|---|',
    ...drills.map((drill) => `| ${drill.experiences} | ${drill.orders} | ${drill.dbMegabytes.toFixed(1)} MB | ${drill.restoreSeconds.toFixed(2)} s | ${drill.rtoSeconds.toFixed(2)} s | ${drill.intact ? 'yes' : `NO (${drill.experiencesAfter} experiences, ${drill.ordersAfter} orders)`} |`),
    '',
  ];
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, lines.join('\n'));
  console.log(`\n› Wrote ${path.relative(fromRoot(), file)}`);
}

await main();
