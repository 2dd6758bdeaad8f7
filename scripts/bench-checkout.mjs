// `npm run bench:checkout` — concurrent checkouts against a real PocketBase on a temporary,
// seeded data directory and a free port on 127.0.0.1 (rate limits off for 127.0.0.1 on that
// temporary server only). Prints checkouts/s, p50/p99 latency, refusals and oversold seats,
// and writes the result to docs/benchmarks/checkout-YYYY-MM-DD.md.
//   --experiences <n>   catalog size to seed (default 520)
//   --seconds <n>       how long the clients run (default 15)
//   --clients <n>       concurrent clients (default 20)
//   --no-write          print only, do not write the Markdown report
// Litestream replicates data.db to a local folder as in development (decision 024); set
// LITESTREAM_REPLICA_URL=off to measure without replication. The report's name says which.
import { randomUUID } from 'node:crypto';
import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ensurePocketBaseBinary, pinnedPocketBaseVersion } from './lib/pocketbase-binary.mjs';
import { freePort } from './lib/free-port.mjs';
import { migrate, servePocketBase, upsertSuperuser } from './lib/pocketbase-process.mjs';
import { runOrThrow } from './lib/run.mjs';
import { fromRoot } from './lib/paths.mjs';
import { removeDataDir } from './lib/replica-dir.mjs';

const { values } = parseArgs({
  options: {
    experiences: { type: 'string', default: '520' },
    seconds: { type: 'string', default: '15' },
    clients: { type: 'string', default: '20' },
    'no-write': { type: 'boolean', default: false },
  },
});
const EXPERIENCES = Number(values.experiences);
const SECONDS = Number(values.seconds);
const CLIENTS = Number(values.clients);
for (const [name, value, max] of [['--experiences', EXPERIENCES, 20000], ['--seconds', SECONDS, 600], ['--clients', CLIENTS, 200]]) {
  if (!Number.isInteger(value) || value < 1 || value > max) throw new Error(`${name} must be a whole number from 1 to ${max}`);
}
const MAX_REQUESTS = 200_000; // a hard bound on the request loop, whatever the speed
const HOT_SLOTS = 5; // contended: few seats, many buyers
const HOT_CAPACITY = 12;
const COOL_SLOTS = 195; // uncontended: seats to spare
const COOL_CAPACITY = 400;
const HOT_SHARE = 0.25;
const PROMO_SHARE = 0.1;

const REPLICATION = (process.env.LITESTREAM_REPLICA_URL || '').trim().toLowerCase() === 'off' ? 'off' : 'on';
const superuser = { email: 'bench-admin@rihla.test', password: 'bench-admin-password-1' };

function percentile(sorted, fraction) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(sorted.length * fraction) - 1))];
}

async function json(response) {
  const text = await response.text();
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text;
  }
}

async function main() {
  const bin = await ensurePocketBaseBinary();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'rihla-bench-'));
  let server = null;
  try {
    console.log(`› Seeding ${EXPERIENCES} experiences into ${dataDir}…`);
    await migrate(bin, dataDir, { stdio: 'ignore' });
    await runOrThrow(process.execPath, ['scripts/seed.mjs', '--dir', dataDir, '--bin', bin, '--experiences', String(EXPERIENCES)], { stdio: ['ignore', 'ignore', 'inherit'] });
    if (!(await upsertSuperuser(bin, dataDir, superuser.email, superuser.password, { stdio: 'ignore' }))) throw new Error('could not create the bench superuser');
    const port = await freePort();
    server = await servePocketBase(bin, { dataDir, port, host: '127.0.0.1', stdio: 'ignore', env: { ...process.env, RIHLA_ENV: 'bench' } });
    const base = server.url;
    console.log(`› PocketBase at ${base}`);

    const auth = await json(await fetch(`${base}/api/collections/_superusers/auth-with-password`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ identity: superuser.email, password: superuser.password }) }));
    const staff = { 'Content-Type': 'application/json', Authorization: auth.token };
    // This temporary server only: requests from this machine are not rate-limited.
    const excluded = await fetch(`${base}/api/settings`, { method: 'PATCH', headers: staff, body: JSON.stringify({ rateLimits: { excludedIPs: ['127.0.0.1'] } }) });
    if (!excluded.ok) throw new Error(`could not exclude 127.0.0.1 from rate limits: ${excluded.status}`);

    // Bookable slots: per-person options with an adult price, no pickup, no guest names.
    const optionFilter = encodeURIComponent("pricing = 'per_person' && guest_details_required = false && experience.status = 'active' && experience.expires_at = '' && max_per_booking >= 4");
    const options = (await json(await fetch(`${base}/api/collections/options/records?perPage=500&filter=${optionFilter}`, { headers: staff }))).items.filter(
      (option) => (option.pickup_places || []).length === 0 && (option.traveller_types || []).some((type) => type.key === 'adult'),
    );
    const firstDay = new Date(Date.now() + 3 * 3600_000 + 7 * 86_400_000).toISOString().slice(0, 10);
    const lastDay = new Date(Date.now() + 3 * 3600_000 + 10 * 86_400_000).toISOString().slice(0, 10);
    const slots = [];
    for (let start = 0; start < options.length && slots.length < HOT_SLOTS + COOL_SLOTS; start += 25) {
      const chunk = options.slice(start, start + 25);
      const filter = encodeURIComponent(`status = 'open' && date >= '${firstDay}' && date <= '${lastDay}' && (${chunk.map((option) => `option = '${option.id}'`).join(' || ')})`);
      const page = await json(await fetch(`${base}/api/collections/slots/records?perPage=200&skipTotal=1&filter=${filter}`, { headers: staff }));
      const seen = new Set();
      for (const slot of page.items) {
        if (seen.has(slot.option) || slots.length >= HOT_SLOTS + COOL_SLOTS) continue;
        seen.add(slot.option);
        slots.push(slot);
      }
    }
    if (slots.length < HOT_SLOTS + COOL_SLOTS) throw new Error(`only ${slots.length} bookable slots found`);
    const hot = slots.slice(0, HOT_SLOTS);
    const cool = slots.slice(HOT_SLOTS);
    for (const [index, slot] of slots.entries()) {
      const capacity = index < HOT_SLOTS ? HOT_CAPACITY : COOL_CAPACITY;
      const response = await fetch(`${base}/api/collections/slots/records/${slot.id}`, { method: 'PATCH', headers: staff, body: JSON.stringify({ capacity, reserved: 0, price_overrides: {} }) });
      if (!response.ok) throw new Error(`could not prepare slot ${slot.id}`);
    }
    console.log(`› ${HOT_SLOTS} contended slots (${HOT_CAPACITY} seats), ${COOL_SLOTS} others (${COOL_CAPACITY} seats); ${CLIENTS} clients for ${SECONDS} s…`);

    const loadBefore = os.loadavg()[0];
    const latencies = [];
    const statuses = {};
    let sent = 0;
    let sequence = 0;
    const started = Date.now();
    const deadline = started + SECONDS * 1000;
    async function client(clientIndex) {
      while (Date.now() < deadline && sent < MAX_REQUESTS) {
        sent += 1;
        sequence += 1;
        const slot = Math.random() < HOT_SHARE ? hot[sequence % hot.length] : cool[Math.floor(Math.random() * cool.length)];
        const body = {
          items: [{ slotId: slot.id, travellers: { adult: 1 + (sequence % 3) } }],
          leadGuest: { firstName: 'Bench', lastName: `Client${clientIndex}`, email: `bench-${clientIndex}-${sequence}@rihla.test`, countryCode: '+966', phone: '551234567' },
          paymentMethod: 'card',
          locale: 'en',
        };
        if (Math.random() < PROMO_SHARE) body.promoCode = 'WELCOME50';
        const begin = performance.now();
        const status = await fetch(`${base}/api/store/checkout`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() }, body: JSON.stringify(body) }).then(
          async (response) => {
            await response.arrayBuffer();
            return response.status;
          },
          () => -1,
        );
        latencies.push(performance.now() - begin);
        statuses[status] = (statuses[status] || 0) + 1;
      }
    }
    await Promise.all(Array.from({ length: CLIENTS }, (_, index) => client(index)));
    const elapsed = (Date.now() - started) / 1000;
    const loadAfter = os.loadavg()[0];

    // Oversold seats: for every slot, reserved ≤ capacity and reserved = Σ seats of its live bookings.
    const liveSeats = {};
    for (let page = 1; page <= 200; page += 1) {
      const filter = encodeURIComponent("status = 'held' || status = 'confirmed'");
      const list = await json(await fetch(`${base}/api/collections/bookings/records?perPage=500&page=${page}&skipTotal=1&fields=slot,seats&filter=${filter}`, { headers: staff }));
      for (const booking of list.items) liveSeats[booking.slot] = (liveSeats[booking.slot] || 0) + booking.seats;
      if (list.items.length < 500) break;
    }
    let oversold = 0;
    let mismatched = 0;
    const overCapacity = await json(await fetch(`${base}/api/collections/slots/records?perPage=1&filter=${encodeURIComponent('reserved > capacity')}`, { headers: staff }));
    oversold += overCapacity.totalItems;
    for (const slot of slots) {
      const current = await json(await fetch(`${base}/api/collections/slots/records/${slot.id}?fields=id,reserved,capacity`, { headers: staff }));
      oversold += Math.max(0, current.reserved - current.capacity);
      if (current.reserved !== (liveSeats[slot.id] || 0)) mismatched += 1;
    }
    const hotFull = (await Promise.all(hot.map(async (slot) => (await json(await fetch(`${base}/api/collections/slots/records/${slot.id}?fields=reserved`, { headers: staff }))).reserved))).reduce((sum, value) => sum + value, 0);

    latencies.sort((a, b) => a - b);
    const created = statuses[201] || 0;
    const result = {
      requests: latencies.length,
      seconds: elapsed,
      created,
      conflicts: statuses[409] || 0,
      other: Object.entries(statuses).filter(([status]) => status !== '201' && status !== '409'),
      checkoutsPerSecond: created / elapsed,
      requestsPerSecond: latencies.length / elapsed,
      p50: percentile(latencies, 0.5),
      p99: percentile(latencies, 0.99),
      max: latencies[latencies.length - 1] || 0,
      oversold,
      mismatched,
      hotFull,
      loadBefore,
      loadAfter,
    };
    report(result);
    if (!values['no-write']) await writeReport(result);
    if (result.oversold > 0 || result.mismatched > 0) process.exitCode = 1;
  } finally {
    if (server) await server.stop();
    await removeDataDir(dataDir);
  }
}

function report(result) {
  console.log('');
  console.log(`checkouts created     ${result.created} in ${result.seconds.toFixed(1)} s = ${result.checkoutsPerSecond.toFixed(1)} checkouts/s`);
  console.log(`requests              ${result.requests} (${result.requestsPerSecond.toFixed(1)}/s), 409 refusals ${result.conflicts}${result.other.length ? `, other ${JSON.stringify(Object.fromEntries(result.other))}` : ''}`);
  console.log(`latency               p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, max ${result.max.toFixed(1)} ms`);
  console.log(`oversold seats        ${result.oversold} (slots whose reserved ≠ live bookings' seats: ${result.mismatched})`);
  console.log(`contended slots       ${result.hotFull} of ${HOT_SLOTS * HOT_CAPACITY} seats held`);
  console.log(`load average          ${result.loadBefore.toFixed(2)} before, ${result.loadAfter.toFixed(2)} after`);
  console.log(`replication           ${REPLICATION === 'on' ? 'on (Litestream to a local folder, sync every 1 s)' : 'off (LITESTREAM_REPLICA_URL=off)'}`);
  console.log(result.checkoutsPerSecond >= 100 ? 'target ≥ 100 checkouts/s: met' : 'target ≥ 100 checkouts/s: MISSED');
}

async function writeReport(result) {
  const day = new Date().toISOString().slice(0, 10);
  const cpus = os.cpus();
  const lines = [
    `# Checkout benchmark — ${day}`,
    '',
    'Produced by `node scripts/bench-checkout.mjs` (`npm run bench:checkout`): a temporary data directory seeded with',
    `${EXPERIENCES} experiences, PocketBase ${pinnedPocketBaseVersion()} (built from \`server/\`) on 127.0.0.1 with rate limits off for 127.0.0.1 on that`,
    `server only, then ${CLIENTS} concurrent clients (Node's built-in fetch, one process) sending \`POST /api/store/checkout\` for ${SECONDS} s.`,
    `Each checkout is one item of 1–3 adults, a new Idempotency-Key and a new email; ${Math.round(HOT_SHARE * 100)} % go to ${HOT_SLOTS} contended slots of`,
    `${HOT_CAPACITY} seats (they sell out and then answer 409), the rest to ${COOL_SLOTS} slots of ${COOL_CAPACITY} seats; ${Math.round(PROMO_SHARE * 100)} % carry the promo code WELCOME50.`,
    '',
    '## Machine',
    `- ${cpus.length} × ${cpus[0] ? cpus[0].model.trim() : 'unknown CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB RAM, ${os.type()} ${os.release()} (${os.arch()})`,
    `- Node ${process.version}; the load generator runs on the same machine as PocketBase`,
    `- 1-minute load average ${result.loadBefore.toFixed(2)} before the run and ${result.loadAfter.toFixed(2)} after it (other work on the machine counts too)`,
    `- Replication: ${REPLICATION === 'on' ? 'on — Litestream, embedded in the Go host, replicating data.db to a local folder (decision 024)' : 'off (`LITESTREAM_REPLICA_URL=off`)'}`,
    '',
    '## Result',
    '| measure | value |',
    '|---|---|',
    `| checkouts created (201) | ${result.created} in ${result.seconds.toFixed(1)} s |`,
    `| **checkouts/s** | **${result.checkoutsPerSecond.toFixed(1)}** |`,
    `| requests/s (201 + 409) | ${result.requestsPerSecond.toFixed(1)} |`,
    `| 409 refusals (sold out / not enough seats) | ${result.conflicts} |`,
    `| other statuses | ${result.other.length ? result.other.map(([status, count]) => `${status}: ${count}`).join(', ') : 'none'} |`,
    `| latency p50 / p99 / max | ${result.p50.toFixed(1)} / ${result.p99.toFixed(1)} / ${result.max.toFixed(1)} ms |`,
    `| oversold seats (reserved > capacity) | ${result.oversold} |`,
    `| slots whose reserved ≠ Σ seats of live bookings | ${result.mismatched} |`,
    `| contended slots: seats held | ${result.hotFull} of ${HOT_SLOTS * HOT_CAPACITY} |`,
    '',
    result.checkoutsPerSecond >= 100
      ? `Target ≥ 100 checkouts/s on this machine: **met**.`
      : `Target ≥ 100 checkouts/s on this machine: **missed** (${result.checkoutsPerSecond.toFixed(1)}/s). See the notes below.`,
    '',
    '## Notes',
    '- Every checkout writes in one SQLite transaction (seat hold, order, booking, promo redemption); PocketBase',
    '  serialises write transactions, so throughput is bounded by one writer. Refusals are decided by a read',
    '  before the transaction and never take the write lock.',
    '- The load generator shares the 2 cores with PocketBase, so the server had less than the whole machine.',
    '',
  ];
  await mkdir(fromRoot('docs', 'benchmarks'), { recursive: true });
  const file = fromRoot('docs', 'benchmarks', `checkout-${day}${REPLICATION === 'off' ? '-no-replication' : ''}.md`);
  await writeFile(file, lines.join('\n'));
  console.log(`› Wrote ${path.relative(fromRoot(), file)}`);
}

await main();
