// Losing the machine (decision 024): orders written through the API, PocketBase killed with
// SIGKILL mid-write, the data folder deleted, `npm run restore` from the Litestream replica. Every
// order answered 201 more than the sync interval before the kill must be back; the ones lost
// inside it are counted (the measured RPO). Its own PocketBase on a temporary folder, not the
// shared test server (which it would have to kill).
import type { ChildProcess } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ensurePocketBaseBinary } from '../../scripts/lib/pocketbase-binary.mjs'
import { freePort } from '../../scripts/lib/free-port.mjs'
import { migrate, servePocketBase as servePocketBaseUntyped, upsertSuperuser } from '../../scripts/lib/pocketbase-process.mjs'
import { run, runOrThrow } from '../../scripts/lib/run.mjs'

const SYNC_INTERVAL_MS = 1000
const WRITE_CLIENTS = 4
const WRITE_SECONDS = 6
const superuser = { email: 'replication-admin@rihla.test', password: 'replication-admin-password-1' }

type Server = { child: ChildProcess; url: string; stop(): Promise<void> }
const servePocketBase = servePocketBaseUntyped as unknown as (bin: string, options: { dataDir: string; port: number; stdio: unknown; env: NodeJS.ProcessEnv }) => Promise<Server>
type Answered = { id: string; answeredAt: number }

let root = ''
let bin = ''
let replicaDir = ''
const servers: Server[] = []

function replicationEnv(): NodeJS.ProcessEnv {
  return { ...process.env, RIHLA_ENV: 'test', LITESTREAM_REPLICA_URL: replicaDir, LITESTREAM_SYNC_INTERVAL: `${SYNC_INTERVAL_MS}ms` }
}

async function serve(dataDir: string, env = replicationEnv()): Promise<Server> {
  const server = await servePocketBase(bin, { dataDir, port: await freePort(), stdio: ['ignore', 'ignore', 'inherit'], env })
  servers.push(server)
  return server
}

async function json<T>(base: string, pathname: string, init: { method?: string; token?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = { ...(init.headers ?? {}) }
  if (init.token) headers.Authorization = init.token
  if (init.body !== undefined && !(init.body instanceof FormData)) headers['Content-Type'] = 'application/json'
  const body = init.body === undefined ? undefined : init.body instanceof FormData ? init.body : JSON.stringify(init.body)
  const response = await fetch(`${base}${pathname}`, { method: init.method ?? 'GET', headers, body })
  const text = await response.text()
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T }
}

async function signIn(base: string): Promise<string> {
  const { status, body } = await json<{ token: string }>(base, '/api/collections/_superusers/auth-with-password', { method: 'POST', body: { identity: superuser.email, password: superuser.password } })
  expect(status).toBe(200)
  return body.token
}

/** Every order id in the store, read page by page as staff. */
async function orderIds(base: string, token: string): Promise<Set<string>> {
  const ids = new Set<string>()
  for (let page = 1; page <= 100; page += 1) {
    const { body } = await json<{ items: { id: string }[] }>(base, `/api/collections/orders/records?perPage=500&page=${page}&skipTotal=1&fields=id`, { token })
    for (const item of body.items) ids.add(item.id)
    if (body.items.length < 500) break
  }
  return ids
}

/** Open slots of per-person options that need no pickup or guest names, with seats to spare. */
async function roomySlots(base: string, token: string, count: number): Promise<string[]> {
  const optionFilter = encodeURIComponent("pricing = 'per_person' && guest_details_required = false && experience.status = 'active' && experience.expires_at = '' && max_per_booking >= 3 && min_per_booking <= 1")
  const options = (await json<{ items: { id: string; pickup_places: unknown[] | null; traveller_types: { key: string }[] }[] }>(base, `/api/collections/options/records?perPage=500&filter=${optionFilter}`, { token })).body.items.filter(
    (option) => (option.pickup_places ?? []).length === 0 && option.traveller_types.some((type) => type.key === 'adult'),
  )
  const from = new Date(Date.now() + 3 * 3600_000 + 3 * 86_400_000).toISOString().slice(0, 10)
  const slots: string[] = []
  for (const option of options) {
    if (slots.length >= count) break
    const filter = encodeURIComponent(`status = 'open' && date >= '${from}' && option = '${option.id}'`)
    const { body } = await json<{ items: { id: string }[] }>(base, `/api/collections/slots/records?perPage=1&skipTotal=1&filter=${filter}`, { token })
    const slot = body.items[0]
    if (!slot) continue
    const reset = await json(base, `/api/collections/slots/records/${slot.id}`, { method: 'PATCH', token, body: { capacity: 1000, reserved: 0, price_overrides: {} } })
    expect(reset.status).toBe(200)
    slots.push(slot.id)
  }
  expect(slots.length).toBe(count)
  return slots
}

beforeAll(async () => {
  bin = await ensurePocketBaseBinary()
  root = await mkdtemp(path.join(os.tmpdir(), 'rihla-replication-'))
  replicaDir = path.join(root, 'replica')
}, 60_000)

afterAll(async () => {
  const running = servers.filter((server) => server.child.exitCode === null && server.child.signalCode === null)
  await Promise.all(running.map((server) => server.stop()))
  if (root) await rm(root, { recursive: true, force: true })
})

describe('losing the machine', () => {
  const dataDir = () => path.join(root, 'pb_data')

  it('restores every order answered more than the sync interval before a SIGKILL, and the files', async () => {
    const env = replicationEnv()
    await migrate(bin, dataDir(), { stdio: 'ignore', env })
    await runOrThrow(process.execPath, ['scripts/seed.mjs', '--dir', dataDir(), '--bin', bin, '--experiences', '40'], { stdio: ['ignore', 'ignore', 'inherit'], env })
    expect(await upsertSuperuser(bin, dataDir(), superuser.email, superuser.password, { stdio: 'ignore', env })).toBe(true)
    const first = await serve(dataDir())
    const token = await signIn(first.url)
    expect((await json(first.url, '/api/settings', { method: 'PATCH', token, body: { rateLimits: { excludedIPs: ['127.0.0.1'] } } })).status).toBe(200)
    const slots = await roomySlots(first.url, token, 12)

    // An uploaded file (PocketBase's storage) in a collection made for this test.
    const collection = await json<{ id: string }>(first.url, '/api/collections', {
      method: 'POST',
      token,
      body: { name: 'replication_probe', type: 'base', listRule: '', viewRule: '', fields: [{ name: 'photo', type: 'file', maxSelect: 1, maxSize: 1_000_000 }] },
    })
    expect(collection.status).toBe(200)
    const upload = new FormData()
    const photo = `replicated photo ${randomUUID()}`
    upload.append('photo', new Blob([photo], { type: 'text/plain' }), 'photo.txt')
    const probe = await json<{ id: string; photo: string }>(first.url, '/api/collections/replication_probe/records', { method: 'POST', token, body: upload })
    expect(probe.status).toBe(200)

    // Orders from a few clients, until PocketBase is killed under them.
    const answered: Answered[] = []
    const refused: string[] = []
    let killAt = 0
    let sequence = 0
    const deadline = Date.now() + WRITE_SECONDS * 1000
    async function client(index: number) {
      while (!killAt && Date.now() < deadline + 5000) {
        sequence += 1
        const body = {
          items: [{ slotId: slots[sequence % slots.length], travellers: { adult: 1 } }],
          leadGuest: { firstName: 'Restore', lastName: `Client${index}`, email: `restore-${index}-${sequence}@rihla.test`, countryCode: '+966', phone: '551234567' },
          paymentMethod: 'card',
          locale: 'en',
        }
        let reply: { status: number; body: { order: { id: string } } }
        try {
          reply = await json<{ order: { id: string } }>(first.url, '/api/store/checkout', { method: 'POST', body, headers: { 'Idempotency-Key': randomUUID() } })
        } catch {
          return // the server is gone
        }
        if (reply.status === 201) answered.push({ id: reply.body.order.id, answeredAt: Date.now() })
        // 503: the checkout's overload guard (nothing booked; a busy machine under test)
        else if (reply.status !== 503) refused.push(`${reply.status} ${JSON.stringify(reply.body)}`)
      }
    }
    const killer = (async () => {
      while (Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50))
      killAt = Date.now()
      first.child.kill('SIGKILL')
    })()
    await Promise.all([killer, ...Array.from({ length: WRITE_CLIENTS }, (_, index) => client(index))])
    await new Promise((resolve) => (first.child.exitCode !== null || first.child.signalCode !== null ? resolve(null) : first.child.once('close', resolve)))
    expect(first.child.signalCode).toBe('SIGKILL')
    expect(refused).toEqual([])
    expect(answered.length).toBeGreaterThan(20)

    // The disk is gone.
    await rm(dataDir(), { recursive: true, force: true })
    expect(await run(process.execPath, ['scripts/restore.mjs', '--dir', dataDir(), '--bin', bin], { stdio: ['ignore', 'ignore', 'inherit'], env })).toBe(0)
    // Never over existing data.
    expect(await run(process.execPath, ['scripts/restore.mjs', '--dir', dataDir(), '--bin', bin], { stdio: 'ignore', env })).not.toBe(0)

    const restored = await serve(dataDir())
    const restoredToken = await signIn(restored.url)
    const present = await orderIds(restored.url, restoredToken)
    const safe = answered.filter((order) => order.answeredAt <= killAt - SYNC_INTERVAL_MS)
    const missingSafe = safe.filter((order) => !present.has(order.id))
    expect(missingSafe, `orders answered 201 more than ${SYNC_INTERVAL_MS} ms before the kill but not restored`).toEqual([])
    const lost = answered.filter((order) => !present.has(order.id))
    const rpoMs = lost.length ? Math.max(...lost.map((order) => killAt - order.answeredAt)) : 0
    console.log(
      `RPO measured: ${answered.length} orders answered 201 (${safe.length} more than ${SYNC_INTERVAL_MS} ms before the SIGKILL), ` +
        `${present.size} restored; lost ${lost.length}, all inside the last ${SYNC_INTERVAL_MS} ms; oldest lost answered ${rpoMs} ms before the kill`,
    )

    // The uploaded file came back with the database, and the seed's generated images too.
    const file = await fetch(`${restored.url}/api/files/replication_probe/${probe.body.id}/${probe.body.photo}`)
    expect(file.status).toBe(200)
    expect(await file.text()).toBe(photo)
    expect((await readdir(path.join(dataDir(), 'media'), { recursive: true })).some((name) => name.endsWith('.webp'))).toBe(true)

    const status = await json<{ enabled: boolean; replica: string; files: { mode: string } }>(restored.url, '/api/store/admin/replication', { token: restoredToken })
    expect(status.status).toBe(200)
    expect(status.body).toMatchObject({ enabled: true, replica: `file://${replicaDir}`, files: { mode: 'local-copy' } })
    await restored.stop()
  }, 300_000)

  it('restores an empty data folder on start from the replica, and never starts over existing data', async () => {
    const empty = path.join(root, 'empty-on-start')
    const onStart = await serve(empty)
    const token = await signIn(onStart.url)
    const restoredOnStart = await orderIds(onStart.url, token)
    expect(restoredOnStart.size).toBeGreaterThan(20)
    await onStart.stop()

    // A data folder with a database of its own (made with replication off) keeps it.
    const own = path.join(root, 'own-data')
    const off = { ...process.env, LITESTREAM_REPLICA_URL: 'off' }
    await migrate(bin, own, { stdio: 'ignore', env: off })
    expect(existsSync(path.join(own, 'data.db'))).toBe(true)
    expect(await upsertSuperuser(bin, own, superuser.email, superuser.password, { stdio: 'ignore', env: off })).toBe(true)
    const kept = await serve(own)
    const keptToken = await signIn(kept.url)
    expect((await orderIds(kept.url, keptToken)).size).toBe(0)

    // The status is for staff only: no token 401, a customer 403.
    expect((await json(kept.url, '/api/store/admin/replication')).status).toBe(401)
    const customer = await json<{ id: string }>(kept.url, '/api/collections/users/records', {
      method: 'POST',
      token: keptToken,
      body: { email: `replication-customer-${Date.now()}@rihla.test`, password: 'correct-horse-9', passwordConfirm: 'correct-horse-9', verified: true },
    })
    expect(customer.status).toBe(200)
    const impersonated = await json<{ token: string }>(kept.url, `/api/collections/users/impersonate/${customer.body.id}`, { method: 'POST', token: keptToken, body: { duration: 600 } })
    expect(impersonated.status).toBe(200)
    expect((await json(kept.url, '/api/store/admin/replication', { token: impersonated.body.token })).status).toBe(403)

    // PocketBase's scheduled backups (migration): daily, the newest 7 kept; one taken now works
    // beside Litestream.
    const settings = await json<{ backups: { cron: string; cronMaxKeep: number } }>(kept.url, '/api/settings', { token: keptToken })
    expect(settings.body.backups).toMatchObject({ cron: '30 0 * * *', cronMaxKeep: 7 })
    expect((await json(kept.url, '/api/backups', { method: 'POST', token: keptToken, body: { name: 'drill_backup.zip' } })).status).toBe(204)
    const backups = await json<{ key: string }[]>(kept.url, '/api/backups', { token: keptToken })
    expect(backups.body.map((backup) => backup.key)).toContain('drill_backup.zip')
    await kept.stop()
  }, 180_000)
})
