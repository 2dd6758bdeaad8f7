import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'

const require = createRequire(import.meta.url)
const { securityHeaders, isSecure } = require('./security-headers.js')

describe('securityHeaders', () => {
  it('gives app pages a CSP without inline scripts, and the other headers', () => {
    const headers = securityHeaders('/en/faq', false)
    const csp = headers['Content-Security-Policy']
    expect(csp).toContain("script-src 'self'")
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)
    expect(csp).toContain("object-src 'none'")
    expect(csp).toContain("base-uri 'none'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(headers['X-Content-Type-Options']).toBe('nosniff')
    expect(headers['Referrer-Policy']).toBe('no-referrer')
    // The camera for this site only (the staff scanner), WebAssembly but never eval of JavaScript.
    expect(headers['Permissions-Policy']).toContain('camera=(self)')
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval';")
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-eval'/)
    expect(headers).not.toHaveProperty('Strict-Transport-Security')
  })

  it('adds HSTS over HTTPS only', () => {
    expect(securityHeaders('/', true)['Strict-Transport-Security']).toMatch(/max-age=\d+/)
    expect(isSecure(null, 'https')).toBe(true)
    expect(isSecure(null, 'http')).toBe(false)
    expect(isSecure({}, '')).toBe(true)
  })

  it('gives the build’s scripts and styles and the catalog’s images only nosniff', () => {
    for (const path of ['/assets/index-BHtb8-cU.js', '/assets/index-Cq1.css', '/media/v1/heritage-2-768.webp', '/img/media/v1/heritage-2-1536.webp']) {
      const headers = securityHeaders(path, true)
      expect(headers, path).toEqual({
        'X-Content-Type-Options': 'nosniff',
        'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
        'X-Frame-Options': null,
        'X-XSS-Protection': null,
      })
    }
    // Workers take their policy from their own response; an SVG can be opened as a document.
    for (const path of ['/sw.js', '/icu-warm.js', '/favicon.svg', '/assets/logo.svg', '/media/v1/x.svg', '/img/media/v1/x.svg', '/img/x.webp', '/assets/a/../../x.js']) {
      expect(securityHeaders(path, false)['Content-Security-Policy'], path).toContain("object-src 'none'")
    }
  })

  it('leaves the dashboard’s own policy alone', () => {
    expect(securityHeaders('/_/', false)).not.toHaveProperty('Content-Security-Policy')
    expect(securityHeaders('/_/', false)['X-Content-Type-Options']).toBe('nosniff')
  })
})
