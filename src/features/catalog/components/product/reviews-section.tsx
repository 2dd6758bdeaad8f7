import { lazy, Suspense } from 'react'
import type { Locale } from '../../../../lib/locale'
import { loadCatalogPart } from '../../../../lib/i18n'
import './product.css'

// The reviews' code and messages load when the traveller scrolls near them. Their messages are in the
// 'orders' catalog part, with the review form's (src/locales/catalog-parts.json): a part of their own
// would add its loader to the entry chunk home loads (decision 042).
const ReviewsPanel = lazy(() => Promise.all([import('./reviews/reviews-panel'), loadCatalogPart('orders')]).then(([module]) => ({ default: module.ReviewsPanel })))

/** Reviews with their summary; travellers' own words, in the language they wrote. */
export function ReviewsSection({ experienceId, slug, locale }: { experienceId: string; slug: string; locale: Locale }) {
  return (
    <Suspense fallback={<div className="section-placeholder" />}>
      <ReviewsPanel experienceId={experienceId} slug={slug} locale={locale} />
    </Suspense>
  )
}
