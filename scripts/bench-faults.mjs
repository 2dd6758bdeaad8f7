// `npm run bench:faults` — the fault test of issue #8: mixed load (browse, cart check, checkout,
// sandbox payment, signed webhooks, order views) against a real PocketBase on a temporary,
// seeded data directory, while PocketBase is killed with SIGKILL at random moments and restarted
// on the same data directory and port. Afterwards the SQLite file is checked: integrity_check,
// every checkout answered 2xx exists with its bookings, no booking without its order, no live
// order without bookings, no slot with reserved above capacity or different from its live
// bookings' seats. Prints kills survived, requests by kind and status, and anomalies (target 0),
// and writes docs/benchmarks/faults-YYYY-MM-DD.md.
//   --seconds <n>       how long the load runs (default 60)
//   --clients <n>       concurrent clients (default 8)
//   --min-gap <s>       shortest time between kills (default 5)
//   --max-gap <s>       longest time between kills (default 12)
//   --experiences <n>   catalog size to seed (default 520)
//   --no-write          print only, do not write the Markdown report
//   --keep-data         keep the temporary data directory (printed) to investigate anomalies
import { execFileSync } from 'node:child_process';
import { createHmac, randomUUID } from 'node:crypto';
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
    seconds: { type: 'string', default: '60' },
    clients: { type: 'string', default: '8' },
    'min-gap': { type: 'string', default: '5' },
    'max-gap': { type: 'string', default: '12' },
    experiences: { type: 'string', default: '520' },
    'no-write': { type: 'boolean', default: false },
    'keep-data': { type: 'boolean', default: false },
  },
});
const SECONDS = Number(values.seconds);
const CLIENTS = Number(values.clients);
const MIN_GAP = Number(values['min-gap']);
const MAX_GAP = Number(values['max-gap']);
const EXPERIENCES = Number(values.experiences);
for (const [name, value, max] of [['--seconds', SECONDS, 1800], ['--clients', CLIENTS, 100], ['--min-gap', MIN_GAP, 600], ['--max-gap', MAX_GAP, 600], ['--experiences', EXPERIENCES, 20000]]) {
  if (!Number.isInteger(value) || value < 1 || value > max) throw new Error(`${name} must be a whole number from 1 to ${max}`);
}
if (MIN_GAP > MAX_GAP) throw new Error('--min-gap must not be above --max-gap');

const superuser = { email: 'faults-admin@rihla.test', password: 'faults-admin-password-1' };
const WEBHOOK_SECRET = `faults-${randomUUID()}`;
const HOT_SLOTS = 4; // few seats, many buyers: sells out during the run
const HOT_CAPACITY = 10;
const COOL_SLOTS = 76;
const COOL_CAPACITY = 300;
const REQUEST_TIMEOUT_MS = 20_000;
const CHECKOUT_ATTEMPTS = 4; // a client that got no answer retries with the same Idempotency-Key
/** The mix of requests, as weights. */
const MIX = { search: 3, suggest: 1, availabilityRange: 1, availabilityDay: 2, cartCheck: 2, checkout: 6, sandboxPay: 2, webhook: 2, orderView: 1 };
const LIVE_BOOKING = ['held', 'confirmed'];

const pick = (list) => list[Math.floor(Math.random() * list.length)];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const riyadhDay = (offset) => new Date(Date.now() + 3 * 3600_000 + offset * 86_400_000).toISOString().slice(0, 10);

// ---------------------------------------------------------------------------------------------
// The server, killed and restarted.

function serverControl(bin, dataDir, port) {
  let server = null;
  const env = { ...process.env, RIHLA_ENV: 'bench', RIHLA_SANDBOX_WEBHOOK_SECRET: WEBHOOK_SECRET };
  const start = async () => {
    server = await servePocketBase(bin, { dataDir, port, host: '127.0.0.1', stdio: 'ignore', env, publicDir: dataDir });
    return server.url;
  };
  const kill = () =>
    new Promise((resolve) => {
      const child = server.child;
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('close', () => resolve());
      child.kill('SIGKILL');
    });
  // A killed child has a signalCode and no exitCode: nothing left to stop.
  const stop = () => (server && server.child.exitCode === null && server.child.signalCode === null ? server.stop() : Promise.resolve());
  return { start, kill, stop };
}

// ---------------------------------------------------------------------------------------------
// Reading the SQLite file after the run: node:sqlite (Node ≥ 22.5) or the sqlite3 CLI, read-only.

async function openReadOnly(file) {
  try {
    const { DatabaseSync } = await import('node:sqlite');
    const db = new DatabaseSync(file, { readOnly: true });
    return { all: (sql) => db.prepare(sql).all(), close: () => db.close(), via: 'node:sqlite' };
  } catch {
    try {
      execFileSync('sqlite3', ['-version'], { stdio: 'ignore' });
    } catch {
      throw new Error('neither node:sqlite (Node ≥ 22.5) nor the sqlite3 command is available to check the database');
    }
    const all = (sql) => {
      const out = execFileSync('sqlite3', ['-readonly', '-json', file, sql], { encoding: 'utf8', maxBuffer: 256 * 2 ** 20 });
      return out.trim() ? JSON.parse(out) : [];
    };
    return { all, close: () => undefined, via: 'sqlite3 CLI' };
  }
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const bin = await ensurePocketBaseBinary();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'rihla-faults-'));
  const port = await freePort();
  const control = serverControl(bin, dataDir, port);
  try {
    console.log(`› Seeding ${EXPERIENCES} experiences into ${dataDir}…`);
    await migrate(bin, dataDir, { stdio: 'ignore' });
    await runOrThrow(process.execPath, ['scripts/seed.mjs', '--dir', dataDir, '--bin', bin, '--experiences', String(EXPERIENCES)], { stdio: ['ignore', 'ignore', 'inherit'] });
    if (!(await upsertSuperuser(bin, dataDir, superuser.email, superuser.password, { stdio: 'ignore' }))) throw new Error('could not create the bench superuser');
    const base = await control.start();
    console.log(`› PocketBase at ${base} (pid changes at every restart)`);
    const fixture = await prepare(base);
    console.log(`› ${HOT_SLOTS} contended slots (${HOT_CAPACITY} seats), ${fixture.slots.length - HOT_SLOTS} others (${COOL_CAPACITY} seats); ${CLIENTS} clients for ${SECONDS} s, SIGKILL every ${MIN_GAP}–${MAX_GAP} s…`);

    const run = await load(base, fixture, control);
    // One last crash: the files are checked as a crash leaves them.
    await control.kill();
    const db = await openReadOnly(path.join(dataDir, 'data.db'));
    const checks = check(db, run);
    db.close();
    // And the server comes back once more on those files.
    const restartStarted = Date.now();
    await control.start();
    run.restartMs.push(Date.now() - restartStarted);
    run.killsSurvived += 1;
    run.kills += 1;
    await control.stop();

    const result = { ...run, checks, via: db.via };
    report(result);
    if (!values['no-write']) await writeReport(result);
    if (checks.anomalies.length > 0 || result.killsSurvived !== result.kills) process.exitCode = 1;
  } finally {
    await control.stop().catch(() => undefined);
    if (values['keep-data']) console.log(`› Data kept in ${dataDir}`);
    else await removeDataDir(dataDir);
  }
}

/** Rate limits off for 127.0.0.1 (this temporary server only) and the slots the load books. */
async function prepare(base) {
  const auth = await (await fetch(`${base}/api/collections/_superusers/auth-with-password`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ identity: superuser.email, password: superuser.password }) })).json();
  const staff = { 'Content-Type': 'application/json', Authorization: auth.token };
  const excluded = await fetch(`${base}/api/settings`, { method: 'PATCH', headers: staff, body: JSON.stringify({ rateLimits: { excludedIPs: ['127.0.0.1'] } }) });
  if (!excluded.ok) throw new Error(`could not exclude 127.0.0.1 from rate limits: ${excluded.status}`);

  const optionFilter = encodeURIComponent("pricing = 'per_person' && guest_details_required = false && experience.status = 'active' && experience.expires_at = '' && max_per_booking >= 4");
  const options = (await (await fetch(`${base}/api/collections/options/records?perPage=500&filter=${optionFilter}&expand=experience`, { headers: staff })).json()).items.filter(
    (option) => (option.pickup_places || []).length === 0 && (option.traveller_types || []).some((type) => type.key === 'adult'),
  );
  const optionById = new Map(options.map((option) => [option.id, option]));
  const slots = [];
  for (let start = 0; start < options.length && slots.length < HOT_SLOTS + COOL_SLOTS; start += 25) {
    const chunk = options.slice(start, start + 25);
    const filter = encodeURIComponent(`status = 'open' && date >= '${riyadhDay(7)}' && date <= '${riyadhDay(10)}' && (${chunk.map((option) => `option = '${option.id}'`).join(' || ')})`);
    const page = await (await fetch(`${base}/api/collections/slots/records?perPage=200&skipTotal=1&filter=${filter}`, { headers: staff })).json();
    const seen = new Set();
    for (const slot of page.items) {
      if (seen.has(slot.option) || slots.length >= HOT_SLOTS + COOL_SLOTS) continue;
      seen.add(slot.option);
      const option = optionById.get(slot.option);
      slots.push({ id: slot.id, date: slot.date, experienceId: option.experience, payLater: option.pay_later_allowed, citySlug: null, title: option.expand?.experience?.title_en ?? '' });
    }
  }
  if (slots.length < HOT_SLOTS + COOL_SLOTS) throw new Error(`only ${slots.length} bookable slots found`);
  for (const [index, slot] of slots.entries()) {
    const response = await fetch(`${base}/api/collections/slots/records/${slot.id}`, { method: 'PATCH', headers: staff, body: JSON.stringify({ capacity: index < HOT_SLOTS ? HOT_CAPACITY : COOL_CAPACITY, reserved: 0, price_overrides: {} }) });
    if (!response.ok) throw new Error(`could not prepare slot ${slot.id}`);
  }
  // Pay later is for signed-in customers with a verified email (docs/decisions/025): one per client.
  const customers = [];
  for (let index = 0; index < CLIENTS; index += 1) {
    const email = `faults-customer-${index}-${Date.now()}@rihla.test`;
    const created = await fetch(`${base}/api/collections/users/records`, { method: 'POST', headers: staff, body: JSON.stringify({ email, password: 'faults-password-1', passwordConfirm: 'faults-password-1', verified: true }) });
    if (!created.ok) throw new Error(`could not create a customer: ${created.status}`);
    const { id } = await created.json();
    const signedIn = await fetch(`${base}/api/collections/users/impersonate/${id}`, { method: 'POST', headers: staff, body: JSON.stringify({ duration: 86400 }) });
    if (!signedIn.ok) throw new Error(`could not sign a customer in: ${signedIn.status}`);
    customers.push((await signedIn.json()).token);
  }
  return { slots, hot: slots.slice(0, HOT_SLOTS), cool: slots.slice(HOT_SLOTS), customers };
}

/** The load and the killer, side by side, for SECONDS. */
async function load(base, fixture, control) {
  const counts = {}; // kind → status → n (status -1: no answer: connection refused or reset)
  const count = (kind, status) => {
    counts[kind] ??= {};
    counts[kind][status] = (counts[kind][status] || 0) + 1;
  };
  const created = new Map(); // order id → { order, bookings, key, paymentSession }
  const unanswered = []; // checkouts that never got an answer: { key }
  const refused = []; // checkouts answered 4xx: { key, status, message, attempt } — nothing may exist under their key
  const paidSessions = [];
  let sequence = 0;

  async function send(kind, pathAndQuery, init = {}) {
    try {
      const response = await fetch(`${base}${pathAndQuery}`, { redirect: 'manual', signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS), ...init });
      const text = await response.text();
      count(kind, response.status);
      let body = null;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        body = null;
      }
      return { status: response.status, body, headers: response.headers };
    } catch {
      count(kind, -1);
      return { status: -1, body: null, headers: new Headers() };
    }
  }
  const postJson = (kind, route, body, headers = {}) => send(kind, route, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) });

  function cartItems() {
    const items = [];
    const size = Math.random() < 0.2 ? 2 : 1;
    for (let index = 0; index < size; index += 1) {
      const slot = Math.random() < 0.25 ? pick(fixture.hot) : pick(fixture.cool);
      if (items.some((item) => item.slotId === slot.id)) continue;
      items.push({ slotId: slot.id, travellers: { adult: 1 + Math.floor(Math.random() * 3) }, slot });
    }
    return items;
  }
  const plainItems = (items) => items.map(({ slotId, travellers }) => ({ slotId, travellers }));

  async function checkout(clientIndex) {
    sequence += 1;
    const items = cartItems();
    const payLater = items.every((item) => item.slot.payLater) && Math.random() < 0.3;
    const body = {
      items: plainItems(items),
      leadGuest: { firstName: 'Fault', lastName: `Client${clientIndex}`, email: `faults-${clientIndex}-${sequence}@rihla.test`, countryCode: '+966', phone: '551234567' },
      paymentMethod: payLater ? 'pay_later' : 'card',
      locale: Math.random() < 0.5 ? 'ar' : 'en',
    };
    if (Math.random() < 0.1) body.promoCode = 'WELCOME50';
    const key = randomUUID();
    for (let attempt = 1; attempt <= CHECKOUT_ATTEMPTS; attempt += 1) {
      const answer = await postJson(attempt === 1 ? 'checkout' : 'checkout (retry, same key)', '/api/store/checkout', body, { 'Idempotency-Key': key, ...(payLater ? { Authorization: fixture.customers[clientIndex] } : {}) });
      if (answer.status >= 200 && answer.status < 300) {
        const redirect = answer.body?.payment?.redirectUrl ?? '';
        const session = /\/pay\/sandbox\/([a-z0-9]{15})/.exec(redirect)?.[1] ?? null;
        created.set(answer.body.order.id, { order: answer.body.order, bookings: answer.body.bookings, key, session, replayed: answer.headers.get('idempotent-replayed') === 'true' });
        return;
      }
      if (answer.status !== -1) {
        // Refused (409 sold out, …): nothing to retry, and nothing may have been written under the key.
        refused.push({ key, status: answer.status, message: answer.body?.message ?? '', attempt });
        return;
      }
      await sleep(500 + Math.random() * 1500); // the server is restarting
    }
    unanswered.push({ key });
  }

  async function sandboxPay() {
    const payable = [...created.values()].filter((entry) => entry.session && !entry.paid);
    if (!payable.length) return checkout(0);
    const entry = pick(payable);
    entry.paid = true;
    // Mostly the test card that succeeds; some declined.
    const succeeds = Math.random() < 0.8;
    const card = succeeds ? '4242424242424242' : '4000000000000002';
    const form = new URLSearchParams({ lang: 'en', action: 'pay', card_number: card, expiry: '12/30', cvc: '123', name: 'Fault Bench' });
    const answer = await send('sandbox pay (POST /pay/sandbox/…)', `/pay/sandbox/${entry.session}`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: form.toString() });
    if (answer.status === 303) {
      // The sandbox has sent its webhook with this event id: later ones with it are replays.
      entry.deliveredEvent = { id: `evt_${entry.session}_${succeeds ? 'succeeded' : 'failed'}`, type: succeeds ? 'payment.succeeded' : 'payment.failed' };
      paidSessions.push(entry);
    }
  }

  async function webhook() {
    const withSession = [...created.values()].filter((entry) => entry.session);
    if (!withSession.length) return checkout(0);
    const entry = pick(withSession);
    // A replay of the event the sandbox delivered, or a new event id; the gateway's state decides
    // what an event means, so an unpaid session's "succeeded" changes nothing. (Never the sandbox's
    // own id before the sandbox sends it: no provider would, and the server would take the real
    // event for a replay of that one.)
    const replay = entry.deliveredEvent && Math.random() < 0.5 ? entry.deliveredEvent : null;
    const type = replay ? replay.type : Math.random() < 0.85 ? 'payment.succeeded' : 'payment.failed';
    const id = replay ? replay.id : `evt_faults_${randomUUID()}`;
    const raw = JSON.stringify({ id, type, created: new Date().toISOString(), data: { paymentId: entry.session, orderId: entry.order.id, amount: entry.order.total, currency: 'SAR' } });
    const t = Math.floor(Date.now() / 1000);
    const signature = `t=${t},v1=${createHmac('sha256', WEBHOOK_SECRET).update(`${t}.${raw}`).digest('hex')}`;
    await postJson('webhook (signed)', '/api/store/payments/sandbox/webhook', raw, { 'Rihla-Signature': signature });
  }

  const actions = {
    search: () => send('search', `/api/store/search?q=${encodeURIComponent(pick(['riyadh', 'desert', 'الرياض', 'jeddah', 'tour', 'حافة', 'boat']))}&perPage=12&facets=${Math.random() < 0.3 ? 1 : 0}`),
    suggest: () => send('search/suggest', `/api/store/search/suggest?q=${encodeURIComponent(pick(['ri', 'جد', 'des', 'al']))}`),
    availabilityRange: () => {
      const slot = pick(fixture.slots);
      return send('availability range', `/api/store/availability/${slot.experienceId}?from=${riyadhDay(0)}&to=${riyadhDay(30)}`);
    },
    availabilityDay: () => {
      const slot = pick(fixture.slots);
      return send('availability day', `/api/store/availability/${slot.experienceId}/${slot.date}`);
    },
    cartCheck: () => postJson('cart check', '/api/store/cart/check', { items: plainItems(cartItems()), locale: 'en' }),
    checkout,
    sandboxPay,
    webhook,
    orderView: () => {
      const entries = [...created.values()];
      if (!entries.length) return send('search', '/api/store/search?perPage=6');
      const entry = pick(entries);
      return send('order view', `/api/store/orders/${entry.order.id}`, { headers: { 'X-Order-Token': entry.order.accessToken } });
    },
  };
  const weighted = Object.entries(MIX).flatMap(([name, weight]) => Array.from({ length: weight }, () => name));

  const started = Date.now();
  const deadline = started + SECONDS * 1000;
  let kills = 0;
  let killsSurvived = 0;
  const restartMs = [];
  const killTimes = [];

  async function client(index) {
    while (Date.now() < deadline) await actions[pick(weighted)](index);
  }
  async function killer() {
    for (;;) {
      const gap = (MIN_GAP + Math.random() * (MAX_GAP - MIN_GAP)) * 1000;
      if (Date.now() + gap >= deadline) return;
      await sleep(gap);
      await control.kill();
      kills += 1;
      killTimes.push(((Date.now() - started) / 1000).toFixed(1));
      const down = Date.now();
      try {
        await control.start();
        killsSurvived += 1;
        restartMs.push(Date.now() - down);
      } catch (error) {
        console.error(`› restart after kill ${kills} failed: ${error.message}`);
        throw error;
      }
    }
  }
  await Promise.all([killer(), ...Array.from({ length: CLIENTS }, (_, index) => client(index))]);
  const seconds = (Date.now() - started) / 1000;
  return { counts, created, unanswered, refused, paidSessions: paidSessions.length, kills, killsSurvived, restartMs, killTimes, seconds };
}

/** The database as the crash left it, against what the clients were told. */
function check(db, run) {
  const anomalies = [];
  const integrity = db.all('PRAGMA integrity_check').map((row) => Object.values(row)[0]);
  if (integrity.length !== 1 || integrity[0] !== 'ok') anomalies.push(`integrity_check: ${integrity.slice(0, 5).join('; ')}`);

  const orders = new Map(db.all('SELECT id, status, idempotency_key AS key FROM orders').map((row) => [row.id, row]));
  const bookings = db.all('SELECT id, `order` AS orderId, slot, seats, status FROM bookings');
  const bookingsByOrder = new Map();
  for (const booking of bookings) {
    if (!bookingsByOrder.has(booking.orderId)) bookingsByOrder.set(booking.orderId, []);
    bookingsByOrder.get(booking.orderId).push(booking);
  }

  let answeredMissing = 0;
  for (const [id, entry] of run.created) {
    if (!orders.has(id)) {
      answeredMissing += 1;
      anomalies.push(`order ${id} was answered 2xx (key ${entry.key}) but is not in the database`);
      continue;
    }
    const stored = (bookingsByOrder.get(id) ?? []).map((booking) => `${booking.id}:${booking.slot}:${booking.seats}`).sort();
    const told = entry.bookings.map((booking) => `${booking.id}:${booking.slotId}:${booking.seats}`).sort();
    if (stored.join() !== told.join()) anomalies.push(`order ${id}: bookings in the database [${stored.join(', ')}] differ from the answer [${told.join(', ')}]`);
  }
  const orphanBookings = bookings.filter((booking) => !orders.has(booking.orderId));
  for (const booking of orphanBookings) anomalies.push(`booking ${booking.id} (${booking.status}) has no order (${booking.orderId})`);
  const ordersWithoutBookings = [...orders.values()].filter((order) => !bookingsByOrder.has(order.id));
  for (const order of ordersWithoutBookings.filter((candidate) => candidate.status !== 'failed' && candidate.status !== 'cancelled')) anomalies.push(`order ${order.id} (${order.status}) has no bookings`);

  const overCapacity = db.all('SELECT id, reserved, capacity FROM slots WHERE reserved > capacity');
  for (const slot of overCapacity) anomalies.push(`slot ${slot.id}: reserved ${slot.reserved} > capacity ${slot.capacity}`);
  const mismatched = db.all(
    `SELECT s.id, s.reserved, coalesce(l.seats, 0) AS live FROM slots s
     LEFT JOIN (SELECT slot, sum(seats) AS seats FROM bookings WHERE status IN (${LIVE_BOOKING.map((status) => `'${status}'`).join(', ')}) GROUP BY slot) l ON l.slot = s.id
     WHERE s.reserved != coalesce(l.seats, 0)`,
  );
  for (const slot of mismatched) anomalies.push(`slot ${slot.id}: reserved ${slot.reserved} ≠ ${slot.live} seats of its live bookings`);

  const keys = new Set([...orders.values()].map((order) => order.key));
  const orderByKey = new Map([...orders.values()].map((order) => [order.key, order]));
  const refusedButWritten = run.refused.filter((entry) => keys.has(entry.key));
  for (const entry of refusedButWritten) {
    const order = orderByKey.get(entry.key);
    anomalies.push(`checkout key ${entry.key} was answered ${entry.status} (“${entry.message}”, attempt ${entry.attempt}) but order ${order.id} (${order.status}) exists under it`);
  }
  // Informational: checkouts that never got an answer, and whether they were committed anyway.
  const unansweredCommitted = run.unanswered.filter((entry) => keys.has(entry.key)).length;
  const statuses = {};
  for (const order of orders.values()) statuses[order.status] = (statuses[order.status] || 0) + 1;
  const bookingStatuses = {};
  for (const booking of bookings) bookingStatuses[booking.status] = (bookingStatuses[booking.status] || 0) + 1;
  const events = db.all('SELECT count(*) AS n FROM payment_events')[0].n;
  // Informational: payments the sandbox took whose webhook a kill cut off; its retry (every
  // minute) confirms them later, so these are late, not lost.
  let paidAwaitingWebhook;
  let paidNeverDelivered = [];
  try {
    const waiting = db.all("SELECT p.id, p.order_id AS orderId, p.deliver_at AS deliverAt FROM sandbox_payments p JOIN orders o ON o.id = p.order_id WHERE p.status = 'paid' AND o.status = 'pending_payment'");
    paidAwaitingWebhook = waiting.filter((row) => row.deliverAt !== '').length;
    // Paid at the gateway, the order still waiting, and no delivery owed: nothing will ever confirm it.
    paidNeverDelivered = waiting.filter((row) => row.deliverAt === '');
  } catch {
    paidAwaitingWebhook = null; // no sandbox table in this schema
  }
  for (const row of paidNeverDelivered) anomalies.push(`sandbox payment ${row.id} is paid but order ${row.orderId} is still pending_payment and no webhook delivery is owed (deliver_at empty): its confirmation is lost`);
  return {
    anomalies,
    integrity: integrity.join('; '),
    orders: orders.size,
    bookings: bookings.length,
    answered: run.created.size,
    answeredMissing,
    orphanBookings: orphanBookings.length,
    ordersWithoutBookings: ordersWithoutBookings.length,
    overCapacity: overCapacity.length,
    mismatched: mismatched.length,
    unanswered: run.unanswered.length,
    refused: run.refused.length,
    refusedAfterRetry: run.refused.filter((entry) => entry.attempt > 1).length,
    refusedButWritten: refusedButWritten.length,
    unansweredCommitted,
    orderStatuses: statuses,
    bookingStatuses,
    paymentEvents: events,
    paidAwaitingWebhook,
    paidNeverDelivered: paidNeverDelivered.length,
  };
}

function countsTable(counts) {
  return Object.entries(counts)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([kind, byStatus]) => {
      const total = Object.values(byStatus).reduce((sum, n) => sum + n, 0);
      const detail = Object.entries(byStatus)
        .sort(([a], [b]) => Number(a) - Number(b))
        .map(([status, n]) => `${status === '-1' ? 'no answer' : status}: ${n}`)
        .join(', ');
      return { kind, total, detail };
    });
}

function report(result) {
  const { checks } = result;
  console.log('');
  console.log(`kills survived        ${result.killsSurvived} of ${result.kills} (SIGKILL at ${result.killTimes.join(', ')} s, then a last one after the load); restart ${Math.min(...result.restartMs)}–${Math.max(...result.restartMs)} ms`);
  console.log(`load                  ${result.seconds.toFixed(1)} s, ${CLIENTS} clients`);
  for (const row of countsTable(result.counts)) console.log(`  ${row.kind.padEnd(34)} ${String(row.total).padStart(6)}   ${row.detail}`);
  console.log(`checkouts              answered 2xx ${checks.answered}; refused ${checks.refused} (after a retry ${checks.refusedAfterRetry}, with an order under the key anyway ${checks.refusedButWritten}); unanswered after ${CHECKOUT_ATTEMPTS} tries ${checks.unanswered} (committed anyway: ${checks.unansweredCommitted}); sandbox payments made ${result.paidSessions}`);
  console.log(`database              integrity_check ${checks.integrity}; ${checks.orders} orders ${JSON.stringify(checks.orderStatuses)}, ${checks.bookings} bookings ${JSON.stringify(checks.bookingStatuses)}, ${checks.paymentEvents} payment events; paid on the sandbox with the order still waiting: delivery owed ${checks.paidAwaitingWebhook ?? 'n/a'}, none owed (lost) ${checks.paidNeverDelivered}`);
  console.log(`anomalies             ${checks.anomalies.length} (target 0)`);
  for (const anomaly of checks.anomalies.slice(0, 30)) console.log(`  - ${anomaly}`);
}

const NOTES = [
  '## Notes',
  '- A checkout cut off by a kill is retried with the same Idempotency-Key: it gets the same order back (201, replayed) when',
  '  the first attempt was committed, or a fresh decision when it was not (a 409 when the seats went meanwhile); every',
  '  refused key is looked up in the database: none has an order.',
  '- A payment taken on the sandbox page whose webhook a kill cut off stays owed (`sandbox_payments.deliver_at`, set in the',
  '  same write that marks it paid) and the cron delivers it within a minute; a paid payment with nothing owed and its',
  '  order still waiting would be a lost confirmation and counts as an anomaly.',
  '- The clients replay only event ids the sandbox has already sent: a validly signed event under the sandbox’s own id,',
  '  sent before the payment, would be stored as processed and make the real one a duplicate (only someone holding the',
  '  webhook secret could do that).',
  '',
];

async function writeReport(result) {
  const { checks } = result;
  const day = new Date().toISOString().slice(0, 10);
  const cpus = os.cpus();
  const rows = countsTable(result.counts).map((row) => `| ${row.kind} | ${row.total} | ${row.detail} |`);
  const lines = [
    `# Fault test — ${day}`,
    '',
    'Produced by `node scripts/bench-faults.mjs` (`npm run bench:faults`): a temporary data directory seeded with',
    `${EXPERIENCES} experiences, PocketBase ${pinnedPocketBaseVersion()} (built from \`server/\`) on 127.0.0.1 (rate limits off for 127.0.0.1 on that`,
    `server only, sandbox payment gateway with a webhook secret set for the run). ${CLIENTS} clients send a mix of requests for ${SECONDS} s`,
    `(weights: ${Object.entries(MIX).map(([name, weight]) => `${name} ${weight}`).join(', ')}): checkouts of 1–2 items of 1–3 adults with a new`,
    `Idempotency-Key each (a quarter on ${HOT_SLOTS} slots of ${HOT_CAPACITY} seats that sell out), card or pay later, some with a promo code; a checkout`,
    `that gets no answer is retried with the same key up to ${CHECKOUT_ATTEMPTS} times; card orders are paid on the sandbox page (80 % with the`,
    'card that succeeds, 20 % declined), which delivers its signed webhook; the clients also send signed webhooks themselves',
    '(replays of the sandbox’s event ids and new ids, for paid and unpaid sessions). Meanwhile PocketBase is killed with',
    `SIGKILL every ${MIN_GAP}–${MAX_GAP} s and restarted on the same data directory and port, and once more after the load; the`,
    `files are then checked as that last crash left them (${result.via}, read-only), and the server is started once more on them.`,
    '',
    '## Machine',
    `- ${cpus.length} × ${cpus[0] ? cpus[0].model.trim() : 'unknown CPU'} (shared with other work), ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB RAM, ${os.type()} ${os.release()} (${os.arch()})`,
    `- Node ${process.version}; the load runs on the same machine as PocketBase`,
    '',
    '## Result',
    '| measure | value |',
    '|---|---|',
    `| **kills survived** | **${result.killsSurvived} of ${result.kills}** (SIGKILL at ${result.killTimes.join(', ')} s into the load, and after it) |`,
    `| restart after a kill (to /api/health) | ${Math.min(...result.restartMs)}–${Math.max(...result.restartMs)} ms |`,
    `| PRAGMA integrity_check | ${checks.integrity} |`,
    `| checkouts answered 2xx | ${checks.answered} (missing from the database: ${checks.answeredMissing}) |`,
    `| checkouts never answered (${CHECKOUT_ATTEMPTS} tries, same key) | ${checks.unanswered} (committed anyway: ${checks.unansweredCommitted}) |`,
    `| checkouts refused (4xx) | ${checks.refused} (after a retry with the same key: ${checks.refusedAfterRetry}); with an order under their key anyway: ${checks.refusedButWritten} |`,
    `| bookings without their order | ${checks.orphanBookings} |`,
    `| orders without bookings | ${checks.ordersWithoutBookings} |`,
    `| slots with reserved > capacity | ${checks.overCapacity} |`,
    `| slots whose reserved ≠ Σ seats of live (held, confirmed) bookings | ${checks.mismatched} |`,
    `| **anomalies** | **${checks.anomalies.length}** (target 0) |`,
    `| orders by status | ${Object.entries(checks.orderStatuses).map(([status, n]) => `${status} ${n}`).join(', ')} |`,
    `| bookings by status | ${Object.entries(checks.bookingStatuses).map(([status, n]) => `${status} ${n}`).join(', ')} |`,
    `| payment events stored | ${checks.paymentEvents} |`,
    `| sandbox payments taken, order still waiting, delivery owed (retried every minute) | ${checks.paidAwaitingWebhook ?? 'n/a'} |`,
    `| sandbox payments taken, order still waiting, **no delivery owed** (confirmation lost) | ${checks.paidNeverDelivered} |`,
    '',
    '## Requests by kind and status',
    '"no answer": the connection was refused or cut (the server was down or being killed).',
    '',
    '| kind | requests | statuses |',
    '|---|---|---|',
    ...rows,
    '',
    checks.anomalies.length === 0 ? 'Target (0 anomalies): **met**.' : `Target (0 anomalies): **missed**:\n\n${checks.anomalies.map((anomaly) => `- ${anomaly}`).join('\n')}`,
    '',
    ...NOTES,
  ];
  await mkdir(fromRoot('docs', 'benchmarks'), { recursive: true });
  const file = fromRoot('docs', 'benchmarks', `faults-${day}.md`);
  await writeFile(file, lines.join('\n'));
  console.log(`› Wrote ${path.relative(fromRoot(), file)}`);
}

await main();
