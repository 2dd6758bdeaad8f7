import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import type { Manifest, ManifestBooking } from './departure-types'
import { manifestCsv } from './manifest-csv'
import { offlineVerdict, parseVoucher, voucherDigest } from './voucher-check'
import { enqueueCheckIn, withoutAnswered } from './checkin-queue'

const booking = (id: string, overrides: Partial<ManifestBooking> = {}): ManifestBooking => ({
  id,
  orderNumber: 'R-1',
  status: 'confirmed',
  seats: 1,
  travellers: { adult: 1 },
  leadGuest: { name: 'Sara Alharbi', email: 's@rihla.test', countryCode: '+966', phone: '551234567' },
  guests: [],
  pickup: null,
  payment: 'paid',
  amountDue: 0,
  payBy: null,
  note: '',
  noShowAt: null,
  checkIn: null,
  voucherDigest: '',
  ...overrides,
})

describe('the offline scanner', () => {
  it('hashes codes as the server does', async () => {
    expect(await voucherDigest('RH-7KQ2-MP9X')).toBe(createHash('sha256').update('rihla-voucher|RH-7KQ2-MP9X').digest('hex'))
  })

  it('reads payloads like the server, and decides from the stored digests and the queue', async () => {
    const digest = await voucherDigest('RH-7KQ2-MP9X')
    const other = await voucherDigest('RH-AAAA-BBBB')
    const manifest = { bookings: [booking('abcdefghijklmno', { voucherDigest: digest }), booking('bbbbbbbbbbbbbbb', { status: 'held' })] } as Manifest
    const parsed = parseVoucher('RIHLA|RH-7KQ2-MP9X|abcdefghijklmno')
    expect(parsed).toEqual({ code: 'RH-7KQ2-MP9X', bookingId: 'abcdefghijklmno' })
    expect(parseVoucher('rh7kq2mp9x')).toEqual({ code: 'RH-7KQ2-MP9X', bookingId: '' })
    expect(parseVoucher('RIHLA|RH-7KQ2-MP9X')).toBeNull()
    expect(offlineVerdict(manifest, parsed, digest, []).kind).toBe('valid')
    expect(offlineVerdict(manifest, parsed, digest, ['abcdefghijklmno']).kind).toBe('already_checked_in')
    expect(offlineVerdict(manifest, parsed, other, []).kind).toBe('unknown')
    // A real code with another booking's id is forged.
    expect(offlineVerdict(manifest, { ...parsed!, bookingId: 'bbbbbbbbbbbbbbb' }, digest, []).kind).toBe('unknown')
    expect(offlineVerdict(manifest, null, null, [], 'bbbbbbbbbbbbbbb').kind).toBe('unpaid')
  })

  it('queues a check-in once and forgets it once answered', () => {
    const item = { clientId: 'chk-1', slotId: 's', code: 'RH-7KQ2-MP9X', deviceTime: '2026-11-26T05:00:00Z', staffName: 'A', seenBooking: 'abcdefghijklmno' }
    const queue = enqueueCheckIn(enqueueCheckIn([], item), item)
    expect(queue).toHaveLength(1)
    expect(withoutAnswered(queue, ['chk-1'])).toEqual([])
  })
})

describe('manifestCsv', () => {
  it('quotes, keeps formulas as text and starts with a byte-order mark', () => {
    const csv = manifestCsv([booking('abcdefghijklmno', { note: 'late, "VIP"', leadGuest: { name: '=cmd', email: '', countryCode: '', phone: '' } })], [
      { header: 'Lead guest', value: (row) => row.leadGuest.name },
      { header: 'Note', value: (row) => row.note },
    ])
    expect(csv).toBe('\uFEFFLead guest,Note\r\n\'=cmd,"late, ""VIP"""\r\n')
  })
})
