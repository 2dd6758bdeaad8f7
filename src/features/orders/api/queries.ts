import { queryOptions } from '@tanstack/react-query'
import { isNotFound, notFound } from '@tanstack/react-router'
import { isClientResponseError, pocketBase } from '../../../lib/pocketbase'
import { outcomeOf, shouldPoll } from '../order-outcome'
import type { Order, OrderView } from '../types'

/** While a payment is being confirmed, the order is asked for again this often (ms). */
export const OUTCOME_POLL_MS = 2000

/** The order link's access token goes in a header, which keeps it out of request logs. */
// The list's fields: the order's own, and each booking's day, time, travellers, status and experience title.
const LIST_FIELDS = [
  'id,number,purchase_id,invoice_number,paid_at,status,currency,subtotal,discount,total,payment_method,created',
  ...['id', 'date', 'start_time', 'travellers', 'status', 'expand.experience.title_ar', 'expand.experience.title_en'].map((field) => `expand.bookings_via_order.${field}`),
].join(',')

export const orderTokenHeaders = (token: string | undefined): Record<string, string> => (token ? { 'X-Order-Token': token } : {})

export const orderQueries = {
  mine: (userId: string | undefined) =>
    queryOptions({
      queryKey: ['orders', 'mine', userId],
      queryFn: async () => (userId ? (await pocketBase()).collection('orders').getFullList<Order>({ sort: '-created', expand: 'bookings_via_order.experience', fields: LIST_FIELDS }) : ([] as Order[])),
      // A checkout or payment a moment ago must show up here.
      staleTime: 5_000,
    }),
  /**
   * One order with its bookings and vouchers, for its customer (signed in) or whoever holds its
   * link's token. The key leaves the token out, so the cache kept on the device (and read
   * offline) never stores it.
   */
  view: (id: string, token: string | undefined) =>
    queryOptions({
      queryKey: ['orders', 'view', id],
      queryFn: async () => {
        try {
          return await (await pocketBase()).send<OrderView>(`/api/store/orders/${encodeURIComponent(id)}`, { method: 'GET', headers: orderTokenHeaders(token) })
        } catch (error) {
          if (isClientResponseError(error) && error.status === 404) throw notFound()
          throw error
        }
      },
      retry: (failures, error) => !isNotFound(error) && failures < 1,
      // Payments and cancellations change an order at any moment: shown from the cache, asked again soon.
      staleTime: 5_000,
      refetchInterval: (query) => (query.state.data && shouldPoll(outcomeOf(query.state.data)) ? OUTCOME_POLL_MS : false),
    }),
}
