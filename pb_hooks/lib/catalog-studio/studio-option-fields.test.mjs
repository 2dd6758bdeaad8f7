import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'

const require = createRequire(import.meta.url)
const { checkOptionFields } = require('./studio-option-fields.js')

const context = { vocabulary: { languages: ['ar', 'en'] } }
const adult = { key: 'adult', name_ar: 'بالغ', name_en: 'Adult', age_min: 12, age_max: 99, price: 25000 }
const child = { key: 'child', name_ar: 'طفل', name_en: 'Child', age_min: 3, age_max: 11, price: 17500 }
const stored = { title_ar: 'أساسي', title_en: 'Standard', pricing: 'per_person', traveller_types: [adult, child] }

describe('an option edit', () => {
  it('a new option needs both titles and its traveller types, and gets the defaults for the rest', () => {
    expect(checkOptionFields({ title_en: 'Standard' }, context, null)).toEqual({
      ok: false,
      problems: [
        { field: 'title_ar', key: 'field_required', params: undefined },
        { field: 'traveller_types', key: 'types_required', params: undefined },
      ],
    })
    const made = checkOptionFields({ title_ar: ' أساسي ', title_en: 'Standard', traveller_types: [adult, { ...child, key: '' }] }, context, null)
    expect(made.ok).toBe(true)
    expect(made.fields).toMatchObject({ title_ar: 'أساسي', pricing: 'per_person', max_per_booking: 10, booking_cutoff_minutes: 0, traveller_types: [adult, child] })
  })

  it('refuses a free or negative headline price, reversed ages, a repeated type and a fractional price, naming the row', () => {
    const problem = (types) => checkOptionFields({ traveller_types: types }, context, stored).problems?.[0]
    expect(problem([{ ...adult, price: 0 }, child])).toEqual({ field: 'traveller_types', key: 'type_headline_price', params: { name: 'Adult', name_ar: 'بالغ' } })
    expect(problem([adult, { ...child, price: -100 }])).toEqual({ field: 'traveller_types', key: 'type_price', params: { row: 2 } })
    expect(problem([adult, { ...child, price: 12.5 }])).toEqual({ field: 'traveller_types', key: 'type_price', params: { row: 2 } })
    expect(problem([adult, { ...child, age_min: 12, age_max: 3 }])).toEqual({ field: 'traveller_types', key: 'type_ages', params: { row: 2 } })
    expect(problem([adult, { ...adult }])).toEqual({ field: 'traveller_types', key: 'type_repeated', params: { row: 2 } })
    expect(problem([adult, { ...child, name_ar: '' }])).toEqual({ field: 'traveller_types', key: 'type_name_required', params: { row: 2 } })
    // An infant may be free: only the headline price must be more than zero.
    expect(checkOptionFields({ traveller_types: [adult, { ...child, key: 'infant', price: 0 }] }, context, stored).ok).toBe(true)
  })

  it('a per-item option has exactly one type; switching pricing re-checks the stored types', () => {
    expect(checkOptionFields({ pricing: 'per_item' }, context, stored).problems).toEqual([{ field: 'traveller_types', key: 'item_one_type', params: undefined }])
    const item = checkOptionFields({ pricing: 'per_item', traveller_types: [{ name_ar: 'يخت', name_en: 'Yacht', price: 150000 }] }, context, stored)
    expect(item.fields.traveller_types).toEqual([{ key: 'item', name_ar: 'يخت', name_en: 'Yacht', age_min: 0, age_max: 99, price: 150000 }])
  })

  it('checks numbers, languages and pickup places; empty pickup rows are dropped', () => {
    const checked = checkOptionFields({ max_per_booking: 0, languages: ['fr'], pickup_places: [{ name_ar: 'الفندق', name_en: 'Hotel', time: '25:00' }] }, context, stored)
    expect(checked.problems).toEqual([
      { field: 'max_per_booking', key: 'number_range', params: { min: 1, max: 100 } },
      { field: 'languages', key: 'choice_unknown', params: undefined },
      { field: 'pickup_places', key: 'pickup_time', params: { row: 1 } },
    ])
    const places = checkOptionFields({ pickup_places: [{ name_ar: 'الفندق', name_en: 'Hotel', time: '07:30' }, { name_ar: '', name_en: '', address_ar: '', address_en: '', time: '' }] }, context, stored)
    expect(places.fields.pickup_places).toEqual([{ key: 'pickup-1', name_ar: 'الفندق', name_en: 'Hotel', address_ar: '', address_en: '', time: '07:30' }])
    expect(checkOptionFields({ nonsense: 1 }, context, stored).problems).toEqual([{ field: 'nonsense', key: 'field_not_editable' }])
  })

  it('keeps the fewest per booking at or under the most, against the stored value of the one not sent', () => {
    const group = { ...stored, min_per_booking: 2, max_per_booking: 8 }
    expect(checkOptionFields({ min_per_booking: 9 }, context, group).problems).toEqual([{ field: 'min_per_booking', key: 'min_above_max', params: { max: 8 } }])
    expect(checkOptionFields({ max_per_booking: 1 }, context, group).problems).toEqual([{ field: 'min_per_booking', key: 'min_above_max', params: { max: 1 } }])
    expect(checkOptionFields({ min_per_booking: 8 }, context, group)).toEqual({ ok: true, fields: { min_per_booking: 8 } })
    expect(checkOptionFields({ min_per_booking: 0 }, context, group).problems).toEqual([{ field: 'min_per_booking', key: 'number_range', params: { min: 1, max: 100 } }])
    expect(checkOptionFields({ title_ar: 'أ', title_en: 'A', traveller_types: [adult], min_per_booking: 11 }, context, null).problems).toEqual([{ field: 'min_per_booking', key: 'min_above_max', params: { max: 10 } }])
  })
})
