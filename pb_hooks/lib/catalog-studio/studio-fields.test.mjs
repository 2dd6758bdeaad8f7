import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'

const require = createRequire(import.meta.url)
const { checkFields, slugFrom } = require('./studio-fields.js')
const { sm } = require('./studio-messages.js')
const { FIELDS } = require('../contracts/catalog-studio-contract.js')

const context = { cityIds: ['city00000000001'], categoryIds: ['cat000000000001'], vocabulary: { labels: ['best-seller'], languages: ['ar', 'en'], occasions: [], best_for: ['families'], time_of_day: ['morning'] } }

describe('checkFields', () => {
  it('stores trimmed texts, drops empty list rows and keeps the rest as written', () => {
    const checked = checkFields(
      { title_ar: '  جولة  ', highlights: [{ ar: 'نخيل', en: 'Palms' }, { ar: '', en: '' }], itinerary: [{ title_ar: 'البداية', title_en: 'Start', text_ar: '', text_en: '', duration_minutes: 30 }], labels: ['best-seller', 'best-seller'] },
      context,
      {},
    )
    expect(checked).toEqual({
      ok: true,
      fields: { title_ar: 'جولة', highlights: [{ ar: 'نخيل', en: 'Palms' }], itinerary: [{ title_ar: 'البداية', title_en: 'Start', text_ar: '', text_en: '', duration_minutes: 30 }], labels: ['best-seller'] },
    })
  })

  it('names every problem on its field: a bad slug, an unknown city, a zero-priced extra, an age range upside down', () => {
    const checked = checkFields({ slug: 'Not A Slug', city: 'nowhere', extras: [{ name_ar: 'غداء', name_en: 'Lunch', price: 0 }], age_min: 12, age_max: 8 }, context, {})
    expect(checked.ok).toBe(false)
    expect(checked.problems.map((problem) => [problem.field, problem.key])).toEqual([
      ['slug', 'slug_invalid'],
      ['city', 'city_unknown'],
      ['extras', 'price_positive'],
      ['age_max', 'age_range'],
    ])
  })

  it('refuses a field the studio does not edit (price_from is the server’s)', () => {
    expect(checkFields({ price_from: 100 }, context, {})).toEqual({ ok: false, problems: [{ field: 'price_from', key: 'field_not_editable' }] })
  })

  it('checks the cancellation policy: free starts free, tiers sorted, non-refundable has none', () => {
    expect(checkFields({ cancellation_policy: { type: 'free', tiers: [{ minutes_before: 0, penalty_percent: 100 }, { minutes_before: 1440, penalty_percent: 0 }] } }, context, {})).toEqual({
      ok: true,
      fields: { cancellation_policy: { type: 'free', tiers: [{ minutes_before: 1440, penalty_percent: 0 }, { minutes_before: 0, penalty_percent: 100 }] } },
    })
    expect(checkFields({ cancellation_policy: { type: 'free', tiers: [{ minutes_before: 1440, penalty_percent: 50 }] } }, context, {}).problems[0].key).toBe('policy_free_first')
    expect(checkFields({ cancellation_policy: { type: 'non_refundable', tiers: [{ minutes_before: 5, penalty_percent: 1 }] } }, context, {}).fields.cancellation_policy).toEqual({ type: 'non_refundable', tiers: [] })
  })

  it('wants both coordinates of the meeting point, or neither', () => {
    expect(checkFields({ location: { lat: 24.7 } }, context, {}).problems[0].key).toBe('coordinates_invalid')
    expect(checkFields({ location: { lat: 24.7, lng: 46.7, address_en: 'Diriyah' } }, context, {}).fields.location).toMatchObject({ lat: 24.7, lng: 46.7, address_en: 'Diriyah', address_ar: '' })
  })
})

describe('messages', () => {
  it('has every studio refusal in Arabic and English', () => {
    const keys = ['slug_invalid', 'slug_taken', 'city_unknown', 'price_positive', 'age_range', 'stale', 'managers_only', 'missing_translations', 'reason_required', 'transition_refused']
    for (const key of keys) {
      expect(sm('ar', key)).not.toBe(sm('en', key))
      expect(sm('ar', key)).toMatch(/[\u0600-\u06FF]/)
    }
  })

  it('names every field the missing-translation list can hold', () => {
    const named = Object.keys(FIELDS).filter((name) => FIELDS[name].pair || ['bilingual_list', 'itinerary', 'faq', 'extras', 'location'].includes(FIELDS[name].kind))
    for (const name of named) expect(sm('en', `label_${name}`), name).not.toBe(`label_${name}`)
  })
})

describe('slugFrom', () => {
  it('turns an English title into an address', () => {
    expect(slugFrom('Edge of the World — Sunset!')).toBe('edge-of-the-world-sunset')
    expect(slugFrom('')).toBe('experience')
  })
})
