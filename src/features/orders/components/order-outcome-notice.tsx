import { Trans, useLingui } from '@lingui/react/macro'
import { errorCatalogue } from '../../../lib/error-catalogue'
import { formatDate, formatMoney } from '../../../lib/format'
import { Spinner } from '../../../ui/spinner'
import { useLocale } from '../../../lib/use-locale'
import { bookingsToRetry, holdsUntil, noticeOf, type OrderNotice } from '../order-outcome'
import type { OrderView } from '../types'
import { BookAgainLinks } from './book-again-links'
import { PayNowButton } from './pay-now-button'

const tones: Record<OrderNotice, 'success' | 'warning' | 'error' | 'info'> = {
  in_progress: 'info',
  awaiting_payment: 'warning',
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
  /**
   * On the page the gateway returns to after paying: a started payment is being confirmed,
   * and the order is named here (the order page has it in its title).
   */
  afterPayment?: boolean
}

/**
 * Where an order stands, in the spec's words: one live region, so a change (confirming →
 * booked) is announced; then what the traveller can do about it (pay, book again).
 */
export function OrderOutcomeNotice({ view, token, afterPayment = false }: OrderOutcomeNoticeProps) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const { order, bookings } = view
  const outcome = noticeOf(view, { afterPayment })
  const number = order.number
  const heldUntilIso = holdsUntil(bookings)
  const heldUntil = heldUntilIso ? formatDate(heldUntilIso, locale, { timeStyle: 'short' }) : ''
  const deadline = order.payBy ? formatDate(order.payBy, locale, { dateStyle: 'full', timeStyle: 'short' }) : ''
  const refundDue = formatMoney(order.refundDue ?? 0, locale, order.currency)
  const refunded = formatMoney(order.refunded ?? 0, locale, order.currency)
  const retry = outcome === 'partially_booked' || outcome === 'unsuccessful' ? bookingsToRetry(bookings) : []
  const payable = Boolean(order.payable) && (outcome === 'reserved' || outcome === 'payment_failed' || outcome === 'awaiting_payment')

  const message = {
    in_progress: (
      <>
        <h2 className="outcome__title">
          <Spinner /> {t`We are confirming your activities…`}
        </h2>
        <p>{t`This usually takes a few seconds. This page updates by itself.`}</p>
      </>
    ),
    awaiting_payment: (
      <>
        <h2 className="outcome__title">{t`Awaiting payment`}</h2>
        <p>{heldUntil ? t`Your seats are held until ${heldUntil}. Pay to confirm your activities.` : t`Pay to confirm your activities.`}</p>
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
        {afterPayment ? <p className="outcome__number">{t`Order ${number}`}</p> : null}
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
          <BookAgainLinks bookings={retry} />
        </div>
      ) : null}
      {payable ? <PayNowButton orderId={order.id} token={token} label={outcome === 'payment_failed' ? t`Try again` : t`Pay now`} /> : null}
    </div>
  )
}
