// POST /api/store/cart/check: per item availability and current price, the outcome, totals, the
// promo preview, and 400s for malformed carts. Read-only: nothing is written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { superuserClient } from '../support/api'
import { adultPrice, bookableSlots, call, createPromo, excludeLocalhostFromRateLimits, writeCounts, type BookableSlot, type ErrorBody } from './checkout-support'

type CartItem = {
  slotId: string
  available: boolean
  reason?: string
  remaining: number
  unitPrices: Record<string, number>
  total: number
  priceChanged: boolean
  previousTotal?: number
  experience: { id: string; slug: string; title_ar: string; title_en: string; citySlug: string; image: { src: string } | null } | null
  option: { id: string; title_ar: string; title_en: string; pricing: string; pay_later_allowed: boolean; guest_details_required: boolean; pickup_places: unknown[] } | null
  date: string | null
  startTime: string | null
}
type CartCheck = { outcome: string; items: CartItem[]; subtotal: number; discount: number; total: number; promo?: { code: string; valid: boolean; reason?: string; message: string; discount: number } }

const check = (body: unknown, headers: Record<string, string> = {}) => call<CartCheck & ErrorBody>('/api/store/cart/check', { method: 'POST', body, headers })

let restore: () => Promise<void>
let slots: BookableSlot[]
beforeAll(async () => {
  restore = await excludeLocalhostFromRateLimits()
  slots = await bookableSlots(3, { capacity: 10 })
})
afterAll(async () => {
  await restore?.()
})

describe('POST /api/store/cart/check', () => {
  it('answers ok with the server’s prices and the items’ details', async () => {
    const [a, b] = slots as [BookableSlot, BookableSlot]
    const before = await writeCounts([a.id, b.id])
    const reply = await check({ items: [{ slotId: a.id, travellers: { adult: 2 }, expectedTotal: adultPrice(a) * 2 }, { slotId: b.id, travellers: { adult: 1 } }], locale: 'en' })
    expect(reply.status).toBe(200)
    expect(reply.body.outcome).toBe('ok')
    expect(reply.body.subtotal).toBe(adultPrice(a) * 2 + adultPrice(b))
    expect(reply.body.discount).toBe(0)
    expect(reply.body.total).toBe(reply.body.subtotal)
    expect(reply.body).not.toHaveProperty('promo')
    const [first] = reply.body.items
    expect(first).toMatchObject({ slotId: a.id, available: true, remaining: 10, unitPrices: { adult: adultPrice(a) }, total: adultPrice(a) * 2, priceChanged: false, date: a.date, startTime: a.start_time })
    expect(first!.reason).toBeUndefined()
    expect(first!.experience).toMatchObject({ id: a.experience, slug: expect.any(String), title_ar: expect.any(String), title_en: expect.any(String), citySlug: expect.stringMatching(/^[a-z-]+$/) })
    expect(first!.experience!.image!.src).toMatch(/^\/media\//)
    expect(first!.option).toMatchObject({ id: a.option, pricing: 'per_person', pay_later_allowed: expect.any(Boolean), guest_details_required: false, pickup_places: [] })
    expect(await writeCounts([a.id, b.id])).toEqual(before)
  })

  it('names each outcome', async () => {
    const admin = await superuserClient()
    const [a, b, soldOut] = slots as [BookableSlot, BookableSlot, BookableSlot]
    await admin.collection('slots').update(soldOut.id, { capacity: 4, reserved: 4 })
    const ok = { slotId: a.id, travellers: { adult: 1 }, expectedTotal: adultPrice(a) }
    const changed = { slotId: b.id, travellers: { adult: 1 }, expectedTotal: adultPrice(b) - 500 }
    const gone = { slotId: soldOut.id, travellers: { adult: 1 } }
    const unknown = { slotId: 'zzzzzzzzzzzzzzz', travellers: { adult: 1 } }
    const outcome = async (items: unknown[]) => (await check({ items })).body
    expect((await outcome([ok])).outcome).toBe('ok')
    const pricesChanged = await outcome([ok, changed])
    expect(pricesChanged.outcome).toBe('prices_changed')
    expect(pricesChanged.items[1]).toMatchObject({ available: true, priceChanged: true, previousTotal: adultPrice(b) - 500, total: adultPrice(b) })
    const someUnavailable = await outcome([ok, gone])
    expect(someUnavailable.outcome).toBe('some_unavailable')
    expect(someUnavailable.items[1]).toMatchObject({ available: false, reason: 'sold_out', remaining: 0 })
    expect(someUnavailable.subtotal).toBe(adultPrice(a))
    expect((await outcome([changed, gone])).outcome).toBe('some_unavailable_prices_changed')
    const allUnavailable = await outcome([gone, unknown])
    expect(allUnavailable.outcome).toBe('all_unavailable')
    expect(allUnavailable.items[1]).toMatchObject({ slotId: 'zzzzzzzzzzzzzzz', available: false, reason: 'unknown_slot', experience: null, option: null, date: null, startTime: null })
    expect(allUnavailable.total).toBe(0)
  })

  it('explains travellers the option does not take and seats that are not enough', async () => {
    const [a] = slots as [BookableSlot]
    const reply = await check({ items: [{ slotId: a.id, travellers: { adult: 1, senior: 1 } }, { slotId: a.id, travellers: { adult: 11 } }] })
    expect(reply.status).toBe(200)
    expect(reply.body.items.map((item) => item.reason)).toEqual(['invalid_travellers', a.expand.option.max_per_booking >= 11 ? 'not_enough_seats' : 'invalid_travellers'])
  })

  it('previews a promo code', async () => {
    const [a] = slots as [BookableSlot]
    const promo = await createPromo({ type: 'percent', value: 20 })
    const reply = await check({ items: [{ slotId: a.id, travellers: { adult: 2 } }], promoCode: promo.code.toLowerCase(), locale: 'ar' })
    const discount = Math.floor((adultPrice(a) * 2 * 20) / 100)
    expect(reply.body.promo).toEqual({ code: promo.code, valid: true, discount, message: 'تم تطبيق رمز الخصم.' })
    expect(reply.body.discount).toBe(discount)
    expect(reply.body.total).toBe(adultPrice(a) * 2 - discount)
    const unknown = await check({ items: [{ slotId: a.id, travellers: { adult: 2 } }], promoCode: 'NOPE-NOT-A-CODE', locale: 'en' })
    expect(unknown.body.promo).toMatchObject({ valid: false, reason: 'unknown', message: 'This promo code does not exist.' })
    expect(unknown.body.discount).toBe(0)
  })

  it('refuses malformed carts with 400 in the request language', async () => {
    const [a] = slots as [BookableSlot]
    const cases: [unknown, string][] = [
      [{ items: 'x', locale: 'en' }, 'The items must be a list.'],
      [{ items: [], locale: 'en' }, 'Add at least one item.'],
      [{ items: Array.from({ length: 21 }, () => ({ slotId: a.id, travellers: { adult: 1 } })), locale: 'en' }, 'A cart can hold at most 20 items.'],
      [{ items: [{ slotId: a.id, travellers: { adult: -2 } }], locale: 'en' }, 'Please correct the highlighted fields.'],
      [{ items: [{ slotId: a.id, travellers: { adult: 2.5 } }], locale: 'en' }, 'Please correct the highlighted fields.'],
      [{ items: [{ slotId: a.id, travellers: { adult: 1e12 } }], locale: 'en' }, 'Please correct the highlighted fields.'],
      [{ items: [{ slotId: a.id, travellers: { 'not a type': 1 } }], locale: 'en' }, 'Please correct the highlighted fields.'],
      [{ items: [{ slotId: a.id, travellers: {} }], locale: 'en' }, 'All fields must be filled out.'],
      [{ items: [{ slotId: 'bad id!', travellers: { adult: 1 } }], locale: 'en' }, 'Please correct the highlighted fields.'],
      [{ items: [{ slotId: a.id, travellers: { adult: 1 } }], promoCode: 42, locale: 'en' }, 'This format is not correct.'],
    ]
    for (const [body, message] of cases) {
      const reply = await check(body)
      expect(reply.status, JSON.stringify(body).slice(0, 80)).toBe(400)
      expect(reply.body.message).toBe(message)
    }
    const arabic = await check({ items: [{ slotId: a.id, travellers: { adult: -1 } }] })
    expect(arabic.status).toBe(400)
    expect((arabic.body.data as { items: Record<string, { travellers: { message: string } }> }).items['0']!.travellers.message).toBe('عدد المسافرين يجب أن يكون عددًا صحيحًا من ٠ إلى ١٠٠.')
    const notJson = await check('[]', { 'Accept-Language': 'en' })
    expect(notJson.status).toBe(400)
    expect(notJson.body.message).toBe('The request body must be a JSON object.')
  })
})
