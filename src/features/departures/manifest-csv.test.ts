import { describe, expect, it } from 'vitest'
import { manifestCsv, phoneCell } from './manifest-csv'
import type { ManifestBooking } from './departure-types'

const booking = { id: 'b1', leadGuest: { name: '=cmd', email: 'a@example.com', countryCode: '+966', phone: '551234567' } } as unknown as ManifestBooking

describe('the manifest CSV', () => {
  it('writes a phone number without the apostrophe a spreadsheet would show, kept as text in reading order', () => {
    const csv = manifestCsv([booking], [{ header: 'Phone', value: (row) => phoneCell(`${row.leadGuest.countryCode}${row.leadGuest.phone}`) }])
    const cell = csv.split('\r\n')[1]!
    expect(cell).not.toContain("'")
    expect(cell).toBe('\u2066+966551234567\u2069')
    expect(phoneCell('')).toBe('')
  })

  it('still keeps a formula-looking text as text', () => {
    const csv = manifestCsv([booking], [{ header: 'Name', value: (row) => row.leadGuest.name }])
    expect(csv.split('\r\n')[1]).toBe("'=cmd")
  })
})
