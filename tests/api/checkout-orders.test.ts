// Who may read an order: its customer (signed in), staff, or whoever holds the order's access
// token (a guest's order link). Everyone else gets the same 404 as for an order that does not
// exist. Customers reach only their own carts, orders and bookings through the collection API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { attempt, createCustomer, guestClient, type Customer } from '../support/api'
import type { OrderView } from '../../pb_hooks/lib/contracts/checkout-contract.js'
import { bookableSlots, call, checkoutBody, excludeLocalhostFromRateLimits, postCheckout, superuserToken, type BookableSlot, type CheckoutCreated } from './checkout-support'

let restore: () => Promise<void>
let alice: Customer
let badr: Customer
let slot: BookableSlot
let ofAlice: CheckoutCreated
let ofGuest: CheckoutCreated

beforeAll(async () => {
  restore = await excludeLocalhostFromRateLimits()
  ;[slot] = (await bookableSlots(1)) as [BookableSlot]
  alice = await createCustomer('alice-orders')
  badr = await createCustomer('badr-orders')
  const mine = await postCheckout(checkoutBody([slot], { leadGuest: { firstName: 'Alice', lastName: 'A', email: alice.email, countryCode: '+966', phone: '551234567' } }, 2), { auth: alice.client.authStore.token })
  expect(mine.status).toBe(201)
  ofAlice = mine.body
  const guest = await postCheckout(checkoutBody([slot]))
  expect(guest.status).toBe(201)
  ofGuest = guest.body
})
afterAll(async () => {
  await restore?.()
})

const view = (id: string, options: { token?: string; auth?: string } = {}) =>
  call<OrderView & { status: number; message: string }>(`/api/store/orders/${id}`, { auth: options.auth, headers: { 'Accept-Language': 'en', ...(options.token !== undefined ? { 'X-Order-Token': options.token } : {}) } })

describe('GET /api/store/orders/{id}', () => {
  it('shows a customer their order with its bookings', async () => {
    const reply = await view(ofAlice.order.id, { auth: alice.client.authStore.token })
    expect(reply.status).toBe(200)
    expect(reply.headers.get('cache-control')).toBe('no-store')
    expect(reply.body.order).toMatchObject({ id: ofAlice.order.id, number: ofAlice.order.number, purchaseId: ofAlice.order.purchaseId, status: 'pending_payment', currency: 'SAR', total: ofAlice.order.total })
    // Not paid yet: no invoice, so no invoice number (issue 34).
    expect(reply.body.order.invoiceNumber).toBe('')
    expect(reply.body.bookings).toHaveLength(1)
    expect(reply.body.bookings[0]).toMatchObject({ slotId: slot.id, status: 'held', date: slot.date, startTime: slot.start_time, travellers: { adult: 2 }, experience: { slug: expect.any(String), title_en: expect.any(String) } })
    expect(reply.body.bookings[0]!.cancellationPolicy).toEqual(expect.objectContaining({ type: expect.any(String) }))
    expect(JSON.stringify(reply.body)).not.toContain(ofAlice.order.accessToken)
  })

  it('answers 404, the same as for no order, to another customer, a guest and a wrong token', async () => {
    const missing = await view('zzzzzzzzzzzzzzz', { auth: alice.client.authStore.token })
    expect(missing.status).toBe(404)
    expect(missing.body).toEqual({ status: 404, message: 'Order not found.', data: {} })
    for (const reply of [
      await view(ofAlice.order.id, { auth: badr.client.authStore.token }),
      await view(ofAlice.order.id),
      await view(ofAlice.order.id, { token: 'wrong-token' }),
      await view(ofAlice.order.id, { token: ofGuest.order.accessToken }),
      await view(ofGuest.order.id, { auth: badr.client.authStore.token }),
      await view('not-an-id!', {}),
    ]) {
      expect(reply.status).toBe(404)
      expect(reply.body).toEqual(missing.body)
    }
  })

  it('shows a guest’s order to the holder of its access token, and to staff', async () => {
    const reply = await view(ofGuest.order.id, { token: ofGuest.order.accessToken })
    expect(reply.status).toBe(200)
    expect(reply.body.order.id).toBe(ofGuest.order.id)
    // Never in the query string, which request logs and Referer headers keep.
    const byQuery = await call(`/api/store/orders/${ofGuest.order.id}?token=${ofGuest.order.accessToken}`)
    expect(byQuery.status).toBe(404)
    expect((await view(ofGuest.order.id, { auth: await superuserToken() })).status).toBe(200)
    expect(ofGuest.order.accessToken).toMatch(/^[A-Za-z0-9]{40}$/)
  })
})

describe('orders, bookings and carts through the collection API', () => {
  it('lists a customer’s own orders and bookings only, never the access token', async () => {
    const orders = await alice.client.collection('orders').getFullList<Record<string, unknown>>()
    expect(orders.map((order) => order.id)).toEqual([ofAlice.order.id])
    expect(orders[0]).not.toHaveProperty('access_token')
    expect(orders[0]).not.toHaveProperty('request_hash')
    const bookings = await alice.client.collection('bookings').getFullList<{ id: string }>()
    expect(bookings.map((booking) => booking.id)).toEqual([ofAlice.bookings[0]!.id])
    expect(await badr.client.collection('orders').getFullList()).toEqual([])
    expect(await badr.client.collection('bookings').getFullList()).toEqual([])
    expect((await attempt(() => badr.client.collection('orders').getOne(ofAlice.order.id))).status).toBe(404)
    expect(await guestClient().collection('orders').getFullList()).toEqual([])
  })

  it('lets nobody change an order or booking through the collection API', async () => {
    expect((await attempt(() => alice.client.collection('orders').update(ofAlice.order.id, { total: 1 }))).status).toBe(403)
    expect((await attempt(() => alice.client.collection('bookings').update(ofAlice.bookings[0]!.id, { status: 'confirmed' }))).status).toBe(403)
    expect((await attempt(() => badr.client.collection('orders').delete(ofAlice.order.id))).status).toBe(403)
    expect((await attempt(() => alice.client.collection('orders').create({ email: alice.email }))).status).toBe(403)
  })

  it('keeps each customer’s cart to themselves', async () => {
    const cartOfAlice = await alice.client.collection('carts').create<{ id: string }>({ user: alice.id, items: [{ slotId: slot.id, travellers: { adult: 2 } }] })
    expect(await badr.client.collection('carts').getFullList()).toEqual([])
    expect((await attempt(() => badr.client.collection('carts').getOne(cartOfAlice.id))).status).toBe(404)
    expect((await attempt(() => badr.client.collection('carts').update(cartOfAlice.id, { items: [] }))).status).toBe(404)
    expect((await attempt(() => badr.client.collection('carts').delete(cartOfAlice.id))).status).toBe(404)
    expect((await attempt(() => badr.client.collection('carts').create({ user: alice.id, items: [] }))).status).toBe(400)
    const still = await alice.client.collection('carts').getOne<{ items: unknown[] }>(cartOfAlice.id)
    expect(still.items).toHaveLength(1)
  })
})
