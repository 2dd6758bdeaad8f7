import { describe, expect, it } from 'vitest'
import { bookAgainPath } from './order-links'
import { orderPath, outcomePath } from '../../lib/order-paths'

describe('order links', () => {
  it('keeps a guest’s token on the order page and leaves it off for customers', () => {
    expect(orderPath('ar', 'abc', 'tok+en/1')).toBe('/orders/abc#token=tok%2Ben%2F1')
    expect(orderPath('en', 'abc')).toBe('/en/orders/abc')
  })

  it('builds the outcome pages as the payment page returns to them', () => {
    expect(outcomePath('en', 'error', 'abc', 'xyz')).toBe('/en/checkout/error?order=abc#token=xyz')
    expect(outcomePath('ar', 'success', 'abc')).toBe('/checkout/success?order=abc')
  })

  it('opens the product page on the booking’s day', () => {
    expect(bookAgainPath('en', { experience: { citySlug: 'riyadh', slug: 'masmak' } as never, date: '2026-12-01' })).toBe('/en/things-to-do-in-riyadh/masmak?date=2026-12-01')
    expect(bookAgainPath('ar', { experience: { citySlug: '', slug: 'masmak' } as never, date: '2026-12-01' })).toBe('/experiences/masmak?date=2026-12-01')
  })
})
