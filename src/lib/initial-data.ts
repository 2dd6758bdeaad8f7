import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query'

/** The data block a rendered page carries (src/app/server/document.ts). */
export const INITIAL_DATA_ID = 'rihla-initial-data'

/**
 * Puts the API answers the server rendered the page from into the query cache (TanStack Query's
 * dehydrated state), so hydration renders from the same data and nothing is asked for again.
 * Read once: the block is removed, so it never outlives the page it came with. Returns how many
 * queries it held.
 */
export function takeServerState(queryClient: QueryClient, doc: Document = document): number {
  const element = doc.getElementById(INITIAL_DATA_ID)
  if (!element) return 0
  element.remove()
  let state: DehydratedState
  try {
    state = JSON.parse(element.textContent ?? '') as DehydratedState
  } catch {
    return 0
  }
  if (!state || !Array.isArray(state.queries)) return 0
  // The page was rendered from these answers just now, so they win over what the device kept,
  // whatever its clock says: hydration must render what the server rendered.
  const now = Date.now()
  for (const query of state.queries) {
    const kept = queryClient.getQueryState(query.queryKey)?.dataUpdatedAt ?? 0
    query.state.dataUpdatedAt = Math.max(query.state.dataUpdatedAt, now, kept + 1)
  }
  hydrate(queryClient, state)
  return state.queries.length
}
