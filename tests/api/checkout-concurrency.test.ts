// No overselling and no duplicate orders under concurrent checkouts, as real guests send them
// (127.0.0.1 is let past the rate limiter for this file only).
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { superuserClient } from '../support/api'
import { bookableSlots, checkoutBody, createPromo, excludeLocalhostFromRateLimits, postCheckout, writeCounts, type BookableSlot } from './checkout-support'

let restore: () => Promise<void>

beforeAll(async () => {
  restore = await excludeLocalhostFromRateLimits()
})

afterAll(async () => {
  await restore?.()
})

describe('concurrent checkouts for the last seats', () => {
  const ROUNDS = 20
  const REQUESTS = 200
  const CAPACITY = 10

  it(`holds exactly ${CAPACITY} seats out of ${REQUESTS} concurrent checkouts, ${ROUNDS} times over`, async () => {
    const admin = await superuserClient()
    const slots = await bookableSlots(ROUNDS, { capacity: CAPACITY })
    for (const slot of slots) {
      const before = await writeCounts()
      const replies = await Promise.all(Array.from({ length: REQUESTS }, () => postCheckout(checkoutBody([slot]))))
      const created = replies.filter((reply) => reply.status === 201)
      const refused = replies.filter((reply) => reply.status === 409)
      // On a failure, which answers came back instead, and what the odd ones said.
      const statuses = JSON.stringify(Object.fromEntries([...new Set(replies.map((reply) => reply.status))].map((status) => [status, replies.filter((reply) => reply.status === status).length])))
      const odd = replies.find((reply) => reply.status !== 201 && reply.status !== 409)
      const seen = `${slot.id}: ${statuses}${odd ? ` ${JSON.stringify(odd.body).slice(0, 300)}` : ''}`
      expect(created.length, seen).toBe(CAPACITY)
      expect(refused.length, seen).toBe(REQUESTS - CAPACITY)
      for (const reply of refused) {
        const cartCheck = (reply.body.data as { cartCheck: { outcome: string; items: { reason: string; remaining: number }[] } }).cartCheck
        expect(cartCheck.outcome).toBe('all_unavailable')
        expect(cartCheck.items[0]!.reason).toBe('sold_out')
      }
      const after = await admin.collection('slots').getOne<{ reserved: number; capacity: number }>(slot.id)
      expect(after.reserved).toBe(CAPACITY)
      expect(after.reserved).toBeLessThanOrEqual(after.capacity)
      const live = await admin.collection('bookings').getFullList<{ seats: number }>({ filter: `slot = '${slot.id}' && (status = 'held' || status = 'confirmed')` })
      expect(live.reduce((sum, booking) => sum + booking.seats, 0)).toBe(CAPACITY)
      const counts = await writeCounts()
      expect(counts.orders - before.orders).toBe(CAPACITY)
      expect(counts.bookings - before.bookings).toBe(CAPACITY)
    }
  }, 240_000)

  it('never holds more seats than left when travellers come in twos and threes', async () => {
    const admin = await superuserClient()
    const [slot] = await bookableSlots(1, { capacity: 11 })
    const replies = await Promise.all(Array.from({ length: 60 }, (_, index) => postCheckout(checkoutBody([slot!], {}, 2 + (index % 2)))))
    const seats = replies.filter((reply) => reply.status === 201).reduce((sum, reply) => sum + reply.body.bookings[0]!.seats, 0)
    const after = await admin.collection('slots').getOne<{ reserved: number }>(slot!.id)
    expect(after.reserved).toBe(seats)
    expect(seats).toBeLessThanOrEqual(11)
    expect(seats).toBeGreaterThanOrEqual(10)
  })
})

describe('the same Idempotency-Key sent 50 times at once', () => {
  it('creates one order and answers every request with it', async () => {
    const [slot] = await bookableSlots(1)
    const body = checkoutBody([slot!])
    const key = randomUUID()
    const before = await writeCounts([slot!.id])
    const replies = await Promise.all(Array.from({ length: 50 }, () => postCheckout(body, { key })))
    expect(replies.map((reply) => reply.status)).toEqual(Array(50).fill(201))
    const first = replies[0]!.body
    for (const reply of replies) expect(reply.body).toEqual(first)
    expect(replies.filter((reply) => reply.headers.get('Idempotent-Replayed') === 'true')).toHaveLength(49)
    const after = await writeCounts([slot!.id])
    expect(after.orders - before.orders).toBe(1)
    expect(after.bookings - before.bookings).toBe(1)
    expect(after.reserved[slot!.id]! - before.reserved[slot!.id]!).toBe(1)
  })

  it('refuses the same key with another body and writes nothing', async () => {
    const [slot] = await bookableSlots(1)
    const key = randomUUID()
    const first = await postCheckout(checkoutBody([slot!]), { key })
    expect(first.status).toBe(201)
    const before = await writeCounts([slot!.id])
    const other = await postCheckout(checkoutBody([slot!], {}, 2), { key })
    expect(other.status).toBe(409)
    expect(other.body.message).toBe('This Idempotency-Key was already used for a different checkout. Start a new checkout.')
    expect(other.body.data).toEqual({ idempotencyKey: { code: 'idempotency_key_reused', message: other.body.message } })
    expect(await writeCounts([slot!.id])).toEqual(before)
  })
})

describe('a promo code with a usage limit under concurrent checkouts', () => {
  it('is redeemed at most usage_limit times by 20 concurrent checkouts', async () => {
    const admin = await superuserClient()
    const promo = await createPromo({ usage_limit: 5, type: 'fixed', value: 1000 })
    const slots: BookableSlot[] = await bookableSlots(20)
    const replies = await Promise.all(slots.map((slot) => postCheckout(checkoutBody([slot], { promoCode: promo.code }))))
    const created = replies.filter((reply) => reply.status === 201)
    expect(created).toHaveLength(5)
    for (const reply of created) expect(reply.body.order.discount).toBe(1000)
    const refused = replies.filter((reply) => reply.status === 409)
    expect(refused).toHaveLength(15)
    for (const reply of refused) expect(reply.body.message).toBe('This promo code has reached its usage limit.')
    const stored = await admin.collection('promo_codes').getOne<{ used_count: number }>(promo.id)
    expect(stored.used_count).toBe(5)
    const redemptions = await admin.collection('promo_redemptions').getFullList({ filter: `promo = '${promo.id}'` })
    expect(redemptions).toHaveLength(5)
  })
})
