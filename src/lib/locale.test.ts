import { describe, expect, it } from 'vitest'
import { directionOf, intlLocale, localeFromParam, localeFromPath, pathInLocale } from './locale'

describe('locale rule', () => {
  it('reads the optional route segment: none is Arabic, en is English, anything else is not a locale', () => {
    expect(localeFromParam(undefined)).toBe('ar')
    expect(localeFromParam('en')).toBe('en')
    expect(localeFromParam('fr')).toBeNull()
    expect(localeFromParam('tours')).toBeNull()
  })

  it('reads the locale of a path', () => {
    expect(localeFromPath('/')).toBe('ar')
    expect(localeFromPath('/en')).toBe('en')
    expect(localeFromPath('/en/')).toBe('en')
    expect(localeFromPath('/en/experiences/x')).toBe('en')
    expect(localeFromPath('/english-tours')).toBe('ar')
  })

  it('maps a page to the other language', () => {
    expect(pathInLocale('/', 'en')).toBe('/en')
    expect(pathInLocale('/en', 'ar')).toBe('/')
    expect(pathInLocale('/blog/alula', 'en')).toBe('/en/blog/alula')
    expect(pathInLocale('/en/blog/alula', 'ar')).toBe('/blog/alula')
    expect(pathInLocale('/en/blog', 'en')).toBe('/en/blog')
  })

  it('gives direction and Intl tags', () => {
    expect(directionOf('ar')).toBe('rtl')
    expect(directionOf('en')).toBe('ltr')
    expect(intlLocale('ar')).toBe('ar-SA')
    expect(intlLocale('en')).toBe('en-US')
  })
})

describe('localePath', () => {
  it('prefixes English paths only', async () => {
    const { localePath } = await import('./locale')
    expect(localePath('ar', '/faq')).toBe('/faq')
    expect(localePath('en', '/faq')).toBe('/en/faq')
    expect(localePath('en', '/')).toBe('/en')
    expect(localePath('ar', '/')).toBe('/')
  })
})
