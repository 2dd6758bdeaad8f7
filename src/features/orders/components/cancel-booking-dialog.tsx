import { useState } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { formatDate, formatMoney, formatNumber } from '../../../lib/format'
import { Button } from '../../../ui/button'
import { Sheet } from '../../../ui/sheet'
import { useOnlineStatus } from '../../../lib/use-online-status'
import { useLocale } from '../../../lib/use-locale'
import { cancelBooking } from '../api/order-actions'
import type { BookingCancellation, CancellationResult } from '../types'
import { isClientResponseError } from '../../../lib/pocketbase'
import '../orders.css'

type CancelBookingDialogProps = {
  orderId: string
  token: string | undefined
  bookingId: string
  cancellation: BookingCancellation
  currency: string
  /** "Masmak Fort walk, Monday 30 November 2026 at 08:00": which booking this is. */
  bookingName: string
  /** A pay-later reservation not paid yet: nothing to refund. */
  unpaid: boolean
  onCancelled: (result: CancellationResult) => void
}

/**
 * 'Cancel booking' and the dialog that shows what comes back before anything happens. The
 * server refuses if the refund changed meanwhile (a tier passed), and the dialog then shows
 * the new figures. Focus returns to the trigger when the dialog closes.
 */
export function CancelBookingDialog({ orderId, token, bookingId, cancellation, currency, bookingName, unpaid, onCancelled }: CancelBookingDialogProps) {
  const { t } = useLingui()
  const locale = useLocale()
  const online = useOnlineStatus()
  const queryClient = useQueryClient()
  const [isOpen, setOpen] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const cancel = useMutation({
    mutationFn: () => cancelBooking(orderId, bookingId, token, locale, cancellation.refundAmount),
    onSuccess: (result) => {
      setOpen(false)
      onCancelled(result)
    },
    onError: (error) => {
      if (isClientResponseError(error) && error.status === 409) {
        setProblem(error.response?.message || t`This booking cannot be cancelled any more.`)
        void queryClient.invalidateQueries({ queryKey: ['orders', 'view', orderId] })
      } else {
        setProblem(t`We could not cancel the booking. Check your connection and try again.`)
      }
    },
  })
  const fee = formatNumber(cancellation.penaltyPercent / 100, locale, { style: 'percent' })
  const refund = formatMoney(cancellation.refundAmount, locale, currency)
  // Free now means free until the deadline; past it, the deadline is history and not shown.
  const freeUntil = cancellation.freeUntil && cancellation.penaltyPercent === 0 ? formatDate(cancellation.freeUntil, locale, { dateStyle: 'full', timeStyle: 'short' }) : null

  return (
    <>
      <Button
        variant="secondary"
        isDisabled={!online}
        onPress={() => {
          setProblem(null)
          setOpen(true)
        }}
      >
        {t`Cancel booking`}
      </Button>
      <Sheet
        title={t`Cancel this booking?`}
        isOpen={isOpen}
        onOpenChange={setOpen}
        footer={
          <>
            <Button variant="secondary" onPress={() => setOpen(false)}>
              {t`Keep booking`}
            </Button>
            <Button onPress={() => cancel.mutate()} isLoading={cancel.isPending}>
              {t`Yes, cancel booking`}
            </Button>
          </>
        }
      >
        <p>{bookingName}</p>
        {unpaid ? (
          <p>{t`Nothing has been paid for this reservation, so nothing is charged.`}</p>
        ) : (
          <>
            <dl className="summary-list" data-testid="refund-preview">
              <div>
                <dt>{t`Cancellation fee`}</dt>
                <dd>{fee}</dd>
              </div>
              <div>
                <dt>{t`Refund`}</dt>
                <dd data-testid="refund-amount">{refund}</dd>
              </div>
            </dl>
            {freeUntil ? <p>{t`Free cancellation until ${freeUntil}.`}</p> : null}
            <p className="field__description">{t`The refund goes back to the card you paid with.`}</p>
          </>
        )}
        {problem ? (
          <p className="notice notice--error" role="alert">
            {problem}
          </p>
        ) : null}
      </Sheet>
    </>
  )
}
