import { socialImage, summarise, type StructuredDataContext } from '../../lib/page-head'
import { localized } from '../../lib/localized'
import type { Experience } from './types'

/** A price in SAR from halalas, with at most two decimals. */
const sar = (halalas: number) => Math.round(halalas) / 100

/** schema.org Product for an experience: what search engines show as price and rating. */
export function productStructuredData(experience: Experience, page: StructuredDataContext): Record<string, unknown> {
  const { locale, url } = page
  const images = [...new Set(experience.images.slice(0, 3).map((image) => socialImage(image, page.siteUrl, locale)?.url).filter((image): image is string => Boolean(image)))]
  const ownText = (locale === 'en' ? experience.summary_en || experience.description_en : experience.summary_ar || experience.description_ar) ?? ''
  const offers: Record<string, unknown> = {
    '@type': 'AggregateOffer',
    priceCurrency: 'SAR',
    availability: experience.status === 'unavailable' ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock',
    url,
  }
  if (experience.price_from > 0) offers.lowPrice = sar(experience.price_from)
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: localized(experience, 'title', locale),
    description: summarise(ownText, 1000),
    url,
    sku: experience.slug,
    brand: { '@type': 'Brand', name: page.siteName },
    offers,
  }
  if (images.length > 0) data.image = images
  if (experience.review_count > 0 && experience.rating_avg > 0) {
    data.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: Math.round(experience.rating_avg * 10) / 10,
      reviewCount: experience.review_count,
      bestRating: 5,
      worstRating: 1,
    }
  }
  return data
}
