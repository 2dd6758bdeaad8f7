import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'

const require = createRequire(import.meta.url)
const { resolveRoutingRule, isKnownSegment, isSupplierLayout, LANGUAGE_PREFIXES, SUPPLIER_LAYOUTS } = require('./routing-rules.js')

const to = (redirect) => ({ redirect, status: 301 })

describe('resolveRoutingRule: /discover', () => {
  it('sends /discover and anything under it to /things-to-do', () => {
    expect(resolveRoutingRule('/discover')).toEqual(to('/things-to-do'))
    expect(resolveRoutingRule('/discover/')).toEqual(to('/things-to-do'))
    expect(resolveRoutingRule('/discover/riyadh/desert-safari', { layout: 'default' })).toEqual(to('/things-to-do'))
  })

  it('sends it to /experiences for every supplier layout', () => {
    for (const layout of SUPPLIER_LAYOUTS) {
      expect(resolveRoutingRule('/discover/x', { layout }), layout).toEqual(to('/experiences'))
    }
  })

  it('keeps the query string', () => {
    expect(resolveRoutingRule('/discover?city=riyadh&sort=price')).toEqual(to('/things-to-do?city=riyadh&sort=price'))
    expect(resolveRoutingRule('/en/discover?q=a', { layout: 'supplier-one' })).toEqual(to('/en/experiences?q=a'))
  })

  it('matches the whole segment only', () => {
    expect(resolveRoutingRule('/discovery')).toBeNull()
    expect(resolveRoutingRule('/discover-saudi')).toBeNull()
  })
})

describe('resolveRoutingRule: two segments with an unknown first one', () => {
  it('goes to the city product page', () => {
    expect(resolveRoutingRule('/riyadh/desert-safari')).toEqual(to('/things-to-do-in-riyadh/desert-safari'))
    expect(resolveRoutingRule('/riyadh/desert-safari/')).toEqual(to('/things-to-do-in-riyadh/desert-safari'))
    expect(resolveRoutingRule('/riyadh/desert-safari?date=2026-12-01')).toEqual(to('/things-to-do-in-riyadh/desert-safari?date=2026-12-01'))
  })

  it('goes to /experiences/{second} for supplier layouts', () => {
    for (const layout of SUPPLIER_LAYOUTS) {
      expect(resolveRoutingRule('/riyadh/desert-safari', { layout }), layout).toEqual(to('/experiences/desert-safari'))
    }
    expect(resolveRoutingRule('/en/riyadh/desert-safari', { layout: 'template-four' })).toEqual(to('/en/experiences/desert-safari'))
  })

  it('keeps /en and drops every other recognised prefix', () => {
    expect(resolveRoutingRule('/en/riyadh/x')).toEqual(to('/en/things-to-do-in-riyadh/x'))
    for (const prefix of LANGUAGE_PREFIXES.filter((value) => value !== 'en')) {
      expect(resolveRoutingRule(`/${prefix}/riyadh/x`), prefix).toEqual(to('/things-to-do-in-riyadh/x'))
      expect(resolveRoutingRule(`/${prefix}/discover`), prefix).toEqual(to('/things-to-do'))
    }
  })

  it('leaves known first segments alone', () => {
    for (const path of ['/blog/some-post', '/experiences/x', '/auth/login', '/checkout/success', '/search/desert', '/things-to-do-in-riyadh/x', '/orders/abc', '/en/blog/x', '/fr/blog/x', '/destinations/x', '/countries/x', '/saved/x', '/chat/ro8lhv5fzql5paa', '/en/chat/request', '/staff/chat']) {
      expect(resolveRoutingRule(path), path).toBeNull()
    }
  })

  it('never rewrites server paths', () => {
    for (const path of ['/api/unknown', '/_/x', '/assets/missing.js', '/media/v1']) {
      expect(resolveRoutingRule(path), path).toBeNull()
    }
  })
})

describe('resolveRoutingRule: no match', () => {
  it('returns null for other shapes', () => {
    for (const path of ['/', '/en', '/en/', '/fr', '/riyadh', '/en/tours', '/a/b/c', '/en/a/b/c', '/things-to-do', '/tours/x/y']) {
      expect(resolveRoutingRule(path), path).toBeNull()
    }
  })

  it('reads a prefix only as the first segment and a language code is not a city', () => {
    expect(resolveRoutingRule('/fr/x')).toBeNull()
    expect(resolveRoutingRule('/en/fr/x')).toBeNull()
  })

  it('ignores what is not a path', () => {
    expect(resolveRoutingRule('')).toBeNull()
    expect(resolveRoutingRule('riyadh/x')).toBeNull()
    expect(resolveRoutingRule(undefined)).toBeNull()
  })
})

describe('helpers', () => {
  it('knows the segments and layouts', () => {
    expect(isKnownSegment('things-to-do-in-jeddah')).toBe(true)
    expect(isKnownSegment('contact-us')).toBe(true)
    expect(isKnownSegment('riyadh')).toBe(false)
    expect(isSupplierLayout('supplier-six')).toBe(true)
    expect(isSupplierLayout('default')).toBe(false)
    expect(isSupplierLayout('transparent')).toBe(false)
  })
})
