import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'

const require = createRequire(import.meta.url)
const { buildSearchSql, searchConditions, assembleFacets, orderBy, DURATION_BUCKETS } = require('./catalog-sql.js')

const base = {
  match: '',
  now: '2026-12-01 00:00:00.000Z',
  cityIds: [],
  categoryIds: [],
  labels: [],
  languages: [],
  occasions: [],
  bestFor: [],
  timeOfDay: [],
  priceMin: null,
  priceMax: null,
  rating: null,
  age: null,
  durationMin: null,
  durationMax: null,
  sort: 'recommended',
  page: 1,
  perPage: 24,
}

/** The SQL with its {:params} replaced by their values, to read assertions against. */
const inline = ({ sql, bind }) => sql.replace(/\{:(\w+)\}/g, (_, name) => (typeof bind[name] === 'string' ? `'${bind[name]}'` : String(bind[name])))

describe('searchConditions', () => {
  it('always keeps to active, unexpired experiences', () => {
    const conditions = searchConditions(base)
    expect(conditions.base.map((sql) => inline({ sql, bind: conditions.bind }))).toEqual([
      "r.status = 'active'",
      "(r.expires_at IS NULL OR r.expires_at = '' OR r.expires_at > '2026-12-01 00:00:00.000Z')",
    ])
    expect(conditions.facets).toEqual({})
  })

  it('puts q, city and age in every count and each facet filter under its own name', () => {
    const conditions = searchConditions({ ...base, match: '"edge"*', cityIds: ['c1'], age: 8, categoryIds: ['k1', 'k2'], labels: ['new'], timeOfDay: ['morning'], rating: 4, priceMin: 100, priceMax: 900, durationMin: 60, durationMax: 240 })
    const text = (sql) => inline({ sql, bind: conditions.bind })
    const baseText = conditions.base.map(text).join(' AND ')
    expect(baseText).toContain(`catalog_search MATCH '"edge"*'`)
    expect(baseText).toContain("r.city = 'c1'")
    expect(baseText).toContain('coalesce(r.age_min, 0) <= 8 AND (coalesce(r.age_max, 0) = 0 OR r.age_max >= 8)')
    expect(Object.keys(conditions.facets).sort()).toEqual(['category', 'duration', 'labels', 'price', 'rating', 'timeOfDay'])
    expect(text(conditions.facets.category)).toBe("r.docid IN (SELECT t.docid FROM catalog_tags t WHERE t.facet = 'category' AND t.key IN ('k1', 'k2'))")
    expect(text(conditions.facets.price)).toBe('r.price_from >= 100 AND r.price_from <= 900')
    expect(text(conditions.facets.duration)).toBe('r.duration_minutes >= 60 AND r.duration_minutes <= 240')
    expect(text(conditions.facets.rating)).toBe('r.rating_avg >= 4')
    expect(text(conditions.facets.timeOfDay)).toBe("r.time_of_day IN ('morning')")
  })

  it('keeps, for a day, the experiences with an open slot with seats left that day, and none for a past day', () => {
    const conditions = searchConditions({ ...base, date: '2026-12-24', today: '2026-12-01', bookableNow: '2026-12-01 17:52:00' })
    const text = conditions.base.map((sql) => inline({ sql, bind: conditions.bind })).join(' AND ')
    expect(text).toContain(
      "'2026-12-24' >= '2026-12-01' AND EXISTS (SELECT 1 FROM slots s JOIN options o ON o.id = s.option WHERE s.experience = r.id AND s.date = '2026-12-24' AND s.status = 'open' AND coalesce(s.capacity, 0) > coalesce(s.reserved, 0) AND datetime(s.date || ' ' || s.start_time,",
    )
    // Only departures still bookable at that instant (bookable-now.js).
    expect(text).toContain("> '2026-12-01 17:52:00')")
    expect(conditions.facets).toEqual({})
  })

  it('binds every value (no user text in the SQL)', () => {
    const conditions = searchConditions({ ...base, match: "x'); DROP TABLE experiences; --", labels: ["a'b"] })
    const sql = conditions.base.concat(Object.values(conditions.facets)).join(' ')
    expect(sql).not.toContain('DROP')
    expect(sql).not.toContain("a'b")
    expect(Object.values(conditions.bind)).toContain("a'b")
  })
})

describe('buildSearchSql', () => {
  it('pages with LIMIT/OFFSET and orders by the sort, with a stable tie-break', () => {
    const sql = buildSearchSql({ ...base, page: 3, perPage: 10, sort: 'price_asc' })
    expect(sql.items.sql).toContain('LIMIT 10 OFFSET 20')
    expect(sql.items.sql).toContain('ORDER BY r.price_from ASC, r.docid ASC')
    expect(sql.items.sql).toContain('ORDER BY p.price_from ASC, p.docid ASC')
    expect(orderBy('price_desc', false, 'r.')).toBe('r.price_from DESC, r.docid DESC')
    expect(orderBy('rating', false, 'r.')).toBe('r.rating_avg DESC, r.review_count DESC, r.docid DESC')
    expect(orderBy('recommended', false, 'r.')).toBe('r.popularity DESC, r.docid DESC')
  })

  it('ranks by relevance for recommended when there is a match', () => {
    const sql = buildSearchSql({ ...base, match: '"edge"*' })
    expect(sql.items.sql).toContain('catalog_search.rank AS score')
    expect(sql.items.sql).toContain('ORDER BY score ASC, r.popularity DESC, r.docid DESC')
    expect(sql.items.sql).toContain('ORDER BY p.score ASC, p.popularity DESC, p.docid DESC')
  })

  it('lets the FTS index, else the city index, else the category tags drive the query', () => {
    expect(buildSearchSql({ ...base, match: '"a"*', cityIds: ['c'] }).items.sql).toContain('FROM catalog_search CROSS JOIN catalog_rows r ON r.docid = catalog_search.rowid')
    expect(buildSearchSql({ ...base, cityIds: ['c'], categoryIds: ['k'] }).count.sql).toContain('FROM catalog_rows r INDEXED BY idx_catalog_rows_city')
    const byCategory = buildSearchSql({ ...base, categoryIds: ['k'] })
    expect(byCategory.count.sql).toContain('FROM catalog_rows r NOT INDEXED')
    // the facets count every category, so the category filter cannot drive them
    expect(byCategory.facets.sql).not.toContain('NOT INDEXED')
  })

  it('counts each facet without its own filter and with every other one', () => {
    const sql = buildSearchSql({ ...base, labels: ['new'], timeOfDay: ['morning'], priceMax: 500 })
    const facets = sql.facets.sql
    expect(facets).toContain('WITH base AS MATERIALIZED')
    // labels counted with time of day and price, not labels
    expect(facets).toMatch(/t\.facet = 'labels'[\s\S]*WHERE b\.f_timeOfDay AND b\.f_price GROUP BY/)
    // the other tag facets share one pass with all three filters
    expect(facets).toContain("t.facet IN ('category', 'languages', 'occasions', 'bestFor')")
    expect(facets).toMatch(/json_array\('timeOfDay'[\s\S]*WHERE b\.f_labels AND b\.f_price AND/)
    expect(facets).toMatch(/json_array\('price'[\s\S]*WHERE b\.f_labels AND b\.f_timeOfDay/)
    expect(facets).toMatch(/json_array\('total', '', count\(\*\)\) AS v FROM base b WHERE b\.f_labels AND b\.f_timeOfDay AND b\.f_price/)
  })

  it('counts tag facets as bit sums over tag_mask when every key has a bit, else by GROUP BY', () => {
    const keys = [
      { id: 1, facet: 'category', key: 'k1' },
      { id: 2, facet: 'labels', key: 'new' },
      { id: 3, facet: 'languages', key: 'ar' },
    ]
    const masked = buildSearchSql({ ...base, labels: ['new'], keys }).facets
    const text = inline(masked)
    expect(text).toContain('r.tag_mask')
    // labels counted without the labels filter, the other facets with it
    expect(text).toMatch(/json_array\('labels', 'new', coalesce\(sum\(\(b\.tag_mask >> 1\) & 1\), 0\)\)\)\) AS v FROM base b WHERE 1/)
    expect(text).toMatch(/json_array\('categoryId', 'k1', coalesce\(sum\(\(b\.tag_mask >> 0\) & 1\), 0\)\), json_array\('languages', 'ar', coalesce\(sum\(\(b\.tag_mask >> 2\) & 1\), 0\)\)\)\) AS v FROM base b WHERE b\.f_labels/)
    expect(text).not.toContain('GROUP BY t.facet')
    // a key beyond the 63 bits: that group falls back to counting tags
    const overflow = inline(buildSearchSql({ ...base, keys: [...keys, { id: 64, facet: 'occasions', key: 'honeymoon' }] }).facets)
    expect(overflow).toContain('GROUP BY t.facet, t.key')
    expect(inline(buildSearchSql(base).facets)).toContain('GROUP BY t.facet, t.key')
  })

  it('counts duration buckets that do not overlap', () => {
    for (let index = 1; index < DURATION_BUCKETS.length; index += 1) {
      expect(DURATION_BUCKETS[index].min).toBe(DURATION_BUCKETS[index - 1].max + 1)
    }
    expect(buildSearchSql(base).facets.sql).toContain('sum(b.duration_minutes >= 61 AND b.duration_minutes <= 240)')
  })
})

describe('assembleFacets', () => {
  const rows = [
    ['total', '', 42],
    ['category', 'cruises', 3, 'الرحلات البحرية', 'Cruises', 5],
    ['category', 'tours', 30, 'الجولات', 'Tours', 1],
    ['category', '', 2, '', '', 0], // a category id that no longer exists
    ['labels', 'new', 4],
    ['labels', 'best-seller', 20],
    ['languages', 'ar', 42],
    ['bestFor', 'families', 9],
    ['timeOfDay', 'evening', 10],
    ['timeOfDay', 'morning', 32],
    ['rating', '', 25, 38],
    ['price', '', 42, 5500, 90000],
    ['duration', '', 3, 20, 19, 0],
  ]

  it('shapes every facet, categories in their sort order, keys by count', () => {
    const { total, facets } = assembleFacets(rows)
    expect(total).toBe(42)
    expect(facets.categories).toEqual([
      { slug: 'tours', name_ar: 'الجولات', name_en: 'Tours', count: 30 },
      { slug: 'cruises', name_ar: 'الرحلات البحرية', name_en: 'Cruises', count: 3 },
    ])
    expect(facets.labels).toEqual([
      { key: 'best-seller', count: 20 },
      { key: 'new', count: 4 },
    ])
    expect(facets.timeOfDay.map((entry) => entry.key)).toEqual(['morning', 'evening'])
    expect(facets.occasions).toEqual([])
    expect(facets.rating).toEqual([
      { min: 4, count: 25 },
      { min: 3, count: 38 },
    ])
    expect(facets.price).toEqual({ min: 5500, max: 90000 })
    expect(facets.duration).toEqual([
      { key: 'up-to-1h', min: 0, max: 60, count: 3 },
      { key: '1-4h', min: 61, max: 240, count: 20 },
      { key: '4h-1d', min: 241, max: 1440, count: 19 },
      { key: 'multi-day', min: 1441, max: null, count: 0 },
    ])
  })

  it('reads mask counts, naming categories by id and leaving out zero counts', () => {
    const { facets } = assembleFacets(
      [
        ['total', '', 9],
        [
          'tags',
          '',
          [
            ['categoryId', 'k1', 9],
            ['categoryId', 'gone', 3],
            ['labels', 'new', 4],
            ['labels', 'private', 0],
            ['languages', 'ar', 9],
          ],
        ],
      ],
      { categoryById: { k1: { slug: 'tours', name_ar: 'الجولات', name_en: 'Tours', sort: 1 } } },
    )
    expect(facets.categories).toEqual([{ slug: 'tours', name_ar: 'الجولات', name_en: 'Tours', count: 9 }])
    expect(facets.labels).toEqual([{ key: 'new', count: 4 }])
    expect(facets.languages).toEqual([{ key: 'ar', count: 9 }])
  })

  it('keeps selected values listed with 0 so they stay ticked', () => {
    const { facets } = assembleFacets(rows, { labels: ['skip-the-line'], categories: ['trains'], categoryRows: [{ slug: 'trains', name_ar: 'القطارات', name_en: 'Trains', sort: 3 }], timeOfDay: ['night'] })
    expect(facets.labels).toContainEqual({ key: 'skip-the-line', count: 0 })
    expect(facets.categories.map((category) => category.slug)).toEqual(['tours', 'trains', 'cruises'])
    expect(facets.timeOfDay.map((entry) => entry.key)).toEqual(['morning', 'evening', 'night'])
  })

  it('has an empty price range and zero counts when nothing matches', () => {
    const { total, facets } = assembleFacets([
      ['total', '', 0],
      ['price', '', 0, null, null],
    ])
    expect(total).toBe(0)
    expect(facets.price).toEqual({ min: null, max: null })
    expect(facets.rating.every((entry) => entry.count === 0)).toBe(true)
    expect(facets.duration.every((entry) => entry.count === 0)).toBe(true)
  })
})
