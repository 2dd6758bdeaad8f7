/** The search of the pages the payment page returns to: `?order=<id>` (the access token is in the fragment). */
export function outcomeSearch(search: Record<string, unknown>): { order?: string } {
  return typeof search.order === 'string' && /^[a-z0-9]{15}$/.test(search.order) ? { order: search.order } : {}
}
