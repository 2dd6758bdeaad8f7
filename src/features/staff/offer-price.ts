/** The catalogue price of a slot for a group: each traveller at their type's price (halalas). */
export function catalogTotal(prices: Record<string, number>, travellers: Record<string, number>): number {
  return Object.entries(travellers).reduce((sum, [key, count]) => sum + (prices[key] ?? 0) * Math.max(0, count), 0)
}

/**
 * What to send as the offer's `total`: nothing when staff kept the catalogue price (the server
 * computes it), else the price they typed, in halalas.
 */
export function totalToSend(typedSar: number, computed: number): number | undefined {
  if (!Number.isFinite(typedSar)) return undefined
  const halalas = Math.round(typedSar * 100)
  return halalas === computed ? undefined : halalas
}

/** Travellers with a count, as the API takes them. */
export const countedTravellers = (travellers: Record<string, number>) => Object.fromEntries(Object.entries(travellers).filter(([, count]) => count > 0))
