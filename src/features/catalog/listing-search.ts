// A listing's filters and sort live in the URL, so a filtered list can be shared and survives
// reload. Lists are comma-separated keys; anything invalid is dropped rather than failing.

export const sorts = ['recommended', 'price_asc', 'price_desc', 'rating'] as const
export type Sort = (typeof sorts)[number]

export const durationBuckets = ['up-to-1h', '1-4h', '4h-1d', 'multi-day'] as const
export type DurationBucket = (typeof durationBuckets)[number]

const bucketMinutes: Record<DurationBucket, [number, number | null]> = {
  // The same buckets as the server's duration facet, so counts and results agree.
  'up-to-1h': [0, 60],
  '1-4h': [61, 240],
  '4h-1d': [241, 1440],
  'multi-day': [1441, null],
}

export const listFilters = ['labels', 'languages', 'occasions', 'bestFor', 'timeOfDay'] as const
export type ListFilter = (typeof listFilters)[number]

export type ListingSearch = {
  page?: number
  sort?: Sort
  category?: string
  labels?: string
  languages?: string
  occasions?: string
  bestFor?: string
  timeOfDay?: string
  /** Whole SAR. */
  priceMin?: number
  priceMax?: number
  rating?: number
  age?: number
  duration?: DurationBucket
  /** A day the traveller has in mind (from the home search): the list keeps what can be booked that day, and product pages open on it. */
  date?: string
}

const KEY = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const keyList = (value: unknown): string | undefined => {
  if (typeof value !== 'string') return undefined
  const keys = [...new Set(value.split(',').map((key) => key.trim()).filter((key) => KEY.test(key) && key.length <= 40))].slice(0, 20)
  return keys.length ? keys.join(',') : undefined
}
const wholeNumber = (value: unknown, min: number, max: number): number | undefined => {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN
  return Number.isInteger(number) && number >= min && number <= max ? number : undefined
}

export function validateListingSearch(search: Record<string, unknown>): ListingSearch {
  const result: ListingSearch = {}
  const page = wholeNumber(search.page, 2, 1000)
  if (page) result.page = page
  if (sorts.includes(search.sort as Sort) && search.sort !== 'recommended') result.sort = search.sort as Sort
  if (typeof search.category === 'string' && KEY.test(search.category)) result.category = search.category
  for (const filter of listFilters) {
    const keys = keyList(search[filter])
    if (keys) result[filter] = keys
  }
  const priceMin = wholeNumber(search.priceMin, 0, 1_000_000)
  const priceMax = wholeNumber(search.priceMax, 0, 1_000_000)
  // A range typed backwards (?priceMin=500&priceMax=100, by hand or from an old link) is read the
  // right way round rather than failing or dropping an end (docs/decisions/039-price-range.md).
  const [low, high] = priceMin !== undefined && priceMax !== undefined && priceMin > priceMax ? [priceMax, priceMin] : [priceMin, priceMax]
  if (low !== undefined && low > 0) result.priceMin = low
  if (high !== undefined) result.priceMax = high
  const rating = wholeNumber(search.rating, 1, 5)
  if (rating) result.rating = rating
  const age = wholeNumber(search.age, 0, 120)
  if (age !== undefined) result.age = age
  if (durationBuckets.includes(search.duration as DurationBucket)) result.duration = search.duration as DurationBucket
  if (typeof search.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(search.date)) result.date = search.date
  return result
}

export const splitKeys = (value: string | undefined): string[] => (value ? value.split(',') : [])

/** How many filters are on (the sort and page are not filters). */
export function activeFilterCount(search: ListingSearch): number {
  const { page: _page, sort: _sort, date: _date, ...filters } = search
  return Object.values(filters).filter((value) => value !== undefined).length
}

export type ListingScope = { city?: string; category?: string; q?: string }

/** The /api/store/search query for a listing: its fixed scope plus the traveller's filters. */
export function searchApiQuery(search: ListingSearch, scope: ListingScope, locale: string): Record<string, string> {
  const query: Record<string, string> = { locale, page: String(search.page ?? 1), perPage: '24', facets: '1', sort: search.sort ?? 'recommended' }
  if (scope.q) query.q = scope.q
  if (scope.city) query.city = scope.city
  const category = scope.category ?? search.category
  if (category) query.category = category
  for (const filter of listFilters) if (search[filter]) query[filter] = search[filter]!
  if (search.priceMin !== undefined) query.priceMin = String(search.priceMin * 100)
  if (search.priceMax !== undefined) query.priceMax = String(search.priceMax * 100)
  if (search.rating) query.rating = String(search.rating)
  if (search.age !== undefined) query.age = String(search.age)
  if (search.date) query.date = search.date
  if (search.duration) {
    const [min, max] = bucketMinutes[search.duration]
    query.durationMin = String(min)
    if (max !== null) query.durationMax = String(max)
  }
  return query
}

/** One filter that is on, as a chip: what it is, and the search without it. */
export type ActiveFilter =
  | { kind: 'category'; key: string; without: ListingSearch }
  | { kind: ListFilter; key: string; without: ListingSearch }
  | { kind: 'price' | 'rating' | 'age' | 'duration'; without: ListingSearch }

/**
 * Every filter that is on, one per chosen value (each of a list's keys is a chip of its own), in
 * the order the filters sheet shows them. Taking one off goes back to the first page.
 */
export function activeFilters(search: ListingSearch): ActiveFilter[] {
  const base: ListingSearch = { ...search, page: undefined }
  const found: ActiveFilter[] = []
  if (search.category) found.push({ kind: 'category', key: search.category, without: { ...base, category: undefined } })
  for (const filter of listFilters) {
    const keys = splitKeys(search[filter])
    for (const key of keys) {
      const rest = keys.filter((other) => other !== key)
      found.push({ kind: filter, key, without: { ...base, [filter]: rest.length ? rest.join(',') : undefined } })
    }
  }
  if (search.priceMin !== undefined || search.priceMax !== undefined) found.push({ kind: 'price', without: { ...base, priceMin: undefined, priceMax: undefined } })
  if (search.rating) found.push({ kind: 'rating', without: { ...base, rating: undefined } })
  if (search.age !== undefined) found.push({ kind: 'age', without: { ...base, age: undefined } })
  if (search.duration) found.push({ kind: 'duration', without: { ...base, duration: undefined } })
  return found
}

/** The search with every filter off (the sort and the day in mind stay). */
export const withoutFilters = (search: ListingSearch): ListingSearch => ({ sort: search.sort, date: search.date })
