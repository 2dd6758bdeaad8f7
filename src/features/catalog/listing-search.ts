/** Search params every listing accepts; anything invalid falls back to the first page. */
export type ListingSearch = { page?: number }

export function validateListingSearch(search: Record<string, unknown>): ListingSearch {
  const page = Number(search.page)
  return Number.isInteger(page) && page > 1 && page <= 1000 ? { page } : {}
}
