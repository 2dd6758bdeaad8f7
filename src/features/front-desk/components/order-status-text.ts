import { useLingui } from '@lingui/react/macro'
import type { OrderDeskRow, OrderDeskStatus } from '../api/orders-desk-api'

/** The desk's words for an order's status and for its status filters, in the staff member's language. */
export function useOrderStatusText() {
  const { t } = useLingui()
  const status = (row: Pick<OrderDeskRow, 'status'>): string => {
    switch (row.status) {
      case 'confirmed':
        return t({ context: 'order status', message: 'Confirmed' })
      case 'partially_confirmed':
        return t({ context: 'order status', message: 'Partly confirmed' })
      case 'reserved':
        return t({ context: 'order status', message: 'Pay later, due' })
      case 'pending_payment':
        return t({ context: 'order status', message: 'Awaiting payment' })
      case 'cancelled':
        return t({ context: 'order status', message: 'Cancelled' })
      case 'refund_pending':
        return t({ context: 'order status', message: 'Refund on its way' })
      case 'refunded':
        return t({ context: 'order status', message: 'Refunded' })
      case 'failed':
        return t({ context: 'order status', message: 'Failed' })
    }
  }
  const filter = (key: OrderDeskStatus): string => {
    switch (key) {
      case 'confirmed':
        return t({ context: 'order filter', message: 'Confirmed' })
      case 'pay_later_due':
        return t({ context: 'order filter', message: 'Pay later, due' })
      case 'awaiting_payment':
        return t({ context: 'order filter', message: 'Awaiting payment' })
      case 'cancelled':
        return t({ context: 'order filter', message: 'Cancelled' })
      case 'refunded':
        return t({ context: 'order filter', message: 'Refunded' })
      case 'failed':
        return t({ context: 'order filter', message: 'Failed' })
    }
  }
  return { status, filter }
}
