// Staff accounts (decision 030): agents and managers that are not superusers. Managers add and
// edit agents (never promote them); staff edit their own name and language only; an inactive
// account cannot sign in and its tokens stop working; staff read every thread, offer and request,
// and the orders and bookings they need, read only, and nothing else; customers and guests never
// list or view staff. The first accounts come from `pocketbase staff-create`.
import { execFile } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { attempt, createCustomer, createStaff, guestClient, superuserClient, type Customer, type Staff } from '../support/api'
import { buildOrder, buildStaff } from '../support/builders'
import { call, excludeLocalhostFromRateLimits, superuserToken } from './checkout-support'
import { chatGuest, openThread, type ChatGuest } from './chat-support'

const run = promisify(execFile)

let restore: () => Promise<void>
let manager: Staff
let agent: Staff
let customer: Customer
let guest: ChatGuest

const refusedCreate = { status: 400, body: { status: 400, message: 'Failed to create record.', data: {} } }
const notFound = { status: 404, body: { status: 404, message: "The requested resource wasn't found.", data: {} } }
const superusersOnly = { status: 403, body: { status: 403, message: 'Only superusers can perform this action.', data: {} } }

beforeAll(async () => {
  restore = await excludeLocalhostFromRateLimits()
  manager = await createStaff('manager')
  agent = await createStaff('agent')
  customer = await createCustomer('staff-watch')
  guest = await chatGuest()
})

afterAll(async () => {
  await restore?.()
})

describe('who manages staff', () => {
  it('managers add agents, not managers; agents add nobody', async () => {
    const added = await attempt(() => manager.client.collection('staff').create(buildStaff({ role: 'agent' })))
    expect(added).toMatchObject({ status: 200, body: { role: 'agent', active: true } })
    expect(added.body).not.toHaveProperty('password')
    expect(await attempt(() => manager.client.collection('staff').create(buildStaff({ role: 'manager' })))).toEqual(refusedCreate)
    expect(await attempt(() => agent.client.collection('staff').create(buildStaff({ role: 'agent' })))).toEqual(refusedCreate)
    expect(await attempt(() => customer.client.collection('staff').create(buildStaff()))).toEqual(refusedCreate)
    expect(await attempt(() => guestClient().collection('staff').create(buildStaff()))).toEqual(refusedCreate)
  })

  it('managers edit and deactivate agents but never promote them; staff edit only their own name and language', async () => {
    const other = await createStaff('agent')
    expect(await attempt(() => manager.client.collection('staff').update(other.id, { name: 'Renamed by the manager', locale: 'ar' }))).toMatchObject({ status: 200, body: { name: 'Renamed by the manager' } })
    expect(await attempt(() => manager.client.collection('staff').update(other.id, { role: 'manager' }))).toEqual(notFound)
    expect(await attempt(() => agent.client.collection('staff').update(other.id, { name: 'Not mine' }))).toEqual(notFound)
    expect(await attempt(() => agent.client.collection('staff').update(agent.id, { name: 'My new name' }))).toMatchObject({ status: 200, body: { name: 'My new name' } })
    expect(await attempt(() => agent.client.collection('staff').update(agent.id, { role: 'manager' }))).toEqual(notFound)
    expect(await attempt(() => agent.client.collection('staff').update(agent.id, { active: false }))).toEqual(notFound)
    const anotherManager = await createStaff('manager')
    expect(await attempt(() => manager.client.collection('staff').update(anotherManager.id, { active: false }))).toEqual(notFound)
    expect(await attempt(() => manager.client.collection('staff').delete(other.id))).toEqual(superusersOnly)
    const admin = await superuserClient()
    expect(await admin.collection('staff').getOne(other.id)).toMatchObject({ role: 'agent', name: 'Renamed by the manager', active: true })
    expect(await admin.collection('staff').getOne(anotherManager.id)).toMatchObject({ active: true })
  })

  it('a deactivated account cannot sign in, and its tokens stop at once', async () => {
    const leaving = await createStaff('agent')
    const signedIn = await guestClient().collection('staff').authWithPassword(leaving.email, leaving.password)
    expect(signedIn.record.role).toBe('agent')
    await (await superuserClient()).collection('orders').create(buildOrder())
    const ordersAs = async (token: string) => (await call<{ items: unknown[] }>('/api/collections/orders/records?perPage=5', { auth: token })).body.items.length
    expect(await ordersAs(signedIn.token)).toBeGreaterThan(0)
    expect((await manager.client.collection('staff').update(leaving.id, { active: false })).active).toBe(false)
    const again = await attempt(() => guestClient().collection('staff').authWithPassword(leaving.email, leaving.password))
    expect(again.status).toBe(403)
    expect(JSON.stringify(again.body)).not.toContain('token')
    for (const token of [signedIn.token, leaving.client.authStore.token]) {
      expect((await call('/api/store/staff/threads', { auth: token })).status).toBe(401)
      // PocketBase reads an invalid token as no token: an empty list.
      expect(await ordersAs(token)).toBe(0)
    }
  })
})

describe('who sees staff', () => {
  it('staff see each other; customers, chat guests and visitors never list or view staff', async () => {
    const list = await agent.client.collection('staff').getList(1, 200)
    expect(list.items.map((row) => row.id)).toEqual(expect.arrayContaining([manager.id, agent.id]))
    for (const client of [customer.client, guest.client, guestClient()]) {
      expect(await attempt(() => client.collection('staff').getList(1, 50))).toMatchObject({ status: 200, body: { items: [], totalItems: 0 } })
      expect(await attempt(() => client.collection('staff').getOne(manager.id))).toEqual(notFound)
    }
  })
})

describe('what staff read', () => {
  it('every thread, message, offer request and offer, and every order and booking, read only', async () => {
    const admin = await superuserClient()
    const guestThread = (await openThread(guest.token, { subject: 'For staff', message: { body: 'Hello team' } })).thread
    const order = await admin.collection('orders').create<{ id: string }>(buildOrder({ user: customer.id, email: customer.email }))
    const guestOrder = await admin.collection('orders').create<{ id: string }>(buildOrder())

    expect((await agent.client.collection('chat_threads').getOne(guestThread.id)).id).toBe(guestThread.id)
    expect((await agent.client.collection('chat_messages').getList(1, 10, { filter: `thread = '${guestThread.id}'` })).items.map((row) => row.body)).toEqual(['Hello team'])
    const orders = await agent.client.collection('orders').getFullList({ filter: `id = '${order.id}' || id = '${guestOrder.id}'` })
    expect(orders.map((row) => row.id).sort()).toEqual([order.id, guestOrder.id].sort())
    expect(orders[0]).not.toHaveProperty('access_token')
    expect((await agent.client.collection('bookings').getList(1, 1)).page).toBe(1)
    for (const collection of ['offers', 'offer_requests']) expect((await agent.client.collection(collection).getList(1, 1)).page).toBe(1)

    // Read only: no writes through the collection API.
    expect(await attempt(() => agent.client.collection('orders').update(order.id, { status: 'confirmed' }))).toEqual(superusersOnly)
    expect(await attempt(() => agent.client.collection('orders').create(buildOrder()))).toEqual(superusersOnly)
    expect(await attempt(() => agent.client.collection('chat_messages').create({ thread: guestThread.id, sender: 'staff', body: 'Direct' }))).toEqual(superusersOnly)
    expect(await attempt(() => agent.client.collection('chat_threads').delete(guestThread.id))).toEqual(superusersOnly)
    expect((await admin.collection('orders').getOne(order.id)).status).toBe('pending_payment')
  })

  it('nothing else that is staff-only: payments, promo codes, settings, contact messages, chat guests, customers', async () => {
    for (const collection of ['payments', 'payment_events', 'promo_codes', 'promo_redemptions', 'settings', 'redirects', 'contact_messages', 'sandbox_payments', 'chat_guests']) {
      expect(await attempt(() => manager.client.collection(collection).getList(1, 5)), collection).toEqual(superusersOnly)
    }
    expect(await attempt(() => manager.client.collection('users').getList(1, 5))).toMatchObject({ status: 200, body: { items: [] } })
    expect(await attempt(() => manager.client.collection('users').getOne(customer.id))).toEqual(notFound)
    const experience = await (await superuserClient()).collection('experiences').getFirstListItem<{ id: string }>('')
    expect(await attempt(() => manager.client.collection('experiences').update(experience.id, { title_en: 'Changed by staff' }))).toEqual(superusersOnly)
  })

  it('managers read the replication status; agents, inactive managers and customers do not', async () => {
    const replication = (token: string) => call<{ enabled?: boolean; message?: string }>('/api/store/admin/replication', { auth: token })
    const asManager = await replication(manager.client.authStore.token)
    expect(asManager.status).toBe(200)
    expect(asManager.headers.get('cache-control')).toBe('no-store')
    expect(typeof asManager.body.enabled).toBe('boolean')
    expect(await replication(agent.client.authStore.token)).toMatchObject({ status: 403, body: { message: 'Only managers can perform this action.' } })
    expect((await replication(customer.client.authStore.token)).status).toBe(403)
    expect((await replication(guest.token)).status).toBe(403)
    expect((await replication('')).status).toBe(401)
    expect((await replication(await superuserToken())).status).toBe(200)
    const leaving = await createStaff('manager')
    const token = leaving.client.authStore.token
    expect((await replication(token)).status).toBe(200)
    await (await superuserClient()).collection('staff').update(leaving.id, { active: false })
    expect((await replication(token)).status).toBe(401)
  })
})

describe('pocketbase staff-create', () => {
  it('creates the first manager with the password from the environment, and updates it when run again', async () => {
    const bin = process.env.RIHLA_TEST_POCKETBASE_BIN!
    const dir = await mkdtemp(path.join(os.tmpdir(), 'rihla-staff-'))
    const flags = ['--dir', dir, '--hooksDir', 'pb_hooks', '--migrationsDir', 'pb_migrations']
    try {
      await run(bin, ['migrate', 'up', ...flags])
      const created = await run(bin, ['staff-create', 'Mona@Rihla.test', 'Mona Alqahtani', 'manager', 'en', ...flags], { env: { ...process.env, RIHLA_STAFF_PASSWORD: 'first-password-1' } })
      expect(created.stdout + created.stderr).toMatch(/"email":"mona@rihla\.test","role":"manager","created":true/)
      const updated = await run(bin, ['staff-create', 'mona@rihla.test', 'Mona A.', 'manager', 'ar', ...flags], { env: { ...process.env, RIHLA_STAFF_PASSWORD: '' } })
      expect(updated.stdout + updated.stderr).toMatch(/"created":false/)
      const refused = await run(bin, ['staff-create', 'not-an-email', '', 'owner', ...flags], { env: { ...process.env, RIHLA_STAFF_PASSWORD: '' } }).then(
        () => ({ code: 0, output: '' }),
        (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, output: error.stdout + error.stderr }),
      )
      expect(refused.code).toBe(1)
      expect(refused.output).toMatch(/email: not a valid address/)
      expect(refused.output).toMatch(/role: one of agent, manager/)
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})
