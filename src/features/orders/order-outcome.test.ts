import { describe, expect, it } from 'vitest'
import { bookingsToRetry, hasVoucher, holdsUntil, isBooked, noticeOf, outcomeOf, shouldPoll } from './order-outcome'
import type { OrderBooking, OrderDetails, OrderView } from './types'

const order = { id: 'o', number: 'R1', status: 'pending_payment', paymentMethod: 'card' } as OrderDetails
const booking = (id: string, status: OrderBooking['status'], experience = 'e1', option = 'p1', voucherCode = ''): OrderBooking =>
  ({ id, status, experience: { id: experience }, option: { id: option }, voucherCode }) as OrderBooking
const view = (patch: Partial<OrderDetails>, bookings: OrderBooking[] = []): OrderView => ({ order: { ...order, ...patch }, bookings })

describe('outcomeOf', () => {
  it('takes the server’s outcome when there is one', () => {
    expect(outcomeOf(view({ status: 'pending_payment', outcome: 'payment_failed' }))).toBe('payment_failed')
    expect(outcomeOf(view({ status: 'refund_pending', outcome: 'unsuccessful' }))).toBe('unsuccessful')
  })

  it('reads it from the status in an answer without one', () => {
    expect(outcomeOf(view({ status: 'pending_payment' }))).toBe('in_progress')
    expect(outcomeOf(view({ status: 'reserved' }))).toBe('reserved')
    expect(outcomeOf(view({ status: 'confirmed' }))).toBe('booked')
    expect(outcomeOf(view({ status: 'partially_confirmed' }))).toBe('partially_booked')
    expect(outcomeOf(view({ status: 'cancelled' }))).toBe('cancelled')
    expect(outcomeOf(view({ status: 'failed' }, [booking('b', 'failed')]))).toBe('expired')
    expect(outcomeOf(view({ status: 'refund_pending' }))).toBe('unsuccessful')
  })
})

describe('what the pages do with an outcome', () => {
  it('polls only while the payment is being confirmed', () => {
    expect(shouldPoll('in_progress')).toBe(true)
    for (const outcome of ['payment_failed', 'booked', 'partially_booked', 'unsuccessful', 'reserved', 'cancelled', 'expired'] as const) expect(shouldPoll(outcome)).toBe(false)
  })

  it('counts booked and partially booked as booked', () => {
    expect(isBooked('booked')).toBe(true)
    expect(isBooked('partially_booked')).toBe(true)
    expect(isBooked('reserved')).toBe(false)
  })

  it('offers each failed experience and option once to book again', () => {
    const retry = bookingsToRetry([booking('a', 'confirmed'), booking('b', 'failed'), booking('c', 'failed'), booking('d', 'failed', 'e2')])
    expect(retry.map((item) => item.id)).toEqual(['b', 'd'])
  })

  it('shows a voucher only for a confirmed booking with its code', () => {
    expect(hasVoucher(booking('a', 'confirmed', 'e', 'p', 'RH-1'))).toBe(true)
    expect(hasVoucher(booking('a', 'confirmed'))).toBe(false)
    expect(hasVoucher(booking('a', 'cancelled', 'e', 'p', 'RH-1'))).toBe(false)
  })
})

describe('noticeOf', () => {
  const waiting = (paymentStatus: OrderDetails['paymentStatus'], payable = true) => view({ status: 'pending_payment', outcome: 'in_progress', payable, paymentStatus })

  it('asks for payment when no payment page was ever opened', () => {
    expect(noticeOf(waiting('none'), { afterPayment: true })).toBe('awaiting_payment')
    expect(noticeOf(waiting('none'), { afterPayment: false })).toBe('awaiting_payment')
  })

  it('reads a started payment as being confirmed on the return page, as unpaid elsewhere', () => {
    expect(noticeOf(waiting('initiated'), { afterPayment: true })).toBe('in_progress')
    expect(noticeOf(waiting('initiated'), { afterPayment: false })).toBe('awaiting_payment')
  })

  it('says confirming once the gateway reported a payment, and passes other outcomes through', () => {
    expect(noticeOf(waiting('pending', false), { afterPayment: false })).toBe('in_progress')
    expect(noticeOf(waiting('paid', false), { afterPayment: false })).toBe('in_progress')
    expect(noticeOf(view({ status: 'reserved', outcome: 'reserved', payable: true }), { afterPayment: false })).toBe('reserved')
  })
})

describe('holdsUntil', () => {
  it('gives the earliest running hold', () => {
    const held = (id: string, holdExpiresAt: string | null, status: OrderBooking['status'] = 'held') => ({ ...booking(id, status), holdExpiresAt }) as OrderBooking
    expect(holdsUntil([held('a', '2026-11-22T01:10:00.000Z'), held('b', '2026-11-22T01:00:00.000Z'), held('c', '2026-11-22T00:50:00.000Z', 'failed')])).toBe('2026-11-22T01:00:00.000Z')
    expect(holdsUntil([held('a', null, 'confirmed')])).toBeNull()
  })
})
