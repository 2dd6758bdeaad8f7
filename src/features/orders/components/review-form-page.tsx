import { useRef, useState, type FormEvent } from 'react'
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { Form, Link } from 'react-aria-components'
import { formatDate, formatNumber } from '../../../lib/format'
import { localePath } from '../../../lib/locale'
import { orderPath } from '../../../lib/order-paths'
import { isClientResponseError } from '../../../lib/pocketbase'
import { PRIVATE_PAGE } from '../../../lib/page-head'
import { useFocusFirstInvalid } from '../../../lib/use-focus-first-invalid'
import { useLocale } from '../../../lib/use-locale'
import { Button } from '../../../ui/button'
import { PageFrame } from '../../../ui/page-frame'
import { RadioGroup } from '../../../ui/radio-group'
import { StarRatingField } from '../../../ui/star-rating-field'
import { TextField } from '../../../ui/text-field'
import { reviewQueries, saveReview, type BookingReview, type NameDisplay, type ReviewInput, type SubScores, type TravellerType } from '../api/reviews'
import { removeReviewPhoto, uploadReviewPhoto } from '../api/review-photos'
import { ReviewPhotosField, type PendingPhoto, type PhotoChanges } from './review-photos-field'
import type { ReviewPhoto } from '../../../lib/review-photo'
import { experiencePath } from '../order-links'
import { useReviewVocabulary } from '../../../lib/review-vocabulary'
import '../orders.css'

const TEXT_MAX = 2000
const SCORE_KEYS = ['service', 'organisation', 'value', 'safety'] as const

type FieldErrors = Partial<Record<'rating' | 'text' | 'travellerType' | 'textLocale' | 'nameDisplay' | keyof SubScores | 'form', string>>

/** The review form of one booking: by its traveller (signed in, or holding the order's link), once the activity has ended. */
export function ReviewFormPage({ orderId, bookingId, token }: { orderId: string; bookingId: string; token: string | undefined }) {
  const { t } = useLingui()
  const locale = useLocale()
  const { data } = useSuspenseQuery(reviewQueries.forOrder(orderId, token))
  const booking = data.bookings.find((row) => row.id === bookingId)
  const title = booking ? booking.experience.title[locale] || booking.experience.title.en : ''
  const trail = [
    { label: t`Your orders`, href: localePath(locale, '/orders') },
    { label: t`Order`, href: orderPath(locale, orderId, token) },
  ]
  return (
    <PageFrame head={PRIVATE_PAGE} title={booking ? t`Review: ${title}` : t`Write a review`} trail={trail} className="review-form-page">
      {!booking ? (
        <p className="notice notice--error" role="alert">{t`This booking was not found.`}</p>
      ) : (
        <ReviewFormBody booking={booking} orderId={orderId} token={token} windowDays={data.windowDays} editDays={data.editDays} />
      )}
    </PageFrame>
  )
}

function ReviewFormBody({ booking, orderId, token, windowDays, editDays }: { booking: BookingReview; orderId: string; token: string | undefined; windowDays: number; editDays: number }) {
  const { t } = useLingui()
  const locale = useLocale()
  const [saved, setSaved] = useState<string | null>(null)
  const productLink = `${experiencePath(locale, { slug: booking.experience.slug, citySlug: booking.experience.citySlug })}#reviews-title`
  const day = formatDate(booking.date, locale, { dateStyle: 'long' })
  const review = booking.review
  if (saved) {
    return (
      <div className="notice notice--success review-form__done" role="status" data-testid="review-saved">
        <p>{saved}</p>
        {review?.status === 'flagged' ? null : (
          <p>
            <Link href={productLink}>{t`See your review on the experience’s page`}</Link>
          </p>
        )}
        <p>
          <Link href={orderPath(locale, orderId, token)}>{t`Back to your order`}</Link>
        </p>
      </div>
    )
  }
  if (booking.state === 'eligible' || (review && review.editable)) {
    return (
      <>
        <p className="review-form__intro">{t`Your activity on ${day}. Your review is published at once, marked “Verified booking”; one with links or contact details waits for a check by Rihla’s team first.`}</p>
        {review ? <p className="review-form__intro">{t`You can change your review until ${formatDate(review.editableUntil, locale, { dateStyle: 'long' })}.`}</p> : null}
        <ReviewForm booking={booking} orderId={orderId} token={token} editDays={editDays} onSaved={setSaved} />
      </>
    )
  }
  const reasons: Record<string, string> = {
    not_finished: t`You can review this activity once it has ended.`,
    not_confirmed: t`A cancelled, refunded or unpaid booking cannot be reviewed.`,
    window_closed: t`Reviews can be written up to ${windowDays} days after the activity; that time has passed.`,
    reviewed: review?.status === 'hidden' ? t`Rihla’s team has hidden this review; it cannot be changed.` : t`Your review can no longer be changed ${editDays} days after it was written.`,
  }
  return (
    <div className="notice notice--warning" role="status" data-testid="review-unavailable">
      <p>{reasons[booking.state]}</p>
      {review && review.status !== 'hidden' ? (
        <p>
          <Link href={productLink}>{t`See your review on the experience’s page`}</Link>
        </p>
      ) : null}
      <p>
        <Link href={orderPath(locale, orderId, token)}>{t`Back to your order`}</Link>
      </p>
    </div>
  )
}

function ReviewForm({ booking, orderId, token, editDays, onSaved }: { booking: BookingReview; orderId: string; token: string | undefined; editDays: number; onSaved: (message: string) => void }) {
  const { t } = useLingui()
  const locale = useLocale()
  const queryClient = useQueryClient()
  const vocabulary = useReviewVocabulary()
  const existing = booking.review
  const [rating, setRating] = useState(existing?.rating ?? 0)
  const [scores, setScores] = useState<SubScores>(existing?.scores ?? { service: 0, organisation: 0, value: 0, safety: 0 })
  const [travellerType, setTravellerType] = useState<TravellerType | ''>(existing?.travellerType ?? '')
  const [text, setText] = useState(existing?.text ?? '')
  const [textLocale, setTextLocale] = useState(existing?.textLocale ?? locale)
  const [nameDisplay, setNameDisplay] = useState<NameDisplay>(existing?.nameDisplay ?? 'first_initial')
  const [photos, setPhotos] = useState<PhotoChanges>({ kept: existing?.photos ?? [], removed: [], added: [] })
  const [progress, setProgress] = useState('')
  const [errors, setErrors] = useState<FieldErrors>({})
  const [sending, setSending] = useState(false)
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid()
  const errorRef = useRef<HTMLParagraphElement>(null)
  const tooMany = t`You have sent many reviews or photos in a short time. Please try again in a few minutes.`
  const starLabels = vocabulary.starLabels
  const textMax = formatNumber(TEXT_MAX, locale)

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const found: FieldErrors = {}
    if (!rating) found.rating = t`Choose an overall rating from 1 to 5 stars.`
    if (text.trim().length > TEXT_MAX) found.text = t`The review text must be at most ${textMax} characters.`
    setErrors(found)
    if (Object.keys(found).length) {
      focusRating(formRef.current, found)
      return focusFirstInvalid()
    }
    const input: ReviewInput = { rating, scores, travellerType, text, textLocale, nameDisplay }
    setSending(true)
    try {
      const result = await saveReview(input, { orderId, bookingId: booking.id, reviewId: existing?.id }, token, locale)
      const outcome = await savePhotos(result.reviewId, photos, result.booking.review?.photos ?? [])
      const saved = result.booking.review ? { ...result.booking, review: { ...result.booking.review, photos: outcome.stored } } : result.booking
      queryClient.setQueryData(reviewQueries.forOrder(orderId, token).queryKey, (current) => (current ? { ...current, bookings: current.bookings.map((row) => (row.id === booking.id ? saved : row)) } : current))
      await queryClient.invalidateQueries({ queryKey: ['orders', 'reviews-due'] })
      await queryClient.invalidateQueries({ queryKey: ['catalog', 'reviews'] })
      if (outcome.failed.length) {
        // The review is saved; the photos the server refused stay, each with its reason.
        setPhotos({ kept: outcome.stored, removed: [], added: outcome.failed })
        setErrors({ form: t`Your review is saved, but some photos could not be added. Remove them or try again.` })
        requestAnimationFrame(() => errorRef.current?.focus())
        return
      }
      onSaved(result.message)
    } catch (error) {
      const serverErrors: FieldErrors = {}
      // PocketBase's per-address limiter answers 429 in English: the form says it in the page's language.
      if (isClientResponseError(error) && error.status === 429) serverErrors.form = tooMany
      else if (isClientResponseError(error)) {
        const data = (error.response?.data ?? {}) as Record<string, { message?: string }>
        for (const [field, value] of Object.entries(data)) {
          const key = field.startsWith('scores.') ? field.slice('scores.'.length) : field
          if (value?.message) serverErrors[key as keyof FieldErrors] = value.message
        }
        if (!Object.keys(serverErrors).length) serverErrors.form = String(error.response?.message || t`Your review could not be saved. Please try again.`)
      } else serverErrors.form = t`Your review could not be saved. Please try again.`
      setErrors(serverErrors)
      if (serverErrors.form) requestAnimationFrame(() => errorRef.current?.focus())
      else focusFirstInvalid()
    } finally {
      setSending(false)
      setProgress('')
    }
  }

  /** Removes the photos taken out and uploads the new ones, one at a time. */
  const savePhotos = async (reviewId: string, changes: PhotoChanges, stored: ReviewPhoto[]) => {
    let current = stored
    for (const photoId of changes.removed) {
      try {
        current = (await removeReviewPhoto(reviewId, photoId, token, locale)).photos
      } catch (error) {
        // Already gone (removed in another tab) is what was wanted.
        if (!isClientResponseError(error) || error.status !== 404) throw error
      }
    }
    const failed: PendingPhoto[] = []
    const total = formatNumber(changes.added.length, locale)
    for (const [index, photo] of changes.added.entries()) {
      const number = formatNumber(index + 1, locale)
      setProgress(t`Adding photo ${number} of ${total}…`)
      try {
        current = (await uploadReviewPhoto(reviewId, photo.file, token, locale)).photos
        if (photo.preview) URL.revokeObjectURL(photo.preview)
      } catch (error) {
        const message =
          isClientResponseError(error) && error.status === 429
            ? tooMany
            : isClientResponseError(error) && error.status > 0 && error.response?.message
              ? String(error.response.message)
              : t`This photo could not be sent. Check your connection and try again.`
        failed.push({ ...photo, error: message })
      }
    }
    return { stored: current, failed }
  }

  return (
    <Form ref={formRef} className="review-form" onSubmit={submit} validationBehavior="aria" data-testid="review-form">
      {errors.form ? (
        <p className="notice notice--error" role="alert" tabIndex={-1} ref={errorRef}>
          {errors.form}
        </p>
      ) : null}
      <StarRatingField name="rating" label={t`Overall rating`} value={rating} onChange={setRating} starLabels={starLabels} isRequired errorMessage={errors.rating} />
      <fieldset className="review-form__scores">
        <legend>{t`Rate the details (optional)`}</legend>
        {SCORE_KEYS.map((key) => (
          <StarRatingField key={key} name={key} size="small" label={vocabulary.scoreNames[key]} value={scores[key]} onChange={(value) => setScores((current) => ({ ...current, [key]: value }))} starLabels={starLabels} errorMessage={errors[key]} />
        ))}
      </fieldset>
      <RadioGroup
        label={t`Who did you travel with? (optional)`}
        value={travellerType}
        onChange={(value) => setTravellerType(value as TravellerType)}
        options={vocabulary.travellerTypes.map((type) => ({ id: type.id, label: type.label }))}
        className="review-form__choices"
      />
      <TextField
        label={t`Your review (optional)`}
        description={t`What did you enjoy? What should other travellers know? Up to ${textMax} characters.`}
        multiline
        value={text}
        onChange={setText}
        errorMessage={errors.text}
        maxLength={TEXT_MAX + 200}
        className="review-form__text"
      />
      <ReviewPhotosField value={photos} onChange={setPhotos} locale={locale} isDisabled={sending} />
      <RadioGroup
        label={t`Language of your review`}
        value={textLocale}
        onChange={(value) => setTextLocale(value === 'en' ? 'en' : 'ar')}
        options={[
          { id: 'ar', label: t`Arabic` },
          { id: 'en', label: t`English` },
        ]}
        className="review-form__choices"
      />
      <RadioGroup
        label={t`Show my name as`}
        value={nameDisplay}
        onChange={(value) => setNameDisplay(value as NameDisplay)}
        options={[
          { id: 'first_initial', label: t`First name and last initial` },
          { id: 'first', label: t`First name only` },
          { id: 'anonymous', label: t`Anonymous traveller` },
        ]}
        className="review-form__choices"
      />
      <p className="field__description">{existing ? t`You can change your review for ${editDays} days after writing it.` : t`After publishing, you can change your review for ${editDays} days.`}</p>
      <Button type="submit" isLoading={sending}>
        {existing ? t`Save changes` : t`Publish review`}
      </Button>
      <p className="review-form__progress" role="status">
        {progress}
      </p>
    </Form>
  )
}

/** The overall rating is a radio group: its first star takes the focus when it is missing. */
function focusRating(form: HTMLFormElement | null, found: FieldErrors) {
  if (!found.rating || !form) return
  requestAnimationFrame(() => form.querySelector<HTMLInputElement>('[data-testid="stars-rating"] input')?.focus())
}
