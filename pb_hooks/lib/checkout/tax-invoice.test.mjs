import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'

const require = createRequire(import.meta.url)
const { vatOfInclusive, halalasText, zatcaQrPayload, decodeZatcaQr, sellerFromEnv, isVatNumber, invoiceTimestamp, taxInvoice, DEMO_SELLER } = require('./tax-invoice.js')

describe('vatOfInclusive', () => {
  it('takes 15/115 of a VAT-inclusive total, to the nearest halala', () => {
    expect(vatOfInclusive(11500)).toBe(1500) // 115.00 SAR → 15.00 VAT
    expect(vatOfInclusive(12000)).toBe(1565) // 1565.2… → 1565
    expect(vatOfInclusive(100000)).toBe(13043) // 13043.47… → 13043
    expect(vatOfInclusive(1)).toBe(0) // 0.13 → 0
    expect(vatOfInclusive(4)).toBe(1) // 0.52 → 1
    expect(vatOfInclusive(0)).toBe(0)
  })

  it('agrees with the exact fraction for every total up to 1,000 SAR, and never leaves a half to round', () => {
    for (let total = 0; total <= 100000; total += 1) {
      const vat = vatOfInclusive(total)
      // |vat - 3·total/23| ≤ 1/2, compared in integers: |23·vat - 3·total| ≤ 11 (a half would be 11.5).
      expect(Math.abs(23 * vat - 3 * total)).toBeLessThanOrEqual(11)
    }
  })

  it('refuses what is not a whole number of halalas', () => {
    expect(() => vatOfInclusive(10.5)).toThrow()
    expect(() => vatOfInclusive(-1)).toThrow()
  })
})

describe('halalasText', () => {
  it('writes SAR with two decimals and no grouping', () => {
    expect(halalasText(100000)).toBe('1000.00')
    expect(halalasText(1565)).toBe('15.65')
    expect(halalasText(5)).toBe('0.05')
    expect(halalasText(0)).toBe('0.00')
  })
})

describe('zatcaQrPayload', () => {
  it("encodes ZATCA's published example byte for byte", () => {
    // The example of ZATCA's QR code guide (seller 'Bobs Records').
    const payload = zatcaQrPayload({ sellerName: 'Bobs Records', vatNumber: '310122393500003', timestamp: '2022-04-25T15:30:00Z', total: '1000.00', vat: '150.00' })
    expect(payload).toBe('AQxCb2JzIFJlY29yZHMCDzMxMDEyMjM5MzUwMDAwMwMUMjAyMi0wNC0yNVQxNTozMDowMFoEBzEwMDAuMDAFBjE1MC4wMA==')
    const bytes = Buffer.from(payload, 'base64')
    expect([bytes[0], bytes[1]]).toEqual([1, 12])
    expect(bytes.subarray(2, 14).toString('utf8')).toBe('Bobs Records')
    expect([bytes[14], bytes[15]]).toEqual([2, 15])
  })

  it('counts an Arabic name in UTF-8 bytes, and decodes back to the same fields', () => {
    const fields = { sellerName: 'رحلة', vatNumber: '399999999900003', timestamp: '2026-11-26T09:30:00Z', total: '120.00', vat: '15.65' }
    const payload = zatcaQrPayload(fields)
    expect(payload).toBe('AQjYsdit2YTYqQIPMzk5OTk5OTk5OTAwMDAzAxQyMDI2LTExLTI2VDA5OjMwOjAwWgQGMTIwLjAwBQUxNS42NQ==')
    const bytes = Buffer.from(payload, 'base64')
    expect([bytes[0], bytes[1]]).toEqual([1, 8]) // four letters, two bytes each
    expect(decodeZatcaQr(payload)).toEqual({ 1: 'رحلة', 2: '399999999900003', 3: '2026-11-26T09:30:00Z', 4: '120.00', 5: '15.65' })
    // Node's own base64 and UTF-8 agree with the encoder written for PocketBase's engine.
    expect(Buffer.from(payload, 'base64').toString('base64')).toBe(payload)
  })

  it('refuses a value longer than a length byte can say', () => {
    expect(() => zatcaQrPayload({ sellerName: 'x'.repeat(256), vatNumber: '399999999900003', timestamp: '2026-11-26T09:30:00Z', total: '1.00', vat: '0.13' })).toThrow(/255/)
  })
})

describe('sellerFromEnv', () => {
  it('uses the documented demo seller when nothing is set and payments are the sandbox', () => {
    expect(sellerFromEnv({})).toEqual({ ok: true, seller: DEMO_SELLER, demo: true })
    expect(sellerFromEnv({ RIHLA_PAYMENT_PROVIDER: 'sandbox' }).ok).toBe(true)
    expect(isVatNumber(DEMO_SELLER.vatNumber)).toBe(true)
  })

  it('asks for the real seller when payments are real', () => {
    expect(sellerFromEnv({ RIHLA_PAYMENT_PROVIDER: 'moyasar' })).toMatchObject({ ok: false })
  })

  it('takes the configured seller and checks the VAT number: 15 digits, starting and ending with 3', () => {
    const env = { RIHLA_SELLER_NAME_AR: 'شركة رحلة', RIHLA_SELLER_NAME_EN: 'Rihla Co.', RIHLA_SELLER_VAT_NUMBER: '310122393500003' }
    expect(sellerFromEnv(env)).toEqual({ ok: true, seller: { nameAr: 'شركة رحلة', nameEn: 'Rihla Co.', vatNumber: '310122393500003' }, demo: false })
    for (const bad of ['31012239350000', '3101223935000031', '210122393500003', '310122393500004', '3101223935O0003', ''])
      expect(sellerFromEnv({ ...env, RIHLA_SELLER_VAT_NUMBER: bad })).toMatchObject({ ok: false, problem: expect.stringMatching(/15 digits/) })
    expect(sellerFromEnv({ RIHLA_SELLER_VAT_NUMBER: '310122393500003' })).toMatchObject({ ok: false })
    expect(sellerFromEnv({ RIHLA_SELLER_NAME_EN: 'Rihla Co.', RIHLA_SELLER_VAT_NUMBER: '310122393500003' })).toMatchObject({ ok: true, seller: { nameAr: 'Rihla Co.', nameEn: 'Rihla Co.' } })
  })
})

describe('taxInvoice', () => {
  const seller = { ok: true, seller: { nameAr: 'شركة رحلة', nameEn: 'Rihla Co.', vatNumber: '310122393500003' }, demo: false }
  const order = { invoice_number: 'INV-2026-0000042', total: 12000, paid_at: '2026-11-26 09:30:12.345Z' }

  it('gives the figures and the QR of a paid order, issued when it was paid', () => {
    const invoice = taxInvoice(order, seller)
    expect(invoice).toMatchObject({ number: 'INV-2026-0000042', issuedAt: '2026-11-26T09:30:12Z', vatRatePercent: 15, totalWithVat: 12000, vatAmount: 1565, totalWithoutVat: 10435, demoSeller: false })
    expect(invoice.seller).toEqual({ name_ar: 'شركة رحلة', name_en: 'Rihla Co.', vatNumber: '310122393500003' })
    expect(decodeZatcaQr(invoice.qr)).toEqual({ 1: 'شركة رحلة', 2: '310122393500003', 3: '2026-11-26T09:30:12Z', 4: '120.00', 5: '15.65' })
  })

  it('gives none before payment or without a valid seller', () => {
    expect(taxInvoice({ ...order, paid_at: '' }, seller)).toBeNull()
    expect(taxInvoice(order, { ok: false, problem: 'x' })).toBeNull()
  })

  it('writes instants as ISO 8601 in UTC to the second', () => {
    expect(invoiceTimestamp('2026-01-02 03:04:05.678Z')).toBe('2026-01-02T03:04:05Z')
    expect(invoiceTimestamp('nonsense')).toBe('')
  })
})
