import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'

const require = createRequire(import.meta.url)
const { planPaid, orderPayable, orderOutcome } = require('./payment-outcome.js')

const NOW = Date.parse('2026-11-22T09:00:00Z')
const future = '2026-11-22 09:10:00.000Z'
const past = '2026-11-22 08:50:00.000Z'
const order = (overrides = {}) => ({ id: 'o', status: 'pending_payment', payment_method: 'card', total: 30000, pay_by: '', ...overrides })
const booking = (id, overrides = {}) => ({ id, status: 'held', slot: `slot-${id}`, seats: 2, total: 15000, hold_expires_at: future, cancelled_at: '', ...overrides })
const slot = (overrides = {}) => ({ capacity: 10, reserved: 2, status: 'open', startsAtMs: NOW + 86_400_000, ...overrides })

describe('planPaid', () => {
  it('confirms held bookings and the order', () => {
    const plan = planPaid({ order: order(), bookings: [booking('a'), booking('b')], slots: { 'slot-a': slot(), 'slot-b': slot() }, amount: 30000, alreadyPaid: false, nowMs: NOW })
    expect(plan).toMatchObject({ confirm: ['a', 'b'], retake: {}, fail: [], orderStatus: 'confirmed', refundDue: 0 })
  })

  it('takes released seats again when there is room, else fails the booking and refunds its share', () => {
    const plan = planPaid({
      order: order({ status: 'failed' }),
      bookings: [booking('a', { status: 'failed' }), booking('b', { status: 'failed' })],
      slots: { 'slot-a': slot({ reserved: 8 }), 'slot-b': slot({ reserved: 9 }) },
      amount: 30000,
      alreadyPaid: false,
      nowMs: NOW,
    })
    expect(plan).toMatchObject({ confirm: ['a'], retake: { 'slot-a': 2 }, fail: ['b'], orderStatus: 'partially_confirmed', refundDue: 15000 })
  })

  it('refunds everything when nothing can be booked, the slot started, or the order was paid already', () => {
    const lost = planPaid({ order: order({ status: 'failed' }), bookings: [booking('a', { status: 'failed' })], slots: { 'slot-a': slot({ reserved: 10 }) }, amount: 30000, alreadyPaid: false, nowMs: NOW })
    expect(lost).toMatchObject({ confirm: [], orderStatus: 'refund_pending', refundDue: 30000 })
    const started = planPaid({ order: order({ status: 'failed' }), bookings: [booking('a', { status: 'failed' })], slots: { 'slot-a': slot({ startsAtMs: NOW }) }, amount: 30000, alreadyPaid: false, nowMs: NOW })
    expect(started.confirm).toEqual([])
    const twice = planPaid({ order: order({ status: 'confirmed' }), bookings: [booking('a', { status: 'confirmed' })], slots: {}, amount: 30000, alreadyPaid: true, nowMs: NOW })
    expect(twice).toMatchObject({ confirm: [], orderStatus: 'confirmed', refundDue: 30000 })
  })

  it('never revives a booking the customer cancelled', () => {
    const plan = planPaid({ order: order({ status: 'cancelled' }), bookings: [booking('a', { status: 'cancelled', cancelled_at: past })], slots: { 'slot-a': slot() }, amount: 30000, alreadyPaid: false, nowMs: NOW })
    expect(plan).toMatchObject({ confirm: [], refundDue: 30000 })
  })
})

describe('orderOutcome and orderPayable', () => {
  it('reads a waiting card order as in progress, failed payment or expired', () => {
    expect(orderOutcome(order(), [booking('a')], [{ status: 'initiated' }], NOW)).toBe('in_progress')
    expect(orderOutcome(order(), [booking('a')], [{ status: 'failed' }], NOW)).toBe('payment_failed')
    expect(orderOutcome(order(), [booking('a', { hold_expires_at: past })], [{ status: 'failed' }], NOW)).toBe('expired')
    expect(orderPayable(order(), [booking('a')], [{ status: 'failed' }], NOW)).toBe(true)
    expect(orderPayable(order(), [booking('a')], [{ status: 'pending' }], NOW)).toBe(false)
    expect(orderPayable(order(), [booking('a', { hold_expires_at: past })], [], NOW)).toBe(false)
  })

  it('reads settled orders', () => {
    expect(orderOutcome(order({ status: 'confirmed' }), [booking('a', { status: 'confirmed' })], [], NOW)).toBe('booked')
    expect(orderOutcome(order({ status: 'partially_confirmed' }), [booking('a', { status: 'confirmed' }), booking('b', { status: 'failed' })], [], NOW)).toBe('partially_booked')
    expect(orderOutcome(order({ status: 'refund_pending' }), [booking('a', { status: 'failed' })], [], NOW)).toBe('unsuccessful')
    expect(orderOutcome(order({ status: 'refunded' }), [booking('a', { status: 'failed' })], [], NOW)).toBe('unsuccessful')
    expect(orderOutcome(order({ status: 'refunded' }), [booking('a', { status: 'refunded', cancelled_at: past })], [], NOW)).toBe('cancelled')
    expect(orderOutcome(order({ status: 'reserved', payment_method: 'pay_later', pay_by: future }), [booking('a')], [], NOW)).toBe('reserved')
    expect(orderPayable(order({ status: 'reserved', pay_by: future }), [booking('a')], [], NOW)).toBe(true)
    expect(orderPayable(order({ status: 'reserved', pay_by: past }), [booking('a')], [], NOW)).toBe(false)
    expect(orderPayable(order({ status: 'confirmed' }), [booking('a', { status: 'confirmed' })], [{ status: 'paid' }], NOW)).toBe(false)
  })
})
