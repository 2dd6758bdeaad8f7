import { useQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { Link } from 'react-aria-components'
import { invoicePath } from '../../../lib/order-paths'
import { localePath } from '../../../lib/locale'
import { Button } from '../../../ui/button'
import { useOnlineStatus } from '../../../lib/use-online-status'
import { PageFrame } from '../../../ui/page-frame'
import { useLocale } from '../../../lib/use-locale'
import { orderQueries } from '../api/queries'
import { outcomeOf } from '../order-outcome'
import { BookingCard } from './booking-card'
import { LastUpdatedNote } from './last-updated-note'
import { OrderInvoice } from './order-invoice'
import { OrderOutcomeNotice } from './order-outcome-notice'
import { OrderSummary } from './order-summary'
import { ReviewPrompt } from './review-prompt'
import { reviewQueries } from '../api/reviews'
import '../orders.css'
import { PRIVATE_PAGE } from '../../../lib/page-head'
import { ChatEntry } from '../../../lib/chat-entry'
import { useHydrated } from '../../../lib/use-hydrated'
import { Spinner } from '../../../ui/spinner'
import type { OrderView } from '../types'

/**
 * One order for its customer or the holder of its link: where it stands, its amounts, and each
 * booking with its voucher. Kept on the device, so vouchers open at a meeting point with no signal.
 *
 * The order is private and its link's token lives in the fragment, which never reaches the
 * server: the server renders the frame with a spinner, the hydrating render the same frame, and
 * the order is read once hydrated (a 500 and React's hydration error #418 before, issue 34).
 */
export function OrderPage({ orderId, token }: { orderId: string; token: string | undefined }) {
  const { t } = useLingui()
  const locale = useLocale()
  const hydrated = useHydrated()
  const { data: view, error } = useQuery({ ...orderQueries.view(orderId, token), enabled: hydrated })
  // A missing order is the route's not-found page, another failure its error page, as before.
  if (error && !view) throw error
  const shown = hydrated ? view : undefined
  const number = shown?.order.number ?? ''
  return (
    <PageFrame head={PRIVATE_PAGE} title={shown ? t`Order ${number}` : t`Your order`} trail={[{ label: t`Your orders`, href: localePath(locale, '/orders') }]} className="order-page">
      {shown ? <OrderDetails view={shown} orderId={orderId} token={token} /> : <Spinner size="md" />}
      {shown ? <OrderInvoice view={shown} /> : null}
    </PageFrame>
  )
}

function OrderDetails({ view, orderId, token }: { view: OrderView; orderId: string; token: string | undefined }) {
  const { t } = useLingui()
  const locale = useLocale()
  const online = useOnlineStatus()
  const { dataUpdatedAt, fetchStatus, isRefetchError } = useQuery({ ...orderQueries.view(orderId, token) })
  const { order, bookings } = view
  const outcome = outcomeOf(view)
  // Whether each booking may be reviewed (after its activity): asked once the order shows.
  const { data: reviews } = useQuery({ ...reviewQueries.forOrder(orderId, token), enabled: online })
  return (
    <div className="order-page__screen">
      {!online || fetchStatus === 'paused' || isRefetchError ? <LastUpdatedNote updatedAt={dataUpdatedAt} /> : null}
      <OrderOutcomeNotice view={view} token={token} />
      <OrderSummary order={order} />
      <div className="button-row">
        {view.invoice ? (
          <Link href={invoicePath(locale, order.id, token)} className="button button--secondary" data-testid="tax-invoice-link">
            {t`Tax invoice`}
          </Link>
        ) : null}
        <Button variant="secondary" onPress={() => window.print()}>
          {t`Print invoice`}
        </Button>
      </div>
      <ChatEntry orderId={order.id} orderToken={token} />
      <h2 className="order-page__section-title">{t`Your activities`}</h2>
      <ul className="bookings">
        {bookings.map((booking) => (
          <BookingCard
            key={booking.id}
            booking={booking}
            order={order}
            outcome={outcome}
            token={token}
            footer={<ReviewPrompt orderId={order.id} token={token} review={reviews?.bookings.find((row) => row.id === booking.id)} />}
          />
        ))}
      </ul>
    </div>
  )
}
