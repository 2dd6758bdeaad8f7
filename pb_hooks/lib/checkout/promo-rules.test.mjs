import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'

const require = createRequire(import.meta.url)
const { evaluatePromo, promoMessage, lineInScope, promoGuessAllowed, recordPromoMiss } = require('./promo-rules.js')

const NOW = Date.parse('2026-11-22T09:00:00Z')
const line = (total, overrides = {}) => ({ available: true, total, experience: { id: 'exp-a', city: 'riyadh-id', categories: ['tours-id'] }, ...overrides })
const promo = (overrides = {}) => ({
  id: 'promo1',
  code: 'SAVE',
  type: 'percent',
  value: 10,
  min_subtotal: 0,
  max_discount: 0,
  starts_at: '2026-11-01 00:00:00.000Z',
  ends_at: '2026-12-31 00:00:00.000Z',
  usage_limit: 0,
  per_customer_limit: 0,
  used_count: 0,
  scope: {},
  active: true,
  ...overrides,
})
const run = (row, lines = [line(50000)], customerUses = 0) => evaluatePromo({ promo: row, code: 'SAVE', lines, nowMs: NOW, customerUses })

describe('evaluatePromo', () => {
  it('takes a percentage, rounded down, capped by max_discount', () => {
    expect(run(promo())).toMatchObject({ valid: true, discount: 5000, eligibleSubtotal: 50000 })
    expect(run(promo({ value: 15 }), [line(33333)]).discount).toBe(4999)
    expect(run(promo({ max_discount: 3000 })).discount).toBe(3000)
    expect(run(promo({ max_discount: 0, value: 100 })).discount).toBe(50000)
  })

  it('takes a fixed amount, never more than the eligible subtotal', () => {
    expect(run(promo({ type: 'fixed', value: 5000 })).discount).toBe(5000)
    expect(run(promo({ type: 'fixed', value: 90000 })).discount).toBe(50000)
  })

  it('needs the minimum subtotal of the eligible items', () => {
    expect(run(promo({ min_subtotal: 60000 }))).toMatchObject({ valid: false, reason: 'min_subtotal', discount: 0 })
    expect(run(promo({ min_subtotal: 50000 })).valid).toBe(true)
  })

  it('refuses unknown, inactive, future and expired codes', () => {
    expect(run(null).reason).toBe('unknown')
    expect(run(promo({ active: false })).reason).toBe('inactive')
    expect(run(promo({ starts_at: '2026-11-23 00:00:00.000Z' })).reason).toBe('not_started')
    expect(run(promo({ ends_at: '2026-11-22 09:00:00.000Z' })).reason).toBe('expired')
    expect(run(promo({ starts_at: '', ends_at: '' })).valid).toBe(true)
  })

  it('counts the total and per-customer limits', () => {
    expect(run(promo({ usage_limit: 5, used_count: 5 })).reason).toBe('limit_reached')
    expect(run(promo({ usage_limit: 5, used_count: 4 })).valid).toBe(true)
    expect(run(promo({ per_customer_limit: 1 }), undefined, 1).reason).toBe('customer_limit_reached')
    expect(run(promo({ per_customer_limit: 2 }), undefined, 1).valid).toBe(true)
    expect(run(promo({ per_customer_limit: 0 }), undefined, 9).valid).toBe(true)
  })

  it('discounts only the items in scope', () => {
    const inRiyadh = line(40000)
    const inJeddah = line(60000, { experience: { id: 'exp-b', city: 'jeddah-id', categories: ['tours-id'] } })
    expect(run(promo({ scope: { cities: ['riyadh-id'] } }), [inRiyadh, inJeddah])).toMatchObject({ valid: true, eligibleSubtotal: 40000, discount: 4000 })
    expect(run(promo({ scope: { cities: ['abha-id'] } }), [inRiyadh, inJeddah]).reason).toBe('not_applicable')
    expect(run(promo({ scope: { experiences: ['exp-b'] } }), [inRiyadh, inJeddah]).eligibleSubtotal).toBe(60000)
    expect(run(promo({ scope: { categories: ['hotels-id'] } }), [inRiyadh]).reason).toBe('not_applicable')
    expect(run(promo({ scope: { cities: [], categories: [] } }), [inRiyadh, inJeddah]).eligibleSubtotal).toBe(100000)
    expect(run(promo(), [line(10000, { available: false })]).reason).toBe('not_applicable')
  })

  it('needs every given scope list to match', () => {
    const scope = { cities: ['riyadh-id'], categories: ['tours-id'] }
    expect(lineInScope(scope, line(1))).toBe(true)
    expect(lineInScope(scope, line(1, { experience: { id: 'x', city: 'riyadh-id', categories: ['hotels-id'] } }))).toBe(false)
  })
})

describe('promoMessage', () => {
  it('explains the verdict in the request language', () => {
    expect(promoMessage(run(promo({ ends_at: '2026-01-01 00:00:00.000Z' })), 'en')).toBe('This promo code has expired.')
    expect(promoMessage(run(promo({ min_subtotal: 25050 }), [line(100)]), 'en')).toBe('This promo code needs a subtotal of at least SAR 250.50.')
    // Arabic figures in an Arabic sentence (decision 070).
    expect(promoMessage(run(promo({ min_subtotal: 25000 }), [line(100)]), 'ar')).toBe('يتطلب رمز الخصم هذا ألا يقل المجموع عن ٢٥٠ ريال.')
    expect(promoMessage(run(promo()), 'ar')).toBe('تم تطبيق رمز الخصم.')
    expect(promoMessage(run(null), 'en')).toBe('This promo code does not exist.')
  })
})

describe('promo guessing guard', () => {
  it('allows 10 unknown codes per 10 minutes per client', () => {
    let state = null
    for (let index = 0; index < 10; index += 1) {
      expect(promoGuessAllowed(state, NOW)).toBe(true)
      state = recordPromoMiss(state, NOW)
    }
    expect(promoGuessAllowed(state, NOW + 1000)).toBe(false)
    expect(promoGuessAllowed(state, NOW + 600_000)).toBe(true)
    expect(recordPromoMiss(state, NOW + 600_000)).toBe(`1:${NOW + 600_000}`)
  })
})
