import type { LocalCartItem } from '../../lib/device-cart'

/**
 * The cart after signing in: every line from this device and from the account, one line per
 * departure; when both have a departure, this device's (the most recent choice) wins.
 */
export function mergeCarts(device: LocalCartItem[], account: LocalCartItem[]): LocalCartItem[] {
  const merged = new Map<string, LocalCartItem>()
  for (const item of account) merged.set(item.slotId, item)
  for (const item of device) merged.set(item.slotId, item)
  return [...merged.values()].sort((a, b) => a.addedAt.localeCompare(b.addedAt))
}
