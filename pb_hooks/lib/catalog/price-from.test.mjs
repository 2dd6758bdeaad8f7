import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'

const require = createRequire(import.meta.url)
const { slotMovesPrice, optionMovesPrice } = require('./price-from.js')

const slot = (overrides = {}) => ({ price_overrides: {}, status: 'open', date: '2026-12-10', option: 'o1', ...overrides })

describe('price_from follows the saves that move a price', () => {
  it('skips every save of a slot without overrides: a schedule creates thousands', () => {
    expect(slotMovesPrice(null, slot())).toBe(false)
    expect(slotMovesPrice(slot(), slot({ status: 'closed', date: '2026-12-11' }))).toBe(false)
    expect(slotMovesPrice(slot(), null)).toBe(false)
  })

  it('skips a seat count change of a slot with overrides', () => {
    const priced = slot({ price_overrides: { adult: 25000 } })
    expect(slotMovesPrice(priced, { ...priced })).toBe(false)
  })

  it('follows overrides set, changed or removed, and a priced slot opened, closed, moved, created or deleted', () => {
    const priced = slot({ price_overrides: { adult: 25000 } })
    expect(slotMovesPrice(slot(), priced)).toBe(true)
    expect(slotMovesPrice(priced, slot({ price_overrides: { adult: 24000 } }))).toBe(true)
    expect(slotMovesPrice(priced, slot())).toBe(true)
    expect(slotMovesPrice(priced, { ...priced, status: 'closed' })).toBe(true)
    expect(slotMovesPrice(priced, { ...priced, date: '2026-12-11' })).toBe(true)
    expect(slotMovesPrice(null, priced)).toBe(true)
    expect(slotMovesPrice(priced, null)).toBe(true)
  })

  it('follows an option’s prices and pricing, not its titles', () => {
    const option = { traveller_types: [{ key: 'adult', price: 23000 }], pricing: 'per_person', experience: 'e1' }
    expect(optionMovesPrice(option, { ...option })).toBe(false)
    expect(optionMovesPrice(option, { ...option, traveller_types: [{ key: 'adult', price: 24000 }] })).toBe(true)
    expect(optionMovesPrice(option, { ...option, pricing: 'per_item' })).toBe(true)
    expect(optionMovesPrice(null, option)).toBe(true)
    expect(optionMovesPrice(option, null)).toBe(true)
  })
})
