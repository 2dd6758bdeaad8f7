import type { CartCheck, CartCheckItem } from '../../lib/cart-check'
import type { LocalCartItem } from '../../lib/device-cart'

/**
 * The cart after the traveller has reviewed a cart check: lines no longer available are
 * removed, and each remaining line remembers the price it now has.
 */
export function acceptCartCheck(items: LocalCartItem[], check: CartCheck): LocalCartItem[] {
  const bySlot = new Map<string, CartCheckItem>(check.items.map((item) => [item.slotId, item]))
  return items
    .filter((item) => bySlot.get(item.slotId)?.available)
    .map((item) => {
      const current = bySlot.get(item.slotId)!
      return item.snapshot ? { ...item, snapshot: { ...item.snapshot, total: current.total } } : item
    })
}
