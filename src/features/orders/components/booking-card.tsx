import { useId, useRef, type ReactNode } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { Link } from 'react-aria-components'
import { formatClock, formatDate, formatMoney } from '../../../lib/format'
import { localized } from '../../../lib/localized'
import { showToast } from '../../../ui/toast-region'
import { TravellerSummary } from '../../../lib/traveller-summary'
import { CancellationPolicyText } from '../../../lib/cancellation-policy-text'
import { useLocale } from '../../../lib/use-locale'
import { experiencePath } from '../order-links'
import { hasVoucher } from '../order-outcome'
import type { CancellationResult, OrderBooking, OrderDetails, OrderOutcome } from '../types'
import { BookingDate } from './booking-date'
import { BookingStatusLabel } from './booking-status-label'
import { CancelBookingDialog } from './cancel-booking-dialog'
import { VoucherQr } from './voucher-qr'
import { MeetingPointDetails } from './meeting-point-details'
import { InlineParts } from '../../../ui/inline-parts'

type BookingCardProps = { booking: OrderBooking; order: OrderDetails; outcome: OrderOutcome; token: string | undefined; footer?: ReactNode }

/** One booked activity: what, when, who, its voucher, its cancellation terms and a way to cancel. */
export function BookingCard({ booking, order, outcome, token, footer }: BookingCardProps) {
  const { t } = useLingui()
  const locale = useLocale()
  const queryClient = useQueryClient()
  const headingId = useId()
  const statusRef = useRef<HTMLParagraphElement>(null)
  const title = localized(booking.experience, 'title', locale)
  const money = (halalas: number) => formatMoney(halalas, locale, order.currency)
  const day = formatDate(booking.date, locale, { dateStyle: 'full' })
  const time = formatClock(booking.startTime, locale)
  const refund = money(booking.refundAmount ?? 0)

  const onCancelled = async (result: CancellationResult) => {
    const amount = money(result.booking.refundAmount)
    showToast({ title: result.booking.refundAmount > 0 ? t`Booking cancelled. Refund: ${amount}.` : t`Booking cancelled.`, tone: 'success' })
    await queryClient.invalidateQueries({ queryKey: ['orders'] })
    // The 'Cancel booking' button is gone now: the booking's new status takes the focus.
    statusRef.current?.focus()
  }

  return (
    <li className="booking" data-testid="booking" data-booking-id={booking.id}>
      <article aria-labelledby={headingId}>
        <h3 className="booking__title" id={headingId}>
          <Link href={experiencePath(locale, booking.experience)}>{title}</Link>
        </h3>
        <p className="booking__status" ref={statusRef} tabIndex={-1} data-testid="booking-status">
          <BookingStatusLabel status={booking.status} reserved={outcome === 'reserved'} />
        </p>
        {hasVoucher(booking) ? <VoucherQr voucherCode={booking.voucherCode} bookingId={booking.id} label={t`Voucher QR code for ${title}`} caption={t`Voucher code`} /> : null}
        <dl className="booking__facts">
          <div>
            <dt>{t`Option`}</dt>
            <dd>{localized(booking.option, 'title', locale)}</dd>
          </div>
          <div>
            <dt>{t`Date`}</dt>
            <dd>
              <BookingDate date={booking.date} locale={locale} />
            </dd>
          </div>
          <div>
            <dt>{t`Start time`}</dt>
            <dd>
              <bdi>{time}</bdi>
            </dd>
          </div>
          <div>
            <dt>{t`Travellers`}</dt>
            <dd>
              <TravellerSummary travellers={booking.travellers} locale={locale} />
            </dd>
          </div>
          {booking.pickup ? (
            <div>
              <dt>{t`Pickup`}</dt>
              <dd>
                <InlineParts parts={[localized(booking.pickup, 'name', locale), formatClock(booking.pickup.time, locale)]} />
                {localized(booking.pickup, 'address', locale) ? <span className="booking__address">{localized(booking.pickup, 'address', locale)}</span> : null}
              </dd>
            </div>
          ) : null}
          <div>
            <dt>{t`Price`}</dt>
            <dd>{money(booking.total)}</dd>
          </div>
          {(booking.refundAmount ?? 0) > 0 ? (
            <div>
              <dt>{t`Refund`}</dt>
              <dd>{refund}</dd>
            </div>
          ) : null}
        </dl>
        {/* With a pickup, the pickup place (above) is where the day starts. */}
        {booking.meetingPoint && !booking.pickup ? <MeetingPointDetails point={booking.meetingPoint} locale={locale} /> : null}
        <section className="booking__policy">
          <h4>{t`Cancellation policy`}</h4>
          {booking.cancellationPolicy ? <CancellationPolicyText policy={booking.cancellationPolicy} locale={locale} /> : <p>{t`Non-refundable: this booking cannot be cancelled for a refund.`}</p>}
        </section>
        {booking.cancellation?.allowed ? (
          <CancelBookingDialog
            orderId={order.id}
            token={token}
            bookingId={booking.id}
            cancellation={booking.cancellation}
            currency={order.currency}
            bookingName={t`${title}, ${day} at ${time}`}
            unpaid={outcome === 'reserved'}
            onCancelled={onCancelled}
          />
        ) : null}
        {footer}
      </article>
    </li>
  )
}
