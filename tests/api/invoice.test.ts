// The Saudi simplified tax invoice of a paid order (docs/decisions/037): VAT of the
// VAT-inclusive total in halalas, the seller and its VAT number, ZATCA's TLV QR payload, and the
// order's access rule (its customer or the holder of its link, nobody else). Also the meeting
// point the order and the checkout's summary show.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCustomer } from '../support/api'
import { bookableSlots, call, checkoutBody, excludeLocalhostFromRateLimits, postCheckout, type BookableSlot, type CheckoutCreated } from './checkout-support'
import { TEST_CARDS, payWithCard, staffGet } from './payments-support'
import type { MeetingPoint, OrderView, TaxInvoice } from '../../pb_hooks/lib/contracts/checkout-contract.js'

let restoreRateLimits: () => Promise<void>
beforeAll(async () => {
  restoreRateLimits = await excludeLocalhostFromRateLimits()
})
afterAll(async () => {
  await restoreRateLimits()
})

/** ZATCA's TLV read back independently of the server's encoder: tag byte, length byte, UTF-8 value. */
function readTlv(base64: string): { tag: number; length: number; value: string }[] {
  const bytes = Buffer.from(base64, 'base64')
  const fields: { tag: number; length: number; value: string }[] = []
  for (let index = 0; index < bytes.length; ) {
    const tag = bytes[index]!
    const length = bytes[index + 1]!
    fields.push({ tag, length, value: bytes.subarray(index + 2, index + 2 + length).toString('utf8') })
    index += 2 + length
  }
  return fields
}

const viewAs = (orderId: string, init: { auth?: string; token?: string } = {}) =>
  call<OrderView>(`/api/store/orders/${orderId}`, { auth: init.auth, headers: init.token ? { 'X-Order-Token': init.token } : {} })

/** A signed-in customer's card order of two departures (2 adults each), paid on the sandbox page. */
async function paidOrder() {
  const owner = await createCustomer('invoice-owner')
  const slots = await bookableSlots(2)
  const reply = await postCheckout(checkoutBody(slots, { locale: 'en' }, 2), { auth: owner.client.authStore.token })
  expect(reply.status).toBe(201)
  const created = reply.body as CheckoutCreated
  const before = await viewAs(created.order.id, { auth: owner.client.authStore.token })
  expect(before.status).toBe(200)
  expect(before.body.invoice).toBeNull()
  const paid = await payWithCard(created.payment!.redirectUrl, TEST_CARDS.success)
  expect(paid.status).toBe(303)
  return { owner, slots, created }
}

describe('the tax invoice of a paid order', () => {
  it('gives the VAT inside the total (15/115, to the halala), the seller with its VAT number, and when it was issued', async () => {
    const { owner, created } = await paidOrder()
    const reply = await viewAs(created.order.id, { auth: owner.client.authStore.token })
    expect(reply.status).toBe(200)
    const { order } = reply.body
    const invoice = reply.body.invoice as TaxInvoice
    expect(order.status).toBe('confirmed')
    expect(invoice).not.toBeNull()

    const total = order.total
    expect(total).toBeGreaterThan(0)
    // Prices include VAT: VAT = total × 15 / 115, rounded to the nearest halala.
    const vat = Math.round((total * 15) / 115)
    expect(invoice).toMatchObject({ number: order.invoiceNumber, vatRatePercent: 15, totalWithVat: total, vatAmount: vat, totalWithoutVat: total - vat })
    expect(invoice.vatAmount + invoice.totalWithoutVat).toBe(total)
    // Rounded, not truncated: within half a halala of the exact fraction.
    expect(Math.abs(invoice.vatAmount - (total * 15) / 115)).toBeLessThanOrEqual(0.5)

    // No RIHLA_SELLER_* on the test server: the documented demo seller, said to be one.
    expect(invoice.seller).toEqual({ name_ar: 'رحلة للسياحة (متجر تجريبي)', name_en: 'Rihla Travel (demo store)', vatNumber: '399999999900003' })
    expect(invoice.seller.vatNumber).toMatch(/^3\d{13}3$/)
    expect(invoice.demoSeller).toBe(true)

    // Issued when the payment was confirmed: ISO 8601, UTC, to the second.
    const paidAt = (await staffGet<{ paid_at: string }>('orders', order.id)).paid_at
    expect(invoice.issuedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/)
    expect(invoice.issuedAt).toBe(`${paidAt.replace(' ', 'T').slice(0, 19)}Z`)
    expect(Math.abs(Date.parse(invoice.issuedAt) - Date.now())).toBeLessThan(5 * 60_000)
  })

  it("carries ZATCA's QR payload: TLV of seller name, VAT number, timestamp, total and VAT, in base64", async () => {
    const { owner, created } = await paidOrder()
    const { invoice } = (await viewAs(created.order.id, { auth: owner.client.authStore.token })).body
    expect(invoice!.qr).toMatch(/^[A-Za-z0-9+/]+=*$/)
    const fields = readTlv(invoice!.qr)
    expect(fields.map((field) => field.tag)).toEqual([1, 2, 3, 4, 5])
    expect(fields.map((field) => field.value)).toEqual([
      invoice!.seller.name_ar,
      invoice!.seller.vatNumber,
      invoice!.issuedAt,
      (invoice!.totalWithVat / 100).toFixed(2),
      (invoice!.vatAmount / 100).toFixed(2),
    ])
    // Lengths count UTF-8 bytes: the Arabic name takes two bytes a letter.
    expect(fields[0]!.length).toBe(Buffer.byteLength(invoice!.seller.name_ar, 'utf8'))
    expect(fields[0]!.length).toBeGreaterThan(invoice!.seller.name_ar.length)
  })

  it('is seen by its customer and the holder of its link only: another customer, a wrong token or nobody gets a 404 without it', async () => {
    const { owner, created } = await paidOrder()
    const mine = await viewAs(created.order.id, { auth: owner.client.authStore.token })
    expect(mine.body.invoice).not.toBeNull()

    const withLink = await viewAs(created.order.id, { token: created.order.accessToken })
    expect(withLink.status).toBe(200)
    expect(withLink.body.invoice).toEqual(mine.body.invoice)

    const stranger = await createCustomer('invoice-stranger')
    for (const reply of [
      await viewAs(created.order.id, { auth: stranger.client.authStore.token }),
      await viewAs(created.order.id, { auth: stranger.client.authStore.token, token: 'x'.repeat(40) }),
      await viewAs(created.order.id, { token: `${created.order.accessToken.slice(0, -1)}x` }),
      await viewAs(created.order.id),
    ]) {
      expect(reply.status).toBe(404)
      expect(JSON.stringify(reply.body)).not.toContain('invoice')
      expect(JSON.stringify(reply.body)).not.toContain(mine.body.invoice!.qr)
    }
  })

  it('is not issued for an order that is not paid', async () => {
    const [slot] = (await bookableSlots(1)) as [BookableSlot]
    const reply = await postCheckout(checkoutBody([slot], { locale: 'ar' }))
    const created = reply.body as CheckoutCreated
    const view = await viewAs(created.order.id, { token: created.order.accessToken })
    expect(view.status).toBe(200)
    expect(view.body.order.status).toBe('pending_payment')
    expect(view.body.invoice).toBeNull()
  })
})

describe('the meeting point', () => {
  it("is each booking's experience location, with instructions in both languages", async () => {
    const [slot] = (await bookableSlots(1)) as [BookableSlot]
    const created = (await postCheckout(checkoutBody([slot]))).body as CheckoutCreated
    const { bookings } = (await viewAs(created.order.id, { token: created.order.accessToken })).body
    const location = (await staffGet<{ location: MeetingPoint }>('experiences', slot.experience)).location
    expect(location.instructions_ar).not.toBe('')
    expect(location.instructions_en).not.toBe('')
    expect(bookings[0]!.meetingPoint).toEqual({
      meeting_point_ar: location.meeting_point_ar,
      meeting_point_en: location.meeting_point_en,
      address_ar: location.address_ar,
      address_en: location.address_en,
      instructions_ar: location.instructions_ar,
      instructions_en: location.instructions_en,
      lat: location.lat,
      lng: location.lng,
    })
  })

  it("comes with the cart check's items, with the free-cancellation deadline computed from the policy", async () => {
    const [slot] = (await bookableSlots(1)) as [BookableSlot]
    const experience = await staffGet<{ location: MeetingPoint; cancellation_policy: { type: string; tiers: { minutes_before: number; penalty_percent: number }[] } }>('experiences', slot.experience)
    const reply = await call<{ items: { meetingPoint: MeetingPoint | null; freeCancellationUntil: string | null; cancellationPolicy: unknown }[] }>('/api/store/cart/check', {
      method: 'POST',
      body: { items: [{ slotId: slot.id, travellers: { adult: 1 } }], locale: 'en' },
    })
    expect(reply.status).toBe(200)
    const [item] = reply.body.items
    expect(item!.meetingPoint?.meeting_point_en).toBe(experience.location.meeting_point_en)
    expect(item!.cancellationPolicy).toEqual(experience.cancellation_policy)
    const free = experience.cancellation_policy?.tiers?.filter((tier) => tier.penalty_percent === 0).sort((a, b) => a.minutes_before - b.minutes_before)[0]
    const startsAt = Date.parse(`${slot.date}T${slot.start_time}:00+03:00`)
    if (experience.cancellation_policy?.type !== 'non_refundable' && free) expect(item!.freeCancellationUntil).toBe(new Date(startsAt - free.minutes_before * 60_000).toISOString())
    else expect(item!.freeCancellationUntil).toBeNull()
  })
})
