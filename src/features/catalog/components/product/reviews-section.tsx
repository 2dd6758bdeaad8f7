import { lazy, Suspense } from 'react'
import type { Locale } from '../../../../lib/locale'
import { loadCatalogPart } from '../../../../lib/i18n'
import './product.css'

// The reviews' code and messages (the 'reviews' catalog part) load when the traveller scrolls near them.
const ReviewsPanel = lazy(() => Promise.all([import('./reviews/reviews-panel'), loadCatalogPart('reviews')]).then(([module]) => ({ default: module.ReviewsPanel })))

/** Reviews with their summary; travellers' own words, in the language they wrote. */
export function ReviewsSection({ experienceId, locale }: { experienceId: string; locale: Locale }) {
  return (
    <Suspense fallback={<div className="section-placeholder" />}>
      <ReviewsPanel experienceId={experienceId} locale={locale} />
    </Suspense>
  )
}
