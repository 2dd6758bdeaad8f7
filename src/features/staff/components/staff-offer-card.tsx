import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { formatClock, formatDate, formatMoney } from '../../../lib/format'
import { isClientResponseError } from '../../../lib/pocketbase'
import { TravellerSummary } from '../../../lib/traveller-summary'
import { useLocale } from '../../../lib/use-locale'
import type { ChatOffer } from '../../../lib/conversation/types'
import { Button } from '../../../ui/button'
import { withdrawOffer } from '../api/staff-actions'
import { InlineParts } from '../../../ui/inline-parts'
import { joinInline } from '../../../lib/inline-separator'

/** An offer as staff see it in the thread: its terms, its state, and a way to withdraw it. */
export function StaffOfferCard({ offer, onChanged }: { offer: ChatOffer; onChanged: () => void }) {
  const { t } = useLingui()
  const locale = useLocale()
  const [error, setError] = useState<string | null>(null)
  const states: Record<string, string> = { offered: t`Waiting for the traveller`, accepted: t`Accepted`, declined: t`Declined`, expired: t`Expired`, withdrawn: t`Withdrawn` }
  const expires = formatDate(offer.expires_at, locale, { dateStyle: 'medium', timeStyle: 'short' })
  const withdraw = async () => {
    try {
      await withdrawOffer(offer.id, locale)
      onChanged()
    } catch (failure) {
      setError(isClientResponseError(failure) && failure.response?.message ? String(failure.response.message) : t`That did not work. Please try again.`)
    }
  }
  return (
    <article className={`offer-card offer-card--${offer.state}`} data-testid="staff-offer-card" data-state={offer.state}>
      <p className="offer-card__label">{t`Custom offer`}</p>
      {offer.experience_title ? <h3 className="offer-card__title">{locale === 'ar' ? offer.experience_title.ar : offer.experience_title.en}</h3> : null}
      <dl className="offer-card__facts">
        {offer.option_title ? (
          <div>
            <dt>{t`Option`}</dt>
            <dd>{locale === 'ar' ? offer.option_title.ar : offer.option_title.en}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t`Date and time`}</dt>
          <dd>
            <InlineParts parts={[formatDate(offer.date, locale, { dateStyle: 'medium' }), formatClock(offer.start_time, locale)]} />
          </dd>
        </div>
        <div>
          <dt>{t`Travellers`}</dt>
          <dd>
            <TravellerSummary travellers={offer.travellers} locale={locale} />
          </dd>
        </div>
        <div>
          <dt>{t`Total`}</dt>
          <dd>
            <strong>{formatMoney(offer.total, locale)}</strong>
            {offer.total !== offer.computed_total ? <span className="offer-card__converted"> ({t`catalogue price ${formatMoney(offer.computed_total, locale)}`})</span> : null}
          </dd>
        </div>
        <div>
          <dt>{t`State`}</dt>
          <dd>{offer.state === 'offered' ? joinInline([states.offered, t`until ${expires}`], locale) : states[offer.state]}</dd>
        </div>
      </dl>
      {offer.note ? (
        <p className="offer-card__note" dir="auto">
          {offer.note}
        </p>
      ) : null}
      {offer.state === 'offered' ? (
        <Button variant="quiet" onPress={() => void withdraw()}>
          {t`Withdraw the offer`}
        </Button>
      ) : null}
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </article>
  )
}
