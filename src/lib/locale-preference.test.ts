import { describe, expect, it } from 'vitest'
import { browserLocale, localeCookie, localeRedirect, readLocaleCookie } from './locale-preference'

describe('locale preference', () => {
  it('reads the locale cookie among others and ignores unknown values', () => {
    expect(readLocaleCookie('a=1; locale=en; b=2')).toBe('en')
    expect(readLocaleCookie('locale=fr')).toBeNull()
    expect(readLocaleCookie('')).toBeNull()
  })

  it('writes a 365-day, SameSite=Lax cookie for the whole site', () => {
    expect(localeCookie('ar')).toBe('locale=ar; Max-Age=31536000; Path=/; SameSite=Lax')
  })

  it('takes the first browser language Rihla speaks', () => {
    expect(browserLocale(['fr-FR', 'en-GB', 'ar'])).toBe('en')
    expect(browserLocale(['ar-SA', 'en'])).toBe('ar')
    expect(browserLocale(['de'])).toBeNull()
  })

  it('lets the route decide, then the cookie, then the browser', () => {
    expect(localeRedirect({ pathname: '/', cookieLocale: 'en', browserLanguages: ['ar'] })).toBe('/en')
    expect(localeRedirect({ pathname: '/', cookieLocale: 'ar', browserLanguages: ['en'] })).toBeNull()
    expect(localeRedirect({ pathname: '/', cookieLocale: null, browserLanguages: ['en-US'] })).toBe('/en')
    expect(localeRedirect({ pathname: '/', cookieLocale: null, browserLanguages: ['de'] })).toBeNull()
    expect(localeRedirect({ pathname: '/blog', cookieLocale: 'en', browserLanguages: ['en'] })).toBeNull()
    expect(localeRedirect({ pathname: '/en', cookieLocale: 'ar', browserLanguages: ['ar'] })).toBeNull()
  })
})
