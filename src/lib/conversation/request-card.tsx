import { useLingui } from '@lingui/react/macro'
import './conversation.css'
import { formatDate, formatMoney } from '../format'
import type { Locale } from '../locale'
import { TravellerSummary } from '../traveller-summary'
import type { OfferRequest } from './types'
import { LtrValue } from '../../ui/ltr-value'

/** A custom offer request as a card in its thread (the traveller's and staff's view alike). */
export function RequestCard({ request, locale, experienceTitle }: { request: OfferRequest; locale: Locale; experienceTitle?: string }) {
  const { t } = useLingui()
  const dates = new Intl.ListFormat(locale === 'ar' ? 'ar-SA' : 'en-US', { type: 'conjunction' }).format(request.dates.map((date) => formatDate(date, locale, { dateStyle: 'medium' })))
  const languageName = new Intl.DisplayNames([locale === 'ar' ? 'ar' : 'en'], { type: 'language' }).of(request.language) ?? request.language
  return (
    <article className="request-card" data-testid="request-card" aria-label={t`Custom offer request`}>
      <p className="offer-card__label">{t`Custom offer request`}</p>
      {experienceTitle ? <h3 className="offer-card__title">{experienceTitle}</h3> : null}
      <dl className="offer-card__facts">
        <div>
          <dt>{t`Dates`}</dt>
          <dd>{dates}</dd>
        </div>
        <div>
          <dt>{t`Travellers`}</dt>
          <dd>
            <TravellerSummary travellers={request.travellers} locale={locale} />
          </dd>
        </div>
        {request.budget > 0 ? (
          <div>
            <dt>{t`Budget`}</dt>
            <dd>{formatMoney(request.budget, locale)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t`Tour language`}</dt>
          <dd>{languageName}</dd>
        </div>
        <div>
          <dt>{t`Contact`}</dt>
          <dd className="request-card__contact">
            <span dir="auto">{request.name}</span>
            <LtrValue>{request.email}</LtrValue>
            {request.phone ? (
              <LtrValue data-testid="request-phone">{[request.country_code, request.phone].filter(Boolean).join(' ')}</LtrValue>
            ) : null}
          </dd>
        </div>
      </dl>
      {request.message ? (
        <p className="offer-card__note" dir="auto">
          {request.message}
        </p>
      ) : null}
    </article>
  )
}
