// Pay later for a custom offer (docs/decisions/037): the offer's checkout takes `paymentMethod:
// 'pay_later'` under the same policy as the cart's (docs/decisions/025), decided on the server —
// signed-in customers with a confirmed email only, the seat caps, the deadline — and a refusal
// writes nothing (the offer stays open, its seats stay held by it). An accepted pay-later offer is a
// reserved order at the offer's price with its deadline; concurrent accepts still make one order.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCustomer, createStaff, superuserClient, type Staff } from '../support/api'
import { bookableSlots, call, excludeLocalhostFromRateLimits, leadGuest, payLaterCustomerAuth, postCheckout, checkoutBody, writeCounts, type BookableSlot, type CheckoutCreated } from './checkout-support'
import { chatGuest } from './chat-support'
import { staffGet } from './payments-support'

type Offer = { id: string; status: string; total: number; seats_held: number; order: string }
type ErrorReply = { status: number; message: string; data: Record<string, { code: string; message: string }> }

let restore: () => Promise<void>
let agent: Staff

const inDays = (days: number) => new Date(Date.now() + 3 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10)

/** A traveller's request (the token's: a customer or a chat guest), then staff's offer of `adults` adults on `slot` at `total`. */
async function offerTo(token: string, slot: BookableSlot, adults: number, total = 4321) {
  const requested = await call<{ thread: { id: string } }>('/api/store/offers/requests', {
    method: 'POST',
    auth: token,
    body: { dates: [inDays(9)], travellers: { adult: adults }, language: 'en', contact: { name: 'Sara Alharbi', email: `offer-${randomUUID()}@rihla.test` }, locale: 'en' },
  })
  expect(requested.status, JSON.stringify(requested.body)).toBe(201)
  const made = await call<{ offer: Offer }>(`/api/store/staff/threads/${requested.body.thread.id}/offers`, { method: 'POST', auth: agent.client.authStore.token, body: { item: { slotId: slot.id, travellers: { adult: adults } }, total } })
  expect(made.status, JSON.stringify(made.body)).toBe(201)
  return made.body.offer
}

function payLater(token: string, offerId: string, key: string = randomUUID(), language = 'en') {
  return call<CheckoutCreated & ErrorReply>('/api/store/checkout', {
    method: 'POST',
    auth: token,
    headers: { 'Idempotency-Key': key, 'Accept-Language': language },
    body: { offerId, leadGuest: leadGuest(), paymentMethod: 'pay_later' },
  })
}

/** A pay-later accept refused with `code`: nothing written, the offer still open and holding its seats. */
async function refusedWith(token: string, offer: Offer, slot: BookableSlot, code: string, language = 'en') {
  const before = await writeCounts([slot.id])
  const reply = await payLater(token, offer.id, randomUUID(), language)
  expect(reply.status, JSON.stringify(reply.body)).toBe(400)
  expect(reply.body.data.paymentMethod?.code).toBe(code)
  expect(await writeCounts([slot.id])).toEqual(before)
  expect(await staffGet<Offer>('offers', offer.id)).toMatchObject({ status: 'offered', seats_held: offer.seats_held, order: '' })
  return reply.body
}

beforeAll(async () => {
  restore = await excludeLocalhostFromRateLimits()
  agent = await createStaff('agent')
})

afterAll(async () => {
  await restore?.()
})

describe('pay later for a custom offer', () => {
  it('is refused to a chat guest and to an unconfirmed email, in the traveller’s language; a card is still taken', async () => {
    const [slot, other] = (await bookableSlots(2, { payLater: true })) as [BookableSlot, BookableSlot]
    const guest = await chatGuest('en')
    const offer = await offerTo(guest.token, slot, 2)
    const english = await refusedWith(guest.token, offer, slot, 'validation_pay_later_sign_in')
    expect(english.message).toMatch(/^Reserve now, pay later is for signed-in customers with a confirmed email address/)
    const arabic = await refusedWith(guest.token, offer, slot, 'validation_pay_later_sign_in', 'ar')
    expect(arabic.message).toMatch(/^خيار «احجز الآن وادفع لاحقًا» متاح للعملاء المسجّلين/)

    const admin = await superuserClient()
    const email = `unconfirmed-${randomUUID()}@rihla.test`
    const user = await admin.collection('users').create({ email, password: 'unconfirmed-pass-1', passwordConfirm: 'unconfirmed-pass-1', verified: false })
    const unconfirmed = (await admin.collection('users').impersonate(user.id, 3600)).authStore.token
    const theirs = await offerTo(unconfirmed, other, 1)
    await refusedWith(unconfirmed, theirs, other, 'validation_pay_later_verify_email')

    // The same offer by card: the refusals left it payable.
    const card = await call<CheckoutCreated>('/api/store/checkout', { method: 'POST', auth: guest.token, headers: { 'Idempotency-Key': randomUUID() }, body: { offerId: offer.id, leadGuest: leadGuest(), paymentMethod: 'card' } })
    expect(card.status, JSON.stringify(card.body)).toBe(201)
    expect(card.body.order).toMatchObject({ status: 'pending_payment', total: 4321 })
  })

  it('reserves a confirmed customer’s offer at the offer’s price, with the policy’s deadline; the seats pass from the offer to the booking', async () => {
    const [slot] = (await bookableSlots(1, { payLater: true, days: [9, 10] })) as [BookableSlot]
    const customer = await createCustomer('offer-pay-later')
    const offer = await offerTo(customer.client.authStore.token, slot, 2, 9900)
    const heldBefore = (await staffGet<{ reserved: number }>('slots', slot.id)).reserved
    expect(heldBefore).toBe(2)
    const started = Date.now()
    const reply = await payLater(customer.client.authStore.token, offer.id)
    expect(reply.status, JSON.stringify(reply.body)).toBe(201)
    expect(reply.body.order).toMatchObject({ status: 'reserved', paymentMethod: 'pay_later', subtotal: 9900, total: 9900 })
    expect(reply.body.payment).toBeNull()
    // 48 hours after booking: the activity is more than a week away (docs/decisions/025).
    const payBy = Date.parse(reply.body.order.payBy!)
    expect(payBy).toBeGreaterThanOrEqual(started + 48 * 3600_000 - 1000)
    expect(payBy).toBeLessThanOrEqual(Date.now() + 48 * 3600_000 + 1000)
    expect(reply.body.bookings).toHaveLength(1)
    expect(Date.parse(reply.body.bookings[0]!.holdExpiresAt!)).toBe(payBy)
    expect((await staffGet<{ reserved: number }>('slots', slot.id)).reserved).toBe(2)
    expect(await staffGet<Offer>('offers', offer.id)).toMatchObject({ status: 'accepted', order: reply.body.order.id, seats_held: 0 })
    const order = await staffGet<{ user: string; offer: string; pay_by: string }>('orders', reply.body.order.id)
    expect(order).toMatchObject({ user: customer.id, offer: offer.id })
    expect(Date.parse(order.pay_by.replace(' ', 'T'))).toBe(payBy)
  })

  it('counts against the customer’s unpaid seats and the departure’s unpaid share', async () => {
    const [full, small] = (await bookableSlots(2, { payLater: true })) as [BookableSlot, BookableSlot]
    // 7 seats already held unpaid by this customer: an offer of 2 more is over the 8-seat cap.
    const token = await payLaterCustomerAuth('offer-cap')
    for (const adults of [4, 3]) {
      const [slot] = (await bookableSlots(1, { payLater: true })) as [BookableSlot]
      expect((await postCheckout(checkoutBody([slot], { paymentMethod: 'pay_later' }, adults), { auth: token })).status).toBe(201)
    }
    const capped = await offerTo(token, full, 2)
    const cap = await refusedWith(token, capped, full, 'validation_pay_later_customer_cap')
    expect(cap.message).toBe('At most 8 seats can be reserved without paying at a time, and you already hold 7. Pay for a reservation first, or pay by card.')

    // A departure of 4 seats: unpaid reservations hold at most 2 of them; an offer of 3 is refused.
    const admin = await superuserClient()
    await admin.collection('slots').update(small.id, { capacity: 4 })
    const other = await payLaterCustomerAuth('offer-share')
    const shared = await offerTo(other, small, 3)
    await refusedWith(other, shared, small, 'validation_pay_later_slot_share')
  })

  it('makes one order under concurrent accepts from several tabs', async () => {
    const [slot] = (await bookableSlots(1, { payLater: true })) as [BookableSlot]
    const customer = await createCustomer('offer-race')
    const offer = await offerTo(customer.client.authStore.token, slot, 2)
    const replies = await Promise.all(Array.from({ length: 8 }, () => payLater(customer.client.authStore.token, offer.id)))
    const created = replies.filter((reply) => reply.status === 201)
    expect(created).toHaveLength(1)
    expect(replies.filter((reply) => reply.status === 409)).toHaveLength(7)
    const admin = await superuserClient()
    const orders = await admin.collection('orders').getFullList({ filter: `offer = '${offer.id}'` })
    expect(orders).toHaveLength(1)
    expect((await staffGet<{ reserved: number }>('slots', slot.id)).reserved).toBe(2)
  })
})
