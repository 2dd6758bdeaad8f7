import { queryOptions } from '@tanstack/react-query'
import { ClientResponseError } from 'pocketbase'
import { notFound } from '@tanstack/react-router'
import { pb } from '../../../lib/pocketbase'
import type { Order } from '../types'

export const orderQueries = {
  mine: (userId: string | undefined) =>
    queryOptions({
      queryKey: ['orders', 'mine', userId],
      queryFn: () => (userId ? pb.collection('orders').getFullList<Order>({ sort: '-created' }) : Promise.resolve([] as Order[])),
    }),
  one: (id: string) =>
    queryOptions({
      queryKey: ['orders', 'one', id],
      queryFn: async () => {
        try {
          return await pb.collection('orders').getOne<Order>(id)
        } catch (error) {
          if (error instanceof ClientResponseError && (error.status === 404 || error.status === 403)) throw notFound()
          throw error
        }
      },
    }),
}
