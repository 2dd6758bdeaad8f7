import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'react-aria-components'
import { formatDate } from '../../../lib/format'
import { localePath } from '../../../lib/locale'
import { localized } from '../../../lib/localized'
import { usePriceFormat } from '../../currency/hooks/use-price-format'
import { TravellerSummary } from '../../cart/components/traveller-summary'
import { PageFrame } from '../../shell/components/page-frame'
import { useLocale } from '../../shell/hooks/use-locale'
import { orderViewQueries } from '../api/checkout'

/** The end of checkout: the order, its state and what happens next. */
export function CheckoutSuccessPage({ orderId, token }: { orderId?: string; token?: string }) {
  const { t } = useLingui()
  const locale = useLocale()
  const price = usePriceFormat()
  const { data, isError } = useQuery({ ...orderViewQueries.view(orderId ?? '', token), enabled: Boolean(orderId) })
  if (!orderId || isError) {
    return (
      <PageFrame title={t`Booking confirmation`}>
        <div className="empty-state">
          <p>
            <Trans>Your booking confirmation appears here at the end of checkout, and in your confirmation email.</Trans>
          </p>
          <Link href={localePath(locale, '/orders')} className="button button--primary">
            <Trans>Your orders</Trans>
          </Link>
        </div>
      </PageFrame>
    )
  }
  const order = data?.order
  const number = order?.number ?? ''
  const payBy = order?.payBy ? formatDate(order.payBy, locale, { dateStyle: 'full', timeStyle: 'short' }) : ''
  return (
    <PageFrame title={t`Booking confirmation`}>
      {!order ? (
        <p role="status">{t`Loading your booking…`}</p>
      ) : (
        <>
          <div className="notice notice--success" role="status" data-testid="order-status">
            {order.status === 'reserved' ? (
              <p>
                <Trans>
                  Reserved — pay by {payBy}. Order {number}.
                </Trans>
              </p>
            ) : order.status === 'confirmed' ? (
              <p>
                <Trans>Booked successfully. Order {number}.</Trans>
              </p>
            ) : (
              <p>
                <Trans>We have your booking request, order {number}. Your seats are held while payment completes.</Trans>
              </p>
            )}
          </div>
          <ul className="cart-lines">
            {data.bookings.map((booking) => (
              <li key={booking.id} className="cart-line">
                <div className="cart-line__text">
                  <h2 className="cart-line__title">{localized(booking.experience, 'title', locale)}</h2>
                  <p className="cart-line__meta">
                    {localized(booking.option, 'title', locale)} · {formatDate(booking.date, locale)} · <span dir="ltr">{booking.startTime}</span>
                  </p>
                  <p className="cart-line__meta">
                    <TravellerSummary travellers={booking.travellers} locale={locale} />
                  </p>
                </div>
                <strong>{price(booking.total)}</strong>
              </li>
            ))}
          </ul>
          <p>
            <span>{t`Total`}</span> <strong>{price(order.total)}</strong>
          </p>
        </>
      )}
    </PageFrame>
  )
}
