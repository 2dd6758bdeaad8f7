/** The search of the pages the payment page returns to: `?order=<id>&token=<access token>`. */
export function outcomeSearch(search: Record<string, unknown>): { order?: string; token?: string } {
  return {
    ...(typeof search.order === 'string' && /^[a-z0-9]{15}$/.test(search.order) ? { order: search.order } : {}),
    ...(typeof search.token === 'string' && /^[A-Za-z0-9_-]{1,128}$/.test(search.token) ? { token: search.token } : {}),
  }
}
