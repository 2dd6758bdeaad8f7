import { useEffect, useState } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'react-aria-components'
import { formatCountdown } from '../../../lib/conversation/countdown'
import { timeOf } from '../../../lib/conversation/thread-view'
import type { ChatOffer } from '../../../lib/conversation/types'
import { CancellationPolicyText } from '../../../lib/cancellation-policy-text'
import { formatClock, formatDate, formatMoney } from '../../../lib/format'
import { localePath } from '../../../lib/locale'
import { localized } from '../../../lib/localized'
import { isClientResponseError } from '../../../lib/pocketbase'
import { TravellerSummary } from '../../../lib/traveller-summary'
import { useDisplayCurrency } from '../../../lib/use-display-currency'
import { useLocale } from '../../../lib/use-locale'
import { usePriceFormat } from '../../../lib/use-price-format'
import { Button } from '../../../ui/button'
import { TextField } from '../../../ui/text-field'
import type { CancellationPolicy } from '../../../lib/cancellation-policy'
import { declineOffer } from '../api/chat-actions'
import { chatQueries } from '../api/chat-queries'
import type { ChatSpeaker } from '../api/chat-identity'
import { joinInline } from '../../../lib/inline-separator'

/** The time left, once a second (a card whose offer has ended stops counting). */
function useNow(active: boolean) {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (!active) return
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [active])
  return now
}

type OfferCardProps = { offer: ChatOffer; threadId: string; speaker: ChatSpeaker | null }

/** A custom offer in the thread: what, when, for whom, the price, the terms, and its countdown. */
export function OfferCard({ offer, threadId, speaker }: OfferCardProps) {
  const { t } = useLingui()
  const locale = useLocale()
  const queryClient = useQueryClient()
  const displayPrice = usePriceFormat()
  const [currency] = useDisplayCurrency()
  const { data: details } = useQuery(chatQueries.offer(offer.id, locale))
  const [declining, setDeclining] = useState(false)
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const expiresAt = timeOf(offer.expires_at)
  const now = useNow(offer.state === 'offered')
  const state = offer.state === 'offered' && expiresAt <= now ? 'expired' : offer.state
  const open = state === 'offered'
  const experience = details?.experience
  const option = details?.option
  const title = experience ? localized(experience, 'title', locale) : ''
  const optionTitle = option ? localized(option, 'title', locale) : ''
  const sar = formatMoney(offer.total, locale)
  const shown = displayPrice(offer.total)
  const when = joinInline([formatDate(offer.date, locale, { dateStyle: 'full' }), formatClock(offer.start_time, locale)], locale)
  const countdown = formatCountdown(expiresAt - now, locale)
  const stateText: Record<string, string> = {
    accepted: t`You accepted this offer.`,
    declined: t`You declined this offer.`,
    expired: t`This offer has expired. Ask us in the chat for a new one.`,
    withdrawn: offer.replaced_by ? t`A newer offer replaced this one.` : t`Our team withdrew this offer.`,
  }

  const decline = async () => {
    if (!speaker) return
    setBusy(true)
    setError(null)
    try {
      await declineOffer(speaker.client, offer.id, reason.trim(), locale)
      setDeclining(false)
      await queryClient.invalidateQueries({ queryKey: ['chat', 'thread', threadId] })
      await queryClient.invalidateQueries({ queryKey: ['chat', 'offer', offer.id] })
    } catch (failure) {
      setError(isClientResponseError(failure) && failure.response?.message ? String(failure.response.message) : t`Your answer could not be sent. Check your connection and try again.`)
    } finally {
      setBusy(false)
    }
  }

  return (
    <article className={`offer-card offer-card--${state}`} data-testid="offer-card" data-state={state} aria-labelledby={`offer-${offer.id}-title`}>
      <p className="offer-card__label">{t`Custom offer`}</p>
      <h3 id={`offer-${offer.id}-title`} className="offer-card__title">
        {title || t`Your offer`}
      </h3>
      {optionTitle ? <p className="offer-card__option">{optionTitle}</p> : null}
      <dl className="offer-card__facts">
        <div>
          <dt>{t`Date and time`}</dt>
          <dd>{when}</dd>
        </div>
        <div>
          <dt>{t`Travellers`}</dt>
          <dd>
            <TravellerSummary travellers={offer.travellers} locale={locale} />
          </dd>
        </div>
        <div>
          <dt>{t`Total`}</dt>
          <dd className="offer-card__total">
            <strong data-testid="offer-total">{sar}</strong>
            {currency !== 'SAR' ? <span className="offer-card__converted"> ≈ {shown}</span> : null}
          </dd>
        </div>
      </dl>
      {offer.note ? (
        <p className="offer-card__note" dir="auto">
          {offer.note}
        </p>
      ) : null}
      {experience?.includes?.length ? (
        <div className="offer-card__section">
          <h4>{t`What's included`}</h4>
          <ul>
            {experience.includes.map((item, index) => (
              <li key={index}>{item[locale] || item.en}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {experience?.cancellation_policy ? (
        <div className="offer-card__section">
          <h4>{t`Cancellation terms`}</h4>
          <CancellationPolicyText policy={experience.cancellation_policy as CancellationPolicy} locale={locale} />
        </div>
      ) : null}
      {open ? (
        <>
          <p className="offer-card__countdown" data-testid="offer-countdown">
            <Trans>
              Valid for <span dir="ltr">{countdown}</span>
            </Trans>
          </p>
          {declining ? (
            <div className="offer-card__decline">
              <TextField label={t`Why not? (optional)`} value={reason} onChange={setReason} multiline maxLength={500} />
              <div className="button-row">
                <Button variant="secondary" onPress={() => void decline()} isLoading={busy}>
                  {t`Decline the offer`}
                </Button>
                <Button variant="quiet" onPress={() => setDeclining(false)}>
                  {t`Keep the offer`}
                </Button>
              </div>
            </div>
          ) : (
            <div className="button-row">
              <Link className="button button--primary" href={localePath(locale, `/chat/offers/${offer.id}`)}>
                {t`Accept and pay`}
              </Link>
              <Button variant="secondary" onPress={() => setDeclining(true)}>
                {t`Decline`}
              </Button>
            </div>
          )}
        </>
      ) : (
        <p className="offer-card__state" data-testid="offer-state">
          {stateText[state]}
        </p>
      )}
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </article>
  )
}
