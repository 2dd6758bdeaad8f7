import { useEffect } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'react-aria-components'
import { errorCatalogue } from '../../../lib/error-catalogue'
import { localePath } from '../../../lib/locale'
import { Spinner } from '../../../ui/spinner'
import { orderQueries } from '../api/queries'
import { BookAgainLinks } from './book-again-links'
import { PayNowButton } from './pay-now-button'
import { orderPath, outcomePath } from '../../../lib/order-paths'
import { isBooked, outcomeOf } from '../order-outcome'
import { useOnlineStatus } from '../../../lib/use-online-status'
import { PageFrame } from '../../../ui/page-frame'
import { useLocale } from '../../../lib/use-locale'
import '../orders.css'
import { PRIVATE_PAGE } from '../../../lib/page-head'

/**
 * Payment failed (spec section 8). 'Try again' opens a new payment page while the seats are
 * still held; once they are not, it says so and leads back to booking.
 */
export function CheckoutErrorPage({ orderId, token }: { orderId?: string; token?: string }) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const navigate = useNavigate()
  const online = useOnlineStatus()
  const { data, isError, isFetchedAfterMount } = useQuery({ ...orderQueries.view(orderId ?? '', token), enabled: Boolean(orderId), refetchOnMount: 'always' })
  // The copy kept on the device may date from before this payment: only a fresh answer decides
  // what this page says (offline, the copy is all there is).
  const view = isFetchedAfterMount || !online ? data : undefined
  const outcome = view ? outcomeOf(view) : null

  // Paid after all (another attempt went through): the success page tells it.
  useEffect(() => {
    if (orderId && outcome && isBooked(outcome)) void navigate({ href: outcomePath(locale, 'success', orderId, token), replace: true })
  }, [locale, navigate, orderId, outcome, token])

  const number = view?.order.number ?? ''
  const bookAgain = view ? [...new Map(view.bookings.map((booking) => [booking.experience.id, booking])).values()] : []
  return (
    <PageFrame head={PRIVATE_PAGE} title={t`Payment failed`}>
      <div className="outcome">
        <div className="notice notice--error" role="alert" data-testid="payment-error">
          <p>{i18n._(errorCatalogue.paymentFailed)}</p>
          {number ? <p className="outcome__number">{t`Order ${number}`}</p> : null}
        </div>
        {!orderId || (isError && !view) ? (
          <Link href={localePath(locale, '/checkout')} className="button button--primary">
            <Trans>Try again</Trans>
          </Link>
        ) : !view || outcome === 'in_progress' ? (
          <p role="status" className="processing">
            <Spinner /> {t`Checking your payment…`}
          </p>
        ) : view.order.payable ? (
          <PayNowButton orderId={view.order.id} token={token} label={t`Try again`} />
        ) : (
          <div className="notice notice--warning" data-testid="not-payable">
            <p>{t`This order can no longer be paid: your seats were held for a limited time and have been released. Nothing was charged.`}</p>
            <p>{t`Please check availability and book again:`}</p>
            <BookAgainLinks bookings={bookAgain} />
            <div className="button-row">
              <Link href={localePath(locale, '/cart')} className="button button--primary">
                {t`Go to your cart`}
              </Link>
              <Link href={orderPath(locale, view.order.id, token)} className="button button--secondary">
                {t`View your order`}
              </Link>
            </div>
          </div>
        )}
      </div>
    </PageFrame>
  )
}
