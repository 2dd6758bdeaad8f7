// "Bookable now" (docs/decisions/050-bookable-now-and-cut-off.md): the day's departures, the
// calendar, the search by day, the cart check, the checkout (card and pay later) and offers
// (made and accepted) all refuse a departure that has started or whose bookings closed — its
// start in Riyadh less its cut-off (the slot's, else the option's, else 60 minutes). The clock is
// the test server's X-Rihla-Test-Now (pb_hooks/lib/shared/clock.js): "the evening in Riyadh".
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createStaff, superuserClient, type Staff } from '../support/api'
import { bookableSlots, call, checkoutBody, excludeLocalhostFromRateLimits, leadGuest, payLaterCustomerAuth, postCheckout, type BookableSlot, type CheckoutCreated, type ErrorBody } from './checkout-support'
import { chatGuest } from './chat-support'

type DayAnswer = { date: string; options: { id: string; slots: { id: string; start_time: string }[] }[] }
type RangeAnswer = { days: { date: string; status: string }[] }
type CartLine = { slotId: string; available: boolean; reason?: string }

let restore: () => Promise<void>
let agent: Staff
let base: BookableSlot
let day: string
const created: string[] = []
const slot = { morning: '', insideCutoff: '', later: '' }

const at = (time: string, date = day) => ({ 'X-Rihla-Test-Now': `${date}T${time}:00+03:00` })
const evening = () => at('20:52')

async function addSlot(startTime: string): Promise<string> {
  const admin = await superuserClient()
  const record = await admin.collection('slots').create({ option: base.option, experience: base.experience, date: day, start_time: startTime, capacity: 20, reserved: 0, status: 'open' })
  created.push(record.id)
  return record.id
}

const setOptionCutoff = async (minutes: number) => (await superuserClient()).collection('options').update(base.option, { booking_cutoff_minutes: minutes })
const slotIdsOnDay = (answer: DayAnswer) => answer.options.flatMap((option) => option.slots.map((row) => row.id))

function cartCheck(slotIds: string[], headers: Record<string, string>) {
  return call<{ items: CartLine[] }>('/api/store/cart/check', { method: 'POST', headers, body: { items: slotIds.map((slotId) => ({ slotId, travellers: { adult: 1 } })), locale: 'en' } })
}

beforeAll(async () => {
  restore = await excludeLocalhostFromRateLimits()
  agent = await createStaff('agent')
  ;[base] = (await bookableSlots(1, { payLater: true })) as [BookableSlot]
  day = base.date
  // That day's 08:00 (this morning, seen from 20:52), 21:35 (inside the 60-minute cut-off) and 23:05.
  const admin = await superuserClient()
  const morning = await admin.collection('slots').getFullList<{ id: string }>({ filter: admin.filter('option = {:option} && date = {:date} && start_time = "08:00"', { option: base.option, date: day }) })
  slot.morning = morning[0]?.id ?? (await addSlot('08:00'))
  await admin.collection('slots').update(slot.morning, { status: 'open', capacity: 20, reserved: 0 })
  slot.insideCutoff = await addSlot('21:35')
  slot.later = await addSlot('23:05')
})

afterAll(async () => {
  await setOptionCutoff(0)
  const admin = await superuserClient()
  // Closed rather than deleted: the offer made on one of them refers to it.
  for (const id of created) await admin.collection('slots').update(id, { status: 'closed' })
  await restore?.()
})

describe('bookable now, at 20:52 in Riyadh', () => {
  it('the day’s departures leave out this morning’s and the one inside the cut-off', async () => {
    const answer = await call<DayAnswer>(`/api/store/availability/${base.experience}/${day}`, { headers: evening() })
    expect(answer.status).toBe(200)
    const ids = slotIdsOnDay(answer.body)
    expect(ids).not.toContain(slot.morning)
    expect(ids).not.toContain(slot.insideCutoff)
    expect(ids).toContain(slot.later)
    // The same day seen that morning at 06:59 offers the 08:00 departure; at 07:00 its bookings closed.
    expect(slotIdsOnDay((await call<DayAnswer>(`/api/store/availability/${base.experience}/${day}`, { headers: at('06:59') })).body)).toContain(slot.morning)
    expect(slotIdsOnDay((await call<DayAnswer>(`/api/store/availability/${base.experience}/${day}`, { headers: at('07:00') })).body)).not.toContain(slot.morning)
  })

  it('the calendar closes a day once its last departure’s bookings closed', async () => {
    const range = `/api/store/availability/${base.experience}?from=${day}&to=${day}`
    expect((await call<RangeAnswer>(range, { headers: evening() })).body.days[0]!.status).toBe('available')
    // 23:59: every departure of the day has started or closed.
    const late = await call<RangeAnswer>(range, { headers: at('23:59') })
    expect(late.headers.get('cache-control')).toBe('no-store')
    expect(late.body.days[0]).toMatchObject({ date: day, status: 'closed', fromPrice: null })
  })

  it('the cart check refuses this morning’s departure and the one inside the cut-off', async () => {
    const answer = await cartCheck([slot.morning, slot.insideCutoff, slot.later], evening())
    expect(answer.status).toBe(200)
    expect(answer.body.items.map((line) => [line.available, line.reason ?? null])).toEqual([
      [false, 'past'],
      [false, 'past'],
      [true, null],
    ])
  })

  it('the checkout refuses them, by card and to pay later', async () => {
    const card = await postCheckout(checkoutBody([{ ...base, id: slot.insideCutoff }]), { headers: evening() })
    expect(card.status).toBe(409)
    const later = await postCheckout(checkoutBody([{ ...base, id: slot.morning }], { paymentMethod: 'pay_later' }), { headers: evening(), auth: await payLaterCustomerAuth() })
    expect(later.status).toBe(409)
    expect((later.body as ErrorBody).message).toBeTruthy()
  })

  it('an option’s cut-off applies to its departures, and a slot’s own wins over it', async () => {
    await setOptionCutoff(180)
    expect((await cartCheck([slot.later], evening())).body.items[0]).toMatchObject({ available: false, reason: 'past' })
    expect(slotIdsOnDay((await call<DayAnswer>(`/api/store/availability/${base.experience}/${day}`, { headers: evening() })).body)).not.toContain(slot.later)
    await (await superuserClient()).collection('slots').update(slot.later, { booking_cutoff_minutes: 30 })
    expect((await cartCheck([slot.later], evening())).body.items[0]).toMatchObject({ available: true })
    await (await superuserClient()).collection('slots').update(slot.later, { booking_cutoff_minutes: 0 })
    await setOptionCutoff(0)
  })

  it('an offer cannot be made for a departure that closed, nor accepted once it closed', async () => {
    const guest = await chatGuest('en')
    const request = await call<{ thread: { id: string } }>('/api/store/offers/requests', {
      method: 'POST',
      auth: guest.token,
      headers: at('18:00'),
      body: { dates: [day], travellers: { adult: 1 }, language: 'en', notes: '', contact: { name: 'Sara Alharbi', email: `offer-${randomUUID()}@rihla.test`, countryCode: '+966', phone: '551234567' }, locale: 'en' },
    })
    expect(request.status, JSON.stringify(request.body)).toBe(201)
    const compose = (slotId: string, headers: Record<string, string>) =>
      call<{ offer: { id: string } }>(`/api/store/staff/threads/${request.body.thread.id}/offers`, { method: 'POST', auth: agent.client.authStore.token, headers, body: { item: { slotId, travellers: { adult: 1 } } } })
    expect((await compose(slot.morning, evening())).status).toBe(409)
    const made = await compose(slot.later, at('20:00'))
    expect(made.status, JSON.stringify(made.body)).toBe(201)
    // 22:30: the 23:05 departure's bookings closed at 22:05.
    const accepted = await call<CheckoutCreated & ErrorBody>('/api/store/checkout', {
      method: 'POST',
      auth: guest.token,
      headers: { ...at('22:30'), 'Idempotency-Key': randomUUID() },
      body: { offerId: made.body.offer.id, leadGuest: leadGuest(), paymentMethod: 'card' },
    })
    expect(accepted.status).toBe(409)
  })

  it('the search by day leaves out an experience whose departures that day all closed', async () => {
    const experience = (await (await superuserClient()).collection('experiences').getOne<{ title_en: string }>(base.experience)).title_en
    const search = (headers: Record<string, string>) => call<{ items: { id: string }[] }>(`/api/store/search?q=${encodeURIComponent(experience)}&date=${day}&perPage=48`, { headers })
    expect((await search(evening())).body.items.map((item) => item.id)).toContain(base.experience)
    const late = await search(at('23:59'))
    expect(late.status).toBe(200)
    expect(late.body.items.map((item) => item.id)).not.toContain(base.experience)
  })
})
