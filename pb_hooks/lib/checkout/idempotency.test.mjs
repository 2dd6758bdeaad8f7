import { createHash } from 'node:crypto'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'

const require = createRequire(import.meta.url)
const { canonicalJson, checkoutFingerprint } = require('./idempotency.js')
const { validateCheckout } = require('./checkout-request.js')

const sha256 = (text) => createHash('sha256').update(text).digest('hex')
const key = 'key-0123456789'
const body = {
  items: [{ slotId: 'abcdefghij12345', travellers: { adult: 2, child: 1 }, expectedTotal: 120000 }],
  leadGuest: { firstName: 'Sara', lastName: 'Alharbi', email: 'sara@example.com', countryCode: '+966', phone: '551234567' },
  paymentMethod: 'card',
  locale: 'en',
}
const fingerprint = (given, user = '') => checkoutFingerprint(validateCheckout(given, key, 'en').request, user, sha256)

describe('canonicalJson', () => {
  it('sorts keys at every level and drops undefined', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { f: 2, e: 3 }], c: undefined } })).toBe('{"a":{"d":[1,{"e":3,"f":2}]},"b":1}')
  })
})

describe('checkoutFingerprint', () => {
  it('is the same for the same request, whatever the key order, spelling or language', () => {
    const reordered = { locale: 'ar', paymentMethod: 'card', leadGuest: { ...body.leadGuest, email: ' Sara@Example.COM ' }, items: [{ expectedTotal: 120000, travellers: { child: 1, adult: 2 }, slotId: 'abcdefghij12345' }] }
    expect(fingerprint(reordered)).toBe(fingerprint(body))
    expect(fingerprint(body)).toMatch(/^[0-9a-f]{64}$/)
  })

  it('differs when anything that matters differs', () => {
    const base = fingerprint(body)
    expect(fingerprint({ ...body, paymentMethod: 'pay_later' })).not.toBe(base)
    expect(fingerprint({ ...body, items: [{ ...body.items[0], travellers: { adult: 3, child: 1 } }] })).not.toBe(base)
    expect(fingerprint({ ...body, promoCode: 'SAVE' })).not.toBe(base)
    expect(fingerprint({ ...body, leadGuest: { ...body.leadGuest, phone: '551234568' } })).not.toBe(base)
    expect(fingerprint(body, 'user00000000001')).not.toBe(base)
  })
})
