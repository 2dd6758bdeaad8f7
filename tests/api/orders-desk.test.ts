// The orders desk (issue 37 item 1): staff find any order by number, e-mail, phone (typed in
// Arabic-Indic digits too), name, experience or departure day, filtered by status; travellers and
// guests are refused; every refusal is a 400 on its field in the caller's language; the answer has
// exactly the contract's fields (pb_hooks/lib/contracts/orders-desk-contract.js).
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OrderDeskBooking, OrderDeskList, OrderDeskRow } from '../../pb_hooks/lib/contracts/orders-desk-contract.js'
import { createCustomer, createStaff, type Staff } from '../support/api'
import { bookableSlots, call, checkoutBody, excludeLocalhostFromRateLimits, leadGuest, postCheckout, type BookableSlot, type CheckoutCreated } from './checkout-support'

type Keys<T> = Record<keyof T, true>
const listKeys = { items: true, page: true, perPage: true, totalItems: true, totalPages: true } satisfies Keys<OrderDeskList>
const rowKeys = { id: true, number: true, status: true, paymentMethod: true, total: true, currency: true, created: true, payBy: true, locale: true, leadGuest: true, bookings: true } satisfies Keys<OrderDeskRow>
const bookingKeys = { id: true, status: true, experience: true, option: true, date: true, startTime: true, seats: true, voucherCode: true } satisfies Keys<OrderDeskBooking>
type ErrorBody = { status: number; message: string; data: Record<string, { code: string; message: string }> }

let restore: () => Promise<void>
let agent: Staff
let manager: Staff
let slot: BookableSlot
let order: CheckoutCreated['order']
// A surname no other file writes, so searches find this order alone.
const surname = `Desk${randomUUID().slice(0, 8)}`
const email = `desk-${randomUUID().slice(0, 8)}@rihla.test`
// Nine digits no seeded or generated phone carries.
const phone = `5${String(Date.now()).slice(-8)}`

const desk = (who: Staff | null, query: Record<string, string> = {}, headers: Record<string, string> = {}) =>
  call<OrderDeskList & ErrorBody>(`/api/store/staff/orders?${new URLSearchParams(query)}`, { auth: who?.client.authStore.token, headers })
const arabicDigits = (text: string) => text.replace(/[0-9]/g, (digit) => '٠١٢٣٤٥٦٧٨٩'[Number(digit)]!)

beforeAll(async () => {
  restore = await excludeLocalhostFromRateLimits()
  agent = await createStaff('agent')
  manager = await createStaff('manager')
  ;[slot] = (await bookableSlots(1)) as [BookableSlot]
  const reply = await postCheckout(checkoutBody([slot], { leadGuest: leadGuest({ firstName: 'Noura', lastName: surname, email, phone }) }, 2))
  expect(reply.status).toBe(201)
  order = reply.body.order
}, 120_000)

afterAll(async () => {
  await restore?.()
})

describe('who may use the orders desk', () => {
  it('refuses a guest (401) and a signed-in traveller (403), in the language asked for', async () => {
    const guest = await desk(null, { locale: 'en' })
    expect(guest.status).toBe(401)
    expect(guest.body.message).toBe('Only the Rihla team can do this.')
    const customer = await createCustomer('desk')
    const refused = await call<ErrorBody>('/api/store/staff/orders?locale=ar', { auth: customer.client.authStore.token })
    expect(refused.status).toBe(403)
    expect(refused.body.message).toBe('هذا الإجراء متاح لفريق رحلة فقط.')
    expect(JSON.stringify(refused.body)).not.toContain(order.number)
  })

  it('answers agents and managers alike, never cached', async () => {
    for (const who of [agent, manager]) {
      const reply = await desk(who, { q: order.number })
      expect(reply.status).toBe(200)
      expect(reply.body.items.map((item) => item.id)).toEqual([order.id])
    }
    const response = await fetch(`${process.env.RIHLA_TEST_URL}/api/store/staff/orders`, { headers: { Authorization: agent.client.authStore.token } })
    expect(response.headers.get('cache-control')).toBe('no-store')
  })
})

describe('finding an order', () => {
  it('by its number (any case), the e-mail, the name, and the phone with or without its leading 0 or country code, in either digits', async () => {
    const queries = [order.number, order.number.toLowerCase(), email.toUpperCase(), surname, `Noura ${surname}`, phone, `0${phone}`, `+966 ${phone}`, arabicDigits(`0${phone}`)]
    for (const q of queries) {
      const reply = await desk(agent, { q })
      expect(reply.status, q).toBe(200)
      expect(reply.body.items.map((item) => item.number), q).toEqual([order.number])
    }
  })

  it('by experience title and departure day; the filters narrow together', async () => {
    const title = slot.expand.experience.title_en as string
    const byTitle = await desk(agent, { q: title.slice(0, 12), date: slot.date })
    expect(byTitle.status).toBe(200)
    expect(byTitle.body.items.map((item) => item.id)).toContain(order.id)
    expect(byTitle.body.items.every((item) => item.bookings.some((booking) => booking.date === slot.date))).toBe(true)
    const byNameAndDay = await desk(agent, { q: surname, date: slot.date })
    expect(byNameAndDay.body.items.map((item) => item.id)).toEqual([order.id])
    const otherDay = await desk(agent, { q: surname, date: '2099-01-01' })
    expect(otherDay.body).toMatchObject({ items: [], totalItems: 0, totalPages: 1 })
  })

  it('by status: a card order not yet paid is awaiting payment, not confirmed', async () => {
    expect((await desk(agent, { q: surname, status: 'awaiting_payment' })).body.items.map((item) => item.id)).toEqual([order.id])
    expect((await desk(agent, { q: surname, status: 'confirmed' })).body.items).toEqual([])
    const confirmed = await desk(agent, { status: 'confirmed' })
    expect(confirmed.body.items.every((item) => item.status === 'confirmed' || item.status === 'partially_confirmed')).toBe(true)
  })

  it('answers the contract’s fields exactly, with the lead traveller and the bookings', async () => {
    const reply = await desk(manager, { q: order.number })
    expect(Object.keys(reply.body).sort()).toEqual(Object.keys(listKeys).sort())
    const [row] = reply.body.items as [OrderDeskRow]
    expect(Object.keys(row).sort()).toEqual(Object.keys(rowKeys).sort())
    expect(row).toMatchObject({ number: order.number, status: 'pending_payment', paymentMethod: 'card', total: order.total, currency: 'SAR', payBy: null, leadGuest: { name: `Noura ${surname}`, email, phone: `+966${phone}` } })
    expect(row.bookings).toHaveLength(1)
    expect(Object.keys(row.bookings[0]!).sort()).toEqual(Object.keys(bookingKeys).sort())
    expect(row.bookings[0]).toMatchObject({ date: slot.date, startTime: slot.start_time, seats: 2, experience: { id: slot.experience } })
  })

  it('pages newest first', async () => {
    const first = await desk(agent, { page: '1' })
    expect(first.body.perPage).toBe(20)
    const created = first.body.items.map((item) => item.created)
    expect([...created].sort().reverse()).toEqual(created)
    if (first.body.totalPages > 1) {
      const second = await desk(agent, { page: '2' })
      expect(second.body.items[0]!.created <= created.at(-1)!).toBe(true)
    }
  })
})

describe('refusals on the field, in the caller’s language', () => {
  it.each([
    [{ page: '0' }, 'page', 'The page must be a whole number from 1 to 10000.', 'رقم الصفحة يجب أن يكون عددًا صحيحًا من ١ إلى ١٠٠٠٠.'],
    [{ page: 'two' }, 'page', 'The page must be a whole number from 1 to 10000.', 'رقم الصفحة يجب أن يكون عددًا صحيحًا من ١ إلى ١٠٠٠٠.'],
    [{ status: 'paid' }, 'status', 'This order status is not known.', 'حالة الطلب غير معروفة.'],
    [{ date: '2026-02-30' }, 'date', 'Write the date as YYYY-MM-DD.', 'اكتب التاريخ بالصيغة YYYY-MM-DD.'],
    [{ q: 'x'.repeat(101) }, 'q', 'The search must be at most 100 characters.', 'يجب ألا يزيد نص البحث على ١٠٠ حرف.'],
  ])('%o', async (query, field, english, arabic) => {
    const en = await desk(agent, { ...query, locale: 'en' })
    expect(en.status).toBe(400)
    expect(en.body.message).toBe(english)
    expect(en.body.data[field]?.message).toBe(english)
    // The language from Accept-Language when the query names none.
    const ar = await desk(agent, query, { 'Accept-Language': 'ar-SA,ar;q=0.9' })
    expect(ar.status).toBe(400)
    expect(ar.body.message).toBe(arabic)
  })

  it('a hostile search is only text: quotes, wildcards and SQL find nothing and break nothing', async () => {
    for (const q of ["' OR 1=1 --", '%', '_', '\\', '"); DROP TABLE orders; --']) {
      const reply = await desk(agent, { q })
      expect(reply.status, q).toBe(200)
      expect(reply.body.items, q).toEqual([])
    }
  })
})
