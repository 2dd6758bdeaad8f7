import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'

const require = createRequire(import.meta.url)
const { editDistance, matchPlaces, noResultSuggestions } = require('./catalog-suggest.js')
const { placeSearchText } = require('./catalog-index.js')
const { searchTokens } = require('./catalog-fts.js')

const place = (kind, slug, name_ar, name_en, extra = {}) => ({ kind, id: `${kind}-${slug}`, slug, name_ar, name_en, body: placeSearchText({ slug, name_ar, name_en }), popular: false, sort: 0, ...extra })
const places = [
  place('city', 'riyadh', 'الرياض', 'Riyadh', { popular: true, sort: 1 }),
  place('city', 'jeddah', 'جدة', 'Jeddah', { popular: true, sort: 2 }),
  place('city', 'makkah', 'مكة المكرمة', 'Makkah', { sort: 3 }),
  place('city', 'red-sea', 'البحر الأحمر', 'Red Sea', { sort: 4 }),
  place('category', 'tours', 'الجولات', 'Tours', { sort: 1 }),
  place('category', 'yacht-rentals', 'تأجير اليخوت', 'Yacht Rentals', { sort: 2 }),
]

describe('editDistance', () => {
  it('counts edits and stops early past the limit', () => {
    expect(editDistance('riyadh', 'ryadh', 2)).toBe(1)
    expect(editDistance('jeddah', 'jedah', 2)).toBe(1)
    expect(editDistance('kitten', 'sitting', 3)).toBe(3)
    expect(editDistance('abc', 'abcdefgh', 2)).toBe(3)
  })
})

describe('matchPlaces', () => {
  it('matches as you type, in either language and any Arabic spelling', () => {
    expect(matchPlaces(searchTokens('riy'), places).map((row) => row.slug)).toEqual(['riyadh'])
    expect(matchPlaces(searchTokens('رياض'), places).map((row) => row.slug)).toEqual(['riyadh'])
    expect(matchPlaces(searchTokens('مكه'), places).map((row) => row.slug)).toEqual(['makkah'])
    expect(matchPlaces(searchTokens('جده'), places).map((row) => row.slug)).toEqual(['jeddah'])
    expect(matchPlaces(searchTokens('yacht'), places).map((row) => row.slug)).toEqual(['yacht-rentals'])
    expect(matchPlaces(searchTokens('red se'), places).map((row) => row.slug)).toEqual(['red-sea'])
  })

  it('needs every word unless asked for any', () => {
    expect(matchPlaces(searchTokens('riyadh tours'), places)).toEqual([])
    expect(matchPlaces(searchTokens('riyadh tours'), places, { all: false }).map((row) => row.slug).sort()).toEqual(['riyadh', 'tours'])
  })

  it('forgives small typos only when fuzzy', () => {
    expect(matchPlaces(searchTokens('ryadh'), places)).toEqual([])
    expect(matchPlaces(searchTokens('ryadh'), places, { fuzzy: true }).map((row) => row.slug)).toEqual(['riyadh'])
    expect(matchPlaces(searchTokens('jedah'), places, { fuzzy: true }).map((row) => row.slug)).toEqual(['jeddah'])
    expect(matchPlaces(searchTokens('xyzzy'), places, { fuzzy: true })).toEqual([])
  })

  it('limits the answer', () => {
    expect(matchPlaces(searchTokens('r'), places)).toHaveLength(3)
    expect(matchPlaces(searchTokens('r'), places, { limit: 2 })).toHaveLength(2)
    expect(matchPlaces([], places)).toEqual([])
  })
})

describe('noResultSuggestions', () => {
  it('lists places then experiences, without duplicates, up to the limit', () => {
    const suggestions = noResultSuggestions({
      places: [places[0], places[4]],
      experiences: [
        { slug: 'edge', title_ar: 'حافة العالم', title_en: 'Edge of the World', citySlug: 'riyadh' },
        { slug: 'edge', title_ar: 'حافة العالم', title_en: 'Edge of the World', citySlug: 'riyadh' },
      ],
      limit: 10,
    })
    expect(suggestions).toEqual([
      { type: 'city', slug: 'riyadh', name_ar: 'الرياض', name_en: 'Riyadh' },
      { type: 'category', slug: 'tours', name_ar: 'الجولات', name_en: 'Tours' },
      { type: 'experience', slug: 'edge', name_ar: 'حافة العالم', name_en: 'Edge of the World', citySlug: 'riyadh' },
    ])
    expect(noResultSuggestions({ places, experiences: [], limit: 3 })).toHaveLength(3)
  })
})
