// Bad input, property-based (issue #8 item 6): every /api/store endpoint answers random and
// malformed requests (random JSON, wrong types, huge strings, deep nesting, invalid JSON text,
// wrong content types, junk query strings and headers) with a 4xx carrying a JSON `message`, or
// a 2xx — never a 5xx — and writes nothing when it refuses.
// Bounded and repeatable: RIHLA_FC_RUNS runs per endpoint (default 100) from RIHLA_FC_SEED
// (default below); fast-check prints the seed and path of a failing run to replay it.
import { execFileSync } from 'node:child_process'
import { createHmac } from 'node:crypto'
import { existsSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { superuserClient, testServerUrl } from '../support/api'
import { bookableSlots, checkoutBody, excludeLocalhostFromRateLimits, leadGuest, payLaterCustomerAuth, postCheckout, type BookableSlot, type CheckoutCreated } from './checkout-support'

const SEED = Number(process.env.RIHLA_FC_SEED ?? 8_2026_06)
const RUNS = Number(process.env.RIHLA_FC_RUNS ?? 100)
/** Set on the server by whoever starts it; without it, webhooks are only probed unsigned or badly signed. */
const WEBHOOK_SECRET = process.env.RIHLA_SANDBOX_WEBHOOK_SECRET ?? ''

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
type Probe = { method: 'GET' | 'POST'; path: string; query: string; headers: Record<string, string>; body?: Uint8Array }
type Answer = { status: number; contentType: string; text: string; json: unknown }

// ---------------------------------------------------------------------------------------------
// What the server wrote, read from its SQLite file (read-only) or, without the sqlite3 CLI,
// through the superuser API.

type Writes = { orders: number; bookings: number; contact_messages: number; payments: number; payment_events: number; promo_redemptions: number; reserved: number; liveSeats: number; releasedBookings: number; chat_threads: number; chat_messages: number; offer_requests: number; offers: number }

const WRITES_SQL = `SELECT
  (SELECT count(*) FROM orders) AS orders, (SELECT count(*) FROM bookings) AS bookings,
  (SELECT count(*) FROM contact_messages) AS contact_messages, (SELECT count(*) FROM payments) AS payments,
  (SELECT count(*) FROM payment_events) AS payment_events, (SELECT count(*) FROM promo_redemptions) AS promo_redemptions,
  (SELECT CAST(total(reserved) AS INTEGER) FROM slots) AS reserved,
  (SELECT CAST(total(seats) AS INTEGER) FROM bookings WHERE status IN ('held', 'confirmed')) AS liveSeats,
  (SELECT count(*) FROM bookings WHERE status NOT IN ('held', 'confirmed')) AS releasedBookings,
  (SELECT count(*) FROM chat_threads) AS chat_threads, (SELECT count(*) FROM chat_messages) AS chat_messages,
  (SELECT count(*) FROM offer_requests) AS offer_requests, (SELECT count(*) FROM offers) AS offers`

const databaseFile = () => path.join(process.env.RIHLA_TEST_DATA_DIR ?? '', 'data.db')
const hasSqliteCli = (() => {
  try {
    execFileSync('sqlite3', ['-version'], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
})()

async function readWrites(): Promise<Writes> {
  if (hasSqliteCli && existsSync(databaseFile())) {
    const rows = JSON.parse(execFileSync('sqlite3', ['-readonly', '-json', databaseFile(), WRITES_SQL], { encoding: 'utf8' })) as Writes[]
    return rows[0]!
  }
  const admin = await superuserClient()
  const total = async (name: string, filter = '') => (await admin.collection(name).getList(1, 1, { filter, skipTotal: false })).totalItems
  const sum = async (name: string, field: string, filter: string) => (await admin.collection(name).getFullList<Record<string, number>>({ filter, fields: field, batch: 1000 })).reduce((all, row) => all + (row[field] ?? 0), 0)
  return {
    orders: await total('orders'),
    bookings: await total('bookings'),
    contact_messages: await total('contact_messages'),
    payments: await total('payments'),
    payment_events: await total('payment_events'),
    promo_redemptions: await total('promo_redemptions'),
    reserved: await sum('slots', 'reserved', 'reserved > 0'),
    liveSeats: await sum('bookings', 'seats', "status = 'held' || status = 'confirmed'"),
    releasedBookings: await total('bookings', "status != 'held' && status != 'confirmed'"),
    chat_threads: await total('chat_threads'),
    chat_messages: await total('chat_messages'),
    offer_requests: await total('offer_requests'),
    offers: await total('offers'),
  }
}

const releasesMeanwhile: string[] = []

/**
 * Whether nothing was written between two readings. The hold-release cron (every minute) may
 * run in between: it turns held bookings failed, gives their seats back and deletes their promo
 * redemptions; then only what it cannot change is compared (it is counted, and rare).
 */
function expectNothingWritten(before: Writes, after: Writes, context: string, endpoint: string) {
  if (after.releasedBookings === before.releasedBookings) {
    expect(after, context).toEqual(before)
    return
  }
  releasesMeanwhile.push(endpoint)
  const stable = (writes: Writes) => ({ orders: writes.orders, bookings: writes.bookings, contact_messages: writes.contact_messages, payments: writes.payments, payment_events: writes.payment_events, unbookedSeats: writes.reserved - writes.liveSeats, chat_messages: writes.chat_messages, offers: writes.offers })
  expect(stable(after), context).toEqual(stable(before))
}

// ---------------------------------------------------------------------------------------------
// Sending a probe.

/**
 * Sends a probe on a connection of its own: PocketBase does not read the body of a request to an
 * unknown route, and on a kept-alive connection the next request would be parsed from what is
 * left of it (a plain-text "400 Bad Request" that belongs to no endpoint).
 */
function send(probe: Probe): Promise<Answer> {
  const url = new URL(`${testServerUrl()}${probe.path}${probe.query ? `?${probe.query}` : ''}`)
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { ...probe.headers, Connection: 'close' }
    if (probe.body) headers['Content-Length'] = probe.body.byteLength
    const request = http.request({ host: url.hostname, port: url.port, method: probe.method, path: `${url.pathname}${url.search}`, headers, agent: false, timeout: 30_000 }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => {
        request.destroy()
        const text = Buffer.concat(chunks).toString('utf8')
        let json: unknown
        try {
          json = JSON.parse(text)
        } catch {
          json = null
        }
        resolve({ status: response.statusCode ?? 0, contentType: String(response.headers['content-type'] ?? ''), text, json })
      })
    })
    request.on('timeout', () => request.destroy(new Error('no answer within 30 s')))
    // The server may answer before it has read a large body and close: the answer still counts.
    request.on('error', (error) => (request.writableEnded && (error as NodeJS.ErrnoException).code === 'EPIPE' ? undefined : reject(error)))
    request.end(probe.body ? Buffer.from(probe.body) : undefined)
  })
}

/** A short description of a probe for failure messages (huge bodies cut). */
function describeProbe(probe: Probe, answer: Answer): string {
  const body = probe.body ? Buffer.from(probe.body).toString('utf8') : ''
  const cut = (value: string, length: number) => (value.length > length ? `${value.slice(0, length)}… (${value.length} chars)` : value)
  return `${probe.method} ${cut(probe.path, 200)}?${cut(probe.query, 300)}\nheaders ${cut(JSON.stringify(probe.headers), 400)}\nbody ${cut(body, 400)}\n→ ${answer.status} ${cut(answer.text, 400)}`
}

type Tally = Map<number, number>
const tallies = new Map<string, Tally>()
const durations = new Map<string, number>()

/** The property every endpoint shares; returns false (with the reason thrown) on a violation. */
/** The last reading, still true after a refusal (nothing changed); dropped after a 2xx. */
let lastWrites: Writes | null = null

async function checkProbe(endpoint: string, probe: Probe) {
  const before = lastWrites ?? (await readWrites())
  lastWrites = null
  const answer = await send(probe)
  const tally = tallies.get(endpoint) ?? new Map<number, number>()
  tally.set(answer.status, (tally.get(answer.status) ?? 0) + 1)
  tallies.set(endpoint, tally)
  const context = describeProbe(probe, answer)
  const success = answer.status >= 200 && answer.status < 300
  const refusal = answer.status >= 400 && answer.status < 500
  expect(success || refusal, `expected a 2xx or a 4xx\n${context}`).toBe(true)
  if (refusal) {
    const body = answer.json as { message?: unknown; status?: unknown } | null
    expect(answer.contentType, context).toContain('application/json')
    expect(typeof body?.message, context).toBe('string')
    expect((body!.message as string).length, context).toBeGreaterThan(0)
    const after = await readWrites()
    expectNothingWritten(before, after, context, endpoint)
    lastWrites = after
  }
}

/** Runs the property; `refuses: false` for an endpoint that has nothing to refuse (it ignores its input). */
async function runProperty(endpoint: string, probes: fc.Arbitrary<Probe>, { refuses = true } = {}) {
  const started = Date.now()
  await fc.assert(
    fc.asyncProperty(probes, async (probe) => {
      await checkProbe(endpoint, probe)
    }),
    { numRuns: RUNS, seed: SEED, verbose: 1 },
  )
  const tally = tallies.get(endpoint)!
  const answers = [...tally.values()].reduce((all, count) => all + count, 0)
  const tooMany = tally.get(429) ?? 0
  const validationRefusals = [...tally.entries()].filter(([status]) => status >= 400 && status < 500 && status !== 429).reduce((all, [, count]) => all + count, 0)
  // The tests' own IP is exempt from rate limits: 429s would hide what the endpoint does.
  expect(tooMany, `${endpoint}: ${JSON.stringify([...tally])}`).toBeLessThanOrEqual(answers / 10)
  // The generators must reach the endpoint's own validation, not only PocketBase's router.
  if (refuses) expect(validationRefusals, `${endpoint}: ${JSON.stringify([...tally])}`).toBeGreaterThan(0)
  durations.set(endpoint, Date.now() - started)
}

// ---------------------------------------------------------------------------------------------
// Generators.

const printableAscii = fc.mapToConstant({ num: 95, build: (code) => String.fromCharCode(code + 0x20) })
/** A header value fetch accepts (no control characters), sometimes long. */
const headerValue = fc.oneof(fc.string({ unit: printableAscii, maxLength: 80 }), fc.string({ unit: printableAscii, minLength: 1000, maxLength: 6000 }))
/** Strings that trip parsers: Arabic, digits of other scripts, escapes, NUL, lone surrogates, emoji. */
const trickyText = fc.constantFrom('', ' ', 'null', 'undefined', 'NaN', '-0', '1e400', '١٢٣', '۴۵', '0x10', '%', '%zz', '%00', '\u0000', '\ud800', '🐪', 'حافة العالم', 'ريَاض', '<script>', "' OR 1=1 --", '../..', '{}', '[]', 'true')
/** A string that is very long (repeated pattern) — up to ~400 kB. */
const hugeText = fc.tuple(fc.string({ minLength: 1, maxLength: 8 }), fc.integer({ min: 1000, max: 50_000 })).map(([unit, times]) => unit.repeat(times))
/** A string for query values: long, but the URL stays below the HTTP server's header limit. */
const longQueryText = fc.tuple(fc.string({ minLength: 1, maxLength: 4 }), fc.integer({ min: 100, max: 3000 })).map(([unit, times]) => unit.repeat(times))
const anyText = fc.oneof({ weight: 3, arbitrary: fc.string({ maxLength: 40 }) }, { weight: 2, arbitrary: trickyText }, { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) })
const weirdNumber = fc.oneof(fc.integer(), fc.double(), fc.constantFrom(-1, 0, 0.5, 1.5, 1e21, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 2 ** 31, -(2 ** 63)))
/** A value of any JSON type for a field of any type. */
const weirdValue: fc.Arbitrary<Json> = fc.oneof(
  { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<Json> },
  { weight: 2, arbitrary: anyText },
  { weight: 2, arbitrary: weirdNumber },
  { weight: 1, arbitrary: hugeText },
  { weight: 1, arbitrary: fc.constantFrom<Json>(null, true, false, [], {}, [null], { '': null }, JSON.parse('{"__proto__":1}') as Json, { constructor: 'x' }) },
)

/** All paths into a JSON value (object keys and array indexes), the root's children first. */
function pathsOf(value: Json, prefix: (string | number)[] = []): (string | number)[][] {
  if (value === null || typeof value !== 'object') return []
  const keys: (string | number)[] = Array.isArray(value) ? value.map((_, index) => index) : Object.keys(value)
  return keys.flatMap((key) => [[...prefix, key], ...pathsOf((value as Record<string | number, Json>)[key] as Json, [...prefix, key])])
}

type Mutation = { pick: number; kind: 'replace' | 'delete' | 'wrap' | 'add'; value: Json; key: string }
const mutationArb: fc.Arbitrary<Mutation> = fc.record({ pick: fc.nat(), kind: fc.constantFrom('replace', 'replace', 'delete', 'wrap', 'add'), value: weirdValue, key: fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('__proto__', 'constructor', 'items', 'locale', 'slotId')) })

/** A copy of `valid` with some fields replaced by wrong types, removed, wrapped or added. */
function applyMutations(valid: Json, mutations: Mutation[]): Json {
  const copy = JSON.parse(JSON.stringify(valid)) as Json
  for (const mutation of mutations) {
    const paths = pathsOf(copy)
    if (paths.length === 0) break
    const target = paths[mutation.pick % paths.length]!
    const parent = target.slice(0, -1).reduce<Json>((node, key) => (node as Record<string | number, Json>)[key] as Json, copy) as Record<string | number, Json>
    const key = target[target.length - 1]!
    // A copy: constants are shared between runs and must not be changed by a later mutation.
    const value = JSON.parse(JSON.stringify(mutation.value)) as Json
    if (mutation.kind === 'replace') parent[key] = value
    else if (mutation.kind === 'delete') delete parent[key]
    else if (mutation.kind === 'wrap') parent[key] = [parent[key] as Json]
    else if (parent !== null && typeof parent === 'object' && !Array.isArray(parent)) Object.defineProperty(parent, mutation.key, { value, enumerable: true, configurable: true, writable: true })
  }
  return copy
}

const mutatedFrom = (valid: Json) => fc.array(mutationArb, { minLength: 1, maxLength: 3 }).map((mutations) => JSON.stringify(applyMutations(valid, mutations)))

/** Text that is not JSON, or JSON cut short, or two documents, or a BOM, or numbers JSON cannot hold. */
const invalidJsonText = fc.oneof(
  fc.string({ maxLength: 200 }).filter((text) => {
    try {
      JSON.parse(text)
      return false
    } catch {
      return true
    }
  }),
  fc.jsonValue({ maxDepth: 4 }).chain((value) => {
    const text = JSON.stringify(value)
    return fc.nat({ max: Math.max(0, text.length - 1) }).map((cut) => text.slice(0, cut))
  }),
  fc.constantFrom('{', '{"items": [', "{'items': []}", '{"a":1}{"b":2}', '\ufeff{}', '{"items":[{"slotId":"aaaaaaaaaaaaaaa","travellers":{"adult":1e400}}]}', '{"a":NaN}', '{"a":undefined}', '{"a":01}', '{"a":"\\ud800"}', '{"a":"\\u0000"}', '[1,]', ''),
)

/** JSON nested thousands deep (arrays or objects), sometimes deeper than decoders allow. */
const deepJson = fc.tuple(fc.integer({ min: 10, max: 12_000 }), fc.constantFrom('array', 'object', 'items')).map(([depth, shape]) => {
  if (shape === 'array') return `${'['.repeat(depth)}1${']'.repeat(depth)}`
  if (shape === 'object') return `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`
  return `{"items":[{"slotId":"aaaaaaaaaaaaaaa","travellers":${'{"adult":'.repeat(depth)}1${'}'.repeat(depth)}}]}`
})

const contentType = fc.oneof(
  { weight: 6, arbitrary: fc.constant('application/json') },
  { weight: 3, arbitrary: fc.constantFrom('', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data', 'multipart/form-data; boundary=rihla', 'application/json; charset=utf-16', 'application/xml', '*/*', 'application/json; charset=latin1') },
  { weight: 1, arbitrary: headerValue },
)

/** A JSON request body: mutated valid bodies most often, then random JSON, then broken text. */
function bodyText(valid: Json) {
  return fc.oneof(
    { weight: 5, arbitrary: mutatedFrom(valid) },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 5 }).map((value) => JSON.stringify(value)) },
    { weight: 2, arbitrary: invalidJsonText },
    { weight: 1, arbitrary: deepJson },
    { weight: 1, arbitrary: hugeText.map((text) => JSON.stringify({ ...(valid as object), huge: text })) },
  )
}

const bodyBytes = (valid: Json) => fc.oneof({ weight: 9, arbitrary: bodyText(valid).map((text) => new Uint8Array(Buffer.from(text, 'utf8'))) }, { weight: 1, arbitrary: fc.uint8Array({ maxLength: 2000 }) })

/** Headers every call may carry: language, content type, a junk or foreign auth token. */
function commonHeaders(withBody: boolean) {
  return fc
    .record(
      {
        'Accept-Language': fc.oneof(fc.constantFrom('ar', 'en', 'en-US,en;q=0.9', 'fr', '*', 'ar-SA;q=x'), headerValue),
        Authorization: fc.oneof(fc.constantFrom('Bearer', 'Bearer eyJhbGciOiJIUzI1NiJ9.e30.x', 'Basic YTpi'), headerValue),
        'X-Forwarded-For': fc.oneof(fc.ipV4(), headerValue),
        'Content-Type': withBody ? contentType : fc.constant('application/json'),
      },
      { requiredKeys: withBody ? ['Content-Type'] : [] },
    )
    .map((headers) => Object.fromEntries(Object.entries(headers).filter(([, value]) => value !== '')) as Record<string, string>)
}

/** %-escaped text; a lone surrogate (which has no UTF-8 form) becomes U+FFFD, as a browser sends it. */
const escapeText = (text: string) => encodeURIComponent(text.replace(/\p{Surrogate}/gu, '\ufffd'))

/** A query string: known and unknown names, repeated names, junk and %-escapes, long values. */
function queryString(knownNames: string[], valueHints: string[] = []) {
  const name = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...knownNames) }, { weight: 1, arbitrary: fc.string({ maxLength: 10 }) })
  const value = fc.oneof({ weight: 3, arbitrary: valueHints.length ? fc.constantFrom(...valueHints) : anyText }, { weight: 3, arbitrary: anyText }, { weight: 1, arbitrary: weirdNumber.map(String) }, { weight: 1, arbitrary: longQueryText })
  const pair = fc.oneof(
    { weight: 8, arbitrary: fc.tuple(name, value).map(([key, text]) => `${escapeText(key)}=${escapeText(text)}`) },
    // Raw text the client did not escape: stray %, &, =, +, # stripped by fetch as a fragment.
    { weight: 1, arbitrary: fc.tuple(name, fc.constantFrom('%', '%zz', '%e0%a4', '+', '==', '%2', '%%', ';')).map(([key, raw]) => `${escapeText(key)}=${raw}`) },
    { weight: 1, arbitrary: name.map((key) => escapeText(key)) },
  )
  return fc.array(pair, { maxLength: 8 }).map((pairs) => pairs.join('&'))
}

/** A path segment: the real one, a well-formed but unknown id, or escaped junk. */
function segment(real: string[], shape: 'id' | 'date' | 'slug', realWeight = 4) {
  const wellFormed = shape === 'id' ? fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789'), minLength: 15, maxLength: 15 }) : shape === 'date' ? fc.date({ min: new Date('1900-01-01'), max: new Date('2200-01-01'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)) : fc.constantFrom('sandbox', 'moyasar', 'stripe', 'SANDBOX')
  const junk = fc.oneof(anyText, fc.constantFrom('2026-02-30', '2026-13-01', '0000-00-00', '99999-01-01', '2026-1-1', '١٤٤٧-٠١-٠١'), longQueryText).filter((text) => text !== '' && text !== '.' && text !== '..').map((text) => escapeText(text))
  return fc.oneof({ weight: realWeight, arbitrary: real.length ? fc.constantFrom(...real) : wellFormed }, { weight: 2, arbitrary: wellFormed }, { weight: 3, arbitrary: junk })
}

function getProbe(pathArb: fc.Arbitrary<string>, query: fc.Arbitrary<string>, extraHeaders: fc.Arbitrary<Record<string, string>> = fc.constant({})): fc.Arbitrary<Probe> {
  return fc.record({ path: pathArb, query, common: commonHeaders(false), extra: extraHeaders }).map(({ path: route, query: text, common, extra }) => ({ method: 'GET', path: route, query: text, headers: { ...common, ...extra } }))
}

function postProbe(pathArb: fc.Arbitrary<string>, valid: Json, options: { query?: fc.Arbitrary<string>; headers?: fc.Arbitrary<Record<string, string>>; sign?: boolean } = {}): fc.Arbitrary<Probe> {
  return fc
    .record({ path: pathArb, query: options.query ?? queryString(['locale', 'token']), common: commonHeaders(true), extra: options.headers ?? fc.constant({}), body: fc.option(bodyBytes(valid), { freq: 12 }) })
    .map(({ path: route, query, common, extra, body }) => ({ method: 'POST' as const, path: route, query, headers: { ...common, ...extra }, body: body ?? undefined }))
}

// ---------------------------------------------------------------------------------------------
// The real records the generators start from.

type Chat = { guests: { id: string; secret: string; token: string }[]; threadId: string; offerId: string; offerSlot: BookableSlot; superuserToken: string; customerToken: string }
type Fixture = { experienceId: string; date: string; slot: BookableSlot; checkoutSlot: BookableSlot; cardOrder: CheckoutCreated; payLaterOrder: CheckoutCreated; chat: Chat }
let fixture: Fixture
let restoreRateLimits: () => Promise<void>

beforeAll(async () => {
  restoreRateLimits = await excludeLocalhostFromRateLimits()
  const [slot, checkoutSlot, cardSlot] = await bookableSlots(3)
  const [payLaterSlot] = await bookableSlots(1, { payLater: true })
  const card = await postCheckout(checkoutBody([cardSlot!], {}, 1))
  const payLater = await postCheckout(checkoutBody([payLaterSlot!], { paymentMethod: 'pay_later' }, 1), { auth: await payLaterCustomerAuth() })
  expect([card.status, payLater.status]).toEqual([201, 201])
  // Plenty of seats: mutated-but-valid checkouts succeed (201) without selling the slot out.
  const admin = await superuserClient()
  await admin.collection('slots').update(checkoutSlot!.id, { capacity: 100_000 })
  fixture = { experienceId: slot!.experience, date: slot!.date, slot: slot!, checkoutSlot: checkoutSlot!, cardOrder: card.body, payLaterOrder: payLater.body, chat: await chatFixture(admin) }
}, 120_000)

/**
 * Conversations: chat guests (requests are capped at 3 open per traveller, so probes spread over
 * 40 of them), one thread with an offer on a slot of plenty of seats, and staff's token.
 */
async function chatFixture(admin: Awaited<ReturnType<typeof superuserClient>>): Promise<Chat> {
  const post = async <T>(route: string, body: Json, token = '') => {
    const response = await fetch(`${testServerUrl()}${route}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: token } : {}) }, body: JSON.stringify(body) })
    if (!response.ok) throw new Error(`${route}: ${response.status} ${await response.text()}`)
    return (await response.json()) as T
  }
  const guests = await Promise.all(Array.from({ length: 40 }, () => post<{ guest: { id: string }; secret: string; token: string }>('/api/store/chat/guests', {})))
  const [offerSlot] = await bookableSlots(1)
  await admin.collection('slots').update(offerSlot!.id, { capacity: 100_000 })
  const thread = await post<{ thread: { id: string } }>('/api/store/chat/threads', { subject: 'Bad input', message: { body: 'Hello' } }, guests[0]!.token)
  const offer = await post<{ offer: { id: string } }>(`/api/store/staff/threads/${thread.thread.id}/offers`, { item: { slotId: offerSlot!.id, travellers: { adult: 1 } } }, admin.authStore.token)
  const customer = await admin.collection('users').create<{ id: string }>({ email: `bad-input-${Date.now()}@rihla.test`, password: 'correct-horse-9', passwordConfirm: 'correct-horse-9', verified: true })
  const customerClient = await admin.collection('users').impersonate(customer.id, 3600)
  return { guests: guests.map((guest) => ({ id: guest.guest.id, secret: guest.secret, token: guest.token })), threadId: thread.thread.id, offerId: offer.offer.id, offerSlot: offerSlot!, superuserToken: admin.authStore.token, customerToken: customerClient.authStore.token }
}

afterAll(async () => {
  await restoreRateLimits?.()
  const summary = [...tallies.entries()].map(([endpoint, tally]) => `${endpoint} (${((durations.get(endpoint) ?? 0) / 1000).toFixed(1)} s): ${[...tally.entries()].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`).join(' ')}`)
  console.info(`bad input (seed ${SEED}, ${RUNS} runs per endpoint; hold releases during a comparison: ${releasesMeanwhile.length ? releasesMeanwhile.join(', ') : 'none'})\n${summary.join('\n')}`)
})

/** A header value of raw UTF-8 bytes (node:http sends a header string as Latin-1, byte for byte). */
const utf8HeaderBytes = (text: string) => Buffer.from(text, 'utf8').toString('latin1')
const cartItem = (slot: BookableSlot): Json => ({ slotId: slot.id, travellers: { adult: 1 } })
const validCart = (): Json => ({ items: [cartItem(fixture.slot)], promoCode: 'WELCOME50', email: 'sara@example.com', locale: 'en' })
const idempotencyKey = fc.oneof({ weight: 5, arbitrary: fc.uuid() }, { weight: 2, arbitrary: headerValue }, { weight: 1, arbitrary: fc.constantFrom('short', 'a'.repeat(129), utf8HeaderBytes('ключ-1234567'), 'abc def ghi') })

/** A Rihla-Signature header: random, stale, malformed, or (when the secret is known) valid for the body. */
function signedWebhookProbe(probe: Probe, mode: 'valid' | 'stale' | 'junk', junk: string): Probe {
  const body = probe.body ? Buffer.from(probe.body) : Buffer.alloc(0)
  const now = Math.floor(Date.now() / 1000)
  const sign = (seconds: number) => `t=${seconds},v1=${createHmac('sha256', WEBHOOK_SECRET).update(`${seconds}.`).update(body).digest('hex')}`
  const signature = mode === 'valid' && WEBHOOK_SECRET ? sign(now) : mode === 'stale' && WEBHOOK_SECRET ? sign(now - 3600) : junk
  return { ...probe, headers: { ...probe.headers, 'Rihla-Signature': signature } }
}

describe('every /api/store endpoint answers bad input with a 4xx and a message, never a 5xx, and writes nothing when it refuses', () => {
  const timeout = 300_000

  it('GET /api/store/search', async () => {
    const names = ['q', 'locale', 'page', 'perPage', 'city', 'category', 'labels', 'languages', 'occasions', 'bestFor', 'timeOfDay', 'priceMin', 'priceMax', 'rating', 'age', 'durationMin', 'durationMax', 'sort', 'facets']
    const hints = ['riyadh', 'tours', 'jeddah,riyadh', 'best-seller', 'morning', 'price_asc', 'rating', '1', '0', '-1', '48', '49', '10001', '1.5', '5', 'حافة', 'en', 'ar']
    await runProperty('search', getProbe(fc.constant('/api/store/search'), queryString(names, hints)))
  }, timeout)

  it('GET /api/store/search/suggest', async () => {
    await runProperty('search/suggest', getProbe(fc.constant('/api/store/search/suggest'), queryString(['q', 'locale'], ['riy', 'الر', 'en'])))
  }, timeout)

  it('GET /api/store/availability/{experienceId}', async () => {
    const route = segment([fixture.experienceId], 'id').map((id) => `/api/store/availability/${id}`)
    const hints = [fixture.date, '2026-02-29', '2026-02-30', '1900-01-01', '9999-12-31', '2026-12-01', '2027-06-01']
    await runProperty('availability/{id}', getProbe(route, queryString(['from', 'to', 'locale'], hints)))
  }, timeout)

  it('GET /api/store/availability/{experienceId}/{date}', async () => {
    const route = fc.tuple(segment([fixture.experienceId], 'id'), segment([fixture.date], 'date')).map(([id, date]) => `/api/store/availability/${id}/${date}`)
    await runProperty('availability/{id}/{date}', getProbe(route, queryString(['locale'])))
  }, timeout)

  it('POST /api/store/cart/check', async () => {
    await runProperty('cart/check', postProbe(fc.constant('/api/store/cart/check'), validCart()))
  }, timeout)

  it('POST /api/store/promo/validate', async () => {
    const { promoCode: _unused, ...rest } = validCart() as Record<string, Json>
    await runProperty('promo/validate', postProbe(fc.constant('/api/store/promo/validate'), { ...rest, code: 'WELCOME50' }))
  }, timeout)

  it('POST /api/store/checkout (Idempotency-Key)', async () => {
    const valid = { items: [cartItem(fixture.checkoutSlot)], leadGuest: leadGuest(), guests: [null], paymentMethod: 'card', locale: 'en' } as Json
    const headers = fc.option(idempotencyKey, { freq: 8 }).map((key): Record<string, string> => (key === null ? {} : { 'Idempotency-Key': key }))
    await runProperty('checkout', postProbe(fc.constant('/api/store/checkout'), valid, { headers }))
  }, timeout)

  it('GET /api/store/orders/{id}', async () => {
    const route = segment([fixture.cardOrder.order.id, fixture.payLaterOrder.order.id], 'id').map((id) => `/api/store/orders/${id}`)
    const tokens = [fixture.cardOrder.order.accessToken, fixture.payLaterOrder.order.accessToken]
    const headers = fc.option(fc.oneof(fc.constantFrom(...tokens), headerValue), { freq: 3 }).map((token): Record<string, string> => (token === null ? {} : { 'X-Order-Token': token }))
    await runProperty('orders/{id}', getProbe(route, queryString(['token', 'locale'], tokens), headers))
  }, timeout)

  it('GET /api/store/redirect', async () => {
    const hints = ['/riyadh/edge-of-the-world', '/en/discover', '//evil.example', '/\\evil.example', 'https://evil.example', '/about', '/en', '/%2e%2e/', '/experiences/x?date=1']
    await runProperty('redirect', getProbe(fc.constant('/api/store/redirect'), queryString(['path', 'locale'], hints)))
  }, timeout)

  it('GET /api/store/config', async () => {
    await runProperty('config', getProbe(fc.constant('/api/store/config'), queryString(['locale', 'key'])), { refuses: false })
  }, timeout)

  it('POST /api/store/contact', async () => {
    const valid: Json = { name: 'Sara Alharbi', email: 'sara@example.com', phone: '+966 55 123 4567', subject: 'Group of 12', message: 'Do you run the trip for 12 people?', locale: 'en' }
    await runProperty('contact', postProbe(fc.constant('/api/store/contact'), valid))
  }, timeout)

  /** The order's access token in the header X-Order-Token (as the app sends it), sometimes a wrong one. */
  const orderTokenHeader = () => {
    const tokens = [fixture.cardOrder.order.accessToken, fixture.payLaterOrder.order.accessToken]
    return fc.option(fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...tokens) }, { weight: 1, arbitrary: headerValue }), { freq: 2 }).map((token): Record<string, string> => (token === null ? {} : { 'X-Order-Token': token }))
  }

  it('POST /api/store/orders/{id}/pay', async () => {
    const orders = [fixture.cardOrder, fixture.payLaterOrder]
    const route = segment(orders.map((created) => created.order.id), 'id', 12).map((id) => `/api/store/orders/${id}/pay`)
    const query = queryString(['token', 'locale'], orders.map((created) => created.order.accessToken))
    await runProperty('orders/{id}/pay', postProbe(route, { locale: 'en' }, { query, headers: orderTokenHeader() }))
  }, timeout)

  it('POST /api/store/orders/{id}/bookings/{bookingId}/cancel', async () => {
    const orders = [fixture.cardOrder, fixture.payLaterOrder]
    const route = fc.tuple(segment(orders.map((created) => created.order.id), 'id', 12), segment(orders.flatMap((created) => created.bookings.map((booking) => booking.id)), 'id', 12)).map(([id, booking]) => `/api/store/orders/${id}/bookings/${booking}/cancel`)
    const query = queryString(['token', 'locale'], orders.map((created) => created.order.accessToken))
    await runProperty('orders/{id}/bookings/{b}/cancel', postProbe(route, { locale: 'en', expectedRefund: 0 }, { query, headers: orderTokenHeader() }))
  }, timeout)

  it('POST /api/store/payments/{provider}/webhook (Rihla-Signature)', async () => {
    const route = segment(['sandbox'], 'slug', 12).map((provider) => `/api/store/payments/${provider}/webhook`)
    const event: Json = { id: 'evt_bad_input', type: 'payment.succeeded', data: { paymentId: 'pay_bad_input', orderId: fixture.cardOrder.order.id, amount: fixture.cardOrder.order.total, currency: 'SAR' } }
    const probes = fc.tuple(postProbe(route, event), fc.constantFrom<'valid' | 'stale' | 'junk'>('valid', 'valid', 'stale', 'junk'), fc.oneof(headerValue, fc.constantFrom('t=1,v1=00', 't=,v1=', 'v1=abc', 't=99999999999,v1=zz'))).map(([probe, mode, junk]) => signedWebhookProbe(probe, mode, junk))
    await runProperty('payments/{provider}/webhook', probes)
  }, timeout)

  /** Mostly a real token (a chat guest's, staff's), sometimes none or junk. */
  const authHeader = (tokens: string[]) => fc.oneof({ weight: 8, arbitrary: fc.constantFrom(...tokens) }, { weight: 1, arbitrary: headerValue }).map((token): Record<string, string> => ({ Authorization: token }))
  const guestTokens = () => fixture.chat.guests.map((guest) => guest.token)

  it('POST /api/store/chat/threads', async () => {
    await runProperty('chat/threads', postProbe(fc.constant('/api/store/chat/threads'), { subject: 'A question', locale: 'en', message: { body: 'Is there parking?' } }, { headers: authHeader(guestTokens()) }))
  }, timeout)

  it('GET /api/store/chat/threads/{id}', async () => {
    const route = segment([fixture.chat.threadId], 'id', 12).map((id) => `/api/store/chat/threads/${id}`)
    const headers = authHeader([fixture.chat.guests[0]!.token, fixture.chat.superuserToken])
    await runProperty('chat/threads/{id}', getProbe(route, queryString(['after', 'before', 'limit', 'locale'], ['aaaaaaaaaaaaaaa', '0', '-1', '50', '201']), headers))
  }, timeout)

  it('POST /api/store/chat/threads/{id}/messages', async () => {
    // As staff: not limited per sender, so the probes reach the validation, not the allowance.
    const route = segment([fixture.chat.threadId], 'id', 12).map((id) => `/api/store/chat/threads/${id}/messages`)
    await runProperty('chat/threads/{id}/messages', postProbe(route, { body: 'Welcome!' }, { headers: authHeader([fixture.chat.superuserToken]) }))
  }, timeout)

  it('POST /api/store/chat/threads/{id}/read', async () => {
    const route = segment([fixture.chat.threadId], 'id', 12).map((id) => `/api/store/chat/threads/${id}/read`)
    await runProperty('chat/threads/{id}/read', postProbe(route, { messageId: 'aaaaaaaaaaaaaaa' }, { headers: authHeader([fixture.chat.guests[0]!.token, fixture.chat.superuserToken]) }))
  }, timeout)

  it('POST /api/store/chat/guests/auth and /merge', async () => {
    const guest = fixture.chat.guests[39]!
    await runProperty('chat/guests/auth', postProbe(fc.constant('/api/store/chat/guests/auth'), { guestId: guest.id, secret: guest.secret }))
    await runProperty('chat/guests/merge', postProbe(fc.constant('/api/store/chat/guests/merge'), { guestId: guest.id, secret: `${guest.secret.slice(0, -1)}x` }, { headers: authHeader([fixture.chat.customerToken]) }))
  }, timeout)

  it('POST /api/store/offers/requests', async () => {
    const valid: Json = { dates: [fixture.date], travellers: { adult: 2 }, budget: 100000, language: 'en', notes: 'Family', contact: { name: 'Sara', email: 'sara@example.com' }, locale: 'en' }
    await runProperty('offers/requests', postProbe(fc.constant('/api/store/offers/requests'), valid, { headers: authHeader(guestTokens().slice(1, 39)) }))
  }, timeout)

  it('POST /api/store/staff/threads/{id}/offers', async () => {
    const route = segment([fixture.chat.threadId], 'id', 12).map((id) => `/api/store/staff/threads/${id}/offers`)
    const valid: Json = { item: { slotId: fixture.chat.offerSlot.id, travellers: { adult: 1 } }, total: 12000, expiresInHours: 24, note: 'Lunch included' }
    await runProperty('staff/threads/{id}/offers', postProbe(route, valid, { headers: authHeader([fixture.chat.superuserToken]) }))
  }, timeout)

  it('POST /api/store/checkout with an offer (Idempotency-Key)', async () => {
    const valid = { offerId: fixture.chat.offerId, leadGuest: leadGuest(), paymentMethod: 'card', locale: 'en' } as Json
    const headers = fc.tuple(authHeader([fixture.chat.guests[0]!.token]), fc.option(idempotencyKey, { freq: 8 })).map(([auth, key]): Record<string, string> => (key === null ? auth : { ...auth, 'Idempotency-Key': key }))
    await runProperty('checkout (offer)', postProbe(fc.constant('/api/store/checkout'), valid, { headers }))
  }, timeout)

  it('POST /api/store/offers/{id}/decline and /api/store/staff/offers/{id}/withdraw', async () => {
    // The fixture's offer was paid by the probes above: it can no longer be declined or withdrawn.
    const decline = segment([fixture.chat.offerId], 'id').map((id) => `/api/store/offers/${id}/decline`)
    await runProperty('offers/{id}/decline', postProbe(decline, { reason: 'Too early' }, { headers: authHeader([fixture.chat.guests[0]!.token]) }))
    const withdraw = segment([fixture.chat.offerId], 'id').map((id) => `/api/store/staff/offers/${id}/withdraw`)
    await runProperty('staff/offers/{id}/withdraw', postProbe(withdraw, {}, { headers: authHeader([fixture.chat.superuserToken]) }))
  }, timeout)
})
