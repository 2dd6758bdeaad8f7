import type { StructuredDataContext } from '../../lib/page-head'
import { localized } from '../../lib/localized'
import type { Post } from './types'

/** An ISO 8601 timestamp from PocketBase's "2026-01-01 09:00:00.000Z", or undefined. */
const isoDate = (value: string | undefined) => (value && value.length >= 10 ? value.replace(' ', 'T') : undefined)

/** schema.org BlogPosting for an article of the blog. */
export function postStructuredData(post: Post & { updated?: string }, page: StructuredDataContext): Record<string, unknown> {
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: localized(post, 'title', page.locale),
    description: page.description,
    url: page.url,
    inLanguage: page.locale === 'en' ? 'en-US' : 'ar-SA',
    publisher: { '@type': 'Organization', name: page.siteName },
    mainEntityOfPage: page.url,
  }
  if (page.image) data.image = [page.image.url]
  const published = isoDate(post.published_at)
  if (published) data.datePublished = published
  const updated = isoDate(post.updated)
  if (updated) data.dateModified = updated
  return data
}
