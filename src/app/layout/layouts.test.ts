import { describe, expect, it } from 'vitest'
import { layoutFor } from './layouts'

describe('layoutFor', () => {
  it('puts the home page under a transparent header and other pages under the default', () => {
    expect(layoutFor('/', 'default')).toBe('transparent')
    expect(layoutFor('/en', undefined)).toBe('transparent')
    expect(layoutFor('/en/faq', 'default')).toBe('default')
  })

  it('uses a supplier layout everywhere when the setting names one', () => {
    expect(layoutFor('/', 'supplier-three')).toBe('supplier-three')
    expect(layoutFor('/faq', 'template-four')).toBe('template-four')
  })

  it('ignores unknown settings', () => {
    expect(layoutFor('/faq', 'fancy')).toBe('default')
  })
})
