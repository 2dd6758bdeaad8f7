import { describe, expect, it } from 'vitest'
import { acceptCartCheck } from './cart-outcome'

const snapshot = { experienceSlug: 'x', citySlug: null, title_ar: 'ع', title_en: 'X', option_ar: 'ع', option_en: 'O', date: '2026-12-01', startTime: '09:00', total: 10000, image: null }

describe('acceptCartCheck', () => {
  it('drops unavailable lines and takes the new prices', () => {
    const items = [
      { slotId: 'a', travellers: { adult: 1 }, addedAt: '', snapshot },
      { slotId: 'b', travellers: { adult: 2 }, addedAt: '', snapshot },
    ]
    const check = {
      outcome: 'some_unavailable_prices_changed' as const,
      subtotal: 12000,
      discount: 0,
      total: 12000,
      items: [
        { slotId: 'a', available: true, total: 12000, priceChanged: true } as never,
        { slotId: 'b', available: false, total: 0, priceChanged: false } as never,
      ],
    }
    expect(acceptCartCheck(items, check)).toEqual([{ slotId: 'a', travellers: { adult: 1 }, addedAt: '', snapshot: { ...snapshot, total: 12000 } }])
  })
})
