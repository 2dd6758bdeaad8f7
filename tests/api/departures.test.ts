// Departures and check-in (issue 25, decision 045): staff list a day's departures and read a
// manifest; vouchers are checked in once, whatever the devices do; offline check-ins sync
// exactly once and a conflict keeps the first time and tells both; every change is in the audit
// trail staff read; customers and guests learn nothing, not even whether a voucher exists.
import { createHash, randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCustomer, createStaff, guestClient, type Customer, type Staff } from '../support/api'
import { bookableSlots, call, checkoutBody, excludeLocalhostFromRateLimits, payLaterCustomerAuth, postCheckout, type BookableSlot } from './checkout-support'
import { cardCheckout, payWithCard, staffGet, staffUpdate, TEST_CARDS, viewOrder } from './payments-support'
import { superuserClient } from '../support/api'

type CheckIn = { at: string; staffName: string; clientId: string; offline: boolean; devices: number }
type Result = { clientId: string; kind: string; message: string; booking: { id: string; slotId: string; date: string } | null; checkIn: CheckIn | null; amountDue: number; conflict: { at: string; staffName: string } | null; replayed: boolean }
type ManifestBooking = { id: string; status: string; payment: string; amountDue: number; seats: number; leadGuest: { name: string; phone: string }; checkIn: CheckIn | null; voucherDigest: string; note: string; noShowAt: string | null }
type Manifest = { slot: { id: string; seats: number; checkedIn: number; capacity: number }; bookings: ManifestBooking[]; audit: { action: string; staffName: string; booking: string; details: { kind?: string } }[] }
type Day = { date: string; departures: { id: string; bookings: number; seats: number; checkedIn: number; capacity: number; experience: { title_en: string } }[] }

let restore: () => Promise<void>
let agent: Staff
let other: Staff
let customer: Customer
let slot: BookableSlot
let spare: BookableSlot
const paid: { bookingId: string; code: string; orderId: string; token: string }[] = []

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')
const payload = (voucher: { code: string; bookingId: string }) => `RIHLA|${voucher.code}|${voucher.bookingId}`
const checkInAs = (who: { client: { authStore: { token: string } } } | null, body: Record<string, unknown>) =>
  call<Result & { message: string; data: Record<string, { code: string }> }>('/api/store/staff/checkins', { method: 'POST', body: { locale: 'en', ...body }, auth: who?.client.authStore.token })
const manifestAs = (who: Staff, slotId: string) => call<Manifest>(`/api/store/staff/departures/${slotId}?locale=en`, { auth: who.client.authStore.token })

async function paidBooking(target: BookableSlot) {
  const created = await cardCheckout([target], { locale: 'en' })
  await payWithCard(created.payment!.redirectUrl, TEST_CARDS.success)
  const view = await viewOrder(created.order.id, created.order.accessToken)
  const voucher = { bookingId: view.bookings[0]!.id, code: view.bookings[0]!.voucherCode, orderId: created.order.id, token: created.order.accessToken }
  expect(voucher.code).toMatch(/^RH-/)
  return voucher
}

beforeAll(async () => {
  restore = await excludeLocalhostFromRateLimits()
  agent = await createStaff('agent')
  other = await createStaff('agent')
  customer = await createCustomer('departures-watch')
  ;[slot, spare] = (await bookableSlots(2)) as [BookableSlot, BookableSlot]
  for (let index = 0; index < 5; index += 1) paid.push(await paidBooking(slot))
}, 120_000)

afterAll(async () => {
  await restore?.()
})

describe('who may use departures', () => {
  it('a customer token or a guest gets 401/403 and learns nothing, not even whether a voucher exists', async () => {
    const real = { slotId: slot.id, code: payload(paid[4]!) }
    const forged = { slotId: slot.id, code: 'RIHLA|RH-AAAA-BBBB|abcdefghijklmno' }
    const answers = []
    for (const body of [real, forged]) {
      for (const who of [null, customer]) answers.push(await checkInAs(who, body))
    }
    expect(answers.map((answer) => answer.status)).toEqual([401, 403, 401, 403])
    // The same answer for a real voucher and a forged one.
    expect(answers[0]!.body).toEqual(answers[2]!.body)
    expect(answers[1]!.body).toEqual(answers[3]!.body)
    expect(answers[1]!.body).toEqual({ status: 403, message: 'Only the Rihla team can do this.', data: {} })
    for (const path of [`/api/store/staff/departures?date=${slot.date}`, `/api/store/staff/departures/${slot.id}`, `/api/store/staff/departures-audit?date=${slot.date}`]) {
      expect((await call(path)).status).toBe(401)
      expect((await call(path, { auth: customer.client.authStore.token })).status).toBe(403)
    }
    expect((await call('/api/store/staff/checkins/sync', { method: 'POST', body: { checkins: [{ clientId: 'x'.repeat(12), slotId: slot.id, code: real.code }] }, auth: customer.client.authStore.token })).status).toBe(403)
    // Nothing was checked in or recorded by those attempts.
    const manifest = (await manifestAs(agent, slot.id)).body
    expect(manifest.bookings.find((booking) => booking.id === paid[4]!.bookingId)!.checkIn).toBeNull()
    expect(manifest.audit.filter((event) => event.booking === paid[4]!.bookingId)).toEqual([])
  })

  it('the new collections are staff-read-only; customers and guests see nothing', async () => {
    for (const name of ['checkins', 'departure_events']) {
      expect((await call<{ items: unknown[] }>(`/api/collections/${name}/records`, { auth: customer.client.authStore.token })).body.items).toEqual([])
      expect((await call<{ items: unknown[] }>(`/api/collections/${name}/records`)).body.items).toEqual([])
      expect((await call(`/api/collections/${name}/records`, { auth: agent.client.authStore.token })).status).toBe(200)
      expect((await call(`/api/collections/${name}/records`, { method: 'POST', body: { booking: paid[0]!.bookingId }, auth: agent.client.authStore.token })).status).toBe(403)
      expect((await guestClient().collection(name).getList(1, 1).catch((error: { status: number }) => error.status)) as unknown).toMatchObject({ items: [] })
    }
  })
})

describe('the day and the manifest', () => {
  it('lists the day’s departures with seats, capacity and check-ins, and the manifest with payment states and digests', async () => {
    const day = await call<Day>(`/api/store/staff/departures?date=${slot.date}&locale=en`, { auth: agent.client.authStore.token })
    expect(day.status).toBe(200)
    const listed = day.body.departures.find((departure) => departure.id === slot.id)!
    // Other test files may book this departure too: at least this file's five.
    expect(listed).toMatchObject({ capacity: 20, experience: { title_en: slot.expand.experience.title_en } })
    expect(listed.bookings).toBeGreaterThanOrEqual(5)
    expect(listed.seats).toBeGreaterThanOrEqual(5)
    expect((await call(`/api/store/staff/departures?date=2026-02-30`, { auth: agent.client.authStore.token })).status).toBe(400)
    const manifest = (await manifestAs(agent, slot.id)).body
    const ours = manifest.bookings.filter((booking) => paid.some((candidate) => candidate.bookingId === booking.id))
    expect(ours).toHaveLength(5)
    for (const booking of ours) {
      const voucher = paid.find((candidate) => candidate.bookingId === booking.id)!
      expect(booking).toMatchObject({ status: 'confirmed', payment: 'paid', amountDue: 0, seats: 1, leadGuest: { name: 'Sara Alharbi', phone: '551234567' } })
      // The scanner's offline check: the digest of the code, never the code itself.
      expect(booking.voucherDigest).toBe(sha256(`rihla-voucher|${voucher.code}`))
      expect(JSON.stringify(booking)).not.toContain(voucher.code)
    }
    expect((await call(`/api/store/staff/departures/zzzzzzzzzzzzzzz?locale=en`, { auth: agent.client.authStore.token })).status).toBe(404)
  })
})

describe('check-in', () => {
  it('valid, then already checked in (when, by whom), wrong departure, unknown and forged, all audited', async () => {
    const voucher = paid[0]!
    const first = await checkInAs(agent, { slotId: slot.id, code: payload(voucher) })
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({ kind: 'valid', message: 'Valid: checked in.', booking: { id: voucher.bookingId }, checkIn: { devices: 1 } })
    const again = await checkInAs(other, { slotId: slot.id, code: voucher.code.toLowerCase() })
    expect(again.body).toMatchObject({ kind: 'already_checked_in', message: 'Already checked in.', checkIn: { at: first.body.checkIn!.at } })
    expect(again.body.checkIn!.staffName).toBe(first.body.checkIn!.staffName)
    expect((await checkInAs(agent, { slotId: spare.id, code: payload(paid[1]!) })).body).toMatchObject({ kind: 'wrong_departure', booking: { slotId: slot.id, date: slot.date } })
    const unknown = await checkInAs(agent, { slotId: slot.id, code: 'RH-AAAA-BBBB' })
    expect(unknown.body).toMatchObject({ kind: 'unknown', booking: null, message: 'Unknown voucher.' })
    // A real code with another booking's id is forged: unknown, nothing about either booking.
    expect((await checkInAs(agent, { slotId: slot.id, code: `RIHLA|${paid[1]!.code}|${paid[2]!.bookingId}` })).body).toMatchObject({ kind: 'unknown', booking: null })
    expect((await checkInAs(agent, { slotId: slot.id })).status).toBe(400)
    const ar = await call<{ message: string }>('/api/store/staff/checkins', { method: 'POST', body: { slotId: 'bad', code: 'x', locale: 'ar' }, auth: agent.client.authStore.token })
    expect(ar).toMatchObject({ status: 400, body: { message: 'اختر موعد الانطلاق.' } })

    const manifest = (await manifestAs(agent, slot.id)).body
    expect(manifest.slot.checkedIn).toBe(1)
    expect(manifest.bookings.find((booking) => booking.id === voucher.bookingId)!.checkIn).toMatchObject({ at: first.body.checkIn!.at })
    expect(manifest.bookings.find((booking) => booking.id === paid[1]!.bookingId)!.checkIn).toBeNull()
    const kinds = manifest.audit.map((event) => `${event.action}:${event.details.kind ?? ''}`)
    expect(kinds).toEqual(expect.arrayContaining(['check_in:valid', 'check_in_refused:already_checked_in', 'check_in_refused:unknown']))
    const spareAudit = (await manifestAs(agent, spare.id)).body.audit
    expect(spareAudit.map((event) => `${event.action}:${event.details.kind}`)).toContain('check_in_refused:wrong_departure')
    const byDay = await call<{ events: { action: string }[] }>(`/api/store/staff/departures-audit?date=${slot.date}`, { auth: agent.client.authStore.token })
    expect(byDay.body.events.some((event) => event.action === 'check_in')).toBe(true)
  })

  it('ten concurrent check-ins of one voucher from two devices make one check-in', async () => {
    const voucher = paid[1]!
    const answers = await Promise.all(Array.from({ length: 10 }, (_, index) => checkInAs(index % 2 ? agent : other, { slotId: slot.id, code: payload(voucher), clientId: `dev${index % 2}-${randomUUID()}` })))
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200))
    expect(answers.filter((answer) => answer.body.kind === 'valid')).toHaveLength(1)
    expect(answers.filter((answer) => answer.body.kind === 'already_checked_in')).toHaveLength(9)
    const ats = new Set(answers.map((answer) => answer.body.checkIn!.at))
    expect(ats.size).toBe(1)
    const manifest = (await manifestAs(agent, slot.id)).body
    expect(manifest.slot.checkedIn).toBe(2)
  })

  it('a cancelled booking and an unpaid pay-later reservation (with the amount due) are refused', async () => {
    const auth = await payLaterCustomerAuth('departures-pay-later')
    const [later] = (await bookableSlots(1, { payLater: true })) as [BookableSlot]
    const reserved = await postCheckout(checkoutBody([later], { paymentMethod: 'pay_later' }, 2), { auth })
    expect(reserved.status).toBe(201)
    const held = reserved.body.bookings[0]!
    const unpaid = await checkInAs(agent, { slotId: later.id, bookingId: held.id })
    expect(unpaid.body).toMatchObject({ kind: 'unpaid', message: 'This booking is not paid.', amountDue: reserved.body.order.total })
    const manifest = (await manifestAs(agent, later.id)).body
    // Other tests may book the same departure meanwhile: this booking, by its id.
    expect(manifest.bookings.find((booking) => booking.id === held.id)).toMatchObject({ payment: 'pay_later_due', amountDue: reserved.body.order.total, voucherDigest: '' })

    const voucher = paid[3]!
    await staffUpdate('bookings', voucher.bookingId, { status: 'cancelled' })
    expect((await checkInAs(agent, { slotId: slot.id, code: payload(voucher) })).body).toMatchObject({ kind: 'cancelled', message: 'This booking is cancelled.' })
    expect((await manifestAs(agent, slot.id)).body.bookings.find((booking) => booking.id === voucher.bookingId)).toMatchObject({ payment: 'cancelled', checkIn: null })
  })
})

describe('offline check-ins', () => {
  it('sync exactly once; a conflict keeps the first time and tells both devices', async () => {
    const voucher = paid[2]!
    const deviceA = `devA-${randomUUID()}`
    const deviceB = `devB-${randomUUID()}`
    const earlier = new Date(Date.now() - 10 * 60_000).toISOString()
    const later = new Date(Date.now() - 5 * 60_000).toISOString()
    const sync = (who: Staff, checkins: Record<string, unknown>[]) =>
      call<{ results: Result[] }>('/api/store/staff/checkins/sync', { method: 'POST', body: { locale: 'en', checkins }, auth: who.client.authStore.token })

    // Device B scanned later but syncs first.
    const b = await sync(other, [{ clientId: deviceB, slotId: slot.id, code: payload(voucher), deviceTime: later }])
    expect(b.body.results[0]).toMatchObject({ kind: 'valid', checkIn: { at: later, clientId: deviceB, offline: true } })
    // Device A scanned first: its time is kept, and it is told B checked the guest in too.
    const a = await sync(agent, [{ clientId: deviceA, slotId: slot.id, code: voucher.code, deviceTime: earlier }])
    expect(a.body.results[0]).toMatchObject({ kind: 'valid', checkIn: { at: earlier, clientId: deviceA, devices: 2 }, conflict: { at: later } })
    // Sending both again (a retry after a lost answer) changes nothing.
    const replay = await sync(agent, [
      { clientId: deviceA, slotId: slot.id, code: voucher.code, deviceTime: earlier },
      { clientId: deviceB, slotId: slot.id, code: payload(voucher), deviceTime: later },
    ])
    expect(replay.body.results.map((result) => [result.kind, result.replayed, result.checkIn!.at])).toEqual([
      ['valid', true, earlier],
      ['already_checked_in', true, earlier],
    ])
    // B learns of the conflict from the manifest (and from its replay, above).
    const manifest = (await manifestAs(other, slot.id)).body
    expect(manifest.bookings.find((booking) => booking.id === voucher.bookingId)!.checkIn).toMatchObject({ at: earlier, devices: 2, clientId: deviceA })
    expect(manifest.audit.filter((event) => event.booking === voucher.bookingId).map((event) => event.action).sort()).toEqual(['check_in', 'check_in_conflict'])
    // A client id cannot be reused for another booking; bad items are answered one by one.
    const reuse = await sync(agent, [{ clientId: deviceA, slotId: slot.id, code: paid[4]!.code }, { clientId: 'short', slotId: slot.id, code: paid[4]!.code }])
    expect(reuse.body.results.map((result) => result.kind)).toEqual(['invalid', 'invalid'])
    expect((await manifestAs(agent, slot.id)).body.bookings.find((booking) => booking.id === paid[4]!.bookingId)!.checkIn).toBeNull()
  })
})

describe('no-show, note, move and cancel', () => {
  const post = (who: { client: { authStore: { token: string } } } | null, path: string, body: Record<string, unknown> = {}) =>
    call<{ message: string; already?: boolean; booking?: { status: string; refundAmount: number }; data?: Record<string, { code: string }> }>(`/api/store/staff/bookings/${path}`, { method: 'POST', body: { locale: 'en', ...body }, auth: who?.client.authStore.token })
  const reserved = async (slotId: string) => (await staffGet<{ reserved: number }>('slots', slotId)).reserved

  it('a no-show is recorded once and frees nothing; a checked-in guest cannot be one; only staff', async () => {
    const voucher = await paidBooking(slot)
    const seatsBefore = await reserved(slot.id)
    expect((await post(customer, `${voucher.bookingId}/no-show`)).status).toBe(403)
    expect((await post(null, `${voucher.bookingId}/no-show`)).status).toBe(401)
    expect((await post(agent, `${voucher.bookingId}/no-show`)).body).toMatchObject({ message: 'Marked as a no-show.', already: false })
    expect((await post(agent, `${voucher.bookingId}/no-show`)).body).toMatchObject({ already: true })
    expect(await reserved(slot.id)).toBe(seatsBefore)
    expect((await post(agent, `${paid[0]!.bookingId}/no-show`)).status).toBe(409)
    expect((await post(agent, 'zzzzzzzzzzzzzzz/no-show')).status).toBe(404)
    const manifest = (await manifestAs(agent, slot.id)).body
    expect(manifest.bookings.find((booking) => booking.id === voucher.bookingId)).toMatchObject({ noShowAt: expect.any(String) })
    expect(manifest.audit.filter((event) => event.booking === voucher.bookingId && event.action === 'no_show')).toHaveLength(1)
  })

  it('a staff note is kept on the booking and in the trail; too long is refused and changes nothing', async () => {
    const voucher = paid[4]!
    expect((await post(agent, `${voucher.bookingId}/note`, { note: 'Needs a wheelchair at the meeting point' })).status).toBe(200)
    expect((await post(agent, `${voucher.bookingId}/note`, { note: 'x'.repeat(1001) })).status).toBe(400)
    expect((await post(customer, `${voucher.bookingId}/note`, { note: 'mine' })).status).toBe(403)
    const manifest = (await manifestAs(agent, slot.id)).body as Manifest & { bookings: (ManifestBooking & { note: string })[] }
    expect(manifest.bookings.find((booking) => booking.id === voucher.bookingId)!.note).toBe('Needs a wheelchair at the meeting point')
    expect(manifest.audit.filter((event) => event.booking === voucher.bookingId && event.action === 'note')).toHaveLength(1)
  })

  it('moves a booking to another departure of its option only when it has the seats, in one transaction', async () => {
    const admin = await superuserClient()
    const others = await admin.collection('slots').getList<{ id: string; date: string }>(1, 1, { filter: `option = '${slot.option}' && status = 'open' && id != '${slot.id}' && date > '${slot.date}' && reserved = 0` })
    const target = others.items[0]!
    await admin.collection('slots').update(target.id, { capacity: 1, reserved: 1 })
    const voucher = await paidBooking(slot)
    const fromBefore = await reserved(slot.id)
    const full = await post(agent, `${voucher.bookingId}/move`, { slotId: target.id })
    expect(full).toMatchObject({ status: 409, body: { message: 'This departure does not have enough seats left (0 left).' } })
    expect([await reserved(slot.id), await reserved(target.id)]).toEqual([fromBefore, 1])
    expect((await post(agent, `${voucher.bookingId}/move`, { slotId: spare.id })).status).toBe(409)
    await admin.collection('slots').update(target.id, { capacity: 5 })
    const moved = await post(agent, `${voucher.bookingId}/move`, { slotId: target.id })
    expect(moved.status).toBe(200)
    expect([await reserved(slot.id), await reserved(target.id)]).toEqual([fromBefore - 1, 2])
    const there = (await manifestAs(agent, target.id)).body
    expect(there.bookings.map((booking) => booking.id)).toContain(voucher.bookingId)
    // One move is one event: listed once on each departure's trail and once on each day's (issue 34, item 17).
    const moves = (events: { action: string; booking?: string }[]) => events.filter((event) => event.action === 'move' && event.booking === voucher.bookingId)
    expect(moves(there.audit)).toHaveLength(1)
    expect(moves((await manifestAs(agent, slot.id)).body.audit)).toHaveLength(1)
    for (const date of new Set([slot.date, target.date])) {
      const day = await call<{ events: { action: string; booking: string }[] }>(`/api/store/staff/departures-audit?date=${date}`, { auth: agent.client.authStore.token })
      expect(moves(day.body.events)).toHaveLength(1)
    }
    // The voucher now checks in on the new departure, not the old one.
    expect((await checkInAs(agent, { slotId: slot.id, code: payload(voucher) })).body.kind).toBe('wrong_departure')
    expect((await checkInAs(agent, { slotId: target.id, code: payload(voucher) })).body.kind).toBe('valid')
    expect((await post(agent, `${voucher.bookingId}/move`, { slotId: slot.id })).status).toBe(409)
  })

  it('cancels with the policy refund, gives the seats back and records who did it', async () => {
    const voucher = await paidBooking(slot)
    const seatsBefore = await reserved(slot.id)
    expect((await post(customer, `${voucher.bookingId}/cancel`)).status).toBe(403)
    const done = await post(agent, `${voucher.bookingId}/cancel`)
    expect(done.status).toBe(200)
    const view = await viewOrder(voucher.orderId, voucher.token)
    expect(done.body.booking!.refundAmount).toBe(view.bookings[0]!.refundAmount)
    expect(view.bookings[0]!.status).toMatch(/cancelled|refunded/)
    expect(await reserved(slot.id)).toBe(seatsBefore - 1)
    expect((await post(agent, `${voucher.bookingId}/cancel`)).status).toBe(409)
    const manifest = (await manifestAs(agent, slot.id)).body
    const event = manifest.audit.find((candidate) => candidate.booking === voucher.bookingId && candidate.action === 'cancel')!
    expect(event.staffName).toBeTruthy()
    expect((await checkInAs(agent, { slotId: slot.id, code: payload(voucher) })).body.kind).toBe('cancelled')
  })
})

describe('closing departures and days, capacity', () => {
  const post = (who: { client: { authStore: { token: string } } } | null, path: string, body: Record<string, unknown>) =>
    call<{ message: string; count?: number; changed?: boolean; data?: Record<string, { code: string }> }>(path, { method: 'POST', body: { locale: 'en', ...body }, auth: who?.client.authStore.token })

  it('a closed departure sells nothing (the checkout’s own rule) until opened again; audited', async () => {
    const [target] = (await bookableSlots(1)) as [BookableSlot]
    expect((await post(customer, `/api/store/staff/departures/${target.id}/status`, { status: 'closed' })).status).toBe(403)
    expect((await post(agent, `/api/store/staff/departures/${target.id}/status`, { status: 'shut' })).status).toBe(400)
    expect((await post(agent, `/api/store/staff/departures/${target.id}/status`, { status: 'closed' })).body).toMatchObject({ changed: true })
    const refused = await postCheckout(checkoutBody([target]))
    expect(refused.status).toBe(409)
    expect((await post(agent, `/api/store/staff/departures/${target.id}/status`, { status: 'open' })).status).toBe(200)
    expect((await postCheckout(checkoutBody([target]))).status).toBe(201)
    const events = (await manifestAs(agent, target.id)).body.audit.map((event) => event.action)
    expect(events).toEqual(expect.arrayContaining(['slot_closed', 'slot_opened']))
  })

  it('capacity never goes below the reserved seats; a refusal changes nothing', async () => {
    const [target] = (await bookableSlots(1)) as [BookableSlot]
    const first = await paidBooking(target)
    await paidBooking(target)
    expect(first.code).toMatch(/^RH-/)
    const path = `/api/store/staff/departures/${target.id}/capacity`
    const below = await post(agent, path, { capacity: 1 })
    expect(below).toMatchObject({ status: 409, body: { message: 'The capacity cannot be below the seats already reserved (2).', data: { capacity: { code: 'validation_below_reserved' } } } })
    expect((await staffGet<{ capacity: number }>('slots', target.id)).capacity).toBe(20)
    expect((await post(agent, path, { capacity: 2.5 })).status).toBe(400)
    expect((await post(agent, path, { capacity: 2 })).body).toMatchObject({ message: 'The capacity is changed.' })
    expect((await staffGet<{ capacity: number }>('slots', target.id)).capacity).toBe(2)
    // Full now: the checkout refuses a third seat.
    expect((await postCheckout(checkoutBody([target]))).status).toBe(409)
    const event = (await manifestAs(agent, target.id)).body.audit.find((candidate) => candidate.action === 'capacity') as unknown as { details: { before: number; after: number } }
    expect(event.details).toMatchObject({ before: 20, after: 2 })
  })

  it('closes a whole day of one experience in one go, and opens it again', async () => {
    const [target] = (await bookableSlots(1, { days: [20, 25] })) as [BookableSlot]
    const admin = await superuserClient()
    const filter = `date = '${target.date}' && experience = '${target.experience}'`
    const open = (await admin.collection('slots').getFullList<{ status: string }>({ filter })).filter((slotRow) => slotRow.status === 'open').length
    const closed = await post(agent, `/api/store/staff/days/${target.date}/status`, { status: 'closed', experienceIds: [target.experience] })
    expect(closed.body.count).toBe(open)
    expect((await admin.collection('slots').getFullList<{ status: string }>({ filter })).every((slotRow) => slotRow.status === 'closed')).toBe(true)
    expect((await postCheckout(checkoutBody([target]))).status).toBe(409)
    expect((await post(agent, `/api/store/staff/days/${target.date}/status`, { status: 'open', experienceIds: [target.experience] })).body.count).toBe(open)
    expect((await post(agent, `/api/store/staff/days/2026-13-01/status`, { status: 'closed' })).status).toBe(400)
    expect((await post(agent, `/api/store/staff/days/${target.date}/status`, { status: 'closed', experienceIds: ['not an id'] })).status).toBe(400)
    expect((await post(customer, `/api/store/staff/days/${target.date}/status`, { status: 'closed' })).status).toBe(403)
    const day = await call<{ events: { action: string; details: { departures: number } }[] }>(`/api/store/staff/departures-audit?date=${target.date}`, { auth: agent.client.authStore.token })
    expect(day.body.events.filter((event) => event.action === 'day_closed')).toHaveLength(1)
    expect(day.body.events.filter((event) => event.action === 'day_opened')).toHaveLength(1)
  })

  it('opening the day again reopens only what the day closure closed, and only the experiences staff chose', async () => {
    const [first] = (await bookableSlots(1, { days: [26, 30] })) as [BookableSlot]
    const admin = await superuserClient()
    const daySlots = async () => admin.collection('slots').getFullList<{ id: string; status: string; experience: string }>({ filter: `date = '${first.date}'`, sort: 'start_time,id' })
    const before = await daySlots()
    const experiences = [...new Set(before.map((row) => row.experience))]
    const other = experiences.find((id) => id !== first.experience)
    expect(other).toBeTruthy()
    // Two departures closed one by one, on purpose, before the day closure.
    const onPurpose = before.filter((row) => row.status === 'open' && row.experience === first.experience && row.id !== first.id).slice(0, 1)
    onPurpose.push(before.find((row) => row.status === 'open' && row.experience === other)!)
    for (const row of onPurpose) expect((await post(agent, `/api/store/staff/departures/${row.id}/status`, { status: 'closed' })).status).toBe(200)
    const openBefore = (await daySlots()).filter((row) => row.status === 'open')
    // The day closure of the chosen experience only (other test files book this day's others): `other`'s departures stay as they were.
    const chosen = [first.experience]
    const closing = await post(agent, `/api/store/staff/days/${first.date}/status`, { status: 'closed', experienceIds: chosen })
    expect(closing.body.count).toBe(openBefore.filter((row) => chosen.includes(row.experience)).length)
    const during = await daySlots()
    expect(during.filter((row) => row.experience === other).map((row) => row.status)).toEqual(before.filter((row) => row.experience === other).map((row) => (onPurpose.some((closed) => closed.id === row.id) ? 'closed' : row.status)))
    expect(during.filter((row) => chosen.includes(row.experience)).every((row) => row.status === 'closed')).toBe(true)
    // A day listing offers the experiences to choose and the closure to undo.
    const listed = await call<{ experiences: { id: string; open: number; closed: number }[]; closures: { slots: string[] }[] }>(`/api/store/staff/departures?date=${first.date}&locale=en`, { auth: agent.client.authStore.token })
    expect(listed.body.experiences.map((row) => row.id).sort()).toEqual([...experiences].sort())
    expect(listed.body.experiences.find((row) => row.id === first.experience)).toMatchObject({ open: 0 })
    expect(listed.body.closures).toHaveLength(1)
    // Reopening the whole day: exactly the departures open before, the ones closed on purpose stay closed.
    const reopening = await post(agent, `/api/store/staff/days/${first.date}/status`, { status: 'open' })
    expect(reopening.body).toMatchObject({ count: closing.body.count, message: `Departures the day closure had closed, opened again: ${closing.body.count}.` })
    const after = await daySlots()
    const mine = (list: { id: string; experience: string; status: string }[]) => list.filter((row) => row.experience === first.experience || row.experience === other)
    expect(mine(after).map((row) => [row.id, row.status])).toEqual(mine(before).map((row) => [row.id, onPurpose.some((closed) => closed.id === row.id) ? 'closed' : row.status]))
    // Nothing left to reopen; the day's trail has both, with the counts.
    expect((await post(agent, `/api/store/staff/days/${first.date}/status`, { status: 'open', locale: 'ar' })).body).toMatchObject({ count: 0, message: 'أُعيد فتح مواعيد الانطلاق التي أغلقها إغلاق اليوم: ٠.' })
    const day = await call<{ events: { action: string; details: { departures: number } }[] }>(`/api/store/staff/departures-audit?date=${first.date}`, { auth: agent.client.authStore.token })
    expect(day.body.events.filter((event) => event.action === 'day_closed' || event.action === 'day_opened').map((event) => [event.action, event.details.departures])).toEqual([
      ['day_opened', closing.body.count],
      ['day_closed', closing.body.count],
    ])
    for (const row of onPurpose) await post(agent, `/api/store/staff/departures/${row.id}/status`, { status: 'open' })
  })
})
