import { useId, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { CartCheckItem } from '../../../lib/cart-check'
import { describePolicy } from '../../../lib/cancellation-policy'
import { formatDate } from '../../../lib/format'
import type { Locale } from '../../../lib/locale'
import { departureInstant, formatInstant } from '../../../lib/departure-time'
import { localized } from '../../../lib/localized'
import { TravellerSummary } from '../../../lib/traveller-summary'

const formatTime = (instant: string, locale: Locale) => formatInstant(instant, locale)
const formatDateTime = (instant: string, locale: Locale) => formatInstant(instant, locale, { dateStyle: 'medium', timeStyle: 'short' })

/**
 * What the traveller is about to pay for, just above the pay button: per experience what, when,
 * who, where to meet (or be picked up) and until when cancelling is free. The total follows it.
 */
export function CheckoutSummary({ items, locale }: { items: CartCheckItem[]; locale: Locale }) {
  const { t } = useLingui()
  const headingId = useId()
  // Whether free cancellation is still open is decided once, when the checkout opens.
  const [now] = useState(Date.now)
  if (items.length === 0) return null
  return (
    <section className="checkout-summary" aria-labelledby={headingId} data-testid="checkout-summary">
      <h2 id={headingId} className="checkout-summary__title">
        {t`Your booking`}
      </h2>
      <ul className="checkout-summary__items">
        {items.map((item) => {
          const start = departureInstant(item.date, item.startTime)
          const day = formatDate(item.date, locale, { dateStyle: 'full' })
          const time = start ? formatTime(start, locale) : item.startTime
          const pickup = item.pickup
          const point = item.meetingPoint ?? null
          const freeUntil = item.freeCancellationUntil ?? null
          const deadline = freeUntil ? formatDateTime(freeUntil, locale) : ''
          const freeStill = freeUntil !== null && Date.parse(freeUntil) > now
          const nonRefundable = describePolicy(item.cancellationPolicy ?? null)[0]?.kind === 'non_refundable'
          const pickupName = pickup ? localized(pickup, 'name', locale) : ''
          const pickupTime = pickup && start ? formatTime(new Date(Date.parse(start) - pickup.minutes_before * 60_000).toISOString(), locale) : (pickup?.time ?? '')
          return (
            <li key={item.slotId} className="checkout-summary__item" data-testid="checkout-summary-item">
              <h3 className="checkout-summary__what">{localized(item.experience, 'title', locale)}</h3>
              <p className="checkout-summary__option">{localized(item.option, 'title', locale)}</p>
              <dl className="checkout-summary__facts">
                <div>
                  <dt>{t`When`}</dt>
                  <dd data-testid="summary-when">{t`${day} at ${time}`}</dd>
                </div>
                <div>
                  <dt>{t`Travellers`}</dt>
                  <dd data-testid="summary-travellers">
                    <TravellerSummary travellers={item.travellers} locale={locale} />
                  </dd>
                </div>
                {pickup ? (
                  <div>
                    <dt>{t`Pickup`}</dt>
                    <dd data-testid="summary-place">
                      {t`${pickupName} at ${pickupTime}`}
                      {localized(pickup, 'address', locale) ? <span className="checkout-summary__address">{localized(pickup, 'address', locale)}</span> : null}
                    </dd>
                  </div>
                ) : point ? (
                  <div>
                    <dt>{t`Meeting point`}</dt>
                    <dd data-testid="summary-place">
                      {localized(point, 'meeting_point', locale)}
                      {localized(point, 'address', locale) ? <span className="checkout-summary__address">{localized(point, 'address', locale)}</span> : null}
                    </dd>
                  </div>
                ) : null}
                <div>
                  <dt>{t`Cancellation`}</dt>
                  <dd data-testid="summary-deadline">
                    {freeStill
                      ? t`Free cancellation until ${deadline}`
                      : nonRefundable
                        ? t`Non-refundable`
                        : freeUntil
                          ? t`Free cancellation ended on ${deadline}: cancelling now costs part of the price`
                          : t`Cancelling costs part of the price (see the policy on the experience page)`}
                  </dd>
                </div>
              </dl>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
