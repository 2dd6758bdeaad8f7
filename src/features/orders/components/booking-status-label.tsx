import { useLingui } from '@lingui/react/macro'
import type { BookingStatus } from '../types'

export function BookingStatusLabel({ status, reserved }: { status: BookingStatus; reserved: boolean }) {
  const { t } = useLingui()
  const labels: Record<BookingStatus, string> = {
    // A pay-later booking is held until it is paid.
    held: reserved ? t`Reserved — pay later` : t`Seats held — awaiting payment`,
    confirmed: t`Confirmed`,
    failed: t`Not booked`,
    cancelled: t`Cancelled`,
    refunded: t`Refunded`,
  }
  return <span className={`status status--booking-${status}`}>{labels[status]}</span>
}
