import { queryOptions } from '@tanstack/react-query'
import type { OrderDeskBooking, OrderDeskFilters, OrderDeskList, OrderDeskRow, OrderDeskStatus } from '../../../../pb_hooks/lib/contracts/orders-desk-contract.js'
import { staffClient } from '../../../lib/staff-client'
import { signedInStaff } from '../../../lib/staff-member'

// The orders desk's request and answer are the server's contract (pb_hooks/lib/contracts/orders-desk-contract.js).
export type { OrderDeskBooking, OrderDeskFilters, OrderDeskList, OrderDeskRow, OrderDeskStatus }

/** The status filters in the order the desk offers them. */
export const ORDER_DESK_STATUS_KEYS: OrderDeskStatus[] = ['confirmed', 'pay_later_due', 'awaiting_payment', 'cancelled', 'refunded', 'failed']

export const isOrderDeskStatus = (value: unknown): value is OrderDeskStatus => typeof value === 'string' && (ORDER_DESK_STATUS_KEYS as string[]).includes(value)

// Staff data is never kept on the device: these keys sit under 'staff', which is not persisted.
export const ordersDeskQueries = {
  session: () => queryOptions({ queryKey: ['staff', 'session', 'orders'], queryFn: signedInStaff, staleTime: Infinity }),
  list: (filters: OrderDeskFilters, locale: string) =>
    queryOptions({
      queryKey: ['staff', 'orders', 'list', filters, locale],
      queryFn: async () => (await staffClient()).send<OrderDeskList>('/api/store/staff/orders', { method: 'GET', query: { ...filters, locale } }),
      placeholderData: (previous) => previous,
    }),
}
