import { useId, useState } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { Link } from 'react-aria-components'
import { PRIVATE_PAGE } from '../../../lib/page-head'
import { formatDate, formatNumber } from '../../../lib/format'
import { intlLocale, localePath, type Locale } from '../../../lib/locale'
import { isClientResponseError } from '../../../lib/pocketbase'
import { useHydrated } from '../../../lib/use-hydrated'
import { useLocale } from '../../../lib/use-locale'
import { Button } from '../../../ui/button'
import { PageFrame } from '../../../ui/page-frame'
import { Photo } from '../../../ui/photo'
import { Select } from '../../../ui/select'
import { Spinner } from '../../../ui/spinner'
import { TextField } from '../../../ui/text-field'
import { showToast } from '../../../ui/toast-region'
import { staffQueries } from '../api/staff-queries'
import {
  HIDE_REASONS,
  approveReview,
  hideReview,
  replyToReview,
  restoreReview,
  staffReviewQueries,
  type FlagReason,
  type HideReason,
  type StaffReview,
  type StaffReviewStatus,
} from '../api/staff-reviews'
import { StaffSignIn } from './staff-sign-in'
import '../staff.css'

/**
 * /staff?view=reviews: travellers' reviews, newest first. Published ones: staff reply as the
 * operator or hide one with a reason. Flagged ones (contact details or abuse, decision 047): staff
 * see why, then approve or hide. Hidden ones: staff publish them again.
 */
export function StaffReviewsPage() {
  const { t } = useLingui()
  const locale = useLocale()
  const hydrated = useHydrated()
  const { data: staff, isPending } = useQuery({ ...staffQueries.session(), enabled: hydrated })
  return (
    <PageFrame head={PRIVATE_PAGE} title={t`Traveller reviews`} trail={[{ label: t`Staff inbox`, href: localePath(locale, '/staff') }]} className="staff-page">
      {!hydrated || isPending ? <Spinner /> : !staff ? <StaffSignIn /> : <StaffReviewList />}
    </PageFrame>
  )
}

function StaffReviewList() {
  const { t } = useLingui()
  const locale = useLocale()
  const [status, setStatus] = useState<StaffReviewStatus>('published')
  const [page, setPage] = useState(1)
  const { data, isPending } = useQuery(staffReviewQueries.list(status, page))
  const shownPage = formatNumber(page, locale)
  const pageCount = formatNumber(data?.totalPages || 1, locale)
  const filterNames: Record<StaffReviewStatus, string> = { published: t`Published`, flagged: t`Flagged`, hidden: t`Hidden` }
  return (
    <section className="staff-reviews" aria-label={t`Traveller reviews`}>
      <div className="staff-filters" role="group" aria-label={t`Show`}>
        {(['published', 'flagged', 'hidden'] as const).map((name) => (
          <button
            key={name}
            type="button"
            className={status === name ? 'chip chip--selected' : 'chip'}
            aria-pressed={status === name}
            onClick={() => {
              setStatus(name)
              setPage(1)
            }}
          >
            {filterNames[name]}
            {name === 'flagged' && data ? <span className="staff-filters__count">{formatNumber(data.flaggedCount, locale)}</span> : null}
          </button>
        ))}
      </div>
      {isPending ? (
        <Spinner />
      ) : !data?.items.length ? (
        <p>{status === 'flagged' ? t`No reviews are waiting for a check.` : t`No reviews here.`}</p>
      ) : (
        <ul className="staff-review-list" data-testid="staff-reviews">
          {data.items.map((review) => (
            <StaffReviewCard key={review.id} review={review} />
          ))}
        </ul>
      )}
      {data && data.totalPages > 1 ? (
        <nav className="button-row" aria-label={t`Review pages`}>
          <Button variant="secondary" isDisabled={page <= 1} onPress={() => setPage((value) => value - 1)}>
            {t`Newer`}
          </Button>
          <span>{t`Page ${shownPage} of ${pageCount}`}</span>
          <Button variant="secondary" isDisabled={page >= data.totalPages} onPress={() => setPage((value) => value + 1)}>
            {t`Older`}
          </Button>
        </nav>
      ) : null}
    </section>
  )
}

function StaffReviewCard({ review }: { review: StaffReview }) {
  const { t } = useLingui()
  const locale = useLocale()
  const queryClient = useQueryClient()
  const headingId = useId()
  const [reply, setReply] = useState(review.reply?.text ?? '')
  const [replyError, setReplyError] = useState('')
  const [reason, setReason] = useState<HideReason>('abuse')
  const [busy, setBusy] = useState<'' | 'reply' | 'hide' | 'approve' | 'restore'>('')
  const reasonNames: Record<HideReason, string> = { abuse: t`Abuse`, personal_data: t`Personal data`, not_about_experience: t`Not about the experience` }
  const flagNames: Record<FlagReason, string> = { link: t`a link or social media handle`, email: t`an email address`, phone: t`a phone number`, abuse: t`a word from the abuse list` }
  const when = (iso: string | null) => (iso ? formatDate(iso, locale, { dateStyle: 'medium', timeStyle: 'short' }) : '')
  const hiddenOn = when(review.hiddenAt)
  const approvedOn = when(review.approvedAt)
  const restoredOn = when(review.restoredAt)
  const { hiddenBy, approvedBy, restoredBy } = review
  const title = review.experienceTitle[locale] || review.experienceTitle.en
  const stars = formatNumber(review.rating, locale)
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['staff', 'reviews'] })
  const messageOf = (error: unknown) => (isClientResponseError(error) && error.response?.message ? String(error.response.message) : t`Something went wrong. Please try again.`)

  const sendReply = async () => {
    setBusy('reply')
    setReplyError('')
    try {
      await replyToReview(review.id, reply, locale)
      showToast({ title: t`Reply published.`, tone: 'success' })
      await refresh()
    } catch (error) {
      setReplyError(messageOf(error))
    } finally {
      setBusy('')
    }
  }
  /** Runs one staff action, then says so and lists again. */
  const act = async (name: 'hide' | 'approve' | 'restore', send: () => Promise<unknown>, done: string) => {
    setBusy(name)
    try {
      await send()
      showToast({ title: done, tone: 'success' })
      await refresh()
    } catch (error) {
      showToast({ title: messageOf(error), tone: 'error' })
    } finally {
      setBusy('')
    }
  }
  const hide = () => act('hide', () => hideReview(review.id, reason, locale), t`Review hidden. The traveller has been told by mail.`)
  const approve = () => act('approve', () => approveReview(review.id, locale), t`Review approved and published.`)
  const restore = () => act('restore', () => restoreReview(review.id, locale), t`Review published again. The traveller has been told by mail.`)
  const flagList = new Intl.ListFormat(intlLocale(locale), { type: 'conjunction' }).format(review.flagReasons.map((name) => flagNames[name]))
  const hideControls = (
    <div className="staff-review__hide">
      <Select label={t`Reason to hide`} value={reason} onChange={(value) => setReason(value as HideReason)} options={HIDE_REASONS.map((id) => ({ id, label: reasonNames[id] }))} />
      <Button variant="quiet" onPress={() => void hide()} isLoading={busy === 'hide'} isDisabled={busy !== '' && busy !== 'hide'}>
        {t`Hide review`}
      </Button>
    </div>
  )

  return (
    <li className="staff-review" data-testid="staff-review" data-review-id={review.id}>
      <article aria-labelledby={headingId}>
        <h2 className="staff-review__title" id={headingId}>
          {title}
        </h2>
        <p className="staff-review__meta">
          <span role="img" aria-label={t`${stars} of 5 stars`}>
            {'★'.repeat(review.rating)}
          </span>
          <span dir="auto">{review.authorName || t`Anonymous`}</span>
          {review.orderNumber ? <span dir="ltr">{review.orderNumber}</span> : null}
          <span>{formatDate(review.created, locale, { dateStyle: 'medium' })}</span>
        </p>
        {review.text ? (
          <p className="staff-review__text" lang={review.locale} dir={review.locale === 'ar' ? 'rtl' : 'ltr'}>
            {review.text}
          </p>
        ) : null}
        <StaffReviewPhotos review={review} locale={locale} />
        {review.status === 'hidden' ? (
          <div className="staff-review__moderation">
            <p className="notice notice--warning">
              {t`Hidden: ${reasonNames[review.hideReason || 'abuse']}`}
              {hiddenOn ? <span className="staff-review__who">{hiddenBy ? t`By ${hiddenBy} on ${hiddenOn}` : t`On ${hiddenOn}`}</span> : null}
            </p>
            <Button variant="secondary" onPress={() => void restore()} isLoading={busy === 'restore'}>
              {t`Publish again`}
            </Button>
          </div>
        ) : review.status === 'flagged' ? (
          <div className="staff-review__moderation">
            <p className="notice notice--warning" data-testid="flag-reasons">
              {t`Waiting for a check: the text contains ${flagList}.`}
            </p>
            <Button onPress={() => void approve()} isLoading={busy === 'approve'} isDisabled={busy !== '' && busy !== 'approve'}>
              {t`Approve and publish`}
            </Button>
            {hideControls}
          </div>
        ) : (
          <>
            {restoredOn || approvedOn ? (
              <p className="staff-review__who">
                {restoredOn
                  ? restoredBy
                    ? t`Published again by ${restoredBy} on ${restoredOn}`
                    : t`Published again on ${restoredOn}`
                  : approvedBy
                    ? t`Approved by ${approvedBy} on ${approvedOn}`
                    : t`Approved on ${approvedOn}`}
              </p>
            ) : null}
            <div className="staff-review__reply">
              <TextField label={review.reply ? t`Operator’s reply` : t`Reply as the operator`} multiline value={reply} onChange={setReply} errorMessage={replyError} maxLength={2000} />
              <Button variant="secondary" onPress={() => void sendReply()} isLoading={busy === 'reply'}>
                {review.reply ? t`Update reply` : t`Publish reply`}
              </Button>
            </div>
            {hideControls}
          </>
        )}
        <p>
          <Link href={localePath(locale, `/experiences/${review.experienceSlug}`)}>{t`Open the experience`}</Link>
        </p>
      </article>
    </li>
  )
}

/** The review's photos, each linking to its largest size; a hidden review's are only counted (they are not served). */
function StaffReviewPhotos({ review, locale }: { review: StaffReview; locale: Locale }) {
  const { t } = useLingui()
  if (!review.photoCount) return null
  const count = formatNumber(review.photoCount, locale)
  if (!review.photos.length) return <p className="staff-review__who">{t`Photos: ${count}, not shown while the review is hidden.`}</p>
  return (
    <ul className="staff-review__photos" aria-label={t`Photos: ${count}`}>
      {review.photos.map((photo, index) => {
        const number = formatNumber(index + 1, locale)
        const largest = photo.srcSet.split(', ')[0]?.split(' ')[0] ?? photo.src
        return (
          <li key={photo.id}>
            <a href={largest} target="_blank" rel="noreferrer">
              <Photo className="staff-review__photo" src={photo.src} srcSet={photo.srcSet} sizes="6rem" alt={t`Open photo ${number} at full size`} width={photo.width} height={photo.height} />
            </a>
          </li>
        )
      })}
    </ul>
  )
}
