import { useLingui } from '@lingui/react/macro'
import type { OrderStatus } from '../types'

export function OrderStatusLabel({ status }: { status: OrderStatus }) {
  const { t } = useLingui()
  const labels: Record<OrderStatus, string> = {
    pending_payment: t`Awaiting payment`,
    reserved: t`Reserved — pay later`,
    confirmed: t`Confirmed`,
    partially_confirmed: t`Partially booked`,
    failed: t`Booking unsuccessful`,
    cancelled: t`Cancelled`,
    refund_pending: t`Refund in progress`,
    refunded: t`Refunded`,
  }
  return <span className={`status status--${status}`}>{labels[status]}</span>
}
