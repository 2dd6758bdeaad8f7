// POST /api/store/checkout refusals: every bad request is a 4xx with a clear message in the
// request's language, and nothing is written (orders, bookings, redemptions, seats).
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { superuserClient } from '../support/api'
import { adultPrice, bookableSlots, call, checkoutBody, excludeLocalhostFromRateLimits, leadGuest, payLaterCustomerAuth, postCheckout, riyadhDate, writeCounts, type BookableSlot, type ErrorBody } from './checkout-support'

type CartCheckBody = { outcome: string; items: { slotId: string; available: boolean; reason?: string; total: number; previousTotal?: number; priceChanged: boolean }[] }

let restore: () => Promise<void>
beforeAll(async () => {
  restore = await excludeLocalhostFromRateLimits()
})
afterAll(async () => {
  await restore?.()
})

/** Sends a checkout that must be refused with `status`, and proves that nothing was written. */
async function refused(body: unknown, status: number, slotIds: string[], options: { key?: string | null; headers?: Record<string, string>; auth?: string } = {}) {
  const before = await writeCounts(slotIds)
  const headers: Record<string, string> = { ...(options.headers ?? {}) }
  if (options.key !== null) headers['Idempotency-Key'] = options.key ?? randomUUID()
  const reply = await call<ErrorBody>('/api/store/checkout', { method: 'POST', body, headers, auth: options.auth })
  expect(reply.status, JSON.stringify(reply.body)).toBe(status)
  expect(reply.body.status).toBe(status)
  expect(typeof reply.body.message).toBe('string')
  expect(reply.body.message.length).toBeGreaterThan(5)
  expect(await writeCounts(slotIds)).toEqual(before)
  return reply.body
}

const cartCheckOf = (body: ErrorBody) => (body.data as { cartCheck: CartCheckBody }).cartCheck

describe('checkout: prices are the server’s', () => {
  let slot: BookableSlot
  beforeAll(async () => {
    ;[slot] = (await bookableSlots(1)) as [BookableSlot]
  })

  it('refuses a tampered (lower) expected total with 409 and the current prices', async () => {
    const body = checkoutBody([slot], {}, 2)
    ;(body.items[0] as { expectedTotal: number }).expectedTotal = 100
    const error = await refused(body, 409, [slot.id])
    expect(error.message).toBe('Some prices have changed since you last checked. Review the new total payable and continue.')
    const cartCheck = cartCheckOf(error)
    expect(cartCheck.outcome).toBe('prices_changed')
    expect(cartCheck.items[0]).toMatchObject({ available: true, priceChanged: true, previousTotal: 100, total: adultPrice(slot) * 2 })
  })

  it('charges the server’s price when the client sends none', async () => {
    const body = checkoutBody([slot], {}, 2)
    delete (body.items[0] as { expectedTotal?: number }).expectedTotal
    const reply = await postCheckout(body)
    expect(reply.status).toBe(201)
    expect(reply.body.order.total).toBe(adultPrice(slot) * 2)
    expect(reply.body.order.subtotal).toBe(adultPrice(slot) * 2)
  })

  it('applies the slot’s price override', async () => {
    const admin = await superuserClient()
    const [other] = (await bookableSlots(1)) as [BookableSlot]
    await admin.collection('slots').update(other.id, { price_overrides: { adult: 77700 } })
    const body = checkoutBody([other])
    ;(body.items[0] as { expectedTotal: number }).expectedTotal = 77700
    const reply = await postCheckout(body)
    expect(reply.status).toBe(201)
    expect(reply.body.order.total).toBe(77700)
  })
})

describe('checkout: bad traveller counts and ids', () => {
  let slot: BookableSlot
  beforeAll(async () => {
    ;[slot] = (await bookableSlots(1)) as [BookableSlot]
  })

  it('refuses negative, huge, fractional and non-numeric counts and no travellers with 400', async () => {
    for (const travellers of [{ adult: -1 }, { adult: 1_000_000 }, { adult: 1.5 }, { adult: '2' }, { adult: 0 }, {}, { adult: Number.MAX_SAFE_INTEGER }]) {
      const body = { ...checkoutBody([slot]), items: [{ slotId: slot.id, travellers }] }
      const error = await refused(body, 400, [slot.id])
      const field = (error.data as { items: Record<string, { travellers: { code: string; message: string } }> }).items['0']!.travellers
      expect(field.message, JSON.stringify(travellers)).toMatch(/Traveller counts must be whole numbers from 0 to 100\.|Choose at least one traveller\./)
    }
  })

  it('refuses traveller types the option does not offer and more than max_per_booking', async () => {
    const unknownType = await refused({ ...checkoutBody([slot]), items: [{ slotId: slot.id, travellers: { adult: 1, senior: 1 } }] }, 400, [slot.id])
    expect((unknownType.data as { items: Record<string, { travellers: { message: string } }> }).items['0']!.travellers.message).toBe('This option has no traveller type "senior".')
    const tooMany = slot.expand.option.max_per_booking + 1
    const overMax = await refused({ ...checkoutBody([slot]), items: [{ slotId: slot.id, travellers: { adult: tooMany } }] }, 400, [slot.id])
    expect((overMax.data as { items: Record<string, { travellers: { code: string; message: string } }> }).items['0']!.travellers).toEqual({
      code: 'validation_max_per_booking',
      message: `At most ${slot.expand.option.max_per_booking} can be booked on this option in one booking.`,
    })
  })

  it('refuses a malformed slot id with 400 and an unknown one with 409 unknown_slot', async () => {
    const malformed = await refused({ ...checkoutBody([slot]), items: [{ slotId: '../../etc', travellers: { adult: 1 } }] }, 400, [slot.id])
    expect((malformed.data as { items: Record<string, { slotId: { code: string } }> }).items['0']!.slotId.code).toBe('validation_invalid_id')
    const unknown = await refused({ ...checkoutBody([slot]), items: [{ slotId: 'zzzzzzzzzzzzzzz', travellers: { adult: 1 } }] }, 409, [slot.id])
    expect(cartCheckOf(unknown)).toMatchObject({ outcome: 'all_unavailable', items: [{ slotId: 'zzzzzzzzzzzzzzz', available: false, reason: 'unknown_slot' }] })
    expect(unknown.message).toBe('None of the items is available any more. Review your cart.')
  })

  it('refuses more than 20 items and bodies that are not JSON objects', async () => {
    const many = { ...checkoutBody([slot]), items: Array.from({ length: 21 }, () => ({ slotId: slot.id, travellers: { adult: 1 } })) }
    expect((await refused(many, 400, [slot.id])).message).toBe('A cart can hold at most 20 items.')
    for (const body of ['[1,2]', '"checkout"', 'null', '{"items": [', '42']) {
      const error = await refused(body, 400, [slot.id], { headers: { 'Content-Type': 'application/json', 'Accept-Language': 'en' } })
      expect(error.message).toBe('The request body must be a JSON object.')
    }
  })

  it('never answers junk with a 500', async () => {
    const junk: unknown[] = [
      { items: [null] },
      { items: [{ slotId: slot.id, travellers: [1] }] },
      { items: [{ slotId: slot.id, travellers: { adult: 1 }, pickup: 'olaya' }] },
      { items: [{ slotId: slot.id, travellers: { adult: 1 }, expectedTotal: '100' }] },
      { ...checkoutBody([slot]), leadGuest: 'sara' },
      { ...checkoutBody([slot]), guests: { a: 1 } },
      { ...checkoutBody([slot]), promoCode: { code: 'X' } },
      { ...checkoutBody([slot]), paymentMethod: ['card'] },
      { ...checkoutBody([slot]), leadGuest: { ...leadGuest(), email: 'x'.repeat(300) + '@rihla.test' } },
    ]
    for (const body of junk) await refused(body, 400, [slot.id])
  })
})

describe('checkout: availability', () => {
  it('refuses a sold-out slot and one without enough seats with 409', async () => {
    const admin = await superuserClient()
    const [full, nearlyFull] = (await bookableSlots(2)) as [BookableSlot, BookableSlot]
    await admin.collection('slots').update(full.id, { capacity: 6, reserved: 6 })
    await admin.collection('slots').update(nearlyFull.id, { capacity: 6, reserved: 5 })
    const soldOut = await refused(checkoutBody([full]), 409, [full.id])
    expect(cartCheckOf(soldOut).items[0]).toMatchObject({ available: false, reason: 'sold_out' })
    const notEnough = await refused(checkoutBody([nearlyFull], {}, 2), 409, [nearlyFull.id])
    expect(cartCheckOf(notEnough).items[0]).toMatchObject({ available: false, reason: 'not_enough_seats' })
    const mixed = await refused(checkoutBody([full, nearlyFull]), 409, [full.id, nearlyFull.id])
    expect(cartCheckOf(mixed).outcome).toBe('some_unavailable')
    expect(mixed.message).toBe('Some items are no longer available. Review your cart and continue.')
  })

  it('refuses a closed slot and one in the past with 409', async () => {
    const admin = await superuserClient()
    const [closed, past] = (await bookableSlots(2)) as [BookableSlot, BookableSlot]
    await admin.collection('slots').update(closed.id, { status: 'closed' })
    await admin.collection('slots').update(past.id, { date: riyadhDate(-1) })
    expect(cartCheckOf(await refused(checkoutBody([closed]), 409, [closed.id])).items[0]).toMatchObject({ reason: 'closed' })
    expect(cartCheckOf(await refused(checkoutBody([past]), 409, [past.id])).items[0]).toMatchObject({ reason: 'past' })
  })

  it('refuses an experience that is no longer bookable', async () => {
    const admin = await superuserClient()
    const [slot] = (await bookableSlots(1)) as [BookableSlot]
    await admin.collection('experiences').update(slot.experience, { status: 'unavailable' })
    try {
      expect(cartCheckOf(await refused(checkoutBody([slot]), 409, [slot.id])).items[0]).toMatchObject({ reason: 'unavailable' })
    } finally {
      await admin.collection('experiences').update(slot.experience, { status: 'active' })
    }
  })
})

describe('checkout: the form', () => {
  let slot: BookableSlot
  beforeAll(async () => {
    ;[slot] = (await bookableSlots(1)) as [BookableSlot]
  })

  it('asks for the Idempotency-Key header', async () => {
    const error = await refused(checkoutBody([slot]), 400, [slot.id], { key: null })
    expect(error.data).toEqual({ idempotencyKey: { code: 'validation_required', message: 'The Idempotency-Key header is required (8 to 128 letters, digits or dashes).' } })
    await refused(checkoutBody([slot]), 400, [slot.id], { key: 'short' })
  })

  it('asks for every lead guest field, in English and in Arabic', async () => {
    const english = await refused({ ...checkoutBody([slot]), leadGuest: { email: 'sara@example' } }, 400, [slot.id])
    expect(english.message).toBe('All fields must be filled out.')
    expect(english.data.leadGuest).toEqual({
      firstName: { code: 'validation_required', message: 'This field is required' },
      lastName: { code: 'validation_required', message: 'This field is required' },
      email: { code: 'validation_invalid_email', message: 'This format is not correct.' },
      countryCode: { code: 'validation_required', message: 'This field is required' },
      phone: { code: 'validation_required', message: 'This field is required' },
    })
    const { locale: _locale, ...withoutLocale } = checkoutBody([slot])
    const arabic = await refused({ ...withoutLocale, leadGuest: { ...leadGuest(), phone: 'abc' } }, 400, [slot.id])
    expect(arabic.message).toBe('يرجى تصحيح الحقول المحددة.')
    expect(arabic.data.leadGuest).toEqual({ phone: { code: 'validation_invalid_format', message: 'هذه الصيغة غير صحيحة.' } })
    const byHeader = await refused({ ...withoutLocale, leadGuest: {} }, 400, [slot.id], { headers: { 'Accept-Language': 'en-GB,en;q=0.9' } })
    expect(byHeader.message).toBe('All fields must be filled out.')
  })

  it('asks for a payment method', async () => {
    const error = await refused({ ...checkoutBody([slot]), paymentMethod: 'cash' }, 400, [slot.id])
    expect(error.data.paymentMethod).toEqual({ code: 'validation_invalid_value', message: 'Choose card or pay later.' })
  })

  it('asks for a pickup place where the option offers pickup, and stores the chosen one', async () => {
    const [withPickup] = (await bookableSlots(1, { pickup: true })) as [BookableSlot]
    const error = await refused(checkoutBody([withPickup]), 400, [withPickup.id])
    expect((error.data as { items: Record<string, { pickup: { code: string; message: string } }> }).items['0']!.pickup).toEqual({ code: 'validation_required', message: 'Choose a pickup place.' })
    const place = withPickup.expand.option.pickup_places[0]!.key
    const body = checkoutBody([withPickup])
    ;(body.items[0] as { pickup?: { placeId: string } }).pickup = { placeId: place }
    const reply = await postCheckout(body)
    expect(reply.status).toBe(201)
    const order = await call<{ bookings: { pickup: { placeId: string; time: string } }[] }>(`/api/store/orders/${reply.body.order.id}`, { headers: { 'X-Order-Token': reply.body.order.accessToken } })
    expect(order.body.bookings[0]!.pickup).toMatchObject({ placeId: place, time: expect.stringMatching(/^\d{2}:\d{2}$/) })
  })

  it('asks for every traveller’s name where the option needs guest details', async () => {
    const [needsNames] = (await bookableSlots(1, { guestDetails: true })) as [BookableSlot]
    const error = await refused(checkoutBody([needsNames], { guests: [[{ firstName: 'Ali', lastName: 'Saleh' }]] }, 2), 400, [needsNames.id])
    expect((error.data as { guests: Record<string, { code: string; message: string }> }).guests['0']).toEqual({ code: 'validation_guests_required', message: 'Please enter the names of all 2 travellers.' })
    const names = [
      { firstName: 'Ali', lastName: 'Saleh' },
      { firstName: 'Mona', lastName: 'Saleh' },
    ]
    const reply = await postCheckout(checkoutBody([needsNames], { guests: [names] }, 2))
    expect(reply.status).toBe(201)
    const order = await call<{ bookings: { guests: unknown[] }[] }>(`/api/store/orders/${reply.body.order.id}`, { headers: { 'X-Order-Token': reply.body.order.accessToken } })
    expect(order.body.bookings[0]!.guests).toEqual(names)
  })
})

describe('checkout: pay later', () => {
  it('refuses pay later when an option does not allow it', async () => {
    const [cardOnly, payLater] = [...(await bookableSlots(1, { payLater: false })), ...(await bookableSlots(1, { payLater: true }))] as [BookableSlot, BookableSlot]
    const error = await refused(checkoutBody([payLater, cardOnly], { paymentMethod: 'pay_later' }), 400, [cardOnly.id, payLater.id], { auth: await payLaterCustomerAuth() })
    expect(error.message).toMatch(/^Pay later is not available for ".+"\. Please pay by card\.$/)
    expect((error.data as { paymentMethod: { code: string } }).paymentMethod.code).toBe('validation_pay_later_not_allowed')
  })

  it('refuses pay later within 48 hours of the start', async () => {
    const admin = await superuserClient()
    for (const hours of [20, 40]) {
      const [slot] = (await bookableSlots(1, { payLater: true })) as [BookableSlot]
      const soon = new Date(Date.now() + 3 * 3600_000 + hours * 3600_000) // hours from now, in Riyadh's wall clock
      await admin.collection('slots').update(slot.id, { date: soon.toISOString().slice(0, 10), start_time: soon.toISOString().slice(11, 16) })
      const error = await refused(checkoutBody([slot], { paymentMethod: 'pay_later' }), 400, [slot.id], { auth: await payLaterCustomerAuth() })
      expect(error.message, `${hours} h`).toBe('Pay later is not available this close to the start; please pay by card.')
    }
  })

  it('reserves the seats until the pay-by deadline', async () => {
    const [slot] = (await bookableSlots(1, { payLater: true, days: [8, 10] })) as [BookableSlot]
    const started = Date.now()
    const reply = await postCheckout(checkoutBody([slot], { paymentMethod: 'pay_later' }), { auth: await payLaterCustomerAuth() })
    expect(reply.status).toBe(201)
    expect(reply.body.order.status).toBe('reserved')
    const payBy = Date.parse(reply.body.order.payBy!)
    expect(payBy).toBeGreaterThanOrEqual(started + 48 * 3600_000 - 1000)
    expect(payBy).toBeLessThanOrEqual(Date.now() + 48 * 3600_000 + 1000)
    expect(reply.body.bookings[0]).toMatchObject({ status: 'held', holdExpiresAt: reply.body.order.payBy })
    expect(reply.body.payment).toBeNull()
  })
})

describe('rate limits of the checkout endpoints', () => {
  it('limit checkout and cart check per client, before the catch-all rule, keeping the promo rule', async () => {
    const admin = await superuserClient()
    const settings = (await admin.settings.getAll()) as { rateLimits: { enabled: boolean; rules: { label: string; maxRequests: number; duration: number }[] } }
    const labels = settings.rateLimits.rules.map((rule) => rule.label)
    expect(settings.rateLimits.enabled).toBe(true)
    expect(settings.rateLimits.rules.find((rule) => rule.label === '/api/store/checkout')).toMatchObject({ maxRequests: 60, duration: 60 })
    expect(settings.rateLimits.rules.find((rule) => rule.label === '/api/store/cart/check')).toMatchObject({ maxRequests: 120, duration: 60 })
    expect(settings.rateLimits.rules.find((rule) => rule.label === '/api/store/promo/')).toMatchObject({ maxRequests: 10, duration: 600 })
    expect(labels.indexOf('/api/store/checkout')).toBeLessThan(labels.indexOf('/api/'))
    expect(labels.indexOf('/api/store/cart/check')).toBeLessThan(labels.indexOf('/api/'))
  })
})
