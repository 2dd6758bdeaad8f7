// Who may read what: bodies are checked, not only status codes (a failing list rule answers an
// empty list with 200).
import { beforeAll, describe, expect, it } from 'vitest'
import { attempt, createCustomer, guestClient, superuserClient, type Customer } from '../support/api'
import { buildCart, buildOrder } from '../support/builders'

describe('access rules', () => {
  let customerA: Customer
  let customerB: Customer
  let orderOfA: { id: string }
  let cartOfA: { id: string }
  let cartOfB: { id: string }

  beforeAll(async () => {
    const admin = await superuserClient()
    customerA = await createCustomer('alice')
    customerB = await createCustomer('badr')
    orderOfA = await admin.collection('orders').create(buildOrder({ user: customerA.id, email: customerA.email }))
    await admin.collection('orders').create(buildOrder()) // a guest's order
    cartOfA = await admin.collection('carts').create(buildCart(customerA.id))
    cartOfB = await admin.collection('carts').create(buildCart(customerB.id))
  })

  it('gives guests no orders, bookings, carts or saved experiences', async () => {
    const guest = guestClient()
    for (const collection of ['orders', 'bookings', 'carts', 'saved_experiences', 'chat_threads', 'chat_messages', 'offer_requests']) {
      const list = await guest.collection(collection).getList(1, 50)
      expect(list.items, collection).toEqual([])
      expect(list.totalItems, collection).toBe(0)
    }
    expect((await attempt(() => guest.collection('orders').getOne(orderOfA.id))).status).toBe(404)
  })

  it('keeps payments, payment events, promo codes, settings and redirects to staff', async () => {
    const guest = guestClient()
    for (const collection of ['payments', 'payment_events', 'promo_codes', 'promo_redemptions', 'settings', 'redirects', 'contact_messages']) {
      for (const client of [guest, customerA.client]) {
        const result = await attempt(() => client.collection(collection).getList(1, 50))
        expect(result.status, collection).toBe(403)
        expect(JSON.stringify(result.body)).not.toContain('"items"')
      }
    }
    const admin = await superuserClient()
    expect((await admin.collection('promo_codes').getList(1, 50)).items.length).toBeGreaterThan(0)
  })

  it('shows a customer only their own orders', async () => {
    const ofA = await customerA.client.collection('orders').getFullList<{ id: string; user: string }>()
    expect(ofA.map((order) => order.id)).toEqual([orderOfA.id])
    const ofB = await customerB.client.collection('orders').getFullList()
    expect(ofB).toEqual([])
    expect((await attempt(() => customerB.client.collection('orders').getOne(orderOfA.id))).status).toBe(404)
  })

  it('never exposes an order’s access token or request hash', async () => {
    const order = await customerA.client.collection('orders').getOne<Record<string, unknown>>(orderOfA.id)
    expect(order).not.toHaveProperty('access_token')
    expect(order).not.toHaveProperty('request_hash')
  })

  it('shows and lets a customer change only their own cart', async () => {
    const ofA = await customerA.client.collection('carts').getFullList<{ id: string }>()
    expect(ofA.map((cart) => cart.id)).toEqual([cartOfA.id])
    const ofB = await customerB.client.collection('carts').getFullList<{ id: string }>()
    expect(ofB.map((cart) => cart.id)).toEqual([cartOfB.id])
    expect((await attempt(() => customerB.client.collection('carts').update(cartOfA.id, { items: [] }))).status).toBe(404)
    expect((await attempt(() => customerB.client.collection('carts').update(cartOfB.id, { user: customerA.id }))).status).toBe(404)
    expect((await attempt(() => customerB.client.collection('carts').create({ user: customerA.id, items: [] }))).status).toBe(400)
    const untouched = await customerA.client.collection('carts').getOne<{ items: unknown[] }>(cartOfA.id)
    expect(untouched.items).toHaveLength(1)
  })

  it('lets no visitor write catalog, orders or payments through the collection API', async () => {
    for (const collection of ['experiences', 'slots', 'orders', 'bookings', 'payments', 'promo_codes']) {
      const result = await attempt(() => customerA.client.collection(collection).create({}))
      expect(result.status, collection).toBe(403)
    }
  })

  it('hides other customers’ accounts', async () => {
    const users = await customerA.client.collection('users').getFullList<{ id: string }>()
    expect(users.map((user) => user.id)).toEqual([customerA.id])
  })
})
