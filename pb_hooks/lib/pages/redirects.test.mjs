import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'

const require = createRequire(import.meta.url)
const { resolveRedirect, redirectCandidates, checkPathParam, withQuery } = require('./redirects.js')

const rows = [
  { from_path: '/old-offers', to: '/experiences', status_code: '302' },
  { from_path: '/en/only-english', to: '/en/about', status_code: '301' },
  { from_path: '/home-page', to: '/', status_code: '308' },
  { from_path: '/evil', to: '//evil.example', status_code: '301' },
  { from_path: '/evil-userinfo', to: 'https://rihla.example@evil.example/', status_code: '301' },
  { from_path: '/partner', to: 'https://partner.example/deal', status_code: '307' },
  { from_path: '/عروض', to: '/tours', status_code: '301' },
  { from_path: '/loop', to: '/loop', status_code: '301' },
  { from_path: '/odd-status', to: '/about', status_code: '200' },
]
// Stands in for the `redirects` collection: only active rows reach it.
const findRows = (fromPaths) => rows.filter((row) => fromPaths.includes(row.from_path))
const options = { layout: 'default', allowList: ['partner.example'], findRows }

describe('resolveRedirect', () => {
  it('applies the routing rules first', () => {
    expect(resolveRedirect('/discover/x', options)).toEqual({ to: '/things-to-do', status: 301, source: 'rule' })
    expect(resolveRedirect('/riyadh/x?a=1', options)).toEqual({ to: '/things-to-do-in-riyadh/x?a=1', status: 301, source: 'rule' })
    expect(resolveRedirect('/riyadh/x', { ...options, layout: 'supplier-three' })).toEqual({ to: '/experiences/x', status: 301, source: 'rule' })
  })

  it('then follows staff redirects with their status, keeping the query', () => {
    expect(resolveRedirect('/old-offers', options)).toEqual({ to: '/experiences', status: 302, source: 'redirects' })
    expect(resolveRedirect('/old-offers/', options)).toEqual({ to: '/experiences', status: 302, source: 'redirects' })
    expect(resolveRedirect('/old-offers?utm_source=x', options)).toEqual({ to: '/experiences?utm_source=x', status: 302, source: 'redirects' })
    expect(resolveRedirect('/home-page', options)).toEqual({ to: '/', status: 308, source: 'redirects' })
  })

  it('serves /en paths from an /en row or, failing that, the Arabic row in English', () => {
    expect(resolveRedirect('/en/only-english', options)?.to).toBe('/en/about')
    expect(resolveRedirect('/only-english', options)).toBeNull()
    expect(resolveRedirect('/en/old-offers', options)?.to).toBe('/en/experiences')
    expect(resolveRedirect('/en/home-page?x=1', options)?.to).toBe('/en?x=1')
  })

  it('matches decoded spellings of the path', () => {
    expect(resolveRedirect('/%D8%B9%D8%B1%D9%88%D8%B6', options)?.to).toBe('/tours')
  })

  it('never returns an unsafe target', () => {
    expect(resolveRedirect('/evil', options)).toBeNull()
    expect(resolveRedirect('/evil-userinfo', options)).toBeNull()
    expect(resolveRedirect('/partner', options)).toEqual({ to: 'https://partner.example/deal', status: 307, source: 'redirects' })
    expect(resolveRedirect('/partner', { ...options, allowList: [] })).toBeNull()
  })

  it('ignores loops, odd statuses become 302, and no row means null', () => {
    expect(resolveRedirect('/loop', options)).toBeNull()
    expect(resolveRedirect('/odd-status', options)?.status).toBe(302)
    expect(resolveRedirect('/about', options)).toBeNull()
    expect(resolveRedirect('/about', { layout: 'default' })).toBeNull()
  })
})

describe('helpers', () => {
  it('lists the from_path candidates', () => {
    expect(redirectCandidates('/en/a%20b/')).toEqual([
      { fromPath: '/en/a%20b', viaBarePath: false },
      { fromPath: '/en/a b', viaBarePath: false },
      { fromPath: '/a%20b', viaBarePath: true },
      { fromPath: '/a b', viaBarePath: true },
    ])
    expect(redirectCandidates('/en')).toEqual([
      { fromPath: '/en', viaBarePath: false },
      { fromPath: '/', viaBarePath: true },
    ])
    expect(redirectCandidates('/%E0%A4%A')).toEqual([{ fromPath: '/%E0%A4%A', viaBarePath: false }])
  })

  it('checks the path parameter', () => {
    expect(checkPathParam('/x?y=1')).toEqual({ ok: true, path: '/x?y=1' })
    expect(checkPathParam('')).toEqual({ ok: false, code: 'validation_required' })
    expect(checkPathParam(null)).toEqual({ ok: false, code: 'validation_required' })
    for (const value of ['x', '//evil.example', '/\\evil', '/a b', 'https://evil.example', `/${'a'.repeat(2048)}`]) {
      expect(checkPathParam(value), value).toEqual({ ok: false, code: 'validation_invalid_format' })
    }
  })

  it('adds the query before a fragment, never twice', () => {
    expect(withQuery('/a#b', '?x=1')).toBe('/a?x=1#b')
    expect(withQuery('/a?y=2', '?x=1')).toBe('/a?y=2')
    expect(withQuery('/a', '')).toBe('/a')
  })
})
