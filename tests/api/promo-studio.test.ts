// Promo codes in the staff area (issue 35 item 7): a manager creates a code limited to one
// experience and one use per customer, checkout applies it there and nowhere else, the code's
// page lists the redemption; pausing stops it at once; refusals name their fields in the
// manager's language and write nothing; agents read, never write; a save on an older version is
// refused naming who saved since. Checked by the response bodies.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PromoDetail, PromoList } from '../../pb_hooks/lib/contracts/promo-studio-contract.js'
import { createCustomer, createStaff, superuserClient, type Customer, type Staff } from '../support/api'
import { adultPrice, bookableSlots, call, checkoutBody, excludeLocalhostFromRateLimits, postCheckout, riyadhDate, type BookableSlot } from './checkout-support'

type Refusal = { status: number; message: string; data: Record<string, { code: string; message: string }> & { conflict?: { staffName: string } } }
type Who = { client: { authStore: { token: string } } } | null
type CartCheck = { discount: number; promo?: { code: string; valid: boolean; reason?: string; message: string; discount: number } }

let restore: () => Promise<void>
let manager: Staff
let second: Staff
let agent: Staff
let customer: Customer
let slots: BookableSlot[]
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`.toUpperCase()

const promos = <T>(who: Who, path: string, init: { method?: string; body?: unknown; locale?: 'ar' | 'en' } = {}) =>
  call<T>(`/api/store/staff/promos${path}`, { method: init.method, body: init.body === undefined ? undefined : { locale: init.locale ?? 'en', ...(init.body as object) }, auth: who?.client.authStore.token, headers: { 'Accept-Language': init.locale ?? 'en' } })
const check = (slot: BookableSlot, promoCode: string) => call<CartCheck>('/api/store/cart/check', { method: 'POST', body: { items: [{ slotId: slot.id, travellers: { adult: 2 } }], promoCode, locale: 'en' } })
const eventCount = async () => (await (await superuserClient()).collection('promo_events').getList(1, 1)).totalItems
const codeCount = async () => (await (await superuserClient()).collection('promo_codes').getList(1, 1)).totalItems

beforeAll(async () => {
  restore = await excludeLocalhostFromRateLimits()
  manager = await createStaff('manager')
  second = await createStaff('manager')
  agent = await createStaff('agent')
  customer = await createCustomer('promo-watch')
  slots = await bookableSlots(2, { capacity: 10 })
}, 60_000)

afterAll(async () => {
  await restore?.()
})

describe('promo codes in the staff area', () => {
  it('a code for one experience, once per customer: checkout applies it there only, the redemption is listed, pausing stops it', async () => {
    const [mine, other] = slots as [BookableSlot, BookableSlot]
    const created = await promos<PromoDetail>(manager, '', {
      method: 'POST',
      body: { fields: { code: `eid${run}`, description_ar: 'خصم العيد', description_en: 'Eid discount', type: 'percent', value: 15, per_customer_limit: 1, starts_on: riyadhDate(0), ends_on: riyadhDate(30), scope: { experiences: [mine.experience] } } },
    })
    expect(created.status).toBe(201)
    const code = `EID${run}`
    expect(created.body.promo).toMatchObject({ code, type: 'percent', value: 15, per_customer_limit: 1, active: true, used_count: 0, starts_on: riyadhDate(0), ends_on: riyadhDate(30), scope: { experiences: [mine.experience], cities: [], categories: [] } })
    expect(created.body.experiences).toEqual([{ id: mine.experience, title_ar: expect.any(String), title_en: mine.expand.experience.title_en }])
    expect(created.body.audit[0]).toMatchObject({ action: 'create', changes: { code: { before: null, after: code } } })

    const discount = Math.floor((adultPrice(mine) * 2 * 15) / 100)
    expect((await check(mine, code)).body.promo).toMatchObject({ valid: true, discount })
    expect((await check(other, code)).body.promo).toMatchObject({ valid: false, reason: 'not_applicable' })

    const body = checkoutBody([mine], { promoCode: code }, 2)
    const order = await postCheckout(body, { auth: customer.client.authStore.token })
    expect(order.status).toBe(201)
    const after = await promos<PromoDetail>(agent, `/${created.body.promo.id}`)
    expect(after.body.canEdit).toBe(false)
    expect(after.body.redemptionCount).toBe(1)
    expect(after.body.discountTotal).toBe(discount)
    expect(after.body.redemptions[0]).toMatchObject({ amount: discount, email: body.leadGuest.email })
    expect(after.body.redemptions[0]!.orderNumber).not.toBe('')

    const paused = await promos<PromoDetail>(second, `/${created.body.promo.id}`, { method: 'PATCH', body: { base: after.body.promo.updated, fields: { active: false } } })
    expect(paused.status).toBe(200)
    expect(paused.body.audit[0]).toMatchObject({ action: 'update', changes: { active: { before: true, after: false } } })
    expect((await check(mine, code)).body.promo).toMatchObject({ valid: false, reason: 'inactive' })
    const listed = await promos<PromoList>(agent, `?status=paused&q=${run}`)
    expect(listed.body.items.map((item) => item.code)).toEqual([code])

    // The first manager still had the version before the pause: refused, naming who paused it.
    const late = await promos<Refusal>(manager, `/${created.body.promo.id}`, { method: 'PATCH', locale: 'ar', body: { base: after.body.promo.updated, fields: { value: 20 } } })
    expect(late.status).toBe(409)
    expect(late.body.data.conflict?.staffName).toBe(paused.body.audit[0]!.staffName)
  })

  it('refuses a bad code, a percent over 100, days in the wrong order and a code in use — on their fields, in both languages, writing nothing', async () => {
    const events = await eventCount()
    const codes = await codeCount()
    const arabic = await promos<Refusal>(manager, '', { method: 'POST', locale: 'ar', body: { fields: { code: 'خصم', type: 'percent', value: 150, starts_on: riyadhDate(10), ends_on: riyadhDate(2) } } })
    expect(arabic.status).toBe(400)
    expect(arabic.body.data).toEqual({
      code: { code: 'validation_promo_code_invalid', message: 'اكتب الرمز بأحرف لاتينية وأرقام وشرطات، من ٣ إلى ٤٠ حرفًا، مثل EID-26.' },
      value: { code: 'validation_promo_percent', message: 'اكتب نسبة الخصم عددًا صحيحًا من ١ إلى ١٠٠.' },
      ends_on: { code: 'validation_promo_ends_before', message: 'آخر يوم يجب ألا يسبق أول يوم.' },
    })
    const first = await promos<PromoDetail>(manager, '', { method: 'POST', body: { fields: { code: `TAKEN${run}`, type: 'fixed', value: 5000 } } })
    expect(first.status).toBe(201)
    const again = await promos<Refusal>(manager, '', { method: 'POST', body: { fields: { code: `taken${run}`, type: 'fixed', value: 2500 } } })
    expect(again.body.data.code).toEqual({ code: 'validation_promo_code_taken', message: 'This code is used by another promotion. Choose another one.' })
    const zero = await promos<Refusal>(manager, `/${first.body.promo.id}`, { method: 'PATCH', body: { base: first.body.promo.updated, fields: { value: 0 } } })
    expect(zero.body.data.value).toEqual({ code: 'validation_promo_amount', message: 'Write a discount amount above zero.' })
    expect(await eventCount()).toBe(events + 1)
    expect(await codeCount()).toBe(codes + 1)
  })

  it('guests get 401, customers 403, agents 403 on writes', async () => {
    expect((await promos<Refusal>(null, '')).status).toBe(401)
    expect((await promos<Refusal>(customer, '')).status).toBe(403)
    const byAgent = await promos<Refusal>(agent, '', { method: 'POST', locale: 'ar', body: { fields: { code: `AGENT${run}`, type: 'fixed', value: 1000 } } })
    expect({ status: byAgent.status, message: byAgent.body.message }).toEqual({ status: 403, message: 'تعديل الكتالوج للمديرين فقط؛ يمكنك الاطلاع عليه دون تعديل.' })
  })
})
