// The checkout's and order page's answers carry exactly the fields of their contract
// (pb_hooks/lib/contracts/checkout-contract.js), which the app and these tests are typed by.
// The key lists are exhaustive by type: adding or removing a field in the contract fails the
// type-check here until the list follows, and the answers are compared with the lists.
import { beforeAll, afterAll, describe, expect, it } from 'vitest'
import type { CheckoutBooking, CheckoutResponse, OrderBasics, OrderBooking, OrderDetails, OrderView } from '../../pb_hooks/lib/contracts/checkout-contract.js'
import { bookableSlots, call, checkoutBody, excludeLocalhostFromRateLimits, postCheckout, type BookableSlot } from './checkout-support'

type Keys<T> = Record<keyof T, true>
const basics = { id: true, number: true, purchaseId: true, invoiceNumber: true, status: true, paymentMethod: true, subtotal: true, discount: true, total: true, currency: true, promoCode: true, created: true, payBy: true } satisfies Keys<OrderBasics>
const checkoutOrder = { ...basics, accessToken: true } satisfies Keys<CheckoutResponse['order']>
const checkoutBooking = { id: true, slotId: true, status: true, holdExpiresAt: true, seats: true, total: true } satisfies Keys<CheckoutBooking>
const orderDetails = { ...basics, locale: true, leadGuest: true, outcome: true, payable: true, paymentStatus: true, refundDue: true, refunded: true } satisfies Keys<OrderDetails>
const orderBooking = {
  ...{ id: true, status: true, slotId: true, experience: true, option: true, date: true, startTime: true, travellers: true, unitPrices: true, seats: true, total: true },
  ...{ pickup: true, meetingPoint: true, guests: true, cancellationPolicy: true, holdExpiresAt: true, voucherCode: true, refundAmount: true, cancelledAt: true, cancellation: true },
} satisfies Keys<OrderBooking>
const orderView = { order: true, bookings: true, invoice: true } satisfies Keys<OrderView>

/** Optional fields (payBy: pay later only) may be absent; nothing else may be missing or added. */
const optional = new Set(['payBy'])
function expectFields(answer: object, contract: Record<string, true>) {
  const given = Object.keys(answer).sort()
  expect(given).toEqual(Object.keys(contract).filter((key) => !optional.has(key) || given.includes(key)).sort())
}

let restore: () => Promise<void>
let created: CheckoutResponse

beforeAll(async () => {
  restore = await excludeLocalhostFromRateLimits()
  const [slot] = (await bookableSlots(1)) as [BookableSlot]
  const reply = await postCheckout(checkoutBody([slot]))
  expect(reply.status).toBe(201)
  created = reply.body
})
afterAll(async () => {
  await restore?.()
})

describe('checkout contract', () => {
  it('POST /api/store/checkout answers the contract’s order, bookings and payment', () => {
    expect(Object.keys(created).sort()).toEqual(['bookings', 'order', 'payment'])
    expectFields(created.order, checkoutOrder)
    for (const booking of created.bookings) expectFields(booking, checkoutBooking)
    expect(Object.keys(created.payment ?? {}).sort()).toEqual(['provider', 'redirectUrl'])
  })

  it('GET /api/store/orders/{id} answers the contract’s order and bookings', async () => {
    const reply = await call<OrderView>(`/api/store/orders/${created.order.id}`, { headers: { 'X-Order-Token': created.order.accessToken } })
    expect(reply.status).toBe(200)
    expectFields(reply.body, orderView)
    expectFields(reply.body.order, orderDetails)
    expect(reply.body.bookings).toHaveLength(1)
    for (const booking of reply.body.bookings) expectFields(booking, orderBooking)
  })
})
