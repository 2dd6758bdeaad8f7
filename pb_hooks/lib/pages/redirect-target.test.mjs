import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'

const require = createRequire(import.meta.url)
const { safeRedirectTarget, hostOf } = require('./redirect-target.js')

const allowList = ['rihla.example', 'partner.example:8443']

describe('safeRedirectTarget: same-origin paths', () => {
  it('accepts paths with a single leading slash', () => {
    expect(safeRedirectTarget('/things-to-do')).toBe('/things-to-do')
    expect(safeRedirectTarget('/')).toBe('/')
    expect(safeRedirectTarget('/en/experiences/x?date=2026-12-01#reviews')).toBe('/en/experiences/x?date=2026-12-01#reviews')
    expect(safeRedirectTarget('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example')
  })

  it('percent-encodes non-ASCII paths', () => {
    expect(safeRedirectTarget('/عروض')).toBe('/%D8%B9%D8%B1%D9%88%D8%B6')
  })

  it('refuses protocol-relative and backslash tricks', () => {
    for (const target of ['//evil.example', '///evil.example', '/\\evil.example', '\\\\evil.example', '/x\\y', '\\/evil.example']) {
      expect(safeRedirectTarget(target, { allowList }), target).toBeNull()
    }
  })

  it('refuses control characters and whitespace browsers strip', () => {
    for (const target of ['/\t/evil.example', '/\n/evil.example', ' //evil.example', '/x\r\nSet-Cookie: a=b', '/x\u0000', '/\u00a0/evil.example', '/x y', '\u2028//evil.example', '/\ud800']) {
      expect(safeRedirectTarget(target, { allowList }), JSON.stringify(target)).toBeNull()
    }
  })
})

describe('safeRedirectTarget: absolute URLs', () => {
  it('accepts http(s) URLs on the allow-list, host compared without case', () => {
    expect(safeRedirectTarget('https://rihla.example/x?y=1', { allowList })).toBe('https://rihla.example/x?y=1')
    expect(safeRedirectTarget('HTTPS://Rihla.Example/offers', { allowList })).toBe('https://rihla.example/offers')
    expect(safeRedirectTarget('http://rihla.example', { allowList })).toBe('http://rihla.example')
    expect(safeRedirectTarget('https://partner.example:8443/a', { allowList })).toBe('https://partner.example:8443/a')
  })

  it('refuses hosts that are not exactly on the list', () => {
    for (const target of [
      'https://evil.example/',
      'https://rihla.example.evil.example/',
      'https://evilrihla.example/',
      'https://rihla.example./x',
      'https://rihla.example:8080/x',
      'https://partner.example/a',
      'https://xn--rihla-evil.example/',
      'https://rihla.exam%70le/',
      'https://[::1]/',
    ]) {
      expect(safeRedirectTarget(target, { allowList }), target).toBeNull()
    }
  })

  it('refuses user-info and fragment tricks', () => {
    for (const target of [
      'https://rihla.example@evil.example',
      'https://rihla.example:443@evil.example/',
      'https://evil.example#@rihla.example',
      'https://evil.example?@rihla.example',
      'https://evil.example\\@rihla.example',
      'https://evil.example%40rihla.example',
      'https://evil.example/.rihla.example',
    ]) {
      expect(safeRedirectTarget(target, { allowList }), target).toBeNull()
    }
  })

  it('refuses other schemes and malformed URLs', () => {
    for (const target of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'mailto:a@rihla.example',
      'ftp://rihla.example/',
      'https:/rihla.example',
      'https:rihla.example',
      'rihla.example/x',
      'evil.example',
      '',
      'https://',
    ]) {
      expect(safeRedirectTarget(target, { allowList }), target).toBeNull()
    }
  })

  it('refuses every absolute URL without an allow-list', () => {
    expect(safeRedirectTarget('https://rihla.example/')).toBeNull()
    expect(safeRedirectTarget('https://rihla.example/', { allowList: [] })).toBeNull()
    expect(safeRedirectTarget('https://rihla.example/', { allowList: 'rihla.example' })).toBeNull()
  })

  it('ignores allow-list entries that are not hostnames', () => {
    expect(safeRedirectTarget('https://evil.example/', { allowList: ['*', '', 'https://evil.example', 'evil.example/'] })).toBeNull()
  })

  it('refuses what is not a string or too long', () => {
    expect(safeRedirectTarget(null)).toBeNull()
    expect(safeRedirectTarget({ toString: () => '/x' })).toBeNull()
    expect(safeRedirectTarget(`/${'a'.repeat(2048)}`)).toBeNull()
  })
})

describe('hostOf', () => {
  it('gives the host of a site URL', () => {
    expect(hostOf('https://Rihla.example/')).toBe('rihla.example')
    expect(hostOf('http://127.0.0.1:8090')).toBe('127.0.0.1:8090')
    expect(hostOf('https://a@b.example')).toBeNull()
    expect(hostOf('/x')).toBeNull()
    expect(hostOf(undefined)).toBeNull()
  })
})
