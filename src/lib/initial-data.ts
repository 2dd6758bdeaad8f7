import type { QueryClient, QueryKey } from '@tanstack/react-query'

/** The data block the server puts in the page (pb_hooks/lib/first-load.js). */
export const INITIAL_DATA_ID = 'rihla-initial-data'

type Entry = { key: QueryKey; data: unknown }

/**
 * Puts the API answers the server embedded in the page into the query cache, under the keys the
 * query-option factories use, so the first page renders without asking for them again. Read
 * once: the block is removed, so it never outlives the page it came with. Returns how many.
 */
export function seedInitialData(queryClient: QueryClient, doc: Document = document): number {
  const element = doc.getElementById(INITIAL_DATA_ID)
  if (!element) return 0
  element.remove()
  let entries: unknown
  try {
    entries = JSON.parse(element.textContent ?? '')
  } catch {
    return 0
  }
  if (!Array.isArray(entries)) return 0
  let seeded = 0
  for (const entry of entries as Partial<Entry>[]) {
    if (!entry || !Array.isArray(entry.key) || entry.data === undefined || entry.data === null) continue
    queryClient.setQueryData(entry.key, entry.data)
    seeded += 1
  }
  return seeded
}
