import { useEffect, useState } from 'react'
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { plural } from '@lingui/core/macro'
import { formatNumber } from '../../../../../lib/format'
import type { Locale } from '../../../../../lib/locale'
import { REVIEW_SCORE_KEYS, useReviewVocabulary } from '../../../../../lib/review-vocabulary'
import { Button } from '../../../../../ui/button'
import { Select } from '../../../../../ui/select'
import { reviewQueries, type ReviewFilters, type ReviewSummary } from '../../../api/reviews'
import { catalogQueries } from '../../../api/queries'
import { Spinner } from '../../../../../ui/spinner'
import { ReviewItem } from './review-item'
import { TravellerPhotos } from './traveller-photos'
import './reviews.css'
import { InlineParts } from '../../../../../ui/inline-parts'

const ALL_FILTERS: ReviewFilters = { rating: 0, travellerType: '', language: '', sort: 'newest' }

/**
 * The product page's reviews: the summary (average, distribution, sub-scores), filters by rating,
 * traveller type and language, newest or most helpful first, a page at a time. Every review is
 * shown in the language it was written in, marked when that is not the page's.
 */
export function ReviewsPanel({ experienceId, slug, locale }: { experienceId: string; slug: string; locale: Locale }) {
  const { t } = useLingui()
  const vocabulary = useReviewVocabulary()
  const [filters, setFilters] = useState<ReviewFilters>(ALL_FILTERS)
  // Pages shown: the first, and one more each time 'Show more reviews' is pressed.
  const [pages, setPages] = useState(1)
  // The summary (of every published review) comes with any page; while new filters load, the last answer stays.
  const { data, isPending, isError, isPlaceholderData } = useQuery({ ...reviewQueries.page(experienceId, filters, 1), placeholderData: keepPreviousData })
  const summary = data?.summary
  // The experience this device kept may be older than the reviews just read (a review written or
  // hidden since): its rating and count, shown at the top of the page and in its structured data, follow.
  const queryClient = useQueryClient()
  useEffect(() => {
    if (!summary) return
    queryClient.setQueryData(catalogQueries.experience(slug).queryKey, (kept) =>
      kept && (kept.review_count !== summary.count || kept.rating_avg !== summary.average) ? { ...kept, review_count: summary.count, rating_avg: summary.average } : kept,
    )
  }, [queryClient, slug, summary])
  if (isError && !data) return null
  if (!summary && isPending) return <div className="section-placeholder" />
  if (!summary || summary.count === 0) return null
  const matching = isPlaceholderData ? null : data.totalItems
  const set = (change: Partial<ReviewFilters>) => {
    setPages(1)
    setFilters((current) => ({ ...current, ...change }))
  }
  const filtered = filters.rating !== 0 || filters.travellerType !== '' || filters.language !== ''
  return (
    <section className="product__section reviews" aria-labelledby="reviews-title" data-testid="reviews">
      <h2 id="reviews-title">{t`Reviews`}</h2>
      <ReviewsSummary summary={summary} locale={locale} />
      {summary.photoCount > 0 ? <TravellerPhotos experienceId={experienceId} locale={locale} /> : null}
      <div className="reviews__filters" role="group" aria-label={t`Filter and sort reviews`}>
        <Select
          label={t`Rating`}
          value={String(filters.rating)}
          onChange={(value) => set({ rating: Number(value) })}
          options={[{ id: '0', label: t`All ratings` }, ...[5, 4, 3, 2, 1].map((stars) => ({ id: String(stars), label: vocabulary.starLabels[stars - 1]! }))]}
        />
        <Select label={t`Travelled as`} value={filters.travellerType} onChange={(value) => set({ travellerType: value })} options={[{ id: '', label: t`All travellers` }, ...vocabulary.travellerTypes]} />
        <Select
          label={t`Language`}
          value={filters.language}
          onChange={(value) => set({ language: value === 'ar' || value === 'en' ? value : '' })}
          options={[
            { id: '', label: t`All languages` },
            { id: 'ar', label: t`Arabic` },
            { id: 'en', label: t`English` },
          ]}
        />
        <Select
          label={t`Sort by`}
          value={filters.sort}
          onChange={(value) => set({ sort: value === 'helpful' ? 'helpful' : 'newest' })}
          options={[
            { id: 'newest', label: t`Newest` },
            { id: 'helpful', label: t`Most helpful` },
          ]}
        />
      </div>
      <p className="reviews__matching" aria-live="polite">
        {matching !== null && filtered ? t`${plural(matching, { one: '# review matches', other: '# reviews match' })}` : ''}
      </p>
      {matching === 0 ? <p>{t`No reviews match these filters.`}</p> : null}
      <ul className="review-list" aria-busy={isPlaceholderData}>
        {data.items.map((review) => (
          <ReviewItem key={review.id} review={review} locale={locale} />
        ))}
        {Array.from({ length: pages - 1 }, (_, index) => (
          <MoreReviews key={index + 2} experienceId={experienceId} filters={filters} page={index + 2} locale={locale} />
        ))}
      </ul>
      {!isPlaceholderData && pages < data.totalPages ? (
        <Button variant="secondary" onPress={() => setPages((count) => count + 1)}>
          {t`Show more reviews`}
        </Button>
      ) : null}
    </section>
  )
}

/** A further page of reviews, asked for when it is shown. */
function MoreReviews({ experienceId, filters, page, locale }: { experienceId: string; filters: ReviewFilters; page: number; locale: Locale }) {
  const { data } = useQuery(reviewQueries.page(experienceId, filters, page))
  if (!data) {
    return (
      <li className="review-list__loading">
        <Spinner />
      </li>
    )
  }
  return data.items.map((review) => <ReviewItem key={review.id} review={review} locale={locale} />)
}

function ReviewsSummary({ summary, locale }: { summary: ReviewSummary; locale: Locale }) {
  const { t } = useLingui()
  const vocabulary = useReviewVocabulary()
  const total = summary.count
  const averageText = formatNumber(summary.average, locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 })
  const scored = REVIEW_SCORE_KEYS.filter((key) => summary.scores[key] > 0)
  return (
    <div className="reviews__summary">
      <div>
        <p className="reviews__average">
          <InlineParts parts={[t`${averageText} out of 5`, t`${plural(total, { one: '# review', other: '# reviews' })}`]} />
        </p>
        <dl className="rating-bars">
          {(['5', '4', '3', '2', '1'] as const).map((rating) => {
            const stars = vocabulary.starLabels[Number(rating) - 1]!
            const count = summary.distribution[rating] ?? 0
            const share = total ? count / total : 0
            return (
              <div key={rating} className="rating-bars__row">
                <dt>{stars}</dt>
                <dd>
                  <meter min={0} max={total} value={count} aria-label={stars} style={{ inlineSize: `${Math.max(2, share * 100)}%` }} className="rating-bars__bar" />
                  <span className="rating-bars__count">{formatNumber(count, locale)}</span>
                </dd>
              </div>
            )
          })}
        </dl>
      </div>
      {scored.length ? (
        <dl className="reviews__scores" data-testid="review-scores">
          {scored.map((key) => {
            const value = formatNumber(summary.scores[key], locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 })
            return (
              <div key={key}>
                <dt>{vocabulary.scoreNames[key]}</dt>
                <dd aria-label={t`${value} out of 5`}>
                  <span aria-hidden="true">★</span> {value}
                </dd>
              </div>
            )
          })}
        </dl>
      ) : null}
    </div>
  )
}
