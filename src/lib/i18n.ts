import { i18n, type Messages } from '@lingui/core'
import { directionOf, intlLocale, type Locale } from './locale'

const catalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  ar: () => import('../locales/ar/messages.ts'),
  en: () => import('../locales/en/messages.ts'),
}

/** Loads a locale's catalog (once), activates it and sets <html lang dir>. */
export async function activateLocale(locale: Locale): Promise<void> {
  if (i18n.locale !== locale) {
    const { messages } = await catalogs[locale]()
    // Plurals and numbers in messages format as ar-SA / en-US.
    i18n.loadAndActivate({ locale, locales: [intlLocale(locale)], messages })
  }
  const root = document.documentElement
  root.lang = locale
  root.dir = directionOf(locale)
  // Installing from this page installs the app in this language.
  document.querySelector<HTMLLinkElement>('link[rel="manifest"]')?.setAttribute('href', `/manifest-${locale}.webmanifest`)
}

export { i18n }
