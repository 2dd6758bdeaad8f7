import { useId } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'react-aria-components'
import { departureInstant } from '../../../lib/departure-time'
import { formatDate, formatMoney } from '../../../lib/format'
import { localePath, type Locale } from '../../../lib/locale'
import { localized } from '../../../lib/localized'
import { TravellerSummary } from '../../../lib/traveller-summary'
import { useAuth } from '../../../lib/use-auth'
import { PageFrame } from '../../../ui/page-frame'
import { useLocale } from '../../../lib/use-locale'
import { orderQueries } from '../api/queries'
import { reviewQueries } from '../api/reviews'
import { reviewPath } from '../order-links'
import type { Order, OrderListBooking } from '../types'
import { OrderStatusLabel } from './order-status-label'
import { OrderReferences } from './order-references'
import { PRIVATE_PAGE } from '../../../lib/page-head'
import '../orders.css'

/** A booking's day and start time in Riyadh, in the page's language ("Sat, 5 Dec 2026, 9:00 AM"). */
function bookingWhen(booking: OrderListBooking, locale: Locale): string {
  if (!booking.date) return ''
  const instant = departureInstant(booking.date, booking.start_time ?? '')
  if (!instant) return formatDate(booking.date, locale, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' })
  return formatDate(instant, locale, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' })
}

const byStart = (a: OrderListBooking, b: OrderListBooking) => `${a.date}T${a.start_time}`.localeCompare(`${b.date}T${b.start_time}`)

/** One order as a card: what was booked, when, for whom, its status and total, and the way to it. */
function OrderCard({ order, locale, toReview }: { order: Order; locale: Locale; toReview: string[] }) {
  const { t } = useLingui()
  const headingId = useId()
  const bookings = [...(order.expand?.bookings_via_order ?? [])].sort(byStart)
  const titleOf = (booking: OrderListBooking) => (booking.expand?.experience ? localized(booking.expand.experience, 'title', locale) : '')
  const first = bookings[0] ? titleOf(bookings[0]) : ''
  const more = bookings.length - 1
  const number = order.number
  const title = first || t`Order ${number}`
  return (
    <li className="order-card" data-testid="order-card">
      <article aria-labelledby={headingId}>
        <div className="order-card__head">
          <h2 className="order-card__title" id={headingId}>
            <Link href={localePath(locale, `/orders/${order.id}`)}>
              {title}
              {first && more > 0 ? (
                <span className="order-card__more">
                  {' '}
                  <Plural value={more} one="and # more experience" other="and # more experiences" />
                </span>
              ) : null}
            </Link>
          </h2>
          <OrderStatusLabel status={order.status} />
        </div>
        {bookings.length ? (
          <ul className="order-card__bookings">
            {bookings.map((booking) => (
              <li key={booking.id}>
                {bookings.length > 1 ? <span className="order-card__activity">{titleOf(booking)}</span> : null}
                <span className="order-card__when">{bookingWhen(booking, locale)}</span>
                {booking.travellers ? (
                  <span className="order-card__travellers">
                    <TravellerSummary travellers={booking.travellers} locale={locale} />
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
        <dl className="order-card__facts">
          <div>
            <dt>{t`Total`}</dt>
            {/* What was charged, in the order's currency (SAR), not converted for display. */}
            <dd className="order-card__total">{formatMoney(order.total, locale, order.currency || 'SAR')}</dd>
          </div>
          <OrderReferences number={order.number} purchaseId={order.purchase_id} created={order.created} invoiceNumber={order.paid_at ? order.invoice_number : ''} locale={locale} />
        </dl>
        {bookings
          .filter((booking) => toReview.includes(booking.id))
          .map((booking) => {
            const reviewed = titleOf(booking)
            return (
              <p key={booking.id} className="review-prompt" data-testid="review-prompt">
                <Link href={reviewPath(locale, order.id, booking.id)} className="button button--secondary" aria-label={reviewed ? t`Write a review of ${reviewed}` : undefined}>
                  {t`Write a review`}
                </Link>
              </p>
            )
          })}
      </article>
    </li>
  )
}

/** 'Your orders': a card per order (its activities, their day and time, travellers, status, total and ids), linked to the order. */
export function OrdersPage() {
  const { t } = useLingui()
  const locale = useLocale()
  const user = useAuth()
  const { data: orders = [], isPending } = useQuery(orderQueries.mine(user?.id))
  const { data: due } = useQuery(reviewQueries.due(user?.id))
  const toReview = (orderId: string) => (due?.bookings ?? []).filter((booking) => booking.orderId === orderId).map((booking) => booking.bookingId)
  return (
    <PageFrame head={PRIVATE_PAGE} title={t`Your orders`}>
      {!user ? (
        <div className="empty-state">
          <p>
            <Trans>Sign in to see your orders. Booked as a guest? Open the link in your confirmation email.</Trans>
          </p>
          <Link href={localePath(locale, '/auth/login')} className="button button--primary">
            <Trans>Login/Signup</Trans>
          </Link>
        </div>
      ) : isPending ? null : orders.length === 0 ? (
        <div className="empty-state">
          <p>
            <Trans>You have no orders yet.</Trans>
          </p>
          <Link href={localePath(locale, '/things-to-do')} className="button button--primary">
            <Trans>Find things to do</Trans>
          </Link>
        </div>
      ) : (
        // Cards on every screen: one column on a phone, more as the screen widens (no table to scroll sideways).
        <ul className="order-cards" aria-label={t`Your orders`}>
          {orders.map((order) => (
            <OrderCard key={order.id} order={order} locale={locale} toReview={toReview(order.id)} />
          ))}
        </ul>
      )}
    </PageFrame>
  )
}
