import { describe, expect, it } from 'vitest'
import { cartSizeCookie } from './cart-size-cookie'

describe('cartSizeCookie', () => {
  it('holds only the number of lines, for the whole site, for a year', () => {
    expect(cartSizeCookie(3, false)).toBe('rihla_cart=3; path=/; max-age=31536000; samesite=lax')
    expect(cartSizeCookie(0, true)).toBe('rihla_cart=0; path=/; max-age=31536000; samesite=lax; secure')
  })

  it('keeps the number within what the server reads', () => {
    expect(cartSizeCookie(-2, false)).toMatch(/^rihla_cart=0;/)
    expect(cartSizeCookie(2.7, false)).toMatch(/^rihla_cart=2;/)
    expect(cartSizeCookie(5000, false)).toMatch(/^rihla_cart=999;/)
  })
})
