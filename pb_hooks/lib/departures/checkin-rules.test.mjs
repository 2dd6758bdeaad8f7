import { createRequire } from 'node:module'
import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'

const require = createRequire(import.meta.url)
const { parseVoucher, normaliseCode, paymentState, classifyCheckIn, checkInTime, checkCheckInBody, validDay, riyadhToday, digestInput } = require('./checkin-rules.js')

const booking = { id: 'abcdefghijklmno', slot: 'slot00000000001', status: 'confirmed', voucher_code: 'RH-7KQ2-MP9X' }

describe('parseVoucher', () => {
  it('reads the order page QR payload and the bare code, typed loosely', () => {
    expect(parseVoucher('RIHLA|RH-7KQ2-MP9X|abcdefghijklmno')).toEqual({ code: 'RH-7KQ2-MP9X', bookingId: 'abcdefghijklmno' })
    expect(parseVoucher(' rh 7kq2 mp9x ')).toEqual({ code: 'RH-7KQ2-MP9X', bookingId: '' })
    expect(parseVoucher('RH7KQ2MP9X')).toEqual({ code: 'RH-7KQ2-MP9X', bookingId: '' })
    expect(normaliseCode('rh-7kq2-mp9x')).toBe('RH-7KQ2-MP9X')
  })
  it('refuses anything else', () => {
    for (const text of ['', 'RIHLA|RH-7KQ2-MP9X', 'RIHLA|RH-7KQ2-MP9X|short', 'OTHER|RH-7KQ2-MP9X|abcdefghijklmno', 'RH-7KQ2-MP91', 'RH-0KQ2-MP9X', 'x'.repeat(300), null, 42]) {
      expect(parseVoucher(text)).toBeNull()
    }
  })
})

describe('classifyCheckIn', () => {
  const parsed = { code: 'RH-7KQ2-MP9X', bookingId: booking.id }
  it('valid, already checked in, wrong departure, cancelled, unpaid, unknown', () => {
    expect(classifyCheckIn({ booking, parsed, slotId: booking.slot, first: null })).toEqual({ kind: 'valid' })
    expect(classifyCheckIn({ booking, parsed, slotId: booking.slot, first: { at: 'x' } })).toEqual({ kind: 'already_checked_in' })
    expect(classifyCheckIn({ booking, parsed, slotId: 'slot00000000002', first: null })).toEqual({ kind: 'wrong_departure' })
    expect(classifyCheckIn({ booking: { ...booking, status: 'cancelled' }, parsed, slotId: booking.slot, first: null })).toEqual({ kind: 'cancelled' })
    expect(classifyCheckIn({ booking: { ...booking, status: 'refunded' }, parsed, slotId: booking.slot, first: null })).toEqual({ kind: 'cancelled' })
    expect(classifyCheckIn({ booking: { ...booking, status: 'held', voucher_code: '' }, parsed: null, slotId: booking.slot, first: null, order: {}, share: 45000 })).toEqual({ kind: 'unpaid', amountDue: 45000 })
    expect(classifyCheckIn({ booking: null, parsed, slotId: booking.slot, first: null })).toEqual({ kind: 'unknown' })
  })
  it('a QR whose booking id is not the code’s booking is unknown (forged), whatever the code', () => {
    expect(classifyCheckIn({ booking, parsed: { ...parsed, bookingId: 'zzzzzzzzzzzzzzz' }, slotId: booking.slot, first: null })).toEqual({ kind: 'unknown' })
  })
})

describe('paymentState', () => {
  it('paid, pay later due with the amount, refund due, refunded', () => {
    expect(paymentState({}, { status: 'confirmed' }, 0)).toEqual({ state: 'paid', amountDue: 0 })
    expect(paymentState({}, { status: 'held' }, 30000)).toEqual({ state: 'pay_later_due', amountDue: 30000 })
    expect(paymentState({}, { status: 'cancelled', refund_amount: 100 }, 0)).toEqual({ state: 'refund_due', amountDue: 0 })
    expect(paymentState({}, { status: 'refunded' }, 0)).toEqual({ state: 'refunded', amountDue: 0 })
  })
})

describe('checkInTime', () => {
  const now = Date.UTC(2026, 10, 26, 6, 0)
  it('keeps a device time in the last three days, else now', () => {
    expect(checkInTime(now - 60_000, now)).toBe(now - 60_000)
    expect(checkInTime(now + 60_000, now)).toBe(now)
    expect(checkInTime(now - 4 * 86_400_000, now)).toBe(now)
    expect(checkInTime(null, now)).toBe(now)
  })
})

describe('checkCheckInBody', () => {
  it('needs a departure and exactly one of a code or a booking id', () => {
    expect(checkCheckInBody({ slotId: 'slot00000000001', code: 'RH-7KQ2-MP9X' })).toMatchObject({ ok: true, request: { code: 'RH-7KQ2-MP9X', bookingId: '', offline: false } })
    expect(checkCheckInBody({ slotId: 'slot00000000001', bookingId: booking.id, clientId: 'device-1-check-1', deviceTime: '2026-11-26T05:00:00Z', offline: true })).toMatchObject({
      ok: true,
      request: { bookingId: booking.id, clientId: 'device-1-check-1', deviceTimeMs: Date.UTC(2026, 10, 26, 5), offline: true },
    })
    expect(checkCheckInBody({ code: 'RH-7KQ2-MP9X' })).toMatchObject({ ok: false, field: 'slotId' })
    expect(checkCheckInBody({ slotId: 'slot00000000001' })).toMatchObject({ ok: false, field: 'code' })
    expect(checkCheckInBody({ slotId: 'slot00000000001', code: 'x', bookingId: booking.id })).toMatchObject({ ok: false, field: 'code' })
    expect(checkCheckInBody({ slotId: 'slot00000000001', code: 'x', clientId: 'a b' })).toMatchObject({ ok: false, field: 'clientId' })
    expect(checkCheckInBody({ slotId: 'slot00000000001', code: 'x', deviceTime: 'yesterday' })).toMatchObject({ ok: false, field: 'deviceTime' })
  })
})

describe('days and digests', () => {
  it('real dates only; today in Riyadh', () => {
    expect(validDay('2026-02-28')).toBe(true)
    expect(validDay('2026-02-30')).toBe(false)
    expect(riyadhToday(Date.UTC(2026, 10, 25, 22, 0))).toBe('2026-11-26')
  })
  it('the digest input the browser hashes too', () => {
    expect(createHash('sha256').update(digestInput('RH-7KQ2-MP9X')).digest('hex')).toMatch(/^[0-9a-f]{64}$/)
    expect(digestInput('RH-7KQ2-MP9X')).toBe('rihla-voucher|RH-7KQ2-MP9X')
  })
})
