import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'

const require = createRequire(import.meta.url)
const { parseQueryString, parseSearchQuery, parseSuggestQuery, parseAvailabilityQuery, parseAvailabilityDay, isIsoDate, daysBetween, isRecordId } = require('./catalog-query.js')
const { catalogMessages } = require('./catalog-messages.js')

const vocabulary = {
  labels: [{ key: 'best-seller' }, { key: 'free-cancellation' }],
  languages: [{ key: 'ar' }, { key: 'en' }],
  occasions: [{ key: 'honeymoon' }],
  best_for: [{ key: 'families' }, { key: 'couples' }],
}

describe('parseQueryString', () => {
  it('decodes names and values, + as space, and keeps repeats in order', () => {
    expect(parseQueryString('q=desert+safari&city=riyadh&city=jeddah&x')).toEqual([
      ['q', 'desert safari'],
      ['city', 'riyadh'],
      ['city', 'jeddah'],
      ['x', ''],
    ])
    expect(parseQueryString('q=%D8%A7%D9%84%D8%B9%D9%84%D8%A7')).toEqual([['q', 'العلا']])
  })

  it('marks a malformed escape as null instead of throwing', () => {
    expect(parseQueryString('q=%ZZ')).toEqual([['q', null]])
  })
})

describe('parseSearchQuery', () => {
  it('has defaults: page 1, 24 per page, recommended, no facets', () => {
    const result = parseSearchQuery('')
    expect(result.ok).toBe(true)
    expect(result.locale).toBe('ar')
    expect(result.query).toMatchObject({ q: '', page: 1, perPage: 24, sort: 'recommended', facets: false, cities: [], labels: [], priceMin: null, rating: null })
  })

  it('reads every filter; lists are comma-separated, repeated lists merge, duplicates drop', () => {
    const result = parseSearchQuery(
      'q=Edge&locale=en&page=2&perPage=48&city=riyadh&category=tours,cruises&labels=best-seller&labels=free-cancellation,best-seller&languages=ar&occasions=honeymoon&bestFor=families&timeOfDay=morning,evening&priceMin=1000&priceMax=50000&rating=4.5&age=8&durationMin=60&durationMax=240&sort=price_asc&facets=1',
      { vocabulary },
    )
    expect(result.ok).toBe(true)
    expect(result.locale).toBe('en')
    expect(result.query).toEqual({
      q: 'Edge',
      page: 2,
      perPage: 48,
      cities: ['riyadh'],
      categories: ['tours', 'cruises'],
      labels: ['best-seller', 'free-cancellation'],
      languages: ['ar'],
      occasions: ['honeymoon'],
      bestFor: ['families'],
      timeOfDay: ['morning', 'evening'],
      priceMin: 1000,
      priceMax: 50000,
      rating: 4.5,
      age: 8,
      durationMin: 60,
      durationMax: 240,
      date: null,
      sort: 'price_asc',
      facets: true,
    })
  })

  it('reads a day to be available on, and refuses one that is not a calendar date', () => {
    expect(parseSearchQuery('date=2026-12-24').query.date).toBe('2026-12-24')
    const bad = parseSearchQuery('date=2026-02-30&locale=en')
    expect(bad.ok).toBe(false)
    expect(bad.error.data.date.code).toBe('validation_invalid_date')
    expect(bad.error.message).toBe('The date "date" is not valid; use YYYY-MM-DD.')
  })

  it('treats empty values as absent and accepts Arabic-Indic digits in numbers', () => {
    const result = parseSearchQuery('city=&labels=&priceMax=%D9%A5%D9%A0%D9%A0&page=')
    expect(result.ok).toBe(true)
    expect(result.query.cities).toEqual([])
    expect(result.query.priceMax).toBe(500)
    expect(result.query.page).toBe(1)
  })

  it('refuses unknown parameters, in Arabic by default', () => {
    const result = parseSearchQuery('colour=red')
    expect(result.ok).toBe(false)
    expect(result.error.status).toBe(400)
    expect(result.error.data.colour.code).toBe('validation_unknown_param')
    expect(result.error.message).toMatch(/[\u0621-\u064a]/)
  })

  it('answers in English for locale=en or Accept-Language: en', () => {
    expect(parseSearchQuery('perPage=100&locale=en').error.message).toBe('perPage must be a whole number from 1 to 48.')
    expect(parseSearchQuery('perPage=100', { acceptLanguage: 'en-GB,en;q=0.9' }).error.message).toBe('perPage must be a whole number from 1 to 48.')
    // an invalid locale is itself an error, reported in the Accept-Language locale
    const bad = parseSearchQuery('locale=fr', { acceptLanguage: 'en' })
    expect(bad.ok).toBe(false)
    expect(bad.error.data.locale.message).toBe('The locale must be ar or en.')
  })

  it('lists every invalid field and names them in the top message', () => {
    const result = parseSearchQuery('sort=cheapest&priceMin=-5&rating=6&age=200&durationMax=x&facets=maybe&page=0&locale=en')
    expect(result.ok).toBe(false)
    expect(Object.keys(result.error.data).sort()).toEqual(['age', 'durationMax', 'facets', 'page', 'priceMin', 'rating', 'sort'])
    expect(result.error.message).toMatch(/^Some search parameters are not valid: /)
  })

  it('refuses reversed ranges', () => {
    expect(parseSearchQuery('priceMin=5000&priceMax=100').error.data.priceMin.code).toBe('validation_invalid_range')
    expect(parseSearchQuery('durationMin=300&durationMax=60').error.data.durationMin.code).toBe('validation_invalid_range')
  })

  it('refuses repeated scalar parameters and malformed escapes', () => {
    expect(parseSearchQuery('page=1&page=2').error.data.page.code).toBe('validation_repeated_param')
    expect(parseSearchQuery('q=%E0%A4%A').error.data.q.code).toBe('validation_invalid_format')
  })

  it('checks slugs and vocabulary keys (against the filters setting when given)', () => {
    expect(parseSearchQuery('city=Riyadh!').error.data.city.code).toBe('validation_invalid_format')
    expect(parseSearchQuery('labels=unknown-label', { vocabulary }).error.data.labels.code).toBe('validation_invalid_value')
    expect(parseSearchQuery('labels=unknown-label').ok).toBe(true)
    expect(parseSearchQuery('timeOfDay=midnight').error.data.timeOfDay.code).toBe('validation_invalid_value')
    expect(parseSearchQuery(`labels=${Array.from({ length: 21 }, (_, i) => `k${i}`).join(',')}`).error.data.labels.code).toBe('validation_too_many_values')
  })

  it('limits the search text length', () => {
    expect(parseSearchQuery(`q=${'a'.repeat(201)}`).error.data.q.code).toBe('validation_too_long')
    expect(parseSearchQuery(`q=${'a'.repeat(200)}`).ok).toBe(true)
  })
})

describe('parseSuggestQuery', () => {
  it('takes q and locale only', () => {
    expect(parseSuggestQuery('q=riy&locale=en')).toEqual({ ok: true, locale: 'en', query: { q: 'riy' } })
    expect(parseSuggestQuery('q=riy&page=2').error.data.page.code).toBe('validation_unknown_param')
  })
})

describe('availability parameters', () => {
  it('knows real calendar dates', () => {
    expect(isIsoDate('2026-02-28')).toBe(true)
    expect(isIsoDate('2028-02-29')).toBe(true)
    expect(isIsoDate('2026-02-29')).toBe(false)
    expect(isIsoDate('2026-13-01')).toBe(false)
    expect(isIsoDate('2026-1-01')).toBe(false)
    expect(isIsoDate('2026-04-31')).toBe(false)
  })

  it('counts days between dates', () => {
    expect(daysBetween('2026-12-30', '2027-01-02')).toBe(3)
  })

  it('requires from and to, in order, at most 92 days', () => {
    expect(parseAvailabilityQuery('from=2026-12-01&to=2027-03-02')).toEqual({ ok: true, locale: 'ar', query: { from: '2026-12-01', to: '2027-03-02' } })
    expect(parseAvailabilityQuery('from=2026-12-01&to=2027-03-03').error.data.to.code).toBe('validation_range_too_long')
    expect(parseAvailabilityQuery('from=2026-12-02&to=2026-12-01').error.data.to.code).toBe('validation_invalid_range')
    const missing = parseAvailabilityQuery('locale=en')
    expect(missing.error.data.from.code).toBe('validation_required')
    expect(missing.error.data.to.code).toBe('validation_required')
    expect(parseAvailabilityQuery('from=2026-02-30&to=2026-03-01').error.data.from.code).toBe('validation_invalid_date')
    expect(parseAvailabilityQuery('from=2026-12-01&to=2026-12-02&extra=1').error.data.extra.code).toBe('validation_unknown_param')
  })

  it('checks the day path segment', () => {
    expect(parseAvailabilityDay('2026-12-01', '').ok).toBe(true)
    expect(parseAvailabilityDay('tomorrow', 'locale=en').error.message).toBe('The date "date" is not valid; use YYYY-MM-DD.')
  })

  it('knows what a record id looks like', () => {
    expect(isRecordId('mvtt72y72wzlfmb')).toBe(true)
    expect(isRecordId('../etc')).toBe(false)
    expect(isRecordId('')).toBe(false)
  })
})

describe('catalog messages', () => {
  it('exist in both languages', () => {
    expect(Object.keys(catalogMessages.ar).sort()).toEqual(Object.keys(catalogMessages.en).sort())
    for (const text of Object.values(catalogMessages.ar)) expect(text).toMatch(/[\u0621-\u064a]/)
  })
})
