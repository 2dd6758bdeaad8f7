import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'

const require = createRequire(import.meta.url)
const { checkPromoFields, daysOf } = require('./promo-fields.js')

const context = { experienceIds: ['exp000000000001'], cityIds: ['city00000000001'], categoryIds: [] }

describe('a promo code edit', () => {
  it('a new code in capitals, with Riyadh days stored as the instants checkout compares', () => {
    const checked = checkPromoFields({ code: ' eid-26 ', type: 'percent', value: 15, starts_on: '2026-12-20', ends_on: '2026-12-31', per_customer_limit: 1, scope: { experiences: ['exp000000000001'] } }, context, null)
    expect(checked.ok).toBe(true)
    expect(checked.fields).toMatchObject({ code: 'EID-26', type: 'percent', value: 15, per_customer_limit: 1, active: true, scope: { experiences: ['exp000000000001'], cities: [], categories: [] } })
    // 20 December begins at 21:00 UTC on the 19th; the code stops at the end of 31 December, Riyadh time.
    expect(checked.row).toMatchObject({ starts_at: '2026-12-19 21:00:00.000Z', ends_at: '2026-12-31 21:00:00.000Z' })
    expect(daysOf(checked.row.starts_at, checked.row.ends_at)).toEqual({ starts_on: '2026-12-20', ends_on: '2026-12-31' })
    expect(daysOf('', '')).toEqual({ starts_on: '', ends_on: '' })
  })

  it('names each problem on its field: the code, a percent over 100, a 0 amount, days in the wrong order, an unknown experience', () => {
    const checked = checkPromoFields({ code: 'a b', type: 'percent', value: 120, starts_on: '2026-12-31', ends_on: '2026-12-01', scope: { experiences: ['nosuch'] }, min_subtotal: -1 }, context, null)
    expect(checked.problems.map((problem) => [problem.field, problem.key])).toEqual([
      ['code', 'promo_code_invalid'],
      ['value', 'promo_percent'],
      ['min_subtotal', 'promo_amount_or_zero'],
      ['ends_on', 'promo_ends_before'],
      ['scope', 'promo_scope_unknown'],
    ])
    expect(checkPromoFields({ code: 'SAVE50', type: 'fixed', value: 0 }, context, null).problems).toEqual([{ field: 'value', key: 'promo_amount', params: undefined }])
    expect(checkPromoFields({ code: 'SAVE50', type: 'fixed', value: 5000, starts_on: '2026-02-30' }, context, null).problems).toEqual([{ field: 'starts_on', key: 'promo_day_invalid', params: undefined }])
  })

  it('an edit keeps what it does not send: pausing is { active: false }', () => {
    const current = checkPromoFields({ code: 'SPRING', type: 'fixed', value: 5000 }, context, null).fields
    const paused = checkPromoFields({ active: false }, context, current)
    expect(paused.fields).toEqual({ ...current, active: false })
    expect(checkPromoFields({ used_count: 0 }, context, current).problems).toEqual([{ field: 'used_count', key: 'field_not_editable', params: undefined }])
  })
})
