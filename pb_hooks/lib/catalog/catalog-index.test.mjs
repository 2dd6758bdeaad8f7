import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'

const require = createRequire(import.meta.url)
const { SCHEMA, DROP, REBUILD_EXPERIENCES, ROW_COLUMNS, experienceSearchText, placeSearchText } = require('./catalog-index.js')
const { foldText } = require('./text-fold.js')

describe('experienceSearchText', () => {
  it('folds both titles and the city and category names, as the seed generator does', () => {
    const text = experienceSearchText({ title_ar: 'رحلة حافة العالم', title_en: 'Edge of the World' }, { name_ar: 'الرياض', name_en: 'Riyadh' }, [{ name_ar: 'الجولات', name_en: 'Tours' }, null])
    expect(text).toBe(foldText('رحلة حافة العالم Edge of the World الرياض Riyadh الجولات Tours'))
    expect(text).toBe('رحله حافه العالم edge of the world الرياض riyadh الجولات tours')
  })

  it('copes with a missing city or categories', () => {
    expect(experienceSearchText({ title_ar: 'أبها', title_en: 'Abha' }, null, undefined)).toBe('ابها abha')
  })
})

describe('placeSearchText', () => {
  it('holds both names and the slug words', () => {
    expect(placeSearchText({ slug: 'al-khobar', name_ar: 'الخُبَر', name_en: 'Al Khobar' })).toBe('الخبر al khobar al khobar')
  })
})

describe('schema', () => {
  it('creates idempotently and drops everything it creates', () => {
    for (const sql of SCHEMA) expect(sql).toMatch(/^(CREATE (TABLE|INDEX|VIRTUAL TABLE|TRIGGER) IF NOT EXISTS|INSERT OR IGNORE)/)
    const created = SCHEMA.map((sql) => /^CREATE (?:TABLE|VIRTUAL TABLE|TRIGGER) IF NOT EXISTS (\w+)/.exec(sql)?.[1]).filter(Boolean)
    const dropped = DROP.map((sql) => /^DROP (?:TABLE|TRIGGER) IF EXISTS (\w+)/.exec(sql)?.[1])
    expect(dropped.sort()).toEqual(created.sort())
  })

  it('keeps an FTS5 index with its own integer keys over the folded search text', () => {
    const fts = SCHEMA.find((sql) => sql.includes('USING fts5'))
    expect(fts).toContain("content = 'catalog_rows'")
    expect(fts).toContain("content_rowid = 'docid'")
    expect(SCHEMA[0]).toContain('docid INTEGER PRIMARY KEY')
  })

  it('follows every write to experiences with triggers, only when a column it reads changed', () => {
    const update = SCHEMA.find((sql) => sql.includes('experiences_catalog_au'))
    for (const column of ['search_text', 'status', 'expires_at', 'city', 'price_from', 'categories', 'labels', 'languages', 'occasions', 'best_for']) {
      expect(update).toContain(`old.${column} IS NOT new.${column}`)
    }
    expect(SCHEMA.some((sql) => sql.includes('AFTER INSERT ON experiences'))).toBe(true)
    expect(SCHEMA.some((sql) => sql.includes('AFTER DELETE ON experiences'))).toBe(true)
    expect(ROW_COLUMNS).toContain('popularity')
  })

  it('gives each facet key an id and each row a mask of its keys (ids 1–63 are bits 0–62)', () => {
    const insert = SCHEMA.find((sql) => sql.includes('experiences_catalog_ai'))
    expect(insert).toContain('INSERT INTO catalog_keys')
    // No OR IGNORE in the triggers: an upsert's DO UPDATE runs them with ABORT (catalog-index.js).
    for (const trigger of SCHEMA.filter((sql) => sql.includes('ON experiences'))) expect(trigger).not.toContain('OR IGNORE')
    expect(insert).toContain('sum(1 << (k.id - 1))')
    expect(insert).toContain('k.id <= 63')
    expect(REBUILD_EXPERIENCES.join('\n')).toContain('UPDATE catalog_rows SET tag_mask')
  })

  it('rebuilds rows, tags and the FTS index from the experiences', () => {
    const sql = REBUILD_EXPERIENCES.join('\n')
    expect(sql).toContain('INSERT INTO catalog_rows')
    expect(sql).toContain('INSERT OR IGNORE INTO catalog_tags')
    expect(sql).toContain("INSERT INTO catalog_search (catalog_search) VALUES ('rebuild')")
  })
})
