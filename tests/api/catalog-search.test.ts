// GET /api/store/search and /api/store/search/suggest against the seeded catalog: Arabic-aware
// matching, filters, sorts, pagination, facet counts, suggestions, errors, and an index that
// follows staff edits. Every assertion reads the bodies.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { superuserClient, testServerUrl } from '../support/api'

type City = { slug: string; name_ar: string; name_en: string }
type Item = {
  id: string
  slug: string
  title_ar: string
  title_en: string
  summary_ar: string
  summary_en: string
  kind: string
  images: unknown[]
  rating_avg: number
  review_count: number
  price_from: number
  duration_minutes: number
  labels: string[]
  status: string
  city: City | null
}
type KeyCount = { key: string; count: number }
type Facets = {
  categories: { slug: string; name_ar: string; name_en: string; count: number }[]
  labels: KeyCount[]
  languages: KeyCount[]
  occasions: KeyCount[]
  bestFor: KeyCount[]
  timeOfDay: KeyCount[]
  rating: { min: number; count: number }[]
  price: { min: number | null; max: number | null }
  duration: { key: string; min: number; max: number | null; count: number }[]
}
type Suggestion = { type: 'city' | 'category' | 'experience'; slug: string; name_ar: string; name_en: string; citySlug?: string }
type SearchBody = { page: number; perPage: number; totalItems: number; totalPages: number; items: Item[]; facets?: Facets; suggestions?: Suggestion[] }
type ErrorBody = { status: number; message: string; data: Record<string, { code: string; message: string }> }
type Record_ = {
  id: string
  slug: string
  categories: string[]
  labels: string[]
  languages: string[]
  occasions: string[]
  best_for: string[]
  time_of_day: string
  age_min: number
  age_max: number
  popularity: number
  status: string
  expires_at: string
}

const arabic = /[\u0621-\u064a]/
let staffToken = ''

/** GET a path; as staff (not rate-limited) unless `guest`. */
async function get(path: string, init: { guest?: boolean; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { ...(init.headers ?? {}) }
  if (!init.guest && staffToken) headers.Authorization = staffToken
  const response = await fetch(`${testServerUrl()}${path}`, { headers })
  const text = await response.text()
  return { status: response.status, headers: response.headers, body: text ? (JSON.parse(text) as unknown) : null }
}

async function search(params: Record<string, string | number>, init: { guest?: boolean; headers?: Record<string, string> } = {}) {
  const query = new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)]))
  const response = await get(`/api/store/search?${query}`, init)
  expect(response.status, `${query}: ${JSON.stringify(response.body).slice(0, 300)}`).toBe(200)
  return response.body as SearchBody
}

/** Every item of a search (perPage 48, at most 20 pages). */
async function searchAll(params: Record<string, string | number>) {
  const items: Item[] = []
  for (let page = 1; page <= 20; page += 1) {
    const body = await search({ ...params, perPage: 48, page })
    items.push(...body.items)
    if (page >= body.totalPages) break
  }
  return items
}

/** The experience records of some ids (fields the items do not carry). */
async function recordsOf(ids: string[]): Promise<Map<string, Record_>> {
  const admin = await superuserClient()
  const result = new Map<string, Record_>()
  for (let start = 0; start < ids.length; start += 40) {
    const chunk = ids.slice(start, start + 40)
    const rows = await admin.collection('experiences').getFullList<Record_>({
      filter: chunk.map((id) => admin.filter('id = {:id}', { id })).join(' || '),
      fields: 'id,slug,categories,labels,languages,occasions,best_for,time_of_day,age_min,age_max,popularity,status,expires_at',
    })
    for (const row of rows) result.set(row.id, row)
  }
  return result
}

const slugsOf = (body: SearchBody) => body.items.map((item) => item.slug)

beforeAll(async () => {
  staffToken = (await superuserClient()).authStore.token
})

describe('GET /api/store/search: matching', () => {
  it('lists active experiences in the contract shape, cached briefly', async () => {
    const response = await get('/api/store/search?perPage=5', { guest: true })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toMatch(/public, max-age=(\d+)/)
    const maxAge = Number(/max-age=(\d+)/.exec(response.headers.get('cache-control') ?? '')?.[1])
    expect(maxAge).toBeGreaterThanOrEqual(10)
    expect(maxAge).toBeLessThanOrEqual(120)
    const body = response.body as SearchBody
    expect(body).toMatchObject({ page: 1, perPage: 5 })
    expect(body.items).toHaveLength(5)
    expect(body.facets).toBeUndefined()
    for (const item of body.items) {
      expect(Object.keys(item).sort()).toEqual(['badges', 'city', 'duration_minutes', 'id', 'images', 'kind', 'labels', 'price_from', 'rating_avg', 'review_count', 'slug', 'status', 'summary_ar', 'summary_en', 'title_ar', 'title_en'].sort())
      expect(item.status).toBe('active')
      expect(item.title_ar).toMatch(arabic)
      expect(item.city).toEqual({ slug: expect.any(String), name_ar: expect.stringMatching(arabic), name_en: expect.any(String) })
      expect(Array.isArray(item.images) && item.images.length > 0).toBe(true)
      expect(Number.isInteger(item.price_from)).toBe(true)
    }
  })

  it('counts exactly the active, unexpired experiences', async () => {
    const admin = await superuserClient()
    const now = new Date().toISOString().replace('T', ' ')
    const expected = await admin.collection('experiences').getList(1, 1, { filter: admin.filter("status = 'active' && (expires_at = '' || expires_at > {:now})", { now }) })
    const body = await search({ perPage: 1 })
    expect(body.totalItems).toBe(expected.totalItems)
    const inactive = await admin.collection('experiences').getList<{ slug: string }>(1, 5, { filter: "status = 'unavailable'", fields: 'slug' })
    for (const row of inactive.items) {
      expect(slugsOf(await search({ q: row.slug.replace(/-/g, ' ') })), row.slug).not.toContain(row.slug)
    }
  })

  it('finds the same experiences whatever the alef, taa marbuta, alef maqsura or diacritics', async () => {
    const cases: { slug: string; spellings: string[] }[] = [
      { slug: 'edge-of-the-world-day-trip', spellings: ['حافة العالم', 'حافه العالم', 'حَافَّةُ العَالَمِ', 'حافـــة العالم'] },
      { slug: 'maraya-ashar-valley-evening', spellings: ['أمسية مرايا', 'امسية مرايا', 'إمسيه مرايا', 'آمسية مرايا'] },
      { slug: 'jeddah-bayadah-island-snorkelling', spellings: ['غطس إلى جزيرة البياضة', 'غطس الى جزيره البياضه', 'غطس إلي جزيرة البياضة', 'غَطْس إِلَى جَزِيرَة'] },
      { slug: 'hegra-guided-tour', spellings: ['جولة الحجر', 'جوله الحِجر'] },
    ]
    for (const { slug, spellings } of cases) {
      const [canonical, ...others] = await Promise.all(spellings.map((q) => search({ q, perPage: 48 })))
      expect(slugsOf(canonical!), `${slug}: ${spellings[0]}`).toContain(slug)
      for (const [index, other] of others.entries()) {
        expect(slugsOf(other), spellings[index + 1]).toContain(slug)
        expect(other.totalItems, spellings[index + 1]).toBe(canonical!.totalItems)
      }
    }
  })

  it('ignores English case and accents', async () => {
    const plain = await search({ q: 'edge of the world', perPage: 48 })
    expect(slugsOf(plain)).toContain('edge-of-the-world-day-trip')
    for (const q of ['EDGE OF THE WORLD', 'Édge of the Wörld', 'edge   of the world!']) {
      const body = await search({ q, perPage: 48 })
      expect(slugsOf(body), q).toEqual(slugsOf(plain))
    }
  })

  it('searches both languages whatever the page language, cities and categories included', async () => {
    const english = await search({ q: 'Edge of the World', locale: 'ar', perPage: 48 })
    const arabicQuery = await search({ q: 'حافة العالم', locale: 'en', perPage: 48 })
    expect(slugsOf(english)).toContain('edge-of-the-world-day-trip')
    expect(slugsOf(arabicQuery)).toContain('edge-of-the-world-day-trip')
    // a city name in either language finds that city's experiences
    const [cityEn, cityAr, byFilter] = await Promise.all([search({ q: 'jeddah', perPage: 1 }), search({ q: 'جدة', perPage: 1 }), search({ city: 'jeddah', perPage: 1 })])
    expect(cityEn.totalItems).toBeGreaterThanOrEqual(byFilter.totalItems)
    expect(cityAr.totalItems).toBe(cityEn.totalItems)
    // a category name finds its experiences
    const cruises = await searchAll({ q: 'cruises' })
    const categoryCruises = await search({ category: 'cruises', perPage: 1 })
    expect(cruises.length).toBeGreaterThanOrEqual(categoryCruises.totalItems)
  })

  it('matches the last word as a prefix while typing, and ranks by relevance', async () => {
    const typing = await search({ q: 'edge of the wor', perPage: 48 })
    expect(slugsOf(typing)).toContain('edge-of-the-world-day-trip')
    const partialArabic = await search({ q: 'حافة العا', perPage: 48 })
    expect(slugsOf(partialArabic)).toContain('edge-of-the-world-day-trip')
    // every word must match: the first result's text holds both
    const both = await search({ q: 'riyadh train', perPage: 5 })
    expect(both.totalItems).toBeGreaterThan(0)
    for (const item of both.items) expect(`${item.title_en} ${item.city?.name_en}`.toLowerCase()).toMatch(/riyadh/)
  })

  it('suggests close cities, categories and experiences when nothing matches', async () => {
    const nothing = await search({ q: 'xqzvwk' })
    expect(nothing.totalItems).toBe(0)
    expect(nothing.items).toEqual([])
    expect(nothing.suggestions?.length).toBeGreaterThan(0)
    for (const suggestion of nothing.suggestions ?? []) {
      expect(['city', 'category', 'experience']).toContain(suggestion.type)
      expect(suggestion.name_ar).toMatch(arabic)
      if (suggestion.type === 'experience') expect(suggestion.citySlug).toEqual(expect.any(String))
    }
    const typo = await search({ q: 'ryadh' })
    expect(typo.totalItems).toBe(0)
    expect(typo.suggestions).toContainEqual({ type: 'city', slug: 'riyadh', name_ar: 'الرياض', name_en: 'Riyadh' })
    const found = await search({ q: 'riyadh', perPage: 1 })
    expect(found.suggestions).toBeUndefined()
  })
})

describe('GET /api/store/search: filters', () => {
  it('narrows by city and category', async () => {
    const all = await search({ perPage: 1 })
    const riyadh = await searchAll({ city: 'riyadh' })
    expect(riyadh.length).toBeGreaterThan(0)
    expect(riyadh.length).toBeLessThan(all.totalItems)
    for (const item of riyadh) expect(item.city?.slug).toBe('riyadh')

    const admin = await superuserClient()
    const cruises = await admin.collection('categories').getFirstListItem<{ id: string }>("slug = 'cruises'")
    const items = await searchAll({ category: 'cruises' })
    expect(items.length).toBeGreaterThan(0)
    const records = await recordsOf(items.map((item) => item.id))
    for (const item of items) expect(records.get(item.id)?.categories, item.slug).toContain(cruises.id)
  })

  it('narrows by labels, languages, occasions, best for and time of day (any of the chosen keys)', async () => {
    const all = await search({ perPage: 1 })
    const checks: { param: string; values: string[]; field: keyof Record_ }[] = [
      { param: 'labels', values: ['skip-the-line'], field: 'labels' },
      { param: 'labels', values: ['private', 'new'], field: 'labels' },
      { param: 'languages', values: ['fr'], field: 'languages' },
      { param: 'occasions', values: ['honeymoon'], field: 'occasions' },
      { param: 'bestFor', values: ['kids'], field: 'best_for' },
      { param: 'timeOfDay', values: ['evening', 'night'], field: 'time_of_day' },
    ]
    for (const { param, values, field } of checks) {
      const items = await searchAll({ [param]: values.join(',') })
      expect(items.length, param).toBeGreaterThan(0)
      expect(items.length, param).toBeLessThan(all.totalItems)
      const records = await recordsOf(items.map((item) => item.id))
      for (const item of items) {
        const value = records.get(item.id)?.[field]
        const held = Array.isArray(value) ? value : [value]
        expect(values.some((key) => held.includes(key)), `${param}=${values} ${item.slug}: ${JSON.stringify(value)}`).toBe(true)
      }
      if (param === 'labels') for (const item of items) expect(values.some((key) => item.labels.includes(key))).toBe(true)
    }
  })

  it('narrows by price, rating, age and duration', async () => {
    const cheap = await searchAll({ priceMin: 10000, priceMax: 30000 })
    expect(cheap.length).toBeGreaterThan(0)
    for (const item of cheap) expect(item.price_from >= 10000 && item.price_from <= 30000, `${item.slug} ${item.price_from}`).toBe(true)

    const rated = await searchAll({ rating: 4.5, city: 'jeddah' })
    expect(rated.length).toBeGreaterThan(0)
    for (const item of rated) expect(item.rating_avg).toBeGreaterThanOrEqual(4.5)

    const short = await searchAll({ durationMin: 61, durationMax: 240, city: 'riyadh' })
    expect(short.length).toBeGreaterThan(0)
    for (const item of short) expect(item.duration_minutes >= 61 && item.duration_minutes <= 240).toBe(true)

    const toddlers = await searchAll({ age: 2 })
    expect(toddlers.length).toBeGreaterThan(0)
    const records = await recordsOf(toddlers.map((item) => item.id))
    for (const item of toddlers) {
      const record = records.get(item.id)!
      expect(record.age_min <= 2 && (record.age_max === 0 || record.age_max >= 2), `${item.slug} ${record.age_min}-${record.age_max}`).toBe(true)
    }
    const all = await search({ perPage: 1 })
    expect(toddlers.length).toBeLessThan(all.totalItems)
  })

  it('combines a query with filters', async () => {
    const items = await searchAll({ q: 'tour', city: 'riyadh', priceMax: 40000 })
    expect(items.length).toBeGreaterThan(0)
    for (const item of items) {
      expect(item.city?.slug).toBe('riyadh')
      expect(item.price_from).toBeLessThanOrEqual(40000)
    }
  })
})

describe('GET /api/store/search: sorts and pages', () => {
  it('orders by price, rating and popularity', async () => {
    const ascending = await search({ sort: 'price_asc', perPage: 48, city: 'dubai' })
    const prices = ascending.items.map((item) => item.price_from)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
    const descending = await search({ sort: 'price_desc', perPage: 48 })
    const high = descending.items.map((item) => item.price_from)
    expect(high).toEqual([...high].sort((a, b) => b - a))
    const cheapestOverall = await search({ sort: 'price_asc', perPage: 1 })
    const facets = await search({ facets: 1, perPage: 1 })
    expect(cheapestOverall.items[0]!.price_from).toBe(facets.facets!.price.min)
    expect(high[0]).toBe(facets.facets!.price.max)

    const rating = await search({ sort: 'rating', perPage: 48 })
    const ratings = rating.items.map((item) => item.rating_avg)
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a))

    const recommended = await search({ perPage: 48 })
    const records = await recordsOf(recommended.items.map((item) => item.id))
    const popularity = recommended.items.map((item) => records.get(item.id)!.popularity)
    expect(popularity).toEqual([...popularity].sort((a, b) => b - a))
  })

  it('pages without overlap and reports the totals', async () => {
    const params = { city: 'riyadh', sort: 'price_asc', perPage: 10 }
    const first = await search({ ...params, page: 1 })
    const second = await search({ ...params, page: 2 })
    expect(first.totalPages).toBe(Math.ceil(first.totalItems / 10))
    expect(second.totalItems).toBe(first.totalItems)
    expect(first.items).toHaveLength(10)
    expect(new Set([...slugsOf(first), ...slugsOf(second)]).size).toBe(20)
    expect(second.items[0]!.price_from).toBeGreaterThanOrEqual(first.items[9]!.price_from)
    const last = await search({ ...params, page: first.totalPages })
    expect(last.items).toHaveLength(first.totalItems - (first.totalPages - 1) * 10)
    const beyond = await search({ ...params, page: first.totalPages + 1 })
    expect(beyond.items).toEqual([])
    expect(beyond.totalItems).toBe(first.totalItems)
    const everything = await searchAll({ city: 'riyadh', sort: 'price_asc' })
    expect(everything).toHaveLength(first.totalItems)
    expect(new Set(everything.map((item) => item.id)).size).toBe(first.totalItems)
  })
})

describe('GET /api/store/search: facets', () => {
  /** Checks that each facet value's count is the total when that value is applied (replacing its own facet's filter). */
  async function checkFacetCounts(params: Record<string, string | number>) {
    const body = await search({ ...params, facets: 1, perPage: 1 })
    const facets = body.facets!
    expect(facets).toBeDefined()
    const checks: { params: Record<string, string | number>; count: number; label: string }[] = []
    const without = (...names: string[]) => Object.fromEntries(Object.entries(params).filter(([name]) => !names.includes(name)))
    for (const entry of facets.categories) checks.push({ params: { ...without('category'), category: entry.slug }, count: entry.count, label: `category ${entry.slug}` })
    for (const [facet, param] of [
      ['labels', 'labels'],
      ['languages', 'languages'],
      ['occasions', 'occasions'],
      ['bestFor', 'bestFor'],
      ['timeOfDay', 'timeOfDay'],
    ] as const) {
      for (const entry of facets[facet]) checks.push({ params: { ...without(param), [param]: entry.key }, count: entry.count, label: `${param} ${entry.key}` })
    }
    for (const entry of facets.rating) checks.push({ params: { ...without('rating'), rating: entry.min }, count: entry.count, label: `rating ${entry.min}` })
    for (const entry of facets.duration) {
      const bucket: Record<string, number> = { durationMin: entry.min }
      if (entry.max !== null) bucket.durationMax = entry.max
      checks.push({ params: { ...without('durationMin', 'durationMax'), ...bucket }, count: entry.count, label: `duration ${entry.key}` })
    }
    if (facets.price.min !== null) {
      // the price range ignores the price filter: applying it gives every result of the other filters
      const unpriced = await search({ ...without('priceMin', 'priceMax'), perPage: 1 })
      checks.push({ params: { ...without('priceMin', 'priceMax'), priceMin: facets.price.min, priceMax: facets.price.max! }, count: unpriced.totalItems, label: 'price range' })
    }
    expect(checks.length).toBeGreaterThan(20)
    for (const check of checks) {
      const result = await search({ ...check.params, perPage: 1 })
      expect(result.totalItems, `${JSON.stringify(params)} → ${check.label}`).toBe(check.count)
    }
    return body
  }

  it('counts each facet value as the number of results it would give (no filters)', async () => {
    const body = await checkFacetCounts({})
    const all = await search({ perPage: 1 })
    expect(body.totalItems).toBe(all.totalItems)
    const timeTotal = body.facets!.timeOfDay.reduce((sum, entry) => sum + entry.count, 0)
    expect(timeTotal).toBe(all.totalItems)
    const durationTotal = body.facets!.duration.reduce((sum, entry) => sum + entry.count, 0)
    expect(durationTotal).toBe(all.totalItems)
  })

  it('applies every other filter to a facet, but not its own', async () => {
    const params = { city: 'riyadh', timeOfDay: 'morning', priceMax: 50000, labels: 'best-seller' }
    const body = await checkFacetCounts(params)
    // the labels facet still offers other labels while best-seller is chosen
    expect(body.facets!.labels.length).toBeGreaterThan(1)
    expect(body.facets!.labels.find((entry) => entry.key === 'best-seller')?.count).toBe(body.totalItems)
  })

  it('counts facets for a text search too', async () => {
    await checkFacetCounts({ q: 'tour', rating: 4 })
  })
})

describe('GET /api/store/search: bad input', () => {
  it('answers 400 in Arabic by default and in English when asked', async () => {
    const arabicAnswer = await get('/api/store/search?sort=cheapest', { guest: true })
    expect(arabicAnswer.status).toBe(400)
    const body = arabicAnswer.body as ErrorBody
    expect(body.status).toBe(400)
    expect(body.message).toMatch(arabic)
    expect(body.data.sort!.code).toBe('validation_invalid_value')
    const byParam = (await get('/api/store/search?sort=cheapest&locale=en', { guest: true })).body as ErrorBody
    expect(byParam.message).toBe('The sort must be one of recommended, price_asc, price_desc, rating.')
    const byHeader = (await get('/api/store/search?sort=cheapest', { guest: true, headers: { 'Accept-Language': 'en-US,en;q=0.9' } })).body as ErrorBody
    expect(byHeader.message).toBe(byParam.message)
  })

  it('refuses unknown parameters and invalid values, never a 500', async () => {
    const cases: [string, string][] = [
      ['colour=red', 'colour'],
      ['perPage=49', 'perPage'],
      ['perPage=0', 'perPage'],
      ['page=-1', 'page'],
      ['page=abc', 'page'],
      ['priceMin=1.5', 'priceMin'],
      ['priceMin=900&priceMax=100', 'priceMin'],
      ['rating=6', 'rating'],
      ['rating=0', 'rating'],
      ['age=121', 'age'],
      ['durationMin=x', 'durationMin'],
      ['timeOfDay=midnight', 'timeOfDay'],
      ['labels=not-a-label', 'labels'],
      ['languages=klingon', 'languages'],
      ['city=atlantis', 'city'],
      ['category=spaceflights', 'category'],
      ['city=Riyadh%20City', 'city'],
      ['facets=yes', 'facets'],
      ['locale=fr', 'locale'],
      ['q=%ZZ', 'q'],
      [`q=${'x'.repeat(201)}`, 'q'],
      ['sort=price_asc&sort=rating', 'sort'],
    ]
    for (const [query, field] of cases) {
      const response = await get(`/api/store/search?${query}`)
      expect(response.status, query).toBe(400)
      const body = response.body as ErrorBody
      expect(body.data[field], `${query}: ${JSON.stringify(body)}`).toBeDefined()
      expect(body.message.length, query).toBeGreaterThan(5)
    }
    const unknownCity = (await get('/api/store/search?city=atlantis&locale=en')).body as ErrorBody
    expect(unknownCity.message).toBe('There is no city "atlantis".')
    const unknownCityArabic = (await get('/api/store/search?city=atlantis')).body as ErrorBody
    expect(unknownCityArabic.message).toMatch(arabic)
  })
})

describe('GET /api/store/search/suggest', () => {
  it('suggests cities, categories and experiences as you type, at most 5 each', async () => {
    const response = await get('/api/store/search/suggest?q=riy&locale=en', { guest: true })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toMatch(/max-age=\d+/)
    const body = response.body as { cities: City[]; categories: City[]; experiences: { slug: string; title_ar: string; title_en: string; city: { slug: string } }[] }
    expect(body.cities.map((city) => city.slug)).toContain('riyadh')
    expect(body.experiences.length).toBeGreaterThan(0)
    expect(body.experiences.length).toBeLessThanOrEqual(5)
    for (const experience of body.experiences) expect(experience.city.slug).toEqual(expect.any(String))

    const jeddah = (await get('/api/store/search/suggest?q=%D8%AC%D8%AF%D9%87')).body as typeof body // جده
    expect(jeddah.cities.map((city) => city.slug)).toEqual(['jeddah'])
    const yachts = (await get('/api/store/search/suggest?q=yacht')).body as typeof body
    expect(yachts.categories.map((category) => category.slug)).toContain('yacht-rentals')
    for (const list of [yachts.cities, yachts.categories, yachts.experiences]) expect(list.length).toBeLessThanOrEqual(5)
  })

  it('offers popular places when nothing is typed, and refuses bad input', async () => {
    const empty = (await get('/api/store/search/suggest')).body as { cities: City[]; categories: City[]; experiences: unknown[] }
    expect(empty.cities.length).toBeGreaterThan(0)
    expect(empty.cities.length).toBeLessThanOrEqual(5)
    const bad = await get('/api/store/search/suggest?q=a&page=2&locale=en')
    expect(bad.status).toBe(400)
    expect((bad.body as ErrorBody).data.page!.code).toBe('validation_unknown_param')
  })
})

describe('the index follows staff edits', () => {
  const original: { id?: string; title_ar?: string; title_en?: string } = {}

  afterAll(async () => {
    if (!original.id) return
    const admin = await superuserClient()
    await admin.collection('experiences').update(original.id, { title_ar: original.title_ar, title_en: original.title_en })
  })

  it('finds an experience by its new title after a dashboard edit, and no longer by the old one', async () => {
    const admin = await superuserClient()
    const record = await admin.collection('experiences').getFirstListItem<{ id: string; title_ar: string; title_en: string }>("slug = 'edge-of-the-world-day-trip'")
    Object.assign(original, { id: record.id, title_ar: record.title_ar, title_en: record.title_en })
    const letters = 'بتثجحخدذرزسشصضطظعغفقكلمنهوي'
    const marker = `زمرد${Array.from({ length: 6 }, () => letters[Math.floor(Math.random() * letters.length)]).join('')}`
    await admin.collection('experiences').update(record.id, { title_ar: `رحلة ${marker} المُعدّلة`, title_en: 'Edited Kestrelwood Journey' })

    const byArabic = await search({ q: marker })
    expect(slugsOf(byArabic)).toEqual(['edge-of-the-world-day-trip'])
    expect(byArabic.items[0]!.title_ar).toContain(marker)
    const byVariant = await search({ q: `${marker} المعدله` })
    expect(slugsOf(byVariant)).toEqual(['edge-of-the-world-day-trip'])
    const byEnglish = await search({ q: 'kestrelwood' })
    expect(slugsOf(byEnglish)).toEqual(['edge-of-the-world-day-trip'])
    // the city and category names are still part of its search text
    expect(slugsOf(await search({ q: 'kestrelwood riyadh' }))).toEqual(['edge-of-the-world-day-trip'])
    // the old title no longer finds it
    expect(slugsOf(await search({ q: 'Jebel Fihrayn', perPage: 48 }))).not.toContain('edge-of-the-world-day-trip')
  })

  it('follows a renamed category or city into its experiences, the facets and the suggestions', async () => {
    const admin = await superuserClient()
    const category = await admin.collection('categories').getFirstListItem<{ id: string; name_en: string }>("slug = 'cruises'")
    const city = await admin.collection('cities').getFirstListItem<{ id: string; name_ar: string }>("slug = 'taif'")
    const cruises = await search({ category: 'cruises', perPage: 1 })
    const taif = await search({ city: 'taif', perPage: 1 })
    await admin.collection('categories').update(category.id, { name_en: 'Cruises Zorblat' })
    await admin.collection('cities').update(city.id, { name_ar: 'الطائف المأنوسة' })
    try {
      expect((await search({ q: 'zorblat', perPage: 1 })).totalItems).toBe(cruises.totalItems)
      expect((await search({ q: 'المانوسه', perPage: 1 })).totalItems).toBe(taif.totalItems)
      const facets = (await search({ facets: 1, perPage: 1 })).facets!
      expect(facets.categories.find((entry) => entry.slug === 'cruises')?.name_en).toBe('Cruises Zorblat')
      const suggest = (await get('/api/store/search/suggest?q=zorbl')).body as { categories: City[] }
      expect(suggest.categories.map((entry) => entry.slug)).toEqual(['cruises'])
    } finally {
      await admin.collection('categories').update(category.id, { name_en: category.name_en })
      await admin.collection('cities').update(city.id, { name_ar: city.name_ar })
    }
    expect((await search({ q: 'zorblat', perPage: 1 })).totalItems).toBe(0)
    expect((await search({ q: 'المانوسه', perPage: 1 })).totalItems).toBe(0)
  })

  it('drops an experience from the results when staff make it unavailable', async () => {
    const admin = await superuserClient()
    const record = await admin.collection('experiences').getFirstListItem<{ id: string; status: string }>("slug = 'hegra-guided-tour'")
    const before = await search({ q: 'hegra', perPage: 48 })
    expect(slugsOf(before)).toContain('hegra-guided-tour')
    await admin.collection('experiences').update(record.id, { status: 'unavailable' })
    try {
      const after = await search({ q: 'hegra', perPage: 48, facets: 1 })
      expect(slugsOf(after)).not.toContain('hegra-guided-tour')
      expect(after.totalItems).toBe(before.totalItems - 1)
    } finally {
      await admin.collection('experiences').update(record.id, { status: record.status })
    }
    expect(slugsOf(await search({ q: 'hegra', perPage: 48 }))).toContain('hegra-guided-tour')
  })
})
