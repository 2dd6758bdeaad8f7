import { useLingui } from '@lingui/react/macro'
import { Link } from 'react-aria-components'
import { formatDate } from '../../../lib/format'
import { reviewPath } from '../order-links'
import { useLocale } from '../../../lib/use-locale'
import type { BookingReview } from '../api/reviews'

/**
 * Under a booking whose activity has ended: "Write a review" while it may be written, that it
 * waits for a check when it was flagged, "Edit your review" while it may be changed.
 */
export function ReviewPrompt({ orderId, token, review }: { orderId: string; token: string | undefined; review: BookingReview | undefined }) {
  const { t } = useLingui()
  const locale = useLocale()
  if (!review) return null
  const href = reviewPath(locale, orderId, review.id, token)
  const title = review.experience.title[locale] || review.experience.title.en
  if (review.state === 'eligible') {
    const until = review.reviewUntil ? formatDate(review.reviewUntil, locale, { dateStyle: 'long' }) : ''
    return (
      <p className="review-prompt" data-testid="review-prompt">
        <Link href={href} className="button button--primary" aria-label={t`Write a review of ${title}`}>
          {t`Write a review`}
        </Link>
        {until ? <span className="field__description">{t`Until ${until}`}</span> : null}
      </p>
    )
  }
  // Written, and waiting for a check by Rihla's team (contact details or abuse, decision 047): not an error.
  if (review.review?.status === 'flagged') {
    return (
      <p className="review-prompt" data-testid="review-prompt">
        <span role="status">{t`Thank you for your review. Rihla’s team will check it before it is published on the experience’s page.`}</span>
        {review.review.editable ? (
          <Link href={href} aria-label={t`Edit your review of ${title}`}>
            {t`Edit your review`}
          </Link>
        ) : null}
      </p>
    )
  }
  if (review.review?.editable) {
    return (
      <p className="review-prompt" data-testid="review-prompt">
        <span>{t`Thank you for your review.`}</span>
        <Link href={href} aria-label={t`Edit your review of ${title}`}>
          {t`Edit your review`}
        </Link>
      </p>
    )
  }
  return null
}
