// Schedules (issue 35 item 6, decision 062): managers add recurring rules, blackouts and extra
// departures; the generator makes the slots on the rolling horizon, idempotently; a change never
// touches a departure that holds reservations (it is listed as kept) and never oversells when it
// races checkouts; refusals are on the field in both languages and save nothing; agents read only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCustomer, createStaff, guestClient, superuserClient, type Staff } from '../support/api'
import { bookableSlots, call, checkoutBody, excludeLocalhostFromRateLimits, postCheckout, riyadhDate, type BookableSlot } from './checkout-support'

type Result = { created: number; updated: number; deleted: number; kept: { id: string; option: string; date: string; start_time: string; reserved: number; reason: string }[] }
type Rule = { id: string; capacity: number; weekdays: number[]; start_times: string[]; status: string }
type Slot = { id: string; date: string; start_time: string; capacity: number; reserved: number; status: string; schedule_rule: string; booking_cutoff_minutes: number; price_overrides: Record<string, number> }
type ErrorBody = { status: number; message: string; data: Record<string, { code: string; message: string }> }

let restore: () => Promise<void>
let manager: Staff
let agent: Staff
let experienceId: string
let optionId: string
let seeded: BookableSlot
let ruleId: string
const from = riyadhDate(1)
const to = riyadhDate(150)

const as = (who: Staff | null, path: string, method = 'GET', body?: unknown) => call<Record<string, unknown>>(path, { method, body, auth: who?.client.authStore.token })
const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay()
const days = (start: string, end: string) => {
  const out: string[] = []
  for (let date = start; date <= end; date = new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)) out.push(date)
  return out
}
const firstAfter = (offset: number, wanted: number) => days(riyadhDate(offset), to).find((date) => weekday(date) === wanted)!
const blackoutDay = firstAfter(20, 1) // a Monday
const fridayOneOff = firstAfter(20, 5)

async function optionSlots() {
  const admin = await superuserClient()
  return admin.collection('slots').getFullList<Slot>({ filter: admin.filter('option = {:option}', { option: optionId }), sort: 'date,start_time', batch: 1000 })
}

const ruleBody = (overrides: Record<string, unknown> = {}) => ({ option: optionId, weekdays: [0, 1, 2, 3, 4], start_times: ['09:00', '16:00'], date_from: from, date_to: to, capacity: 20, booking_cutoff_minutes: 120, locale: 'en', ...overrides })

beforeAll(async () => {
  restore = await excludeLocalhostFromRateLimits()
  manager = await createStaff('manager')
  agent = await createStaff('agent')
  ;[seeded] = (await bookableSlots(1)) as [BookableSlot]
  experienceId = seeded.experience
  const admin = await superuserClient()
  const option = await admin.collection('options').create({
    experience: experienceId,
    title_ar: 'باقة الجدول',
    title_en: 'Schedule test option',
    pricing: 'per_person',
    traveller_types: seeded.expand.option.traveller_types,
    max_per_booking: 8,
    sort: 99,
  })
  optionId = option.id
}, 120_000)

afterAll(async () => {
  await (await superuserClient()).collection('options').delete(optionId).catch(() => undefined)
  await restore?.()
})

describe('who may use schedules', () => {
  it('a guest gets 401 and a customer 403; an agent reads but may not write; nothing is saved', async () => {
    const customer = await createCustomer('schedules')
    expect((await call(`/api/store/staff/schedules/${experienceId}?locale=en`)).status).toBe(401)
    const refused = await call<ErrorBody>(`/api/store/staff/schedules/${experienceId}?locale=en`, { auth: customer.client.authStore.token })
    expect(refused.status).toBe(403)
    const read = await as(agent, `/api/store/staff/schedules/${experienceId}?locale=en`)
    expect(read.status).toBe(200)
    expect(read.body.canEdit).toBe(false)
    const write = await as(agent, `/api/store/staff/schedules/${experienceId}/rules`, 'POST', ruleBody())
    expect(write.status).toBe(403)
    expect(write.body.message).toBe('Only managers can change schedules.')
    const arabic = await as(agent, `/api/store/staff/schedules/${experienceId}/rules`, 'POST', ruleBody({ locale: 'ar' }))
    expect(arabic.body.message).toBe('تعديل الجداول متاح للمديرين فقط.')
    expect(await optionSlots()).toEqual([])
    const admin = await superuserClient()
    expect((await admin.collection('schedule_rules').getList(1, 1, { filter: admin.filter('option = {:optionId}', { optionId }) })).totalItems).toBe(0)
    // The collections themselves are closed to everyone but superusers.
    expect((await guestClient().collection('schedule_rules').getList(1, 1).catch((error) => error)).status).toBe(403)
  })
})

describe('refusals on the field, nothing half-saved', () => {
  const cases: [string, Record<string, unknown>, string, string, string][] = [
    ['a schedule ending before it starts', { date_from: riyadhDate(10), date_to: riyadhDate(5) }, 'date_to', 'A schedule cannot end before it starts.', 'لا يمكن أن ينتهي الجدول قبل أن يبدأ.'],
    ['capacity 0', { capacity: 0 }, 'capacity', 'The capacity must be at least one seat.', 'السعة يجب أن تكون مقعدًا واحدًا على الأقل.'],
    ['a negative capacity', { capacity: -3 }, 'capacity', 'The capacity must be at least one seat.', 'السعة يجب أن تكون مقعدًا واحدًا على الأقل.'],
    ['a price of 0', { price_overrides: { adult: 0 } }, 'price_overrides', 'The price must be more than zero.', 'السعر يجب أن يكون أكبر من صفر.'],
    ['a negative price', { price_overrides: { adult: -500 } }, 'price_overrides', 'The price must be more than zero.', 'السعر يجب أن يكون أكبر من صفر.'],
    ['no weekday', { weekdays: [] }, 'weekdays', 'Choose at least one weekday.', 'اختر يومًا واحدًا على الأقل من أيام الأسبوع.'],
    ['no time', { start_times: [] }, 'start_times', 'Add at least one start time.', 'أضف وقت انطلاق واحدًا على الأقل.'],
    ['a malformed time', { start_times: ['9am'] }, 'start_times', 'Write each time in 24-hour form, like 09:00 (at most 24 times).', 'اكتب كل وقت بالصيغة ٢٤ ساعة مثل 09:00 (حتى ٢٤ وقتًا).'],
    ['an hour past 23', { start_times: ['24:30'] }, 'start_times', 'Write each time in 24-hour form, like 09:00 (at most 24 times).', 'اكتب كل وقت بالصيغة ٢٤ ساعة مثل 09:00 (حتى ٢٤ وقتًا).'],
  ]
  for (const [name, change, field, english, arabic] of cases) {
    it(`refuses ${name} with a 400 on ${field}, in English and Arabic`, async () => {
      for (const [locale, text] of [['en', english], ['ar', arabic]] as const) {
        const reply = await call<ErrorBody>(`/api/store/staff/schedules/${experienceId}/rules`, { method: 'POST', body: ruleBody({ ...change, locale }), auth: manager.client.authStore.token })
        expect(reply.status).toBe(400)
        expect(reply.body.data[field]?.message).toBe(text)
      }
      expect(await optionSlots()).toEqual([])
      const admin = await superuserClient()
      expect((await admin.collection('schedule_rules').getList(1, 1, { filter: admin.filter('option = {:optionId}', { optionId }) })).totalItems).toBe(0)
    })
  }

  it('refuses a blackout ending before it starts and an extra departure without capacity', async () => {
    const blackout = await as(manager, `/api/store/staff/schedules/${experienceId}/exceptions`, 'POST', { kind: 'blackout', date_from: riyadhDate(9), date_to: riyadhDate(8), locale: 'en' })
    expect(blackout.status).toBe(400)
    expect((blackout.body as ErrorBody).data.date_to?.message).toBe('A schedule cannot end before it starts.')
    const extra = await as(manager, `/api/store/staff/schedules/${experienceId}/exceptions`, 'POST', { kind: 'extra', option: optionId, date_from: riyadhDate(9), start_times: ['11:00'], capacity: 0, locale: 'en' })
    expect(extra.status).toBe(400)
    expect((extra.body as ErrorBody).data.capacity?.message).toBe('The capacity must be at least one seat.')
  })
})

describe('rules, exceptions and the slots they make', () => {
  it('a Sunday–Thursday 09:00 and 16:00 rule makes exactly those departures, with its cut-off, owned by the rule', async () => {
    const reply = await as(manager, `/api/store/staff/schedules/${experienceId}/rules`, 'POST', ruleBody())
    expect(reply.status).toBe(201)
    const rule = reply.body.rule as Rule
    ruleId = rule.id
    const expected = days(from, to).filter((date) => weekday(date) <= 4).length * 2
    expect((reply.body.result as Result).created).toBe(expected)
    const slots = await optionSlots()
    expect(slots).toHaveLength(expected)
    for (const slot of slots) {
      expect(weekday(slot.date)).toBeLessThanOrEqual(4)
      expect(['09:00', '16:00']).toContain(slot.start_time)
      expect(slot).toMatchObject({ capacity: 20, reserved: 0, status: 'open', schedule_rule: ruleId, booking_cutoff_minutes: 120 })
    }
  })

  it('a blackout day closes its departures and a Friday one-off adds one; the storefront follows', async () => {
    const blackout = await as(manager, `/api/store/staff/schedules/${experienceId}/exceptions`, 'POST', { kind: 'blackout', option: optionId, date_from: blackoutDay, date_to: blackoutDay, reason: 'Eid', locale: 'en' })
    expect(blackout.status).toBe(201)
    expect((blackout.body.result as Result).updated).toBe(2)
    const extra = await as(manager, `/api/store/staff/schedules/${experienceId}/exceptions`, 'POST', { kind: 'extra', option: optionId, date_from: fridayOneOff, start_times: ['11:00'], capacity: 6, locale: 'en' })
    expect(extra.status).toBe(201)
    expect((extra.body.result as Result).created).toBe(1)
    const slots = await optionSlots()
    expect(slots.filter((slot) => slot.date === blackoutDay).map((slot) => slot.status)).toEqual(['closed', 'closed'])
    expect(slots.filter((slot) => slot.date === fridayOneOff).map((slot) => [slot.start_time, slot.capacity])).toEqual([['11:00', 6]])

    type DayOptions = { options: { id: string; slots: { start_time: string }[] }[] }
    const offered = async (date: string) => ((await call<DayOptions>(`/api/store/availability/${experienceId}/${date}`)).body.options.find((option) => option.id === optionId)?.slots ?? []).map((slot) => slot.start_time)
    expect(await offered(firstAfter(20, 0))).toEqual(['09:00', '16:00'])
    expect(await offered(blackoutDay)).toEqual([])
    expect(await offered(fridayOneOff)).toEqual(['11:00'])
    expect(await offered(firstAfter(20, 6))).toEqual([])

    const month = blackoutDay.slice(0, 7)
    const calendar = await as(agent, `/api/store/staff/schedules/${experienceId}/calendar?month=${month}&locale=en`)
    expect(calendar.status).toBe(200)
    expect(calendar.body.blackouts).toContain(blackoutDay)
    // One option's calendar: its own blackout days and the whole experience's, not another option's
    // (the seeded options of this experience have blackouts of their own).
    expect((await as(agent, `/api/store/staff/schedules/${experienceId}/calendar?month=${month}&option=${optionId}&locale=en`)).body.blackouts).toEqual([blackoutDay])
    const admin = await superuserClient()
    const other = seeded.option
    const otherBlackouts = await admin.collection('schedule_exceptions').getFullList<{ date_from: string; date_to: string }>({ filter: admin.filter("experience = {:experienceId} && kind = 'blackout' && (option = {:other} || option = '')", { experienceId, other }) })
    const expected = [...new Set(otherBlackouts.flatMap((item) => days(item.date_from, item.date_to || item.date_from)).filter((date) => date.startsWith(month)))].sort()
    expect((await as(agent, `/api/store/staff/schedules/${experienceId}/calendar?month=${month}&option=${other}&locale=en`)).body.blackouts).toEqual(expected)
  })

  it('the daily job run twice creates, changes and deletes nothing', async () => {
    const before = await optionSlots()
    for (let run = 0; run < 2; run += 1) {
      const reply = await as(manager, '/api/store/staff/schedules-run', 'POST', { experience: experienceId, locale: 'en' })
      expect(reply.status).toBe(200)
      expect(reply.body).toMatchObject({ created: 0, updated: 0, deleted: 0 })
    }
    expect(await optionSlots()).toEqual(before)
  })

  it('a preview shows what a change would make and writes nothing', async () => {
    const before = await optionSlots()
    const reply = await as(manager, `/api/store/staff/schedules/${experienceId}/preview`, 'POST', { rule: { id: ruleId, weekdays: [0, 1, 2, 3, 4, 6] }, from, to: riyadhDate(40), locale: 'en' })
    expect(reply.status).toBe(200)
    const departures = reply.body.departures as { option: string; date: string; change: string }[]
    const saturdays = departures.filter((departure) => departure.option === optionId && weekday(departure.date) === 6)
    expect(saturdays.length).toBeGreaterThan(0)
    expect(saturdays.every((departure) => departure.change === 'new')).toBe(true)
    expect(await optionSlots()).toEqual(before)
  })

  it('a change leaves a departure with reservations as it was and lists it as kept', async () => {
    const slots = await optionSlots()
    const booked = slots.find((slot) => slot.status === 'open' && slot.date >= riyadhDate(10))!
    const bookable = { ...seeded, id: booked.id, option: optionId, date: booked.date, start_time: booked.start_time } as BookableSlot
    const checkout = await postCheckout(checkoutBody([bookable], {}, 2))
    expect(checkout.status).toBe(201)
    const reply = await as(manager, `/api/store/staff/schedule-rules/${ruleId}`, 'PATCH', { capacity: 8, locale: 'en' })
    expect(reply.status).toBe(200)
    const result = reply.body.result as Result
    // The run covers every option of the experience, so a seeded option's departure an earlier file
    // repriced and booked may be kept too: every kept one holds reservations, ours among them.
    expect(result.kept.map((slot) => [slot.id, slot.reserved, slot.reason])).toContainEqual([booked.id, 2, 'holds_reservations'])
    expect(result.kept.every((slot) => slot.reserved > 0 && slot.reason === 'holds_reservations')).toBe(true)
    const after = await optionSlots()
    expect(after.find((slot) => slot.id === booked.id)).toMatchObject({ capacity: 20, reserved: 2 })
    const keptIds = new Set(result.kept.map((slot) => slot.id))
    expect(after.filter((slot) => !keptIds.has(slot.id) && slot.schedule_rule === ruleId).every((slot) => slot.capacity === 8)).toBe(true)

    // Deleting the rule removes its free departures and keeps the booked one.
    const removed = await as(manager, `/api/store/staff/schedule-rules/${ruleId}`, 'DELETE', { locale: 'en' })
    expect(removed.status).toBe(200)
    const keptAtDelete = (removed.body.result as Result).kept
    expect(keptAtDelete.map((slot) => slot.id)).toContain(booked.id)
    expect(keptAtDelete.every((slot) => slot.reserved > 0)).toBe(true)
    // The run covers the whole experience: a seeded option's departure that an earlier file on this
    // server repriced and booked is kept too, so only this option's kept ones are compared.
    const keptHere = keptAtDelete.filter((slot) => slot.option === optionId).map((slot) => slot.id)
    const left = await optionSlots()
    expect(left.map((slot) => slot.id).sort()).toEqual([...new Set([...keptHere, ...left.filter((slot) => slot.date === fridayOneOff).map((slot) => slot.id)])].sort())
  })

  it('every change is in the audit trail, with who made it', async () => {
    const admin = await superuserClient()
    const events = await admin.collection('schedule_events').getFullList<{ action: string; staff: string; target: string }>({ filter: admin.filter('experience = {:experienceId}', { experienceId }), sort: 'created' })
    expect(events.map((event) => event.action)).toEqual(['rule_created', 'exception_created', 'exception_created', 'rule_updated', 'rule_deleted'])
    expect(events.every((event) => event.staff === manager.id)).toBe(true)
    const overview = await as(agent, `/api/store/staff/schedules/${experienceId}?locale=en`)
    expect((overview.body.audit as unknown[]).length).toBe(5)
  })
})

describe('a capacity change racing checkouts', () => {
  it('never oversells: every departure ends with reserved ≤ capacity and the seats of every accepted checkout', async () => {
    const created = await as(manager, `/api/store/staff/schedules/${experienceId}/rules`, 'POST', ruleBody({ weekdays: [2], start_times: ['10:30'], date_from: riyadhDate(30), date_to: riyadhDate(36), capacity: 6 }))
    expect(created.status).toBe(201)
    const [target] = (await optionSlots()).filter((slot) => slot.start_time === '10:30')
    const bookable = { ...seeded, id: target!.id, option: optionId, date: target!.date, start_time: target!.start_time } as BookableSlot
    const race = await Promise.all([
      ...Array.from({ length: 6 }, () => postCheckout(checkoutBody([bookable], {}, 1))),
      as(manager, `/api/store/staff/schedule-rules/${(created.body.rule as Rule).id}`, 'PATCH', { capacity: 2, locale: 'en' }),
    ])
    const accepted = race.slice(0, 6).filter((reply) => reply.status === 201).length
    expect(race[6]!.status).toBe(200)
    const after = (await optionSlots()).find((slot) => slot.id === target!.id)!
    expect(after.reserved).toBe(accepted)
    expect(after.reserved).toBeLessThanOrEqual(after.capacity)
    // Either the change came first (capacity 2, at most 2 sold) or a checkout did (the departure kept its 6).
    if (after.capacity === 2) expect(accepted).toBeLessThanOrEqual(2)
    else expect(after.capacity).toBe(6)
  })
})
