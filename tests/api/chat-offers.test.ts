// Custom offers through the business API: a traveller's request opens a thread with the request
// as its first card and mails staff; staff compose an offer (the computed price by default, or
// their own), which holds its seats and replaces an older one; the traveller declines it or pays
// it through the checkout at the offer's price — once, however many tabs, replays or concurrent
// accepts; an expired, withdrawn or declined offer cannot be paid and says so in the traveller's
// language; bad input writes nothing.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCustomer, createStaff, superuserClient, type Staff } from '../support/api'
import { adultPrice, bookableSlots, call, excludeLocalhostFromRateLimits, leadGuest, releaseHolds, superuserToken, writeCounts, type BookableSlot, type CheckoutCreated } from './checkout-support'
import { chatGuest, newId, openThread, threadView, type ChatGuest, type MessageRow, type ThreadRow } from './chat-support'
import { eventually, mailsTo, payWithCard, staffGet, staffUpdate, TEST_CARDS, viewOrder } from './payments-support'

type Offer = { id: string; thread: string; status: string; state: string; total: number; computed_total: number; seats: number; seats_held: number; expires_at: string; replaced_by: string; order: string; slot: string; travellers: Record<string, number>; decline_reason: string; note: string }
type ErrorReply = { status: number; message: string; data: Record<string, { code: string; message: string }> & { order?: { id: string; number: string; accessToken: string } } }

let restore: () => Promise<void>
let agent: Staff
let manager: Staff
let slots: BookableSlot[]
let slotIndex = 0
const nextSlot = () => slots[slotIndex++]!

const tokenOf = (who: { client: { authStore: { token: string } } }) => who.client.authStore.token
const inDays = (days: number) => new Date(Date.now() + 3 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10)
const requestBody = (overrides: Record<string, unknown> = {}) => ({
  dates: [inDays(8), inDays(9)],
  travellers: { adult: 2, child: 1 },
  budget: 150000,
  language: 'en',
  notes: 'A family of three',
  contact: { name: 'Sara Alharbi', email: `offer-${randomUUID()}@rihla.test`, countryCode: '+966', phone: '551234567' },
  locale: 'en',
  ...overrides,
})

function requestOffer(token: string, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return call<{ request: Record<string, unknown>; thread: ThreadRow; message: MessageRow } & ErrorReply>('/api/store/offers/requests', { method: 'POST', auth: token, body, headers })
}
function composeOffer(threadId: string, body: Record<string, unknown>, token = tokenOf(agent)) {
  return call<{ offer: Offer; message: MessageRow; thread: ThreadRow; replaced: string[] } & ErrorReply>(`/api/store/staff/threads/${threadId}/offers`, { method: 'POST', auth: token, body })
}
function payOffer(token: string, offerId: string, overrides: Record<string, unknown> = {}, key: string = randomUUID(), language = 'en') {
  return call<CheckoutCreated & ErrorReply>('/api/store/checkout', {
    method: 'POST',
    auth: token,
    headers: { 'Idempotency-Key': key, 'Accept-Language': language },
    body: { offerId, leadGuest: leadGuest(), paymentMethod: 'card', ...overrides },
  })
}
const reservedOf = async (slotId: string) => (await staffGet<{ reserved: number }>('slots', slotId)).reserved
const offerRecord = (id: string) => staffGet<Offer>('offers', id)

/** A guest's request and its thread, then an offer of `adults` adults on a fresh slot. */
async function offered(options: { adults?: number; total?: number; guest?: ChatGuest } = {}) {
  const guest = options.guest ?? (await chatGuest('en'))
  const requested = await requestOffer(guest.token, requestBody())
  expect(requested.status).toBe(201)
  const slot = nextSlot()
  const made = await composeOffer(requested.body.thread.id, { item: { slotId: slot.id, travellers: { adult: options.adults ?? 2 } }, ...(options.total ? { total: options.total } : {}) })
  expect(made.status, JSON.stringify(made.body)).toBe(201)
  return { guest, thread: requested.body.thread, slot, offer: made.body.offer }
}

beforeAll(async () => {
  restore = await excludeLocalhostFromRateLimits()
  agent = await createStaff('agent')
  manager = await createStaff('manager', { locale: 'ar' })
  slots = await bookableSlots(20, { capacity: 20 })
})

afterAll(async () => {
  await restore?.()
})

describe('requests', () => {
  it('open a thread with the request as its first card, and mail staff', async () => {
    const guest = await chatGuest('en')
    const admin = await superuserClient()
    const experience = await admin.collection('experiences').getFirstListItem<{ id: string; title_en: string; title_ar: string }>("status = 'active'")
    const body = requestBody({ experienceId: experience.id })
    const requested = await requestOffer(guest.token, body)
    expect(requested.status).toBe(201)
    expect(requested.body.request).toMatchObject({ guest: guest.id, status: 'new', dates: body.dates, travellers: { adult: 2, child: 1 }, group_size: 3, budget: 150000, language: 'en', experience: experience.id, message: 'A family of three' })
    expect(requested.body.thread).toMatchObject({ guest: guest.id, experience: experience.id, offer_state: 'requested', contact_email: body.contact.email, staff_unread: 1, subject: experience.title_en })
    expect(requested.body.message).toMatchObject({ kind: 'request', sender: 'customer', offer_request: requested.body.request.id })
    const view = await threadView(guest.token, requested.body.thread.id)
    expect(view.body.messages.items.map((message) => message.kind)).toEqual(['request'])
    expect(view.body.requests).toEqual([expect.objectContaining({ id: requested.body.request.id })])

    // Every active staff member gets one, in their own language.
    const toAgent = await eventually(() => mailsTo(agent.email), (mails) => mails.some((mail) => mail.text.includes(body.contact.email)))
    const mail = toAgent.find((candidate) => candidate.text.includes(body.contact.email))!
    expect(mail.subject).toBe('New custom offer request from \u2068Sara Alharbi\u2069')
    expect(mail.text).toContain(`/en/staff/chat/${requested.body.thread.id}`)
    expect(mail.text).toContain(experience.title_en)
    const toManager = await eventually(() => mailsTo(manager.email), (mails) => mails.some((candidate) => candidate.text.includes(body.contact.email)))
    expect(toManager.find((candidate) => candidate.text.includes(body.contact.email))!.subject).toBe('طلب عرض خاص جديد من \u2068Sara Alharbi\u2069')
  })

  it('refuse bad input in the traveller’s language and write nothing', async () => {
    const guest = await chatGuest()
    const admin = await superuserClient()
    const count = async () => (await admin.collection('offer_requests').getList(1, 1)).totalItems
    const before = await count()
    const bad = await requestOffer(guest.token, requestBody({ dates: ['2020-01-01'], travellers: { adult: 0 }, language: '', contact: { name: '', email: 'nope' }, locale: 'ar' }))
    expect(bad.status).toBe(400)
    expect(bad.body.message).toBe('يجب تعبئة جميع الحقول.')
    expect(Object.keys(bad.body.data).sort()).toEqual(['contact', 'dates', 'language', 'travellers'])
    expect((await requestOffer(guest.token, requestBody({ experienceId: 'zzzzzzzzzzzzzzz' }))).status).toBe(404)
    expect((await requestOffer(guest.token, requestBody({ threadId: 'zzzzzzzzzzzzzzz' }))).status).toBe(404)
    expect((await requestOffer(tokenOf(agent), requestBody())).status).toBe(403)
    expect((await call('/api/store/offers/requests', { method: 'POST', body: requestBody() })).status).toBe(401)
    expect(await count()).toBe(before)
  })

  it('are capped at 3 open per traveller; a retry with the same id makes no second one', async () => {
    const guest = await chatGuest()
    const id = newId()
    const first = await requestOffer(guest.token, requestBody({ id }))
    expect(first.status).toBe(201)
    const retry = await requestOffer(guest.token, requestBody({ id }))
    expect(retry.status).toBe(200)
    expect(retry.body.request.id).toBe(id)
    await requestOffer(guest.token, requestBody())
    await requestOffer(guest.token, requestBody())
    const fourth = await requestOffer(guest.token, requestBody())
    expect(fourth).toMatchObject({ status: 429, body: { message: 'You have 3 open offer requests. Wait for our offer or close one first.' } })
    const other = await chatGuest()
    expect((await requestOffer(other.token, requestBody({ id }))).status).toBe(409)
  })
})

describe('composing offers', () => {
  it('prices at the computed price by default, holds the seats and mails the traveller in the thread’s language', async () => {
    const customer = await createCustomer('offer-mail')
    const requested = await requestOffer(tokenOf(customer), requestBody({ locale: 'ar' }), { 'Accept-Language': 'ar' })
    const slot = nextSlot()
    const made = await composeOffer(requested.body.thread.id, { item: { slotId: slot.id, travellers: { adult: 3 } }, note: 'Lunch included' })
    expect(made.status).toBe(201)
    expect(made.body.offer).toMatchObject({ status: 'offered', state: 'offered', total: adultPrice(slot) * 3, computed_total: adultPrice(slot) * 3, seats: 3, seats_held: 3, slot: slot.id, travellers: { adult: 3 }, note: 'Lunch included' })
    expect(Date.parse(made.body.offer.expires_at.replace(' ', 'T')) - Date.now()).toBeGreaterThan(23.9 * 3600_000)
    expect(made.body.message).toMatchObject({ kind: 'offer', sender: 'staff', offer: made.body.offer.id, body: 'Lunch included' })
    expect(made.body.thread).toMatchObject({ offer_state: 'offered', customer_unread: 1 })
    expect(made.body.offer).not.toHaveProperty('staff')
    expect(await reservedOf(slot.id)).toBe(3)
    const request = await staffGet<{ status: string }>('offer_requests', requested.body.request.id as string)
    expect(request.status).toBe('offered')
    const mails = await eventually(() => mailsTo(customer.email), (list) => list.some((mail) => mail.subject.startsWith('عرض خاص من رحلة')))
    const mail = mails.find((candidate) => candidate.subject.startsWith('عرض خاص من رحلة'))!
    // The amount as an Arabic reader reads it: Arabic-Indic digits, the Arabic decimal separator.
    expect(mail.text).toContain(`${new Intl.NumberFormat('ar-SA', { useGrouping: false, minimumFractionDigits: 2 }).format((adultPrice(slot) * 3) / 100)} ر.س.`)
    expect(mail.text).toContain(`/chat/${requested.body.thread.id}`)
  })

  it('takes a changed price, and a newer offer replaces the older one, giving its seats back', async () => {
    const { thread, slot, offer } = await offered({ total: 12345 })
    expect(offer).toMatchObject({ total: 12345, computed_total: adultPrice(slot) * 2 })
    const other = nextSlot()
    const newer = await composeOffer(thread.id, { item: { slotId: other.id, travellers: { adult: 1 } }, total: 9900, expiresInHours: 2 })
    expect(newer.status, JSON.stringify(newer.body)).toBe(201)
    expect(newer.body.replaced).toEqual([offer.id])
    expect(await offerRecord(offer.id)).toMatchObject({ status: 'withdrawn', replaced_by: newer.body.offer.id, seats_held: 0 })
    expect(await reservedOf(slot.id)).toBe(0)
    expect(await reservedOf(other.id)).toBe(1)
    // A replacement on the same slot counts the older offer's seats as free for it.
    const full = nextSlot()
    await staffUpdate('slots', full.id, { capacity: 2 })
    const onFull = await composeOffer(thread.id, { item: { slotId: full.id, travellers: { adult: 2 } } })
    expect(onFull.status, JSON.stringify(onFull.body)).toBe(201)
    const again = await composeOffer(thread.id, { item: { slotId: full.id, travellers: { adult: 2 } }, total: 5000 })
    expect(again.status, JSON.stringify(again.body)).toBe(201)
    expect(await reservedOf(full.id)).toBe(2)
  })

  it('refuses bad input, slots that cannot be booked, and callers who are not staff, writing nothing', async () => {
    const guest = await chatGuest()
    const thread = (await openThread(guest.token, { subject: 'No offer' })).thread
    const slot = nextSlot()
    const tight = nextSlot()
    await staffUpdate('slots', tight.id, { capacity: 1 })
    const admin = await superuserClient()
    const offersBefore = (await admin.collection('offers').getList(1, 1)).totalItems
    const cases: [Record<string, unknown>, number, string][] = [
      [{ item: { slotId: slot.id, travellers: { adult: 2 } }, total: 50 }, 400, 'total'],
      [{ item: { slotId: slot.id, travellers: { adult: 2 } }, total: '100' }, 400, 'total'],
      [{ item: { slotId: slot.id, travellers: { adult: 2 } }, expiresInHours: 200 }, 400, 'expiresInHours'],
      [{ item: { slotId: slot.id, travellers: {} } }, 400, 'item'],
      [{ item: { slotId: 'zzzzzzzzzzzzzzz', travellers: { adult: 2 } } }, 409, 'item'],
      [{ item: { slotId: tight.id, travellers: { adult: 2 } } }, 409, 'item'],
      [{ item: { slotId: slot.id, travellers: { dragon: 1 } } }, 400, 'item'],
    ]
    for (const [body, status, field] of cases) {
      const reply = await composeOffer(thread.id, body)
      expect(reply.status, JSON.stringify(body)).toBe(status)
      expect(reply.body.data, JSON.stringify(body)).toHaveProperty(field)
    }
    const dragon = await composeOffer(thread.id, { item: { slotId: slot.id, travellers: { dragon: 1 } } })
    expect(dragon.body.data.item).toMatchObject({ travellers: { code: 'validation_unknown_traveller_type' } })
    expect((await composeOffer(thread.id, { item: { slotId: slot.id, travellers: { adult: 1 } } }, guest.token)).status).toBe(403)
    expect((await composeOffer('zzzzzzzzzzzzzzz', { item: { slotId: slot.id, travellers: { adult: 1 } } })).status).toBe(404)
    expect((await admin.collection('offers').getList(1, 1)).totalItems).toBe(offersBefore)
    expect(await reservedOf(slot.id)).toBe(0)
    expect(await reservedOf(tight.id)).toBe(0)
  })
})

describe('declining and withdrawing', () => {
  it('give the seats back and post an event card; an ended offer cannot be changed again', async () => {
    const { guest, thread, slot, offer } = await offered()
    expect(await reservedOf(slot.id)).toBe(2)
    expect((await call(`/api/store/offers/${offer.id}/decline`, { method: 'POST', auth: tokenOf(agent), body: {} })).status).toBe(403)
    const stranger = await chatGuest()
    expect((await call(`/api/store/offers/${offer.id}/decline`, { method: 'POST', auth: stranger.token, body: {} })).status).toBe(404)
    const declined = await call<{ offer: Offer; message: MessageRow; thread: ThreadRow }>(`/api/store/offers/${offer.id}/decline`, { method: 'POST', auth: guest.token, body: { reason: 'Too early for us' } })
    expect(declined.status).toBe(200)
    expect(declined.body).toMatchObject({ offer: { status: 'declined', decline_reason: 'Too early for us', seats_held: 0 }, message: { kind: 'event', event: 'offer_declined', sender: 'customer', body: 'Too early for us' }, thread: { id: thread.id, offer_state: 'declined' } })
    expect(await reservedOf(slot.id)).toBe(0)
    const twice = await call<ErrorReply>(`/api/store/offers/${offer.id}/decline`, { method: 'POST', auth: guest.token, body: {}, headers: { 'Accept-Language': 'en' } })
    expect(twice).toMatchObject({ status: 409, body: { message: 'You declined this offer.' } })
    const paid = await payOffer(guest.token, offer.id)
    expect(paid).toMatchObject({ status: 409, body: { message: 'You declined this offer.', data: { offerId: { code: 'offer_declined' } } } })

    const second = await offered()
    expect((await call(`/api/store/staff/offers/${second.offer.id}/withdraw`, { method: 'POST', auth: second.guest.token })).status).toBe(403)
    const withdrawn = await call<{ offer: Offer; message: MessageRow }>(`/api/store/staff/offers/${second.offer.id}/withdraw`, { method: 'POST', auth: tokenOf(agent) })
    expect(withdrawn.body).toMatchObject({ offer: { status: 'withdrawn' }, message: { event: 'offer_withdrawn', sender: 'staff' } })
    expect(await reservedOf(second.slot.id)).toBe(0)
    expect(await payOffer(second.guest.token, second.offer.id, {}, randomUUID(), 'ar')).toMatchObject({ status: 409, body: { message: 'سحب فريقنا هذا العرض.' } })
  })
})

describe('expiry', () => {
  it('ends an offer at its time even before the job runs, and the job gives the seats back', async () => {
    const { guest, thread, slot, offer } = await offered()
    await staffUpdate('offers', offer.id, { expires_at: new Date(Date.now() - 1000).toISOString() })
    const before = await writeCounts([slot.id])
    const english = await payOffer(guest.token, offer.id)
    expect(english).toMatchObject({ status: 409, body: { message: 'This offer has expired. Ask us in the chat for a new one.', data: { offerId: { code: 'offer_expired' } } } })
    const arabic = await payOffer(guest.token, offer.id, { locale: 'ar' })
    expect(arabic.body.message).toBe('انتهت صلاحية هذا العرض. اطلب منا عرضًا جديدًا في المحادثة.')
    expect(await writeCounts([slot.id])).toEqual(before)
    const view = await call<{ offer: Offer }>(`/api/store/offers/${offer.id}`, { auth: guest.token })
    expect(view.body.offer).toMatchObject({ status: 'offered', state: 'expired' })

    const job = await call<{ expired: number }>('/api/store/admin/expire-offers', { method: 'POST', auth: await superuserToken() })
    expect(job.body.expired).toBeGreaterThanOrEqual(1)
    expect(await offerRecord(offer.id)).toMatchObject({ status: 'expired', seats_held: 0 })
    expect(await reservedOf(slot.id)).toBe(0)
    const messages = (await threadView(guest.token, thread.id)).body.messages.items
    expect(messages.at(-1)).toMatchObject({ kind: 'event', event: 'offer_expired', sender: 'system', offer: offer.id })
    expect((await call('/api/store/admin/expire-offers', { method: 'POST', auth: tokenOf(agent) })).status).toBe(403)
  })
})

describe('paying an offer', () => {
  it('makes an order at the offer’s price from the offer’s held seats, pays once through the sandbox, and replays the same key', async () => {
    const { guest, thread, slot, offer } = await offered({ total: 4321 })
    const key = randomUUID()
    const lead = leadGuest()
    const paid = await payOffer(guest.token, offer.id, { leadGuest: lead }, key)
    expect(paid.status, JSON.stringify(paid.body)).toBe(201)
    expect(paid.body.order, JSON.stringify(paid.body)).toMatchObject({ subtotal: 4321, total: 4321, discount: 0, status: 'pending_payment' })
    expect(paid.body.bookings).toEqual([expect.objectContaining({ slotId: slot.id, seats: 2, total: 4321, status: 'held' })])
    // The booking holds until the offer would have expired.
    expect(Date.parse(paid.body.bookings[0]!.holdExpiresAt!) - Date.parse(offer.expires_at.replace(' ', 'T'))).toBeGreaterThanOrEqual(-1000)
    expect(await reservedOf(slot.id)).toBe(2)
    expect(await offerRecord(offer.id)).toMatchObject({ status: 'accepted', order: paid.body.order.id, seats_held: 0 })
    expect((await staffGet<{ offer: string }>('orders', paid.body.order.id)).offer).toBe(offer.id)
    const view = await threadView(guest.token, thread.id)
    expect(view.body.thread.offer_state).toBe('accepted')
    expect(view.body.messages.items.at(-1)).toMatchObject({ event: 'offer_accepted', offer: offer.id })

    const replay = await payOffer(guest.token, offer.id, { leadGuest: lead }, key)
    expect(replay.status).toBe(201)
    expect(replay.headers.get('idempotent-replayed')).toBe('true')
    expect(replay.body.order.id).toBe(paid.body.order.id)
    // The same key with another body is another checkout: refused.
    expect((await payOffer(guest.token, offer.id, {}, key)).body.data.idempotencyKey!.code).toBe('idempotency_key_reused')

    const payment = await payWithCard(paid.body.payment!.redirectUrl, TEST_CARDS.success)
    expect(payment.status).toBe(303)
    const order = await eventually(() => viewOrder(paid.body.order.id, paid.body.order.accessToken), (current) => current.order.status === 'confirmed')
    expect(order.order).toMatchObject({ status: 'confirmed', total: 4321 })
    expect(await reservedOf(slot.id)).toBe(2)
  })

  it('takes the price from the offer only: a price, items or a promo code in the body is refused and nothing is written', async () => {
    const { guest, slot, offer } = await offered()
    const before = await writeCounts([slot.id])
    for (const extra of [{ total: 1 }, { items: [{ slotId: slot.id, travellers: { adult: 2 } }] }, { promoCode: 'WELCOME50' }, { expectedTotal: 1 }]) {
      const reply = await payOffer(guest.token, offer.id, extra)
      const field = Object.keys(extra)[0]!
      expect(reply.status).toBe(400)
      expect(reply.body.message).toBe(`An offer sets its own price and items; do not send "${field}".`)
      expect(reply.body.data[field]!.code).toBe('validation_offer_field_not_allowed')
    }
    const arabic = await payOffer(guest.token, offer.id, { total: 1 }, randomUUID(), 'ar')
    expect(arabic.body.message).toBe('سعر العرض وعناصره يحددها العرض نفسه؛ لا ترسل «total».')
    expect(await writeCounts([slot.id])).toEqual(before)
    expect(await offerRecord(offer.id)).toMatchObject({ status: 'offered', seats_held: 2 })
  })

  it('is refused for a forged offer id and for another traveller’s offer, as not found', async () => {
    const { offer } = await offered()
    const stranger = await chatGuest()
    const customer = await createCustomer('not-mine')
    const before = await writeCounts()
    expect(await payOffer(stranger.token, offer.id)).toMatchObject({ status: 404, body: { message: 'Offer not found.', data: { offerId: { code: 'offer_not_found' } } } })
    expect((await payOffer(tokenOf(customer), offer.id)).status).toBe(404)
    expect((await payOffer(tokenOf(agent), offer.id)).status).toBe(404)
    expect((await payOffer('', offer.id)).status).toBe(404)
    expect(await payOffer(stranger.token, 'zzzzzzzzzzzzzzz', {}, randomUUID(), 'ar')).toMatchObject({ status: 404, body: { message: 'العرض غير موجود.' } })
    expect((await call(`/api/store/offers/${offer.id}`, { auth: stranger.token })).status).toBe(404)
    expect(await writeCounts()).toEqual(before)
  })

  it('makes one order under 20 concurrent accepts from two tabs, the others told which order it became', async () => {
    const { guest, slot, offer } = await offered({ total: 7777 })
    const before = await writeCounts([slot.id])
    const replies = await Promise.all(Array.from({ length: 20 }, () => payOffer(guest.token, offer.id)))
    const created = replies.filter((reply) => reply.status === 201)
    const refused = replies.filter((reply) => reply.status === 409)
    expect(created).toHaveLength(1)
    expect(refused).toHaveLength(19)
    const order = created[0]!.body.order
    for (const reply of refused) {
      expect(reply.body.data.offerId!.code).toBe('offer_accepted')
      expect(reply.body.message).toBe(`This offer has already been accepted; its order is ${order.number}.`)
      expect(reply.body.data.order).toEqual({ id: order.id, number: order.number, accessToken: order.accessToken })
    }
    const after = await writeCounts([slot.id])
    expect(after.orders).toBe(before.orders + 1)
    expect(after.bookings).toBe(before.bookings + 1)
    expect(after.reserved[slot.id]).toBe(2)
    const admin = await superuserClient()
    expect((await admin.collection('orders').getFullList({ filter: `offer = '${offer.id}'` })).map((row) => row.id)).toEqual([order.id])
  })

  it('names the order when the traveller declines or staff withdraw an offer already accepted, in both languages', async () => {
    const { guest, offer } = await offered()
    const paid = await payOffer(guest.token, offer.id)
    expect(paid.status).toBe(201)
    const number = paid.body.order.number
    expect(number).toBeTruthy()
    const declined = await call<ErrorReply>(`/api/store/offers/${offer.id}/decline`, { method: 'POST', auth: guest.token, body: {}, headers: { 'Accept-Language': 'en' } })
    expect(declined.status).toBe(409)
    expect(declined.body.message).toBe(`This offer has already been accepted; its order is ${number}.`)
    const declinedAr = await call<ErrorReply>(`/api/store/offers/${offer.id}/decline`, { method: 'POST', auth: guest.token, body: {}, headers: { 'Accept-Language': 'ar' } })
    expect(declinedAr.body.message).toBe(`تم قبول هذا العرض من قبل، وطلبه رقم ${number}.`)
    const withdrawn = await call<ErrorReply>(`/api/store/staff/offers/${offer.id}/withdraw`, { method: 'POST', auth: tokenOf(agent), headers: { 'Accept-Language': 'en' } })
    expect(withdrawn.status).toBe(409)
    expect(withdrawn.body.message).toBe(`This offer has already been accepted; its order is ${number}.`)
    const withdrawnAr = await call<ErrorReply>(`/api/store/staff/offers/${offer.id}/withdraw`, { method: 'POST', auth: tokenOf(agent), headers: { 'Accept-Language': 'ar' } })
    expect(withdrawnAr.body.message).toBe(`تم قبول هذا العرض من قبل، وطلبه رقم ${number}.`)
  })

  it('ends the offer when its order is never paid, and the seats go back once', async () => {
    const { guest, slot, offer } = await offered()
    const paid = await payOffer(guest.token, offer.id)
    expect(paid.status).toBe(201)
    await staffUpdate('bookings', paid.body.bookings[0]!.id, { hold_expires_at: new Date(Date.now() - 1000).toISOString() })
    const released = await releaseHolds()
    expect(released.body.bookings).toBeGreaterThanOrEqual(1)
    expect(await reservedOf(slot.id)).toBe(0)
    expect(await offerRecord(offer.id)).toMatchObject({ status: 'expired' })
    expect((await payOffer(guest.token, offer.id)).body.data.offerId!.code).toBe('offer_expired')
  })

  it('follows the thread when a guest joins an account: the customer pays it', async () => {
    const { guest, offer } = await offered()
    const customer = await createCustomer('offer-merge')
    expect((await call('/api/store/chat/guests/merge', { method: 'POST', auth: tokenOf(customer), body: { guestId: guest.id, secret: guest.secret } })).status).toBe(200)
    expect((await payOffer(guest.token, offer.id)).status).toBe(404)
    const paid = await payOffer(tokenOf(customer), offer.id)
    expect(paid.status).toBe(201)
    expect((await staffGet<{ user: string }>('orders', paid.body.order.id)).user).toBe(customer.id)
  })
})

describe('the offer card', () => {
  it('shows the offer with its experience, option, inclusions and cancellation terms to its traveller and staff', async () => {
    const { guest, offer, slot } = await offered()
    const card = await call<{ offer: Offer; experience: { id: string; title_en: string; cancellation_policy: unknown; includes: unknown }; option: { id: string } }>(`/api/store/offers/${offer.id}`, { auth: guest.token })
    expect(card.status).toBe(200)
    expect(card.body).toMatchObject({ offer: { id: offer.id, state: 'offered' }, experience: { id: slot.experience }, option: { id: slot.option } })
    expect(card.body.experience).toHaveProperty('cancellation_policy')
    expect(card.body.experience).toHaveProperty('includes')
    expect((await call(`/api/store/offers/${offer.id}`, { auth: tokenOf(agent) })).status).toBe(200)
    // Through the collection API the offer is its traveller's and staff's only.
    const admin = await superuserClient()
    expect((await admin.collection('offers').getOne(offer.id)).id).toBe(offer.id)
    expect((await guest.client.collection('offers').getList(1, 50)).items.map((row) => row.id)).toContain(offer.id)
    const stranger = await chatGuest()
    expect((await stranger.client.collection('offers').getList(1, 50)).items).toEqual([])
  })
})
