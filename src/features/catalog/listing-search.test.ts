import { describe, expect, it } from 'vitest'
import { activeFilterCount, activeFilters, searchApiQuery, validateListingSearch, withoutFilters } from './listing-search'

describe('listing search params', () => {
  it('keeps valid filters and drops the rest', () => {
    expect(
      validateListingSearch({ page: '3', sort: 'price_asc', labels: 'private,best-seller,Bad Key', timeOfDay: 'morning', priceMin: '50', priceMax: '400', rating: '4', age: '7', duration: '1-4h', date: '2026-12-05', junk: 'x' }),
    ).toEqual({ page: 3, sort: 'price_asc', labels: 'private,best-seller', timeOfDay: 'morning', priceMin: 50, priceMax: 400, rating: 4, age: 7, duration: '1-4h', date: '2026-12-05' })
  })

  it('drops nonsense: page 1, unknown sorts, negative prices, ratings out of range', () => {
    expect(validateListingSearch({ page: '1', sort: 'cheapest', priceMin: '-5', rating: '9', duration: 'forever' })).toEqual({})
    expect(validateListingSearch({ sort: 'recommended' })).toEqual({})
  })

  it('reads a price range typed backwards the right way round', () => {
    expect(validateListingSearch({ priceMin: '500', priceMax: '100' })).toEqual({ priceMin: 100, priceMax: 500 })
    expect(validateListingSearch({ priceMin: '500', priceMax: '0' })).toEqual({ priceMax: 500 })
    expect(validateListingSearch({ priceMin: '100', priceMax: '100' })).toEqual({ priceMin: 100, priceMax: 100 })
  })

  it('counts the filters that are on', () => {
    expect(activeFilterCount({ page: 2, sort: 'rating', labels: 'a', priceMax: 100 })).toBe(2)
  })

  it('builds the API query: scope wins, SAR become halalas, duration buckets become minutes', () => {
    expect(searchApiQuery({ priceMin: 50, priceMax: 400, duration: '1-4h', labels: 'private', category: 'tours' }, { city: 'riyadh', category: 'cruises' }, 'ar')).toEqual({
      locale: 'ar',
      page: '1',
      perPage: '24',
      facets: '1',
      sort: 'recommended',
      city: 'riyadh',
      category: 'cruises',
      labels: 'private',
      priceMin: '5000',
      priceMax: '40000',
      durationMin: '61',
      durationMax: '240',
    })
    expect(searchApiQuery({ duration: 'multi-day' }, { q: 'العلا' }, 'en')).toMatchObject({ q: 'العلا', durationMin: '1441' })
    expect(searchApiQuery({ date: '2026-12-05' }, { city: 'riyadh' }, 'en')).toMatchObject({ city: 'riyadh', date: '2026-12-05' })
  })
})

describe('active filters as chips', () => {
  it('one chip per chosen value, each taking only itself off (and going back to page 1)', () => {
    const search = validateListingSearch({ page: '2', sort: 'rating', category: 'tours', languages: 'en,ar', priceMin: '100', rating: '4', age: '9', duration: '1-4h', date: '2026-12-05' })
    const chips = activeFilters(search)
    expect(chips.map((chip) => `${chip.kind}${'key' in chip ? `:${chip.key}` : ''}`)).toEqual(['category:tours', 'languages:en', 'languages:ar', 'price', 'rating', 'age', 'duration'])
    expect(chips[1]!.without).toEqual({ ...search, page: undefined, languages: 'ar' })
    expect(chips[2]!.without.languages).toBe('en')
    expect(chips[3]!.without).toMatchObject({ priceMin: undefined, priceMax: undefined, rating: 4 })
    expect(activeFilters(withoutFilters(search))).toEqual([])
    expect(withoutFilters(search)).toEqual({ sort: 'rating', date: '2026-12-05' })
  })
})
