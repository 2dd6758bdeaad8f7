import { useLingui } from '@lingui/react/macro'
import { formatClock, formatMoney, formatNumber } from '../../../lib/format'
import { formatInstant } from '../../../lib/departure-time'
import { localized } from '../../../lib/localized'
import { TravellerSummary, useTravellerText } from '../../../lib/traveller-summary'
import { useLocale } from '../../../lib/use-locale'
import { Button } from '../../../ui/button'
import type { Manifest, ManifestBooking, PaymentState } from '../departure-types'
import { manifestCsv, phoneCell } from '../manifest-csv'
import { BookingActions } from './booking-actions'
import { InlineParts } from '../../../ui/inline-parts'
import { LtrValue } from '../../../ui/ltr-value'
import { inlineSeparator } from '../../../lib/inline-separator'
import { AuditTrail } from './audit-trail'

const phoneDigits = (booking: ManifestBooking) => `${booking.leadGuest.countryCode}${booking.leadGuest.phone}`.replace(/[^0-9+]/g, '')

function usePaymentText() {
  const { t } = useLingui()
  const locale = useLocale()
  return (booking: ManifestBooking) => {
    const due = formatMoney(booking.amountDue, locale)
    const texts: Record<PaymentState, string> = {
      paid: t`Paid`,
      pay_later_due: t`Pay later: ${due} due`,
      refunded: t({ message: 'Refunded', context: 'departures' }),
      refund_due: t`Cancelled, refund due`,
      cancelled: t({ message: 'Cancelled', context: 'departures' }),
      failed: t({ message: 'Payment failed', context: 'departures' }),
    }
    return texts[booking.payment]
  }
}

function useCheckInText() {
  const { t } = useLingui()
  const locale = useLocale()
  return (booking: ManifestBooking, pending: boolean) => {
    if (booking.checkIn) {
      const when = formatInstant(booking.checkIn.at, locale, { timeStyle: 'short' })
      const who = booking.checkIn.staffName
      return t`Checked in at ${when} by ${who}`
    }
    if (pending) return t`Checked in on this device, waiting to sync`
    if (booking.noShowAt) return t`No-show`
    return t`Not checked in`
  }
}

/** The CSV download of a manifest, with headers in the page's language. */
export function useManifestCsv() {
  const { t } = useLingui()
  const locale = useLocale()
  const payment = usePaymentText()
  const checkIn = useCheckInText()
  const travellers = useTravellerText(locale)
  return (manifest: Manifest) => {
    const csv = manifestCsv(manifest.bookings, [
      { header: t`Order`, value: (booking) => booking.orderNumber },
      { header: t`Lead guest`, value: (booking) => booking.leadGuest.name },
      { header: t`Phone`, value: (booking) => phoneCell(phoneDigits(booking)) },
      { header: t`Email`, value: (booking) => booking.leadGuest.email },
      { header: t`Seats`, value: (booking) => booking.seats },
      { header: t`Travellers`, value: (booking) => travellers(booking.travellers) },
      { header: t`Pickup`, value: (booking) => (booking.pickup ? `${localized(booking.pickup, 'name', locale)} ${booking.pickup.time}` : '') },
      { header: t`Payment`, value: payment },
      { header: t`Check-in`, value: (booking) => checkIn(booking, false) },
      { header: t`Note`, value: (booking) => booking.note },
    ])
    const link = document.createElement('a')
    link.href = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }))
    link.download = `departure-${manifest.slot.date}-${manifest.slot.startTime.replace(':', '')}-${manifest.slot.id}.csv`
    link.click()
    setTimeout(() => URL.revokeObjectURL(link.href), 1000)
  }
}

type ManifestListProps = { manifest: Manifest; pending: string[]; onCheckIn: (bookingId: string) => void; busy: boolean }

/** Every booking of the departure: who, how many, how to reach them, pickup, payment, check-in. */
export function ManifestList({ manifest, pending, onCheckIn, busy }: ManifestListProps) {
  const { t } = useLingui()
  const locale = useLocale()
  const payment = usePaymentText()
  const checkIn = useCheckInText()
  // A departure without bookings still has a trail (its capacity changed, it was closed).
  const trail = <AuditTrail events={manifest.audit} title={t`Activity on this departure`} names={new Map(manifest.bookings.map((booking) => [booking.id, booking.leadGuest.name]))} testId="departure-audit" />
  if (manifest.bookings.length === 0)
    return (
      <>
        <p>{t`No bookings on this departure.`}</p>
        {trail}
      </>
    )
  return (
    <section className="manifest" aria-label={t`Guest list`}>
      <h3>{t`Guest list`}</h3>
      <ul className="manifest__list" data-testid="manifest">
        {manifest.bookings.map((booking) => {
          const phone = phoneDigits(booking)
          const isPending = pending.includes(booking.id)
          const done = Boolean(booking.checkIn) || isPending
          const live = booking.status === 'confirmed' || booking.status === 'held'
          const seats = formatNumber(booking.seats, locale)
          return (
            <li key={booking.id} className={`manifest-row${done ? ' manifest-row--in' : ''}${live ? '' : ' manifest-row--off'}`} data-testid="manifest-row" data-booking={booking.id}>
              <div className="manifest-row__who">
                <span className="manifest-row__name">{booking.leadGuest.name || booking.leadGuest.email}</span>
                <span className="manifest-row__order">
                  <InlineParts parts={[<LtrValue key="number">{booking.orderNumber}</LtrValue>, t`Seats: ${seats}`, <TravellerSummary key="travellers" travellers={booking.travellers} locale={locale} />]} />
                </span>
                {booking.guests.length > 0 ? <span className="manifest-row__guests">{booking.guests.map((guest) => [guest.firstName, guest.lastName].filter(Boolean).join(' ')).join('، ')}</span> : null}
              </div>
              <div className="manifest-row__contact">
                {phone ? (
                  <>
                    <a className="button button--quiet" href={`tel:${phone}`}>
                      {t`Call`} <bdi dir="ltr">{phone}</bdi>
                    </a>
                    <a className="button button--quiet" href={`https://wa.me/${phone.replace('+', '')}`} target="_blank" rel="noreferrer">
                      {t`WhatsApp`}
                    </a>
                  </>
                ) : null}
              </div>
              {booking.pickup ? (
                <p className="manifest-row__pickup">
                  {t`Pickup`}: <InlineParts parts={[localized(booking.pickup, 'name', locale), formatClock(booking.pickup.time, locale)]} />
                </p>
              ) : null}
              <p className={`manifest-row__payment manifest-row__payment--${booking.payment}`}>{payment(booking)}</p>
              {booking.note ? <p className="manifest-row__note">{booking.note}</p> : null}
              <p className="manifest-row__state" data-testid="checkin-state">
                {checkIn(booking, isPending)}
                {booking.checkIn && booking.checkIn.devices > 1 ? `${inlineSeparator(locale)}${t`also scanned on another device`}` : ''}
              </p>
              {live && !done ? (
                <Button variant="secondary" className="manifest-row__action" isDisabled={busy} onPress={() => onCheckIn(booking.id)}>
                  {t`Check in`}
                </Button>
              ) : null}
              <BookingActions booking={booking} slot={manifest.slot} />
            </li>
          )
        })}
      </ul>
      {trail}
    </section>
  )
}
