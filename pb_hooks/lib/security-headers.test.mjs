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
    expect(headers['Referrer-Policy']).toBeTruthy()
    expect(headers['Permissions-Policy']).toContain('camera=()')
    expect(headers).not.toHaveProperty('Strict-Transport-Security')
  })

  it('adds HSTS over HTTPS only', () => {
    expect(securityHeaders('/', true)['Strict-Transport-Security']).toMatch(/max-age=\d+/)
    expect(isSecure(null, 'https')).toBe(true)
    expect(isSecure(null, 'http')).toBe(false)
    expect(isSecure({}, '')).toBe(true)
  })

  it('leaves the dashboard’s own policy alone', () => {
    expect(securityHeaders('/_/', false)).not.toHaveProperty('Content-Security-Policy')
    expect(securityHeaders('/_/', false)['X-Content-Type-Options']).toBe('nosniff')
  })
})
