import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'react-aria-components'
import { errorCatalogue } from '../../../lib/error-catalogue'
import { formatDate, formatMoney } from '../../../lib/format'
import { localized } from '../../../lib/localized'
import { Spinner } from '../../../ui/spinner'
import { useLocale } from '../../shell/hooks/use-locale'
import { bookAgainPath } from '../order-links'
import { bookingsToRetry, outcomeOf } from '../order-outcome'
import type { OrderOutcome, OrderView } from '../types'
import { PayNowButton } from './pay-now-button'

const tones: Record<OrderOutcome, 'success' | 'warning' | 'error' | 'info'> = {
  in_progress: 'info',
  booked: 'success',
  partially_booked: 'warning',
  unsuccessful: 'error',
  payment_failed: 'error',
  reserved: 'warning',
  cancelled: 'info',
  expired: 'error',
}

type OrderOutcomeNoticeProps = {
  view: OrderView
  token: string | undefined
  /** The outcome page names the order here; the order page has it in its title. */
  withOrderNumber?: boolean
}

/**
 * Where an order stands, in the spec's words: one live region, so a change (confirming →
 * booked) is announced; then what the traveller can do about it (pay, book again).
 */
export function OrderOutcomeNotice({ view, token, withOrderNumber = false }: OrderOutcomeNoticeProps) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const { order, bookings } = view
  const outcome = outcomeOf(view)
  const number = order.number
  const deadline = order.payBy ? formatDate(order.payBy, locale, { dateStyle: 'full', timeStyle: 'short' }) : ''
  const refundDue = formatMoney(order.refundDue ?? 0, locale, order.currency)
  const refunded = formatMoney(order.refunded ?? 0, locale, order.currency)
  const retry = outcome === 'partially_booked' || outcome === 'unsuccessful' ? bookingsToRetry(bookings) : []
  const payable = Boolean(order.payable) && (outcome === 'reserved' || outcome === 'payment_failed')

  const message = {
    in_progress: (
      <>
        <h2 className="outcome__title">
          <Spinner /> {t`We are confirming your activities…`}
        </h2>
        <p>{t`This usually takes a few seconds. This page updates by itself.`}</p>
      </>
    ),
    booked: <h2 className="outcome__title">{t`Booked successfully`}</h2>,
    partially_booked: (
      <>
        <h2 className="outcome__title">{t`Partially booked`}</h2>
        <p>{t`Some of your activities could not be booked. The others are confirmed.`}</p>
      </>
    ),
    unsuccessful: (
      <>
        <h2 className="outcome__title">{t`Booking unsuccessful`}</h2>
        <p>{i18n._(errorCatalogue.bookingUnsuccessfulRefund)}</p>
      </>
    ),
    payment_failed: (
      <>
        <h2 className="outcome__title">{t`Payment failed`}</h2>
        <p>{i18n._(errorCatalogue.paymentFailed)}</p>
      </>
    ),
    reserved: (
      <>
        <h2 className="outcome__title">{t`Reserved — pay by ${deadline}`}</h2>
        <p>{t`Pay before then to confirm your activities. After that the reservation is cancelled and the seats are released.`}</p>
      </>
    ),
    cancelled: <h2 className="outcome__title">{t`This order has been cancelled.`}</h2>,
    expired: (
      <>
        <h2 className="outcome__title">{t`Booking unsuccessful`}</h2>
        <p>{t`The time to pay ran out, so the seats were released and nothing was charged.`}</p>
      </>
    ),
  }[outcome]

  return (
    <div className="outcome">
      <div className={`notice notice--${tones[outcome]}`} role="status" data-testid="order-status" data-outcome={outcome}>
        {message}
        {withOrderNumber ? <p className="outcome__number">{t`Order ${number}`}</p> : null}
        {(order.refundDue ?? 0) > 0 ? (
          <p data-testid="refund-due">
            {t`Refund due: ${refundDue}.`} {outcome === 'unsuccessful' ? null : i18n._(errorCatalogue.bookingUnsuccessfulRefund)}
          </p>
        ) : null}
        {(order.refunded ?? 0) > 0 ? <p data-testid="refunded">{t`Refunded: ${refunded}.`}</p> : null}
      </div>
      {retry.length > 0 ? (
        <div className="outcome__retry">
          <p>
            <Trans>These were not booked. You can try them again:</Trans>
          </p>
          <ul>
            {retry.map((booking) => {
              const title = localized(booking.experience, 'title', locale)
              return (
                <li key={booking.id}>
                  <Link href={bookAgainPath(locale, booking)}>{t`Book ${title} again`}</Link>
                </li>
              )
            })}
          </ul>
        </div>
      ) : null}
      {payable ? <PayNowButton orderId={order.id} token={token} label={outcome === 'reserved' ? t`Pay now` : t`Try again`} /> : null}
    </div>
  )
}
