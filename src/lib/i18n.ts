import { i18n, type Messages } from '@lingui/core'
import { directionOf, intlLocale, type Locale } from './locale'
import type catalogParts from '../locales/catalog-parts.json'

/** Messages only some routes need, split from the catalog every page loads (scripts/split-catalog.mjs). */
export type CatalogPart = keyof typeof catalogParts

// Every compiled catalog, each its own chunk: messages.ts (every page) and one file per part.
const catalogFiles = import.meta.glob<{ messages: Messages }>('../locales/*/*.ts')

function loadCatalogFile(locale: Locale, name: 'messages' | CatalogPart): Promise<Messages> {
  const load = catalogFiles[`../locales/${locale}/${name}.ts`]
  if (!load) return Promise.reject(new Error(`No compiled catalog ${locale}/${name}.ts: run npm run i18n:compile`))
  return load().then((module) => module.messages)
}

// The parts the pages seen so far needed: a change of language loads them in the new language too.
const partsInUse = new Set<CatalogPart>()
const partsLoaded = new Set<string>()

/** Loads a locale's catalog and the parts in use (once each), activates it and sets <html lang dir>. */
export async function activateLocale(locale: Locale): Promise<void> {
  if (i18n.locale !== locale) {
    const missingParts = [...partsInUse].filter((part) => !partsLoaded.has(`${locale}/${part}`))
    const [messages, ...parts] = await Promise.all([loadCatalogFile(locale, 'messages'), ...missingParts.map((part) => loadCatalogFile(locale, part))])
    for (const part of missingParts) partsLoaded.add(`${locale}/${part}`)
    // Plurals and numbers in messages format as ar-SA / en-US.
    i18n.loadAndActivate({ locale, locales: [intlLocale(locale)], messages: Object.assign({}, messages, ...parts) })
  }
  const root = document.documentElement
  root.lang = locale
  root.dir = directionOf(locale)
  // Installing from this page installs the app in this language.
  document.querySelector<HTMLLinkElement>('link[rel="manifest"]')?.setAttribute('href', `/manifest-${locale}.webmanifest`)
}

/**
 * Adds a part's messages in the active language before a route that needs them renders (its
 * beforeLoad). On the server every part is in the request's catalog already.
 */
export async function loadCatalogPart(part: CatalogPart): Promise<void> {
  if (typeof document === 'undefined') return
  partsInUse.add(part)
  const locale = i18n.locale as Locale
  if (!locale || partsLoaded.has(`${locale}/${part}`)) return
  const messages = await loadCatalogFile(locale, part)
  partsLoaded.add(`${locale}/${part}`)
  i18n.load(locale, messages)
}

/** Every compiled message of a locale, parts included: what a server render needs. */
export async function loadWholeCatalog(locale: Locale): Promise<Messages> {
  const names = Object.keys(catalogFiles)
    .filter((file) => file.startsWith(`../locales/${locale}/`))
    .map((file) => file.slice(`../locales/${locale}/`.length, -'.ts'.length) as 'messages' | CatalogPart)
  return Object.assign({}, ...(await Promise.all(names.map((name) => loadCatalogFile(locale, name)))))
}

export { i18n }
