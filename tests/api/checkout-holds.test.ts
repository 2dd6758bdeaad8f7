// Expired holds give their seats back: card holds after hold_minutes, pay-later reservations after
// pay_by. The cron runs every minute; the tests move the deadline into the past as staff and
// trigger the same release through POST /api/store/admin/release-holds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCustomer, superuserClient } from '../support/api'
import { bookableSlots, call, checkoutBody, createPromo, excludeLocalhostFromRateLimits, payLaterCustomerAuth, postCheckout, releaseHolds, type BookableSlot } from './checkout-support'

const longAgo = '2026-01-01 00:00:00.000Z'

let restore: () => Promise<void>
beforeAll(async () => {
  restore = await excludeLocalhostFromRateLimits()
})
afterAll(async () => {
  await restore?.()
})

describe('releasing expired holds', () => {
  it('fails an expired card hold, frees its seats, fails the order and gives back its promo', async () => {
    const admin = await superuserClient()
    const [slot, untouched] = (await bookableSlots(2, { capacity: 10 })) as [BookableSlot, BookableSlot]
    await admin.collection('slots').update(slot.id, { capacity: 3 }) // the checkout below fills it
    const promo = await createPromo({ usage_limit: 3 })
    const reply = await postCheckout(checkoutBody([slot], { promoCode: promo.code }, 3))
    expect(reply.status).toBe(201)
    const holdMinutes = (Date.parse(reply.body.bookings[0]!.holdExpiresAt!) - Date.now()) / 60000
    expect(holdMinutes).toBeGreaterThan(14)
    expect(holdMinutes).toBeLessThanOrEqual(15)
    const live = await postCheckout(checkoutBody([untouched], {}, 2))
    expect((await admin.collection('slots').getOne<{ reserved: number }>(slot.id)).reserved).toBe(3)
    expect((await admin.collection('promo_codes').getOne<{ used_count: number }>(promo.id)).used_count).toBe(1)

    await admin.collection('bookings').update(reply.body.bookings[0]!.id, { hold_expires_at: longAgo })
    const released = await releaseHolds()
    expect(released.status).toBe(200)
    expect(released.body.bookings).toBeGreaterThanOrEqual(1)
    expect(released.body.seats).toBeGreaterThanOrEqual(3)

    expect((await admin.collection('bookings').getOne<{ status: string }>(reply.body.bookings[0]!.id)).status).toBe('failed')
    expect((await admin.collection('orders').getOne<{ status: string }>(reply.body.order.id)).status).toBe('failed')
    expect((await admin.collection('slots').getOne<{ reserved: number }>(slot.id)).reserved).toBe(0)
    expect((await admin.collection('promo_codes').getOne<{ used_count: number }>(promo.id)).used_count).toBe(0)
    expect(await admin.collection('promo_redemptions').getFullList({ filter: `promo = '${promo.id}'` })).toEqual([])
    // A hold that has not expired stays.
    expect((await admin.collection('bookings').getOne<{ status: string }>(live.body.bookings[0]!.id)).status).toBe('held')
    expect((await admin.collection('slots').getOne<{ reserved: number }>(untouched.id)).reserved).toBe(2)

    // Idempotent: a second run finds nothing more for this order.
    await releaseHolds()
    expect((await admin.collection('slots').getOne<{ reserved: number }>(slot.id)).reserved).toBe(0)
    // The slot was full; its seats can be booked again.
    expect((await postCheckout(checkoutBody([slot], {}, 3))).status).toBe(201)
  })

  it('cancels an unpaid pay-later reservation after its pay-by deadline', async () => {
    const admin = await superuserClient()
    const [slot] = (await bookableSlots(1, { payLater: true, capacity: 8 })) as [BookableSlot]
    const reply = await postCheckout(checkoutBody([slot], { paymentMethod: 'pay_later' }, 2), { auth: await payLaterCustomerAuth() })
    expect(reply.status).toBe(201)
    expect(reply.body.order.status).toBe('reserved')
    await releaseHolds()
    expect((await admin.collection('bookings').getOne<{ status: string }>(reply.body.bookings[0]!.id)).status).toBe('held')

    await admin.collection('orders').update(reply.body.order.id, { pay_by: longAgo })
    await admin.collection('bookings').update(reply.body.bookings[0]!.id, { hold_expires_at: longAgo })
    await releaseHolds()
    expect((await admin.collection('bookings').getOne<{ status: string }>(reply.body.bookings[0]!.id)).status).toBe('cancelled')
    expect((await admin.collection('orders').getOne<{ status: string }>(reply.body.order.id)).status).toBe('cancelled')
    expect((await admin.collection('slots').getOne<{ reserved: number }>(slot.id)).reserved).toBe(0)
    const view = await call<{ order: { status: string }; bookings: { status: string; holdExpiresAt: string | null }[] }>(`/api/store/orders/${reply.body.order.id}`, { headers: { 'X-Order-Token': reply.body.order.accessToken } })
    expect(view.body.order.status).toBe('cancelled')
    expect(view.body.bookings[0]).toMatchObject({ status: 'cancelled', holdExpiresAt: null })
  })

  it('is for staff only', async () => {
    expect((await call('/api/store/admin/release-holds', { method: 'POST' })).status).toBe(401)
    const customer = await createCustomer('holds')
    expect((await call('/api/store/admin/release-holds', { method: 'POST', auth: customer.client.authStore.token })).status).toBe(403)
  })
})
