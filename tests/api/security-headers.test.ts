// Every page of the app, in both languages, carries the security headers (issue: measured quality).
import { describe, expect, it } from 'vitest'
import { guestClient, testServerUrl } from '../support/api'

const paths = ['/', '/experiences', '/things-to-do', '/destinations', '/countries', '/about', '/terms-and-conditions', '/privacy-policy', '/faq', '/contact-us', '/playground', '/blog', '/search/alula', '/cart', '/checkout', '/checkout/success', '/checkout/error', '/orders', '/saved', '/auth/login', '/auth/sign-up', '/auth/forgot-password', '/auth/reset-password', '/no/such/page/here', '/pay/sandbox/zzzzzzzzzzzzzzz']

describe('security headers', () => {
  it('are on every app route in both languages, with a CSP that allows no inline scripts', async () => {
    const pb = guestClient()
    const experience = await pb.collection('experiences').getFirstListItem<{ slug: string; expand: { city: { slug: string } } }>("status = 'active'", { expand: 'city' })
    const all = [...paths, `/experiences/${experience.slug}`, `/things-to-do-in-${experience.expand.city.slug}`, `/things-to-do-in-${experience.expand.city.slug}/${experience.slug}`]
    for (const path of [...all, ...all.map((item) => (item === '/' ? '/en' : `/en${item}`))]) {
      const response = await fetch(`${testServerUrl()}${path}`, { redirect: 'manual' })
      const csp = response.headers.get('content-security-policy') ?? ''
      expect(csp, path).toContain("script-src 'self'")
      expect(csp, path).not.toMatch(/script-src[^;]*'unsafe-inline'/)
      expect(csp, path).toContain("object-src 'none'")
      expect(csp, path).toContain("base-uri 'none'")
      expect(csp, path).toContain("frame-ancestors 'none'")
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff')
      expect(response.headers.get('referrer-policy'), path).toBe('no-referrer')
      expect(response.headers.get('permissions-policy'), path).toBeTruthy()
    }
  })

  it('leaves the page policies off the scripts, styles and images a page loads, and keeps them on the workers', async () => {
    const html = await (await fetch(`${testServerUrl()}/en`)).text()
    // Scripts are listed in app-boot.js's data attributes (HTML-escaped JSON), images in srcsets.
    const subresources = [...new Set(html.match(/\/(?:assets|media)\/[^"&\s,]+\.(?:js|css|webp)/g))]
    expect(subresources.some((path) => path.endsWith('.js'))).toBe(true)
    expect(subresources.some((path) => path.endsWith('.css'))).toBe(true)
    expect(subresources.some((path) => path.endsWith('.webp'))).toBe(true)
    for (const path of subresources) {
      const response = await fetch(`${testServerUrl()}${path}`)
      expect(response.status, path).toBe(200)
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff')
      for (const name of ['content-security-policy', 'permissions-policy', 'x-frame-options', 'x-xss-protection']) expect(response.headers.get(name), `${path} ${name}`).toBeNull()
    }
    for (const path of ['/sw.js', '/icu-warm.js']) {
      const response = await fetch(`${testServerUrl()}${path}`)
      expect(response.status, path).toBe(200)
      expect(response.headers.get('content-security-policy'), path).toContain("object-src 'none'")
    }
  })

  it('adds HSTS when the request came over HTTPS through a proxy', async () => {
    const plain = await fetch(`${testServerUrl()}/en`)
    expect(plain.headers.get('strict-transport-security')).toBeNull()
    const secure = await fetch(`${testServerUrl()}/en`, { headers: { 'X-Forwarded-Proto': 'https' } })
    expect(secure.headers.get('strict-transport-security')).toMatch(/max-age=\d+/)
  })
})
