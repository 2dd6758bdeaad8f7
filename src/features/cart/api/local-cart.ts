import { queryOptions } from '@tanstack/react-query'
import { get } from 'idb-keyval'

/** One cart line as the guest's browser keeps it (the server re-checks everything). */
export type LocalCartItem = {
  slotId: string
  travellers: Record<string, number>
  pickup?: { placeId: string }
  addedAt: string
}

export const LOCAL_CART_KEY = 'rihla:cart'

export const cartQueries = {
  local: () =>
    queryOptions({
      queryKey: ['cart', 'local'],
      queryFn: async () => ((await get<LocalCartItem[]>(LOCAL_CART_KEY)) ?? []) as LocalCartItem[],
      staleTime: Infinity,
    }),
}
