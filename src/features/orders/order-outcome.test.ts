import { describe, expect, it } from 'vitest'
import { bookingsToRetry, hasVoucher, isBooked, outcomeOf, shouldPoll } from './order-outcome'
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
