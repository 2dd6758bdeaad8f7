import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'

const require = createRequire(import.meta.url)
const { holdExpired, planRelease } = require('./holds.js')

const NOW = Date.parse('2026-11-22T09:00:00Z')
const past = '2026-11-22 08:59:59.000Z'
const future = '2026-11-22 09:10:00.000Z'
const card = (id, overrides = {}) => ({ id, status: 'pending_payment', payment_method: 'card', pay_by: '', promo: '', ...overrides })
const payLater = (id, overrides = {}) => ({ id, status: 'reserved', payment_method: 'pay_later', pay_by: future, promo: '', ...overrides })
const booking = (id, order, overrides = {}) => ({ id, order, slot: 'slot-a', seats: 2, status: 'held', hold_expires_at: future, ...overrides })

describe('holdExpired', () => {
  it('selects held bookings past their hold or their order’s pay-by', () => {
    expect(holdExpired(booking('b', 'o', { hold_expires_at: past }), card('o'), NOW)).toBe(true)
    expect(holdExpired(booking('b', 'o', { hold_expires_at: '2026-11-22 09:00:00.000Z' }), card('o'), NOW)).toBe(true)
    expect(holdExpired(booking('b', 'o'), card('o'), NOW)).toBe(false)
    expect(holdExpired(booking('b', 'o', { hold_expires_at: past, status: 'confirmed' }), card('o'), NOW)).toBe(false)
    expect(holdExpired(booking('b', 'o', { hold_expires_at: '' }), payLater('o', { pay_by: past }), NOW)).toBe(true)
    expect(holdExpired(booking('b', 'o', { hold_expires_at: '' }), card('o'), NOW)).toBe(false)
  })
})

describe('planRelease', () => {
  it('fails expired card holds, gives the seats back and fails the order with its promo', () => {
    const plan = planRelease({
      orders: [card('o1', { promo: 'promo1' })],
      bookings: [booking('b1', 'o1', { hold_expires_at: past }), booking('b2', 'o1', { hold_expires_at: past, slot: 'slot-b', seats: 3 })],
      nowMs: NOW,
    })
    expect(plan).toEqual({
      bookings: [{ id: 'b1', status: 'failed' }, { id: 'b2', status: 'failed' }],
      slots: { 'slot-a': 2, 'slot-b': 3 },
      orders: [{ id: 'o1', status: 'failed' }],
      promos: [{ orderId: 'o1', promo: 'promo1' }],
    })
  })

  it('cancels unpaid pay-later reservations', () => {
    const plan = planRelease({ orders: [payLater('o1', { pay_by: past })], bookings: [booking('b1', 'o1', { hold_expires_at: past })], nowMs: NOW })
    expect(plan.bookings).toEqual([{ id: 'b1', status: 'cancelled' }])
    expect(plan.orders).toEqual([{ id: 'o1', status: 'cancelled' }])
  })

  it('leaves live holds and their orders alone, and adds up seats per slot', () => {
    const plan = planRelease({
      orders: [card('o1'), card('o2')],
      bookings: [booking('b1', 'o1', { hold_expires_at: past }), booking('b2', 'o1'), booking('b3', 'o2', { hold_expires_at: past, seats: 1 })],
      nowMs: NOW,
    })
    expect(plan.bookings.map((entry) => entry.id)).toEqual(['b1', 'b3'])
    expect(plan.slots).toEqual({ 'slot-a': 3 })
    expect(plan.orders).toEqual([{ id: 'o2', status: 'failed' }])
  })

  it('marks an order partially confirmed when confirmed bookings remain', () => {
    const plan = planRelease({ orders: [card('o1')], bookings: [booking('b1', 'o1', { status: 'confirmed' }), booking('b2', 'o1', { hold_expires_at: past })], nowMs: NOW })
    expect(plan.orders).toEqual([{ id: 'o1', status: 'partially_confirmed' }])
  })

  it('is idempotent: released bookings are not released again', () => {
    const plan = planRelease({ orders: [card('o1', { status: 'failed' })], bookings: [booking('b1', 'o1', { status: 'failed', hold_expires_at: past })], nowMs: NOW })
    expect(plan).toEqual({ bookings: [], slots: {}, orders: [], promos: [] })
  })
})
