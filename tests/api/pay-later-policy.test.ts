// Pay later (docs/decisions/025-pay-later-policy.md): only for signed-in customers with a
// verified email; at most 8 seats held unpaid per customer; unpaid reservations hold at most
// half of a departure's seats; a shorter deadline when the activity is near. Every refusal is a
// 400 in the request's language that writes nothing; card checkouts are not affected.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCustomer, guestClient, superuserClient } from '../support/api'
import { bookableSlots, checkoutBody, excludeLocalhostFromRateLimits, payLaterCustomerAuth, postCheckout, writeCounts, type BookableSlot, type ErrorBody } from './checkout-support'

let restore: () => Promise<void>
beforeAll(async () => {
  restore = await excludeLocalhostFromRateLimits()
})
afterAll(async () => {
  await restore?.()
})

const payLater = (slots: BookableSlot[], adults: number, locale: 'ar' | 'en' = 'en') => checkoutBody(slots, { paymentMethod: 'pay_later', locale }, adults)

/** A pay-later checkout that must be refused with `code`, writing nothing. */
async function refusedWith(body: unknown, code: string, auth: string | undefined, slotIds: string[]) {
  const before = await writeCounts(slotIds)
  const reply = await postCheckout(body, { auth })
  expect(reply.status, JSON.stringify(reply.body)).toBe(400)
  expect((reply.body.data as { paymentMethod: { code: string } }).paymentMethod.code).toBe(code)
  expect(await writeCounts(slotIds)).toEqual(before)
  return reply.body as ErrorBody
}

describe('who may pay later', () => {
  it('not a guest: the seats of two big groups stay free (the reported hoarding)', async () => {
    const slots = (await bookableSlots(2, { payLater: true, capacity: 32 })) as BookableSlot[]
    const biggest = (slot: BookableSlot, wanted: number) => Math.min(wanted, slot.expand.option.max_per_booking)
    const english = await refusedWith(payLater([slots[0]!], biggest(slots[0]!, 20)), 'validation_pay_later_sign_in', undefined, slots.map((slot) => slot.id))
    expect(english.message).toBe('Reserve now, pay later is for signed-in customers with a confirmed email address. Sign in, or pay by card.')
    const arabic = await refusedWith(payLater([slots[1]!], biggest(slots[1]!, 12), 'ar'), 'validation_pay_later_sign_in', undefined, slots.map((slot) => slot.id))
    expect(arabic.message).toMatch(/^خيار «احجز الآن وادفع لاحقًا» متاح للعملاء المسجّلين/)
    // Paying by card is open to guests as before.
    expect((await postCheckout(checkoutBody([slots[0]!], { paymentMethod: 'card' }, 2))).status).toBe(201)
  })

  it('not a customer whose email address is unconfirmed', async () => {
    const [slot] = (await bookableSlots(1, { payLater: true })) as [BookableSlot]
    const email = `unverified-${Date.now()}@rihla.test`
    const client = guestClient()
    await client.collection('users').create({ email, password: 'unverified-pass-1', passwordConfirm: 'unverified-pass-1' })
    await client.collection('users').authWithPassword(email, 'unverified-pass-1')
    const error = await refusedWith(payLater([slot], 1), 'validation_pay_later_verify_email', client.authStore.token, [slot.id])
    expect(error.message).toMatch(/^Confirm your email address to reserve now and pay later/)
  })

  it('a signed-in customer with a verified email', async () => {
    const [slot] = (await bookableSlots(1, { payLater: true })) as [BookableSlot]
    const reply = await postCheckout(payLater([slot], 2), { auth: await payLaterCustomerAuth() })
    expect(reply.status).toBe(201)
    expect(reply.body.order.status).toBe('reserved')
  })
})

describe('how many seats may be held unpaid', () => {
  it('at most 8 per customer, over all their reservations, until they pay', async () => {
    const slots = (await bookableSlots(5, { payLater: true, capacity: 40 })) as BookableSlot[]
    const customer = await createCustomer('cap')
    const auth = customer.client.authStore.token
    expect((await postCheckout(payLater([slots[0]!], 4), { auth })).status).toBe(201)
    expect((await postCheckout(payLater([slots[1]!], 4), { auth })).status).toBe(201)
    const error = await refusedWith(payLater([slots[2]!], 1), 'validation_pay_later_customer_cap', auth, slots.map((slot) => slot.id))
    expect(error.message).toBe('At most 8 seats can be reserved without paying at a time, and you already hold 8. Pay for a reservation first, or pay by card.')
    // One checkout of 9 seats is over the cap too; by card it books.
    const other = await payLaterCustomerAuth()
    const nine = checkoutBody(slots.slice(2, 5), { paymentMethod: 'pay_later' }, 3)
    await refusedWith(nine, 'validation_pay_later_customer_cap', other, slots.map((slot) => slot.id))
    expect((await postCheckout({ ...nine, paymentMethod: 'card' }, { auth: other })).status).toBe(201)
  })

  it('at most half of a departure’s seats in unpaid reservations, whoever holds them', async () => {
    const [slot] = (await bookableSlots(1, { payLater: true, capacity: 8 })) as [BookableSlot]
    expect((await postCheckout(payLater([slot], 3), { auth: await payLaterCustomerAuth() })).status).toBe(201)
    const error = await refusedWith(payLater([slot], 2), 'validation_pay_later_slot_share', await payLaterCustomerAuth(), [slot.id])
    expect(error.message).toBe(`Seats of "${slot.expand.experience.title_en}" that can still be reserved without paying: 1. Choose fewer travellers, or pay by card.`)
    expect((await postCheckout(payLater([slot], 1), { auth: await payLaterCustomerAuth() })).status).toBe(201)
    // The rest of the departure is for travellers who pay now.
    expect((await postCheckout(checkoutBody([slot], { paymentMethod: 'card' }, 4))).status).toBe(201)
  })

  it('holds under concurrent checkouts: the caps are counted inside the checkout’s transaction', async () => {
    const [slot] = (await bookableSlots(1, { payLater: true, capacity: 8 })) as [BookableSlot]
    const auths = await Promise.all(Array.from({ length: 8 }, () => payLaterCustomerAuth('race')))
    const replies = await Promise.all(auths.map((auth) => postCheckout(payLater([slot], 2), { auth })))
    const created = replies.filter((reply) => reply.status === 201)
    expect(created).toHaveLength(2)
    expect(replies.filter((reply) => reply.status === 400).every((reply) => (reply.body.data as { paymentMethod: { code: string } }).paymentMethod.code === 'validation_pay_later_slot_share')).toBe(true)
    const admin = await superuserClient()
    expect((await admin.collection('slots').getOne<{ reserved: number }>(slot.id)).reserved).toBe(4)
  })
})

describe('until when', () => {
  it('48 hours when the activity is a week or more away, 12 hours when it is nearer', async () => {
    const [far] = (await bookableSlots(1, { payLater: true, days: [9, 10] })) as [BookableSlot]
    const [near] = (await bookableSlots(1, { payLater: true, days: [4, 5] })) as [BookableSlot]
    for (const [slot, hours] of [
      [far, 48],
      [near, 12],
    ] as const) {
      const started = Date.now()
      const reply = await postCheckout(payLater([slot], 1), { auth: await payLaterCustomerAuth() })
      expect(reply.status).toBe(201)
      const payBy = Date.parse(reply.body.order.payBy!)
      expect(payBy, `${hours} h`).toBeGreaterThanOrEqual(started + hours * 3600_000 - 1000)
      expect(payBy, `${hours} h`).toBeLessThanOrEqual(Date.now() + hours * 3600_000 + 1000)
    }
  })
})
