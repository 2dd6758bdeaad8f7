// The locale rule: Arabic is the default and has no URL prefix; English lives under /en.

export const locales = ['ar', 'en'] as const
export type Locale = (typeof locales)[number]
export const defaultLocale: Locale = 'ar'

const intlLocales: Record<Locale, string> = { ar: 'ar-SA', en: 'en-US' }

export const isLocale = (value: unknown): value is Locale => locales.includes(value as Locale)

/** The locale a route's optional `{-$locale}` segment stands for, or null when it is not one. */
export function localeFromParam(param: string | undefined): Locale | null {
  if (param === undefined) return defaultLocale
  return param === 'en' ? 'en' : null
}

/** The locale of a path (its first segment, or the default). */
export function localeFromPath(pathname: string): Locale {
  return pathname === '/en' || pathname.startsWith('/en/') ? 'en' : defaultLocale
}

/** The value of the `{-$locale}` param for a locale: undefined for the default. */
export const localeParam = (locale: Locale): string | undefined => (locale === defaultLocale ? undefined : locale)

export const directionOf = (locale: Locale): 'rtl' | 'ltr' => (locale === 'ar' ? 'rtl' : 'ltr')

/** BCP 47 tag for Intl formatting: ar-SA and en-US. */
export const intlLocale = (locale: Locale): string => intlLocales[locale]

/** Booking dates are Gregorian in both languages (ar-SA would otherwise default to Hijri). */
export const dateLocale = (locale: Locale): string => `${intlLocales[locale]}-u-ca-gregory`

/** The same page in another locale: swaps the /en prefix and keeps the query and hash. */
export function pathInLocale(pathname: string, target: Locale): string {
  const bare = localeFromPath(pathname) === 'en' ? pathname.slice(3) || '/' : pathname
  if (target === defaultLocale) return bare
  return bare === '/' ? '/en' : `/en${bare}`
}

/** An app path in a locale: localePath('en', '/faq') → '/en/faq', localePath('ar', '/') → '/'. */
export function localePath(locale: Locale, path: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`
  if (locale === defaultLocale) return clean
  return clean === '/' ? '/en' : `/en${clean}`
}
