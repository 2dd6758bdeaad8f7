import { createHmac, timingSafeEqual } from 'node:crypto'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'

const require = createRequire(import.meta.url)
const { signatureHeader, parseSignatureHeader, verifySignature } = require('./webhook-signature.js')

const hmac = (text, secret) => createHmac('sha256', secret).update(text).digest('hex')
const equal = (a, b) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))
const body = '{"id":"evt_1","type":"payment.succeeded"}'
const verify = (header, overrides = {}) => verifySignature({ header, body, secret: 's3cret', nowSeconds: 1_800_000_000, hmac, equal, ...overrides })

describe('webhook signatures', () => {
  it('accepts its own signature within the tolerance', () => {
    const header = signatureHeader({ body, secret: 's3cret', timestampSeconds: 1_800_000_000, hmac })
    expect(header).toMatch(/^t=1800000000,v1=[0-9a-f]{64}$/)
    expect(verify(header)).toEqual({ ok: true })
    expect(verify(header, { nowSeconds: 1_800_000_300 })).toEqual({ ok: true })
  })

  it('refuses stale or future timestamps, another secret, a changed body and malformed headers', () => {
    const header = signatureHeader({ body, secret: 's3cret', timestampSeconds: 1_800_000_000, hmac })
    expect(verify(header, { nowSeconds: 1_800_000_301 })).toEqual({ ok: false, reason: 'stale' })
    expect(verify(header, { nowSeconds: 1_799_999_699 })).toEqual({ ok: false, reason: 'stale' })
    expect(verify(header, { secret: 'other' })).toEqual({ ok: false, reason: 'mismatch' })
    expect(verify(header, { body: `${body} ` })).toEqual({ ok: false, reason: 'mismatch' })
    expect(verify('')).toEqual({ ok: false, reason: 'missing' })
    expect(verify('t=1800000000')).toEqual({ ok: false, reason: 'malformed' })
    expect(verify('v1=abc,t=x')).toEqual({ ok: false, reason: 'malformed' })
  })

  it('accepts any of several v1 signatures (secret rotation)', () => {
    const good = hmac(`1800000000.${body}`, 's3cret')
    expect(verify(`t=1800000000,v1=${'0'.repeat(64)},v1=${good}`)).toEqual({ ok: true })
    expect(parseSignatureHeader(`t=5,v1=${good}`)).toEqual({ t: 5, v1: [good] })
  })
})
