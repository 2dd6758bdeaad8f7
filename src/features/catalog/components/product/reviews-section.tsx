import { useDeferredValue, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { plural } from '@lingui/core/macro'
import { formatDate, formatNumber } from '../../../../lib/format'
import type { Locale } from '../../../../lib/locale'
import { Button } from '../../../../ui/button'
import { ratingDistribution, reviewQueries } from '../../api/reviews'
import './product.css'

const PAGE = 5

/** Reviews with the distribution of ratings; travellers' own words, in the language they wrote. */
export function ReviewsSection({ experienceId, average, locale }: { experienceId: string; average: number; locale: Locale }) {
  const { t } = useLingui()
  const { data } = useQuery(reviewQueries.forExperience(experienceId))
  // An answer re-renders this synchronously; the list follows in a transition (rendered in slices).
  const reviews = useDeferredValue(data) ?? []
  const [shown, setShown] = useState(PAGE)
  if (reviews.length === 0) return null
  const total = reviews.length
  const averageText = formatNumber(average, locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 })
  return (
    <section className="product__section" aria-labelledby="reviews-title">
      <h2 id="reviews-title">{t`Reviews`}</h2>
      <p className="reviews__average">{t`${averageText} out of 5 · ${plural(total, { one: '# review', other: '# reviews' })}`}</p>
      <dl className="rating-bars">
        {ratingDistribution(reviews).map(({ rating, count }) => {
          const stars = t`${plural(rating, { one: '# star', other: '# stars' })}`
          const share = reviews.length ? count / reviews.length : 0
          return (
            <div key={rating} className="rating-bars__row">
              <dt>{stars}</dt>
              <dd>
                <meter min={0} max={reviews.length} value={count} aria-label={stars} style={{ inlineSize: `${Math.max(2, share * 100)}%` }} className="rating-bars__bar" />
                <span className="rating-bars__count">{formatNumber(count, locale)}</span>
              </dd>
            </div>
          )
        })}
      </dl>
      <ul className="review-list">
        {reviews.slice(0, shown).map((review) => {
          const stars = formatNumber(review.rating, locale)
          return (
          <li key={review.id} className="review" lang={review.locale} dir={review.locale === 'ar' ? 'rtl' : 'ltr'}>
            <p className="review__head">
              <strong>{review.author_name}</strong> <span aria-label={t`Rated ${stars} out of 5`}>{'★'.repeat(review.rating)}</span>
            </p>
            <p>{review.text}</p>
            <p className="review__date" lang={locale} dir={locale === 'ar' ? 'rtl' : 'ltr'}>
              {formatDate(review.created, locale)}
              {review.verified ? ` · ${t`Verified booking`}` : ''}
            </p>
          </li>
          )
        })}
      </ul>
      {shown < reviews.length ? (
        <Button variant="secondary" onPress={() => setShown((value) => value + PAGE)}>
          {t`Show more reviews`}
        </Button>
      ) : null}
    </section>
  )
}
