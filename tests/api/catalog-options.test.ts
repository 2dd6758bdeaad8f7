// An experience's options in the catalog studio (issue 35 item 5): a manager adds an option with
// adult and child prices and edits it; the "from" price on cards follows at once; every refused
// edit names its field in the manager's language and writes nothing; a save on an older version
// is refused naming who saved since; agents read, never write; a group option's minimum is
// offered by the availability and held by the cart check and the checkout. Checked by the
// response bodies.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { StudioDetail, StudioOption, StudioVocabulary } from '../../pb_hooks/lib/contracts/catalog-studio-contract.js'
import { createStaff, superuserClient, type Staff } from '../support/api'
import { call, excludeLocalhostFromRateLimits, leadGuest, postCheckout, riyadhDate } from './checkout-support'

type Refusal = { status: number; message: string; data: Record<string, { code: string; message: string }> & { conflict?: { staffName: string } } }
type Who = { client: { authStore: { token: string } } } | null

let restore: () => Promise<void>
let manager: Staff
let second: Staff
let agent: Staff
let vocabulary: StudioVocabulary
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`

const studio = <T>(who: Who, path: string, init: { method?: string; body?: unknown; locale?: 'ar' | 'en' } = {}) =>
  call<T>(`/api/store/staff/catalog${path}`, { method: init.method, body: init.body === undefined ? undefined : { locale: init.locale ?? 'en', ...(init.body as object) }, auth: who?.client.authStore.token, headers: { 'Accept-Language': init.locale ?? 'en' } })

const adult = { key: 'adult', name_ar: 'بالغ', name_en: 'Adult', age_min: 12, age_max: 99, price: 24000 }
const child = { key: 'child', name_ar: 'طفل', name_en: 'Child', age_min: 3, age_max: 11, price: 16000 }
const eventCount = async () => (await (await superuserClient()).collection('catalog_events').getList(1, 1)).totalItems
const priceFrom = async (id: string) => ((await (await superuserClient()).collection('experiences').getOne(id)).price_from as number)

async function draftWithOption(label: string) {
  const created = await studio<StudioDetail>(manager, '', { method: 'POST', body: { fields: { slug: `options-${label}-${run}`, title_ar: `جولة الخيارات ${label}`, title_en: `Options tour ${label}`, city: vocabulary.cities[0]!.id } } })
  expect(created.status).toBe(201)
  const withOption = await studio<StudioDetail>(manager, `/${created.body.experience.id}/options`, {
    method: 'POST',
    body: { fields: { title_ar: 'الجولة الأساسية', title_en: 'Standard tour', traveller_types: [adult, child], max_per_booking: 8, booking_cutoff_minutes: 120, pickup_places: [{ name_ar: 'بهو الفندق', name_en: 'Hotel lobby', address_ar: 'طريق الملك فهد', address_en: 'King Fahd Road', time: '07:30' }] } },
  })
  expect(withOption.status).toBe(201)
  return { id: created.body.experience.id, detail: withOption.body, option: withOption.body.options[0]! }
}

beforeAll(async () => {
  restore = await excludeLocalhostFromRateLimits()
  manager = await createStaff('manager')
  second = await createStaff('manager')
  agent = await createStaff('agent')
  vocabulary = (await studio<StudioVocabulary>(manager, '/vocabulary')).body
}, 60_000)

afterAll(async () => {
  await restore?.()
})

describe('options and prices', () => {
  it('a manager adds an option with adult and child prices; the from price follows each price change; the trail says what changed', async () => {
    const { id, detail, option } = await draftWithOption('prices')
    expect(detail.options).toHaveLength(1)
    expect(option).toMatchObject({ title_en: 'Standard tour', pricing: 'per_person', traveller_types: [adult, child], max_per_booking: 8, booking_cutoff_minutes: 120, pay_later_allowed: false })
    expect(option.pickup_places).toEqual([{ key: 'pickup-1', name_ar: 'بهو الفندق', name_en: 'Hotel lobby', address_ar: 'طريق الملك فهد', address_en: 'King Fahd Road', time: '07:30' }])
    expect(await priceFrom(id)).toBe(24000)

    const cheaper = await studio<StudioDetail>(manager, `/${id}/options/${option.id}`, { method: 'PATCH', body: { base: option.updated, fields: { traveller_types: [{ ...adult, price: 19500 }, child], pay_later_allowed: true } } })
    expect(cheaper.status).toBe(200)
    expect(cheaper.body.options[0]).toMatchObject({ pay_later_allowed: true, traveller_types: [{ ...adult, price: 19500 }, child] })
    expect(await priceFrom(id)).toBe(19500)
    expect(cheaper.body.audit[0]).toMatchObject({
      action: 'update',
      changes: { options: { before: { id: option.id, traveller_types: [adult, child], pay_later_allowed: false }, after: { id: option.id, traveller_types: [{ ...adult, price: 19500 }, child], pay_later_allowed: true } } },
    })

    // A second option, dearer, does not raise the from price.
    const premium = await studio<StudioDetail>(manager, `/${id}/options`, { method: 'POST', body: { fields: { title_ar: 'مع الغداء', title_en: 'With lunch', traveller_types: [{ ...adult, price: 31000 }], sort: 1 } } })
    expect(premium.body.options.map((entry: StudioOption) => entry.title_en)).toEqual(['Standard tour', 'With lunch'])
    expect(await priceFrom(id)).toBe(19500)
  })

  it('refuses a free headline price, a child priced below zero, a bad pickup time and 0 per booking — on their fields, in both languages, writing nothing', async () => {
    const { id, option } = await draftWithOption('refusals')
    const events = await eventCount()
    const arabic = await studio<Refusal>(manager, `/${id}/options/${option.id}`, { method: 'PATCH', locale: 'ar', body: { base: option.updated, fields: { traveller_types: [{ ...adult, price: 0 }, child], max_per_booking: 0, pickup_places: [{ name_ar: 'الفندق', name_en: 'Hotel', time: '7h30' }] } } })
    expect(arabic.status).toBe(400)
    expect(arabic.body.data).toEqual({
      traveller_types: { code: 'validation_type_headline_price', message: 'سعر «بالغ» يجب أن يكون أكبر من صفر: هو السعر الذي يظهر للمسافرين.' },
      max_per_booking: { code: 'validation_number_range', message: 'اكتب عددًا صحيحًا من ١ إلى ١٠٠.' },
      pickup_places: { code: 'validation_pickup_time', message: 'اكتب وقت الاستقبال في المكان ١ بصيغة ساعة ودقيقة، مثل ٠٧:٣٠.' },
    })
    const english = await studio<Refusal>(manager, `/${id}/options/${option.id}`, { method: 'PATCH', body: { base: option.updated, fields: { traveller_types: [adult, { ...child, price: -500 }] } } })
    expect(english.body.data.traveller_types).toEqual({ code: 'validation_type_price', message: 'The price of traveller type 2 must be a whole amount of zero or more.' })
    const nothing = await studio<Refusal>(manager, `/${id}/options`, { method: 'POST', body: { fields: { title_en: 'No Arabic, no prices' } } })
    expect(Object.keys(nothing.body.data)).toEqual(['title_ar', 'traveller_types'])

    const after = (await studio<StudioDetail>(manager, `/${id}`)).body
    expect(after.options).toEqual([option])
    expect(await eventCount()).toBe(events)
  })

  it('a second manager’s save on an older version is refused naming who saved; agents cannot write; another experience’s option is not found', async () => {
    const { id, option } = await draftWithOption('conflict')
    const first = await studio<StudioDetail>(second, `/${id}/options/${option.id}`, { method: 'PATCH', body: { base: option.updated, fields: { max_per_booking: 6 } } })
    expect(first.status).toBe(200)
    const late = await studio<Refusal>(manager, `/${id}/options/${option.id}`, { method: 'PATCH', body: { base: option.updated, fields: { max_per_booking: 12 } } })
    expect(late.status).toBe(409)
    expect(late.body.data.conflict?.staffName).toBe(first.body.audit[0]!.staffName)
    expect(late.body.message).toContain(first.body.audit[0]!.staffName)

    const byAgent = await studio<Refusal>(agent, `/${id}/options/${option.id}`, { method: 'PATCH', locale: 'ar', body: { base: first.body.options[0]!.updated, fields: { max_per_booking: 12 } } })
    expect({ status: byAgent.status, message: byAgent.body.message }).toEqual({ status: 403, message: 'تعديل الكتالوج للمديرين فقط؛ يمكنك الاطلاع عليه دون تعديل.' })
    expect((await studio<Refusal>(agent, `/${id}/options`, { method: 'POST', body: { fields: { title_ar: 'أ', title_en: 'A', traveller_types: [adult] } } })).status).toBe(403)

    const other = await draftWithOption('other')
    expect((await studio<Refusal>(manager, `/${id}/options/${other.option.id}`, { method: 'PATCH', body: { base: other.option.updated, fields: { max_per_booking: 3 } } })).status).toBe(404)
    expect((await studio<StudioDetail>(agent, `/${id}`)).body.options[0]!.max_per_booking).toBe(6)
  })
  it('a group option books three at least: the minimum never above the most, offered by the availability, held by the cart check and the checkout in both languages', async () => {
    const { id, option } = await draftWithOption('group')
    const above = await studio<Refusal>(manager, `/${id}/options/${option.id}`, { method: 'PATCH', locale: 'ar', body: { base: option.updated, fields: { min_per_booking: 9 } } })
    expect({ status: above.status, data: above.body.data }).toEqual({ status: 400, data: { min_per_booking: { code: 'validation_min_above_max', message: 'لا يزيد الحد الأدنى في الحجز الواحد على الحد الأقصى (٨).' } } })
    expect(option.min_per_booking).toBe(1)
    const group = await studio<StudioDetail>(manager, `/${id}/options/${option.id}`, { method: 'PATCH', body: { base: option.updated, fields: { min_per_booking: 3, pickup_places: [] } } })
    expect(group.body.options[0]).toMatchObject({ min_per_booking: 3, max_per_booking: 8 })

    // Live for this test only, on a day far from the days other test files book any slot on.
    const admin = await superuserClient()
    const day = riyadhDate(45)
    const slot = await admin.collection('slots').create({ option: option.id, experience: id, date: day, start_time: '10:00', capacity: 20, reserved: 0, status: 'open' })
    await admin.collection('experiences').update(id, { status: 'active' })
    try {
      const offered = await call<{ options: { id: string; min_per_booking: number; max_per_booking: number }[] }>(`/api/store/availability/${id}/${day}`)
      expect(offered.body.options.map((entry) => [entry.id, entry.min_per_booking, entry.max_per_booking])).toEqual([[option.id, 3, 8]])

      const checked = await call<{ items: { available: boolean; reason?: string; seats: number; option: { min_per_booking: number } }[] }>('/api/store/cart/check', { method: 'POST', body: { items: [{ slotId: slot.id, travellers: { adult: 2 } }, { slotId: slot.id, travellers: { adult: 1, child: 2 } }], locale: 'en' } })
      expect(checked.body.items.map((item) => [item.available, item.reason ?? null, item.seats, item.option.min_per_booking])).toEqual([[false, 'invalid_travellers', 2, 3], [true, null, 3, 3]])

      for (const [locale, message] of [['ar', 'لا يقل الحجز الواحد في هذا الخيار عن ٣.'], ['en', 'This option is booked for at least 3 in one booking.']] as const) {
        const refused = await postCheckout({ items: [{ slotId: slot.id, travellers: { adult: 2 }, expectedTotal: 48000 }], leadGuest: leadGuest(), paymentMethod: 'card', locale })
        expect({ status: refused.status, travellers: (refused.body.data as { items: Record<string, { travellers: unknown }> }).items['0']!.travellers }).toEqual({ status: 400, travellers: { code: 'validation_min_per_booking', message } })
      }
      expect((await admin.collection('slots').getOne<{ reserved: number }>(slot.id)).reserved).toBe(0)
      const booked = await postCheckout({ items: [{ slotId: slot.id, travellers: { adult: 3 }, expectedTotal: 72000 }], leadGuest: leadGuest(), paymentMethod: 'card', locale: 'en' })
      expect(booked.status).toBe(201)
      expect((await admin.collection('slots').getOne<{ reserved: number }>(slot.id)).reserved).toBe(3)

      // Sold once, it stays: the order and its voucher point at it.
      const current = (await studio<StudioDetail>(manager, `/${id}`)).body.options[0]!
      const kept = await studio<Refusal>(manager, `/${id}/options/${option.id}`, { method: 'DELETE', locale: 'ar', body: { base: current.updated } })
      expect({ status: kept.status, message: kept.body.message }).toEqual({ status: 409, message: 'لا يمكن حذف هذا الخيار لأن طلبات وقسائم ومحادثات ما زالت مرتبطة به (الحجوزات: ١، العروض: ٠). أغلق مواعيده من شاشة الجداول بدلًا من ذلك.' })
    } finally {
      await admin.collection('experiences').update(id, { status: 'draft' })
    }
  })

  it('a manager removes an option nobody booked, its departures with it; never on an older version, never by an agent, never the last of a published experience', async () => {
    const { id, option } = await draftWithOption('remove')
    const second = (await studio<StudioDetail>(manager, `/${id}/options`, { method: 'POST', body: { fields: { title_ar: 'خيار زائد', title_en: 'Spare option', traveller_types: [adult], sort: 1 } } })).body.options[1]!
    const admin = await superuserClient()
    const slot = await admin.collection('slots').create({ option: second.id, experience: id, date: riyadhDate(50), start_time: '10:00', capacity: 20, reserved: 0, status: 'open' })

    expect((await studio<Refusal>(manager, `/${id}/options/${second.id}`, { method: 'DELETE', body: {} })).body.data).toEqual({ base: { code: 'validation_stale_base_required', message: expect.any(String) } })
    expect((await studio<Refusal>(agent, `/${id}/options/${second.id}`, { method: 'DELETE', body: { base: second.updated } })).status).toBe(403)
    const stale = await studio<Refusal>(manager, `/${id}/options/${second.id}`, { method: 'DELETE', body: { base: '2020-01-01 00:00:00.000Z' } })
    expect(stale.status).toBe(409)
    expect(stale.body.data.conflict?.staffName).toBeTruthy()

    const removed = await studio<StudioDetail>(manager, `/${id}/options/${second.id}`, { method: 'DELETE', body: { base: second.updated } })
    expect(removed.status).toBe(200)
    expect(removed.body.options.map((entry) => entry.id)).toEqual([option.id])
    expect(removed.body.audit[0]).toMatchObject({ action: 'update', changes: { options: { before: { id: second.id, title_en: 'Spare option' }, after: null } } })
    expect((await admin.collection('slots').getList(1, 1, { filter: `id = '${slot.id}'` })).totalItems).toBe(0)
    expect((await studio<Refusal>(manager, `/${id}/options/${second.id}`, { method: 'DELETE', body: { base: second.updated } })).status).toBe(404)

    // The only option of a published experience stays.
    await admin.collection('experiences').update(id, { status: 'active' })
    try {
      const last = await studio<Refusal>(manager, `/${id}/options/${option.id}`, { method: 'DELETE', body: { base: option.updated } })
      expect({ status: last.status, message: last.body.message }).toEqual({ status: 409, message: 'This is the only option of a published or unavailable experience, and an experience cannot be sold without one. Add another option before removing it, or archive the experience.' })
    } finally {
      await admin.collection('experiences').update(id, { status: 'draft' })
    }
    expect((await studio<StudioDetail>(manager, `/${id}/options/${option.id}`, { method: 'DELETE', body: { base: option.updated } })).body.options).toEqual([])
  })
})
