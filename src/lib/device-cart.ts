import { queryOptions } from '@tanstack/react-query'
import { deviceQueryMeta } from './device-query'
import { get, set, update } from 'idb-keyval'

/** What the traveller saw when adding a line: shown in the cart until the server re-checks it. */
export type CartLineSnapshot = {
  experienceSlug: string
  citySlug: string | null
  title_ar: string
  title_en: string
  option_ar: string
  option_en: string
  date: string
  startTime: string
  total: number
  image: string | null
  /** The chosen pickup place and its time, to show while the server has not re-checked the line. */
  pickup?: { name_ar: string; name_en: string; time: string } | null
}

/** One cart line as the guest's browser keeps it (the server re-checks everything). */
export type LocalCartItem = {
  slotId: string
  travellers: Record<string, number>
  pickup?: { placeId: string }
  addedAt: string
  snapshot?: CartLineSnapshot
}

export const LOCAL_CART_KEY = 'rihla:cart'

export const cartQueries = {
  local: () =>
    queryOptions({
      queryKey: ['cart', 'local'],
      meta: deviceQueryMeta,
      queryFn: async () => ((await get<LocalCartItem[]>(LOCAL_CART_KEY)) ?? []) as LocalCartItem[],
      staleTime: Infinity,
    }),
}

/** Adds a line, or replaces the line for the same departure. */
export async function addToLocalCart(item: LocalCartItem): Promise<void> {
  await update<LocalCartItem[]>(LOCAL_CART_KEY, (items = []) => [...items.filter((existing) => existing.slotId !== item.slotId), item])
}

/** Puts a changed line in the place of the one for `slotId`, keeping the cart's order. */
export async function replaceLocalCartLine(slotId: string, item: LocalCartItem): Promise<void> {
  await update<LocalCartItem[]>(LOCAL_CART_KEY, (items = []) => {
    const index = items.findIndex((existing) => existing.slotId === slotId)
    const rest = items.filter((existing) => existing.slotId !== slotId && existing.slotId !== item.slotId)
    if (index < 0) return [...rest, item]
    return [...rest.slice(0, index), item, ...rest.slice(index)]
  })
}

export async function removeFromLocalCart(slotId: string): Promise<void> {
  await update<LocalCartItem[]>(LOCAL_CART_KEY, (items = []) => items.filter((item) => item.slotId !== slotId))
}

/** Replaces the whole cart (after the traveller accepts a cart check, or a merge on sign-in). */
export async function replaceLocalCart(items: LocalCartItem[]): Promise<void> {
  await set(LOCAL_CART_KEY, items)
}
