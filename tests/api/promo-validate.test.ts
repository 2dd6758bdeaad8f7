// POST /api/store/promo/validate and promo codes at checkout: percent and fixed discounts,
// minimum subtotal, maximum discount, validity window, scope, total and per-customer limits,
// and the guard against guessing codes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCustomer } from '../support/api'
import { adultPrice, bookableSlots, call, checkoutBody, createPromo, excludeLocalhostFromRateLimits, leadGuest, postCheckout, superuserToken, type BookableSlot, type ErrorBody } from './checkout-support'

type Verdict = { valid: boolean; code: string; discount: number; subtotal: number; total: number; reason?: string; message: string }

const validate = (body: unknown, auth?: string) => call<Verdict & ErrorBody>('/api/store/promo/validate', { method: 'POST', body, auth })

let restore: () => Promise<void>
let slots: BookableSlot[]
const items = (slot: BookableSlot, adults = 2) => [{ slotId: slot.id, travellers: { adult: adults } }]
const subtotalOf = (slot: BookableSlot, adults = 2) => adultPrice(slot) * adults

beforeAll(async () => {
  restore = await excludeLocalhostFromRateLimits()
  slots = await bookableSlots(4, { capacity: 30 })
})
afterAll(async () => {
  await restore?.()
})

describe('POST /api/store/promo/validate', () => {
  it('takes a percentage, rounded down', async () => {
    const [slot] = slots as [BookableSlot]
    const promo = await createPromo({ type: 'percent', value: 15 })
    const reply = await validate({ code: promo.code, items: items(slot), locale: 'en' })
    expect(reply.status).toBe(200)
    const discount = Math.floor((subtotalOf(slot) * 15) / 100)
    expect(reply.body).toEqual({ valid: true, code: promo.code, discount, subtotal: subtotalOf(slot), total: subtotalOf(slot) - discount, message: 'The promo code has been applied.' })
  })

  it('takes a fixed amount in halalas and caps a percentage at max_discount', async () => {
    const [slot] = slots as [BookableSlot]
    const fixed = await createPromo({ type: 'fixed', value: 2500 })
    expect((await validate({ code: fixed.code, items: items(slot) })).body).toMatchObject({ valid: true, discount: 2500, total: subtotalOf(slot) - 2500 })
    const capped = await createPromo({ type: 'percent', value: 50, max_discount: 1000 })
    expect((await validate({ code: capped.code, items: items(slot) })).body).toMatchObject({ valid: true, discount: 1000 })
  })

  it('needs the minimum subtotal', async () => {
    const [slot] = slots as [BookableSlot]
    const promo = await createPromo({ min_subtotal: subtotalOf(slot) + 100 })
    const reply = await validate({ code: promo.code, items: items(slot), locale: 'en' })
    expect(reply.body).toMatchObject({ valid: false, reason: 'min_subtotal', discount: 0, total: subtotalOf(slot) })
    expect(reply.body.message).toMatch(/^This promo code needs a subtotal of at least SAR [\d.]+\.$/)
    expect((await validate({ code: promo.code, items: items(slot, 3) })).body.valid).toBe(subtotalOf(slot, 3) >= subtotalOf(slot) + 100)
  })

  it('refuses expired, future and inactive codes, with a message in the request language', async () => {
    const [slot] = slots as [BookableSlot]
    const day = 86_400_000
    const expired = await createPromo({ starts_at: new Date(Date.now() - 10 * day).toISOString(), ends_at: new Date(Date.now() - day).toISOString() })
    expect((await validate({ code: expired.code, items: items(slot), locale: 'en' })).body).toMatchObject({ valid: false, reason: 'expired', message: 'This promo code has expired.' })
    expect((await validate({ code: expired.code, items: items(slot), locale: 'ar' })).body.message).toBe('انتهت صلاحية رمز الخصم هذا.')
    const future = await createPromo({ starts_at: new Date(Date.now() + day).toISOString() })
    expect((await validate({ code: future.code, items: items(slot), locale: 'en' })).body).toMatchObject({ valid: false, reason: 'not_started', message: 'This promo code is not active yet.' })
    const inactive = await createPromo({ active: false })
    expect((await validate({ code: inactive.code, items: items(slot), locale: 'en' })).body).toMatchObject({ valid: false, reason: 'inactive' })
    expect((await validate({ code: 'NO-SUCH-CODE', items: items(slot), locale: 'en' })).body).toMatchObject({ valid: false, reason: 'unknown', message: 'This promo code does not exist.' })
  })

  it('discounts only the items in scope and refuses a cart with none', async () => {
    const [a, b] = slots as [BookableSlot, BookableSlot]
    const scoped = await createPromo({ type: 'percent', value: 10, scope: { experiences: [a.experience] } })
    const both = [...items(a), ...items(b)]
    const reply = await validate({ code: scoped.code, items: both })
    const expected = Math.floor((subtotalOf(a) * 10) / 100)
    expect(reply.body).toMatchObject({ valid: true, discount: expected, subtotal: subtotalOf(a) + subtotalOf(b) })
    const byCity = await createPromo({ scope: { cities: ['zzzzzzzzzzzzzzz'] } })
    expect((await validate({ code: byCity.code, items: both, locale: 'en' })).body).toMatchObject({ valid: false, reason: 'not_applicable', message: 'This promo code does not apply to the items in your cart.' })
    const byCategory = await createPromo({ scope: { categories: b.expand.experience.categories } })
    expect((await validate({ code: byCategory.code, items: items(b) })).body.valid).toBe(true)
  })

  it('answers 400 for a missing code or malformed items', async () => {
    const [slot] = slots as [BookableSlot]
    const missing = await validate({ items: items(slot), locale: 'en' })
    expect(missing.status).toBe(400)
    expect(missing.body.data).toEqual({ code: { code: 'validation_required', message: 'This field is required' } })
    expect((await validate({ code: 'X', items: [{ slotId: slot.id, travellers: { adult: -1 } }] })).status).toBe(400)
  })
})

describe('promo codes at checkout', () => {
  it('charges the discounted total and records the redemption', async () => {
    const [slot] = slots as [BookableSlot]
    const promo = await createPromo({ type: 'fixed', value: 1500 })
    const reply = await postCheckout(checkoutBody([slot], { promoCode: promo.code }, 2))
    expect(reply.status).toBe(201)
    expect(reply.body.order).toMatchObject({ subtotal: subtotalOf(slot), discount: 1500, total: subtotalOf(slot) - 1500, promoCode: promo.code })
  })

  it('holds a guest to the per-customer limit by email, and a customer by account', async () => {
    const [slot] = slots as [BookableSlot]
    const promo = await createPromo({ per_customer_limit: 1 })
    const body = checkoutBody([slot], { promoCode: promo.code })
    expect((await postCheckout(body)).status).toBe(201)
    const again = await postCheckout({ ...body })
    expect(again.status).toBe(409)
    expect(again.body.message).toBe('You have already used this promo code as many times as allowed.')
    expect(again.body.data.promoCode).toEqual({ code: 'promo_customer_limit_reached', message: again.body.message })
    const preview = await validate({ code: promo.code, items: items(slot), email: body.leadGuest.email })
    expect(preview.body).toMatchObject({ valid: false, reason: 'customer_limit_reached' })
    expect((await postCheckout(checkoutBody([slot], { promoCode: promo.code }))).status).toBe(201) // another guest

    const customer = await createCustomer('promo')
    const token = customer.client.authStore.token
    expect((await postCheckout(checkoutBody([slot], { promoCode: promo.code }), { auth: token })).status).toBe(201)
    const second = await postCheckout(checkoutBody([slot], { promoCode: promo.code }), { auth: token }) // new email, same account
    expect(second.status).toBe(409)
    expect((await validate({ code: promo.code, items: items(slot) }, token)).body.reason).toBe('customer_limit_reached')
  })

  it('knows a guest again under another spelling of the same mailbox: case, a plus tag, Gmail’s dots', async () => {
    const [slot] = slots as [BookableSlot]
    const promo = await createPromo({ per_customer_limit: 1 })
    const stamp = Date.now()
    const first = await postCheckout(checkoutBody([slot], { promoCode: promo.code, leadGuest: leadGuest({ email: `sara.alharbi${stamp}@gmail.com` }) }))
    expect(first.status).toBe(201)
    for (const email of [`Sara.Alharbi${stamp}@GMAIL.com`, `sara.alharbi${stamp}+2@gmail.com`, `s.a.r.a.alharbi${stamp}@googlemail.com`, `SaraAlharbi${stamp}+promo@googlemail.com`]) {
      const again = await postCheckout(checkoutBody([slot], { promoCode: promo.code, leadGuest: leadGuest({ email }) }))
      expect(again.status, email).toBe(409)
      expect(again.body.data.promoCode, email).toMatchObject({ code: 'promo_customer_limit_reached' })
      expect((await validate({ code: promo.code, items: items(slot), email })).body, email).toMatchObject({ valid: false, reason: 'customer_limit_reached' })
    }
    // Another mailbox of the same provider, and the same name elsewhere, are other customers.
    expect((await postCheckout(checkoutBody([slot], { promoCode: promo.code, leadGuest: leadGuest({ email: `sara.alharbi${stamp}@example.com` }) }))).status).toBe(201)
    expect((await postCheckout(checkoutBody([slot], { promoCode: promo.code, leadGuest: leadGuest({ email: `sara.alharbi${stamp}x@gmail.com` }) }))).status).toBe(201)
  })

  it('refuses an expired code at checkout with 409 and nothing written', async () => {
    const [slot] = slots as [BookableSlot]
    const promo = await createPromo({ ends_at: new Date(Date.now() - 1000).toISOString() })
    const reply = await postCheckout(checkoutBody([slot], { promoCode: promo.code }))
    expect(reply.status).toBe(409)
    expect(reply.body.message).toBe('This promo code has expired.')
    expect((reply.body.data as { cartCheck: { promo: { reason: string } } }).cartCheck.promo.reason).toBe('expired')
  })
})

describe('guessing promo codes', () => {
  it('stops a client after 10 unknown codes on the cart check, with 429', async () => {
    const [slot] = slots as [BookableSlot]
    await restore() // real limits for this test: requests from 127.0.0.1 count again
    try {
      const statuses: number[] = []
      for (let index = 0; index < 12; index += 1) {
        const reply = await call<ErrorBody>('/api/store/cart/check', { method: 'POST', body: { items: items(slot), promoCode: `GUESS${index}X${Date.now()}`, locale: 'en' } })
        statuses.push(reply.status)
        if (reply.status === 429) expect(reply.body.message, JSON.stringify(reply.body)).toBe('Too many promo code attempts. Please try again later.')
      }
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200))
      expect(statuses.slice(10)).toEqual([429, 429])
      // The cart check without a code still works, and staff are never limited.
      expect((await call('/api/store/cart/check', { method: 'POST', body: { items: items(slot) } })).status).toBe(200)
      expect((await call('/api/store/cart/check', { method: 'POST', body: { items: items(slot), promoCode: 'STAFF-CHECK' }, auth: await superuserToken() })).status).toBe(200)
    } finally {
      restore = await excludeLocalhostFromRateLimits()
    }
  })
})
