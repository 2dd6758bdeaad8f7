import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { formatDate, formatNumber } from '../../../../../lib/format'
import type { Locale } from '../../../../../lib/locale'
import { isClientResponseError } from '../../../../../lib/pocketbase'
import { useReviewVocabulary } from '../../../../../lib/review-vocabulary'
import { useHydrated } from '../../../../../lib/use-hydrated'
import { Button } from '../../../../../ui/button'
import { votedHelpful } from '../../../api/helpful-voter'
import { voteHelpful, type Review } from '../../../api/reviews'
import { ReviewPhotoStrip } from './review-photo-strip'

/** One review: who (as they chose), the stars, how they travelled, when, in its own language; the operator's reply under it. */
export function ReviewItem({ review, locale }: { review: Review; locale: Locale }) {
  const { t } = useLingui()
  const vocabulary = useReviewVocabulary()
  const stars = formatNumber(review.rating, locale)
  const month = review.activityMonth ? formatDate(`${review.activityMonth}-15`, locale, { month: 'long', year: 'numeric' }) : ''
  const travelled = review.travellerType ? vocabulary.travellerTypeNames[review.travellerType] : ''
  const otherLanguage = review.locale !== locale
  const name = review.authorName || t`A traveller`
  return (
    <li className="review" data-testid="review" data-review-id={review.id}>
      <article>
        <p className="review__head">
          <strong className="review__author" dir="auto">
            {name}
          </strong>{' '}
          <span className="review__stars" role="img" aria-label={t`Rated ${stars} out of 5`}>
            {'★'.repeat(review.rating)}
            <span className="review__stars-off">{'★'.repeat(5 - review.rating)}</span>
          </span>
        </p>
        <p className="review__meta">
          {review.verified ? <span className="review__verified">{t`Verified booking`}</span> : null}
          {month ? <span>{t`Travelled in ${month}`}</span> : <span>{formatDate(review.created, locale)}</span>}
          {travelled ? <span>{travelled}</span> : null}
          {otherLanguage ? <span className="review__language">{review.locale === 'ar' ? t`Written in Arabic` : t`Written in English`}</span> : null}
        </p>
        {review.text ? (
          <p className="review__text" lang={review.locale} dir={review.locale === 'ar' ? 'rtl' : 'ltr'}>
            {review.text}
          </p>
        ) : null}
        <ReviewPhotoStrip photos={(review.photos ?? []).map((photo) => ({ ...photo, authorName: review.authorName, activityMonth: review.activityMonth }))} locale={locale} />
        {review.reply ? (
          <div className="review__reply" data-testid="review-reply">
            <p className="review__reply-title">{t`Response from the operator`}</p>
            <p dir="auto">{review.reply.text}</p>
          </div>
        ) : null}
        <HelpfulVote review={review} locale={locale} />
      </article>
    </li>
  )
}

/** "Was this helpful?": anyone may answer, once per review (per person signed in, and per browser). */
function HelpfulVote({ review, locale }: { review: Review; locale: Locale }) {
  const { t } = useLingui()
  // The count a vote answered with, until the list (asked again whenever shown) has caught up.
  const [answeredCount, setCount] = useState(0)
  const count = Math.max(review.helpfulCount, answeredCount)
  const [votedNow, setVoted] = useState(false)
  const [sending, setSending] = useState(false)
  const [note, setNote] = useState('')
  // A vote this browser gave before shows as given (read once hydrated: storage is the browser's).
  const hydrated = useHydrated()
  const voted = votedNow || (hydrated && votedHelpful(review.id))
  const countText = formatNumber(count, locale)
  const vote = async () => {
    setSending(true)
    try {
      const result = await voteHelpful(review.id, locale)
      setCount(result.helpfulCount)
      setVoted(true)
      setNote(result.alreadyVoted ? t`You have already marked this review as helpful.` : t`Thank you for your feedback.`)
    } catch (error) {
      setNote(isClientResponseError(error) && error.response?.message ? String(error.response.message) : t`Your vote could not be saved. Please try again.`)
    } finally {
      setSending(false)
    }
  }
  return (
    <div className="review__helpful" data-testid="review-helpful">
      <span>{t`Was this helpful?`}</span>
      <Button variant="quiet" onPress={() => void vote()} isDisabled={voted} isLoading={sending} aria-pressed={voted}>
        {voted ? <span aria-hidden="true">✓ </span> : null}
        {t`Yes (${countText})`}
      </Button>
      <span role="status" className="review__helpful-note">
        {note}
      </span>
    </div>
  )
}
