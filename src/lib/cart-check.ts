import { queryOptions } from '@tanstack/react-query'
import { pocketBase } from './pocketbase'
import type { LocalCartItem } from './device-cart'
import type { CancellationPolicy } from './cancellation-policy'
import type { MeetingPoint } from './meeting-point'
import type { MediaImage } from './media-image'
import type { PickupPlace, TravellerType } from './booking-selection'
import type { BookingPickup } from '../../pb_hooks/lib/contracts/checkout-contract.js'

export type CartOutcome = 'ok' | 'all_unavailable' | 'some_unavailable' | 'prices_changed' | 'some_unavailable_prices_changed'

export type CartCheckItem = {
  slotId: string
  available: boolean
  reason?: string
  remaining: number
  /** Seats the line takes (travellers, or items). */
  seats: number
  unitPrices: Record<string, number>
  total: number
  priceChanged: boolean
  previousTotal?: number
  experience: { id: string; slug: string; title_ar: string; title_en: string; citySlug: string | null; image: MediaImage | null }
  option: {
    id: string
    title_ar: string
    title_en: string
    pricing: 'per_person' | 'per_item'
    min_per_booking: number
    max_per_booking: number
    pay_later_allowed: boolean
    guest_details_required: boolean
    pickup_places: PickupPlace[]
    /** Every type the option offers, with its price on this departure (what "Change" in the cart offers). */
    traveller_types: TravellerType[]
  }
  date: string
  startTime: string
  travellers: Record<string, number>
  /** The chosen pickup place, resolved (with its time), or null. */
  pickup: BookingPickup | null
  /** Where to meet (the experience's location); absent for an unknown slot. */
  meetingPoint?: MeetingPoint | null
  cancellationPolicy?: CancellationPolicy | null
  /** The last instant a cancellation is free (ISO 8601), or null when the policy has no free tier. */
  freeCancellationUntil?: string | null
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
