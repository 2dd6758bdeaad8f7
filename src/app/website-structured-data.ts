import type { StructuredDataContext } from '../lib/page-head'
import { localePath } from '../lib/locale'

/** schema.org WebSite with its search, for home: search engines may offer a search box. */
export function websiteStructuredData(page: StructuredDataContext): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: page.siteName,
    description: page.description,
    url: page.url,
    inLanguage: page.locale === 'en' ? 'en-US' : 'ar-SA',
    potentialAction: {
      '@type': 'SearchAction',
      target: `${page.siteUrl}${localePath(page.locale, '/search')}/{search_term_string}`,
      'query-input': 'required name=search_term_string',
    },
  }
}
