import { useQuery } from '@tanstack/react-query'
import { cookieValue, useRequestInfo } from './request-context'
import { useHydrated } from './use-hydrated'
import { cartQueries, type LocalCartItem } from './device-cart'
import { CART_SIZE_COOKIE } from './cart-size-cookie'

type DeviceCart = {
  items: LocalCartItem[]
  /** How many lines: the cart's own, or the cart-size cookie's before the device's cart is read. */
  count: number
  /** The lines are not known yet (only their number). */
  isPending: boolean
}

/**
 * The cart this device keeps (IndexedDB). The server cannot read it: its page, and the hydration
 * of that page, go by the cart-size cookie the app keeps (cart-size-cookie.ts); the lines come
 * right after.
 */
export function useDeviceCart(): DeviceCart {
  const hydrated = useHydrated()
  const { cookies } = useRequestInfo()
  const { data: items = [], isPending } = useQuery(cartQueries.local())
  if (hydrated) return { items, count: items.length, isPending }
  const count = Math.max(0, Math.floor(Number(cookieValue(cookies, CART_SIZE_COOKIE)) || 0))
  return { items: [], count, isPending: count > 0 }
}
