import { defaultLocale, isLocale, type Locale } from './locale'

export const LOCALE_COOKIE = 'locale'
/** The spec's locale cookie lives 365 days. */
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60

export function readLocaleCookie(cookies: string): Locale | null {
  for (const part of cookies.split(';')) {
    const [name, value] = part.trim().split('=')
    if (name === LOCALE_COOKIE && isLocale(value)) return value
  }
  return null
}

export const localeCookie = (locale: Locale) => `${LOCALE_COOKIE}=${locale}; Max-Age=${LOCALE_COOKIE_MAX_AGE}; Path=/; SameSite=Lax`

/** The first of the browser's languages that Rihla speaks. */
export function browserLocale(languages: readonly string[]): Locale | null {
  for (const language of languages) {
    const primary = language.toLowerCase().split('-')[0]
    if (isLocale(primary)) return primary
  }
  return null
}

type LocaleRedirectInput = { pathname: string; cookieLocale: Locale | null; browserLanguages: readonly string[] }

/**
 * Where the first page load should go, or null to stay. The route decides when it names a
 * language (/en…, or any Arabic page but the bare root); at the root the cookie, then the
 * browser's languages, pick between / and /en.
 */
export function localeRedirect({ pathname, cookieLocale, browserLanguages }: LocaleRedirectInput): string | null {
  if (pathname !== '/') return null
  const preferred = cookieLocale ?? browserLocale(browserLanguages) ?? defaultLocale
  return preferred === 'en' ? '/en' : null
}
