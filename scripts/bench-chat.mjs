// `npm run bench:chat` — realtime chat delivery against a real PocketBase on a temporary data
// directory and a free port on 127.0.0.1 (migrated, no catalog needed; rate limits off for
// 127.0.0.1 on that server only). For each client count, N SSE clients (Node's http, one
// process) subscribe to conversation topics; a sender posts messages at a fixed rate through
// POST /api/store/chat/threads/{id}/messages; every delivery's latency from the send to its
// receipt is recorded. Scenarios:
//   one thread  — N clients of one traveller watching one thread (every message fans out to N);
//   N threads   — N travellers, each with one client watching their own thread (each message to one);
//   records     — (--records) as "one thread", but through the rule-checked record subscription
//                 chat_messages/* instead of the thread's topic, for comparison.
// Prints messages/s, deliveries/s, latency p50/p99 send→receipt, the POST's latency, the
// server's memory (RSS) and the machine's load, and writes docs/benchmarks/chat-YYYY-MM-DD.md.
//   --clients <list>   client counts (default 100,1000)
//   --rate <n>         messages per second (default 50)
//   --seconds <n>      sending time per scenario (default 20)
//   --records          add the record-subscription scenario at each client count
//   --no-write         print only, do not write the Markdown report
import http from 'node:http';
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ensurePocketBaseBinary, pinnedPocketBaseVersion } from './lib/pocketbase-binary.mjs';
import { freePort } from './lib/free-port.mjs';
import { migrate, servePocketBase, upsertSuperuser } from './lib/pocketbase-process.mjs';
import { fromRoot } from './lib/paths.mjs';

const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '100,1000' },
    rate: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '20' },
    records: { type: 'boolean', default: false },
    'no-write': { type: 'boolean', default: false },
  },
});
const CLIENT_COUNTS = values.clients.split(',').map(Number);
const RATE = Number(values.rate);
const SECONDS = Number(values.seconds);
for (const count of CLIENT_COUNTS) if (!Number.isInteger(count) || count < 1 || count > 5000) throw new Error('--clients must be whole numbers from 1 to 5000');
if (!Number.isFinite(RATE) || RATE <= 0 || RATE > 1000) throw new Error('--rate must be from 1 to 1000');
if (!Number.isInteger(SECONDS) || SECONDS < 1 || SECONDS > 600) throw new Error('--seconds must be a whole number from 1 to 600');
const MAX_IN_FLIGHT = 64; // sends waiting for their answer; a send due while this many wait is skipped and counted
const DRAIN_MS = 5000; // how long to wait for late deliveries after the last send
const TARGET = { clients: 1000, rate: 50, p99: 250 };

const superuser = { email: 'bench-admin@rihla.test', password: 'bench-admin-password-1' };
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

function percentile(sorted, fraction) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(sorted.length * fraction) - 1))];
}

async function call(base, pathname, { method = 'GET', body, token } = {}) {
  const response = await fetch(`${base}${pathname}`, { method, headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: token } : {}) }, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  let parsed;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = text;
  }
  if (!response.ok) throw new Error(`${method} ${pathname}: ${response.status} ${text.slice(0, 300)}`);
  return parsed;
}

/**
 * One SSE client: connects to /api/realtime, subscribes with a token and calls onEvent(name, data)
 * for every event after PB_CONNECT. Resolves once subscribed; close() ends it.
 */
function sseClient(base, token, topics, onEvent) {
  return new Promise((resolve, reject) => {
    const request = http.get(`${base}/api/realtime`, { agent, headers: { Accept: 'text/event-stream' } }, (response) => {
      if (response.statusCode !== 200) {
        reject(new Error(`realtime connect: ${response.statusCode}`));
        return;
      }
      response.setEncoding('utf8');
      let buffer = '';
      let subscribed = false;
      const client = { close: () => request.destroy() };
      response.on('data', (chunk) => {
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf('\n\n')) !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          let name = 'message';
          let data = '';
          let id = '';
          for (const line of block.split('\n')) {
            if (line.startsWith('event:')) name = line.slice(6).trim();
            else if (line.startsWith('data:')) data += line.slice(5).trim();
            else if (line.startsWith('id:')) id = line.slice(3).trim();
          }
          if (name === 'PB_CONNECT' && !subscribed) {
            subscribed = true;
            call(base, '/api/realtime', { method: 'POST', body: { clientId: id, subscriptions: topics }, token }).then(() => resolve(client), reject);
          } else if (subscribed) onEvent(name, data);
        }
      });
      response.on('error', () => {});
    });
    request.on('error', (error) => reject(error));
  });
}

async function serverRss(pid) {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const match = /VmRSS:\s+(\d+) kB/.exec(status);
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

const CLOCK_TICKS = 100; // USER_HZ on Linux

/** CPU seconds the process has used so far (user + system), from /proc. */
async function serverCpuSeconds(pid) {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return 0;
  }
}

async function inBatches(count, size, make) {
  const out = [];
  for (let start = 0; start < count; start += size) {
    const batch = await Promise.all(Array.from({ length: Math.min(size, count - start) }, (_, offset) => make(start + offset)));
    out.push(...batch);
  }
  return out;
}

async function newTraveller(base, index) {
  const guest = await call(base, '/api/store/chat/guests', { method: 'POST', body: { locale: 'en' } });
  const created = await call(base, '/api/store/chat/threads', { method: 'POST', token: guest.token, body: { subject: `Bench thread ${index}`, locale: 'en' } });
  return { token: guest.token, thread: created.thread.id };
}

const mb = (bytes) => `${(bytes / 2 ** 20).toFixed(0)} MB`;

/** One scenario: connect, send for SECONDS at RATE, drain, measure. */
async function scenario(base, pid, adminToken, mode, count) {
  const label = mode === 'one' ? `${count} clients, one thread` : mode === 'many' ? `${count} clients, ${count} threads` : `${count} clients, one thread, record subscription`;
  console.log(`\n› ${label}: preparing…`);
  const travellers = mode === 'many' ? await inBatches(count, 20, (index) => newTraveller(base, index)) : [await newTraveller(base, 0)];

  const sentAt = new Map();
  const latencies = [];
  let deliveries = 0;
  let unexpected = 0;
  const onEvent = (name, data) => {
    const match = /"body":"bench (\d+)"/.exec(data);
    if (!match) return;
    const started = sentAt.get(Number(match[1]));
    if (started === undefined) {
      unexpected += 1;
      return;
    }
    deliveries += 1;
    latencies.push(performance.now() - started);
  };
  const topicOf = (traveller) => (mode === 'records' ? ['chat_messages/*'] : [`rihla.chat.${traveller.thread}`]);
  const connectStarted = performance.now();
  const clients = await inBatches(count, 50, (index) => {
    const traveller = travellers[mode === 'many' ? index : 0];
    return sseClient(base, traveller.token, topicOf(traveller), onEvent);
  });
  const connectSeconds = (performance.now() - connectStarted) / 1000;
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const rssConnected = await serverRss(pid);
  console.log(`› ${count} clients connected and subscribed in ${connectSeconds.toFixed(1)} s; server RSS ${mb(rssConnected)}`);

  let rssPeak = rssConnected;
  const sampler = setInterval(async () => {
    rssPeak = Math.max(rssPeak, await serverRss(pid));
  }, 500);
  const loadBefore = os.loadavg()[0];
  const cpuBefore = await serverCpuSeconds(pid);
  const postLatencies = [];
  const failures = {};
  let sent = 0;
  let skipped = 0;
  let inFlight = 0;
  const total = Math.round(RATE * SECONDS);
  const started = performance.now();
  await new Promise((resolve) => {
    let sequence = 0;
    const tick = () => {
      const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * RATE) + 1);
      while (sequence < due) {
        sequence += 1;
        if (inFlight >= MAX_IN_FLIGHT) {
          skipped += 1;
          continue;
        }
        const seq = sequence;
        const traveller = travellers[mode === 'many' ? seq % travellers.length : 0];
        inFlight += 1;
        const begin = performance.now();
        sentAt.set(seq, begin);
        call(base, `/api/store/chat/threads/${traveller.thread}/messages`, { method: 'POST', token: adminToken, body: { body: `bench ${seq}` } }).then(
          () => {
            postLatencies.push(performance.now() - begin);
            sent += 1;
            inFlight -= 1;
          },
          (error) => {
            const key = String(error.message).slice(0, 60);
            failures[key] = (failures[key] || 0) + 1;
            sentAt.delete(seq);
            inFlight -= 1;
          },
        );
      }
      if (sequence >= total) resolve();
      else setTimeout(tick, 5);
    };
    tick();
  });
  while (inFlight > 0) await new Promise((resolve) => setTimeout(resolve, 10));
  const sendSeconds = (performance.now() - started) / 1000;
  const expected = sent * (mode === 'many' ? 1 : count);
  const drainUntil = performance.now() + DRAIN_MS;
  while (deliveries < expected && performance.now() < drainUntil) await new Promise((resolve) => setTimeout(resolve, 50));
  clearInterval(sampler);
  const cpuSeconds = (await serverCpuSeconds(pid)) - cpuBefore;
  rssPeak = Math.max(rssPeak, await serverRss(pid));
  const loadAfter = os.loadavg()[0];
  for (const client of clients) client.close();
  await new Promise((resolve) => setTimeout(resolve, 500));

  latencies.sort((a, b) => a - b);
  postLatencies.sort((a, b) => a - b);
  const result = {
    label,
    mode,
    clients: count,
    sent,
    skipped,
    failures,
    sendSeconds,
    messagesPerSecond: sent / sendSeconds,
    expected,
    deliveries,
    unexpected,
    deliveriesPerSecond: deliveries / sendSeconds,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    max: latencies[latencies.length - 1] || 0,
    postP50: percentile(postLatencies, 0.5),
    postP99: percentile(postLatencies, 0.99),
    rssConnected,
    rssPeak,
    loadBefore,
    loadAfter,
    connectSeconds,
    cpuSeconds,
    cpuMsPerMessage: sent > 0 ? (cpuSeconds * 1000) / sent : 0,
  };
  console.log(
    `  messages ${sent} (${result.messagesPerSecond.toFixed(1)}/s, skipped ${skipped}), deliveries ${deliveries}/${expected} (${result.deliveriesPerSecond.toFixed(0)}/s), latency p50 ${result.p50.toFixed(1)} ms p99 ${result.p99.toFixed(1)} ms max ${result.max.toFixed(1)} ms; POST p50 ${result.postP50.toFixed(1)} ms p99 ${result.postP99.toFixed(1)} ms; RSS ${mb(rssConnected)} → peak ${mb(rssPeak)}; server CPU ${result.cpuMsPerMessage.toFixed(1)} ms/message; load ${loadBefore.toFixed(2)} → ${loadAfter.toFixed(2)}`,
  );
  if (Object.keys(failures).length > 0) console.log(`  failed sends: ${JSON.stringify(failures)}`);
  return result;
}

async function main() {
  const bin = await ensurePocketBaseBinary();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'rihla-bench-chat-'));
  let server = null;
  try {
    await migrate(bin, dataDir, { stdio: 'ignore' });
    if (!(await upsertSuperuser(bin, dataDir, superuser.email, superuser.password, { stdio: 'ignore' }))) throw new Error('could not create the bench superuser');
    const port = await freePort();
    server = await servePocketBase(bin, { dataDir, port, host: '127.0.0.1', stdio: 'ignore', env: { ...process.env, RIHLA_ENV: 'bench' }, extraArgs: ['--dev=false'] });
    const base = server.url;
    const pid = server.child.pid;
    console.log(`› PocketBase ${pinnedPocketBaseVersion()} at ${base} (pid ${pid}); RSS ${mb(await serverRss(pid))}`);
    const auth = await call(base, '/api/collections/_superusers/auth-with-password', { method: 'POST', body: { identity: superuser.email, password: superuser.password } });
    // This temporary server only: requests from this machine are not rate-limited.
    await call(base, '/api/settings', { method: 'PATCH', token: auth.token, body: { rateLimits: { excludedIPs: ['127.0.0.1'] } } });

    const loadAtStart = os.loadavg();
    const results = [];
    for (const count of CLIENT_COUNTS) {
      results.push(await scenario(base, pid, auth.token, 'one', count));
      results.push(await scenario(base, pid, auth.token, 'many', count));
      if (values.records) results.push(await scenario(base, pid, auth.token, 'records', count));
    }
    const verdicts = results.filter((result) => result.clients === TARGET.clients && result.mode !== 'records').map((result) => ({ label: result.label, met: result.p99 <= TARGET.p99 && result.messagesPerSecond >= TARGET.rate * 0.95 && result.deliveries === result.expected }));
    console.log('');
    for (const verdict of verdicts) console.log(`target (${TARGET.clients} clients, p99 ≤ ${TARGET.p99} ms at ${TARGET.rate} messages/s, every message delivered) — ${verdict.label}: ${verdict.met ? 'met' : 'MISSED'}`);
    if (!values['no-write']) await writeReport(results, verdicts, loadAtStart);
  } finally {
    agent.destroy();
    if (server) await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function writeReport(results, verdicts, loadAtStart) {
  const day = new Date().toISOString().slice(0, 10);
  const cpus = os.cpus();
  const lines = [
    `# Chat realtime benchmark — ${day}`,
    '',
    'Produced by `node scripts/bench-chat.mjs` (`npm run bench:chat`): a temporary, migrated data directory,',
    `PocketBase ${pinnedPocketBaseVersion()} (built from \`server/\`) on 127.0.0.1 with rate limits off for 127.0.0.1 on that server only.`,
    `Per scenario, N SSE clients (Node's \`http\`, one process) subscribe through \`POST /api/realtime\` with a chat guest's token; a`,
    `sender (the superuser, not limited per sender) posts ${RATE} messages/s for ${SECONDS} s through \`POST /api/store/chat/threads/{id}/messages\``,
    `(at most ${MAX_IN_FLIGHT} waiting for their answer; a send due while that many wait is skipped and counted). Latency is from the`,
    'moment the POST is sent to the moment a client has read the event, on the same clock.',
    '- **one thread**: N clients of one traveller on one thread (`rihla.chat.{thread}`): every message goes to all N.',
    '- **N threads**: N travellers, each with one client on their own thread: every message goes to one client, and the',
    '  server looks at all N clients to find it.',
    ...(results.some((result) => result.mode === 'records') ? ['- **record subscription**: as one thread, but subscribed to `chat_messages/*`, which PocketBase checks against the', '  collection\'s list rule with one query per client per message.'] : []),
    '',
    '## Machine',
    `- ${cpus.length} × ${cpus[0] ? cpus[0].model.trim() : 'unknown CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB RAM, ${os.type()} ${os.release()} (${os.arch()})`,
    `- Node ${process.version}; the clients and the sender run on the same machine as PocketBase`,
    `- Shared with other engineers' work: load average ${loadAtStart.map((value) => value.toFixed(2)).join(' / ')} (1 / 5 / 15 min) at the start; per scenario below`,
    '',
    '## Result',
    '| scenario | messages/s | deliveries (received / expected) | deliveries/s | latency p50 / p99 / max | POST p50 / p99 | server CPU per message | server RSS connected → peak | load before → after |',
    '|---|---|---|---|---|---|---|---|---|',
    ...results.map(
      (result) =>
        `| ${result.label} | ${result.messagesPerSecond.toFixed(1)}${result.skipped ? ` (${result.skipped} skipped)` : ''} | ${result.deliveries} / ${result.expected} | ${result.deliveriesPerSecond.toFixed(0)} | ${result.p50.toFixed(1)} / **${result.p99.toFixed(1)}** / ${result.max.toFixed(1)} ms | ${result.postP50.toFixed(1)} / ${result.postP99.toFixed(1)} ms | ${result.cpuMsPerMessage.toFixed(1)} ms | ${mb(result.rssConnected)} → ${mb(result.rssPeak)} | ${result.loadBefore.toFixed(2)} → ${result.loadAfter.toFixed(2)} |`,
    ),
    '',
    `Target on this machine: ${TARGET.clients} connected clients with delivery p99 ≤ ${TARGET.p99} ms at ${TARGET.rate} messages/s.`,
    ...verdicts.map((verdict) => `- ${verdict.label}: **${verdict.met ? 'met' : 'missed'}**`),
    '',
    '## Notes',
    '- Run once on a shared 2-core machine; other engineers\' builds and tests ran at the same time (the load',
    '  averages above), so the figures carry that noise.',
    '- "Server CPU per message" is the PocketBase process\'s user + system CPU time over the sending phase (from /proc)',
    '  divided by the messages sent: what one message costs the server, whatever else the machine was doing.',
    '- Messages are delivered as custom realtime messages (`pb_hooks/lib/conversations/chat-realtime.js`, decision 031): one pass over the',
    '  connected clients per message, each client\'s auth deciding what it gets, without a database query per client.',
    '',
  ];
  await mkdir(fromRoot('docs', 'benchmarks'), { recursive: true });
  const file = fromRoot('docs', 'benchmarks', `chat-${day}.md`);
  await writeFile(file, lines.join('\n'));
  console.log(`› Wrote ${path.relative(fromRoot(), file)}`);
}

await main();
