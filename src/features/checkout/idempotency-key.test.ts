import { describe, expect, it } from 'vitest'
import { checkoutKey } from './idempotency-key'

function memory() {
  const values = new Map<string, string>()
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) }
}

describe('checkoutKey', () => {
  it('keeps one key for the same cart and makes a new one when the cart changes', () => {
    const storage = memory()
    let n = 0
    const make = () => `key-${(n += 1)}`
    expect(checkoutKey('cart-a', storage, make)).toBe('key-1')
    expect(checkoutKey('cart-a', storage, make)).toBe('key-1')
    expect(checkoutKey('cart-b', storage, make)).toBe('key-2')
  })
})
