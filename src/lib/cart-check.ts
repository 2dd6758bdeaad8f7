import { queryOptions } from '@tanstack/react-query'
import { pocketBase } from './pocketbase'
import type { LocalCartItem } from './device-cart'

export type CartOutcome = 'ok' | 'all_unavailable' | 'some_unavailable' | 'prices_changed' | 'some_unavailable_prices_changed'

export type CartCheckItem = {
  slotId: string
  available: boolean
  reason?: string
  remaining: number
  unitPrices: Record<string, number>
  total: number
  priceChanged: boolean
  previousTotal?: number
  experience: { id: string; slug: string; title_ar: string; title_en: string; citySlug: string | null; image: unknown }
  option: { id: string; title_ar: string; title_en: string; pricing: 'per_person' | 'per_item'; pay_later_allowed: boolean; guest_details_required: boolean; pickup_places: { key: string; name_ar: string; name_en: string; address_ar: string; address_en: string; minutes_before: number }[] }
  date: string
  startTime: string
}

export type CartCheck = { outcome: CartOutcome; items: CartCheckItem[]; subtotal: number; discount: number; total: number }

/** The item shape the server takes for cart check, promo and checkout. */
export function toServerItems(items: LocalCartItem[]) {
  return items.map((item) => ({ slotId: item.slotId, travellers: item.travellers, ...(item.pickup ? { pickup: item.pickup } : {}), ...(item.snapshot ? { expectedTotal: item.snapshot.total } : {}) }))
}

export const cartCheckQuery = (items: LocalCartItem[], locale: string) =>
  queryOptions({
    queryKey: ['cart', 'check', locale, toServerItems(items)],
    queryFn: async ({ signal }) => (await pocketBase()).send<CartCheck>('/api/store/cart/check', { method: 'POST', body: { items: toServerItems(items), locale }, signal }),
    enabled: items.length > 0,
    staleTime: 0,
  })
