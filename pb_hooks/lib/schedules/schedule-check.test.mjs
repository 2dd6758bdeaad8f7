import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'

const require = createRequire(import.meta.url)
const { checkRule, checkException } = require('./schedule-check.js')

const good = { weekdays: [4, 0, 1, 0], start_times: ['16:00', '09:00'], date_from: '2026-12-06', date_to: '2027-06-05', capacity: 20, price_overrides: { adult: 25000 }, booking_cutoff_minutes: 120 }

describe('checkRule', () => {
  it('accepts a rule and tidies its weekdays and times', () => {
    expect(checkRule(good, ['adult', 'child'])).toEqual({ ok: true, value: { ...good, weekdays: [0, 1, 4], start_times: ['09:00', '16:00'], status: 'active' } })
  })

  it('lists every problem by field', () => {
    const checked = checkRule({ weekdays: [], start_times: ['7:5'], date_from: '2026-12-06', date_to: '2026-12-01', capacity: 0, price_overrides: { adult: 0 }, booking_cutoff_minutes: -1 }, ['adult'])
    expect(checked.ok).toBe(false)
    expect(Object.fromEntries(Object.entries(checked.problems).map(([field, problem]) => [field, problem.key]))).toEqual({
      weekdays: 'weekdays_required',
      start_times: 'times_invalid',
      date_to: 'ends_before_start',
      capacity: 'capacity_positive',
      price_overrides: 'price_positive',
      booking_cutoff_minutes: 'cutoff_invalid',
    })
    expect(checkRule({ ...good, price_overrides: { senior: 100 } }, ['adult']).problems.price_overrides.key).toBe('price_type_unknown')
    expect(checkRule({ ...good, date_from: '2026-02-30' }, ['adult']).problems.date_from.key).toBe('date_invalid')
  })
})

describe('checkException', () => {
  it('needs an option, times and a capacity for an extra departure, only dates for a blackout', () => {
    expect(checkException({ kind: 'blackout', date_from: '2026-12-10', reason: ' Eid ' }, []).value).toMatchObject({ kind: 'blackout', date_to: '', start_times: [], reason: 'Eid' })
    const extra = checkException({ kind: 'extra', date_from: '2026-12-11' }, [])
    expect(Object.keys(extra.problems).sort()).toEqual(['capacity', 'option', 'start_times'])
  })
})
