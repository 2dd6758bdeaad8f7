import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'

const require = createRequire(import.meta.url)
const { canonicalEmail } = require('./canonical-email.js')

describe('canonicalEmail', () => {
  it('ignores case and surrounding spaces', () => {
    expect(canonicalEmail('  Sara.Alharbi@Example.COM ')).toBe('sara.alharbi@example.com')
  })

  it('drops a plus tag for every provider', () => {
    expect(canonicalEmail('name+2@example.com')).toBe('name@example.com')
    expect(canonicalEmail('name+promo+again@outlook.com')).toBe('name@outlook.com')
  })

  it('ignores dots for Gmail, and googlemail.com is gmail.com', () => {
    expect(canonicalEmail('N.a.m.e+2@googlemail.com')).toBe('name@gmail.com')
    expect(canonicalEmail('name@gmail.com')).toBe('name@gmail.com')
    // Other providers keep their dots.
    expect(canonicalEmail('n.ame@example.com')).toBe('n.ame@example.com')
  })

  it('gives nothing for what is not an address', () => {
    for (const value of ['', 'no-at-sign', '@example.com', 'name@', '+tag@example.com', null, 42]) expect(canonicalEmail(value), String(value)).toBe('')
  })
})
