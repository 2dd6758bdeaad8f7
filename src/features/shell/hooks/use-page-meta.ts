import { useEffect } from 'react'
import { useLocation } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { documentTitle, fallbackTitle } from '../../../lib/page-title'
import { pathInLocale } from '../../../lib/locale'
import { shellQueries } from '../api/queries'

type PageMeta = { title?: string; description?: string }

function setLink(rel: string, href: string, hreflang?: string) {
  const selector = hreflang ? `link[rel="${rel}"][hreflang="${hreflang}"]` : `link[rel="${rel}"]:not([hreflang])`
  let link = document.head.querySelector<HTMLLinkElement>(selector)
  if (!link) {
    link = document.createElement('link')
    link.rel = rel
    if (hreflang) link.hreflang = hreflang
    document.head.append(link)
  }
  link.href = href
}

function setMeta(attribute: 'name' | 'property', key: string, content: string) {
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`)
  if (!meta) {
    meta = document.createElement('meta')
    meta.setAttribute(attribute, key)
    document.head.append(meta)
  }
  meta.content = content
}

/**
 * Keeps the document head right after client-side navigation (the server renders the same tags
 * for the first load): "title | site name", description, canonical and hreflang alternates.
 * Without a title, the last path segment stands in (spec section 2).
 */
export function usePageMeta({ title, description }: PageMeta = {}) {
  const { t, i18n } = useLingui()
  const { pathname } = useLocation()
  const { data: config } = useQuery(shellQueries.config())
  const siteName = t`Rihla`
  const isHome = pathname === '/' || pathname === '/en' || pathname === '/en/'
  const pageTitle = title ?? (isHome ? undefined : fallbackTitle(pathname))
  const locale = i18n.locale === 'en' ? 'en' : 'ar'
  // The same default the server renders: the site description from the settings.
  const pageDescription = description ?? (config?.site_description?.[locale] || t`Book tours, activities and travel services in Saudi Arabia and the Gulf, in Arabic or English, with tickets that work offline.`)

  useEffect(() => {
    const origin = (config?.site_url || window.location.origin).replace(/\/$/, '')
    const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname
    const fullTitle = documentTitle(pageTitle, siteName)
    document.title = fullTitle
    setMeta('name', 'description', pageDescription)
    setMeta('property', 'og:title', fullTitle)
    setMeta('property', 'og:description', pageDescription)
    setMeta('property', 'og:url', `${origin}${path}`)
    setLink('canonical', `${origin}${path}`)
    setLink('alternate', `${origin}${pathInLocale(path, 'ar')}`, 'ar')
    setLink('alternate', `${origin}${pathInLocale(path, 'en')}`, 'en')
    setLink('alternate', `${origin}${pathInLocale(path, 'ar')}`, 'x-default')
  }, [config?.site_url, pageDescription, pageTitle, pathname, siteName])
}
