import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'

const require = createRequire(import.meta.url)
const { planSlots, diffSlots, blackoutDays, weekdayOf } = require('./schedule-plan.js')

const rule = (overrides = {}) => ({ id: 'rule00000000001', option: 'opt', weekdays: [0, 1, 2, 3, 4], start_times: ['09:00', '16:00'], date_from: '2026-12-06', date_to: '2026-12-12', capacity: 20, price_overrides: {}, booking_cutoff_minutes: 120, status: 'active', ...overrides })

describe('planSlots', () => {
  it('gives every weekday × time of an active rule within its dates and the range, in Riyadh dates', () => {
    expect(weekdayOf('2026-12-06')).toBe(0) // a Sunday
    const plan = planSlots({ option: 'opt', rules: [rule()], exceptions: [], from: '2026-12-01', to: '2026-12-31' })
    expect(plan.map((slot) => `${slot.date} ${slot.start_time}`)).toEqual(['06', '07', '08', '09', '10'].flatMap((day) => [`2026-12-${day} 09:00`, `2026-12-${day} 16:00`]))
    expect(plan[0]).toEqual({ date: '2026-12-06', start_time: '09:00', capacity: 20, price_overrides: {}, booking_cutoff_minutes: 120, status: 'open', source: 'rule00000000001' })
  })

  it('stops at the range (the horizon) for an open-ended rule and skips paused rules', () => {
    expect(planSlots({ option: 'opt', rules: [rule({ date_to: '' })], exceptions: [], from: '2026-12-06', to: '2026-12-07' })).toHaveLength(4)
    expect(planSlots({ option: 'opt', rules: [rule({ status: 'paused' })], exceptions: [], from: '2026-12-01', to: '2026-12-31' })).toEqual([])
  })

  it('lets the later-starting rule win a shared date and time, and an extra departure win over both', () => {
    const season = rule({ id: 'rule00000000002', date_from: '2026-12-08', capacity: 5, price_overrides: { adult: 9000 } })
    const extra = { id: 'extra0000000001', option: 'opt', kind: 'extra', date_from: '2026-12-09', date_to: '', start_times: ['09:00', '20:00'], capacity: 3, price_overrides: {}, booking_cutoff_minutes: 0 }
    const plan = planSlots({ option: 'opt', rules: [season, rule()], exceptions: [extra], from: '2026-12-01', to: '2026-12-31' })
    const at = (date, time) => plan.find((slot) => slot.date === date && slot.start_time === time)
    expect(at('2026-12-07', '09:00').capacity).toBe(20)
    expect(at('2026-12-08', '09:00')).toMatchObject({ capacity: 5, price_overrides: { adult: 9000 }, source: 'rule00000000002' })
    expect(at('2026-12-09', '09:00')).toMatchObject({ capacity: 3, source: 'extra0000000001' })
    expect(at('2026-12-09', '20:00').capacity).toBe(3)
  })

  it('closes the departures of a blackout (all times, or only the listed ones; of the option or the whole experience)', () => {
    const exceptions = [
      { id: 'b1', option: '', kind: 'blackout', date_from: '2026-12-07', date_to: '2026-12-08', start_times: [] },
      { id: 'b2', option: 'opt', kind: 'blackout', date_from: '2026-12-10', date_to: '', start_times: ['16:00'] },
      { id: 'b3', option: 'other', kind: 'blackout', date_from: '2026-12-09', date_to: '', start_times: [] },
    ]
    const plan = planSlots({ option: 'opt', rules: [rule()], exceptions, from: '2026-12-01', to: '2026-12-31' })
    expect(plan.filter((slot) => slot.status === 'closed').map((slot) => `${slot.date} ${slot.start_time}`)).toEqual(['2026-12-07 09:00', '2026-12-07 16:00', '2026-12-08 09:00', '2026-12-08 16:00', '2026-12-10 16:00'])
    expect(blackoutDays(exceptions, '2026-12-01', '2026-12-31', 'opt')).toEqual(['2026-12-07', '2026-12-08', '2026-12-10'])
  })
})

describe('diffSlots', () => {
  const plan = planSlots({ option: 'opt', rules: [rule({ date_to: '2026-12-07' })], exceptions: [], from: '2026-12-01', to: '2026-12-31' })
  const slot = (date, time, overrides = {}) => ({ id: `${date}${time}`, date, start_time: time, capacity: 20, reserved: 0, status: 'open', price_overrides: {}, booking_cutoff_minutes: 120, schedule_rule: 'rule00000000001', ...overrides })

  it('creates what is missing and nothing the second time', () => {
    const first = diffSlots(plan, [])
    expect(first.create).toHaveLength(4)
    const existing = first.create.map((planned) => slot(planned.date, planned.start_time))
    expect(diffSlots(plan, existing)).toEqual({ create: [], update: [], remove: [], kept: [] })
  })

  it('updates and deletes only free slots the rules own; keeps slots with reservations and slots made by hand', () => {
    const existing = [
      slot('2026-12-06', '09:00', { capacity: 10 }),
      slot('2026-12-06', '16:00', { capacity: 10, reserved: 3 }),
      slot('2026-12-08', '09:00'),
      slot('2026-12-08', '16:00', { reserved: 1 }),
      slot('2026-12-09', '09:00', { schedule_rule: '' }),
    ]
    const diff = diffSlots(plan, existing)
    expect(diff.create.map((planned) => `${planned.date} ${planned.start_time}`)).toEqual(['2026-12-07 09:00', '2026-12-07 16:00'])
    expect(diff.update.map((planned) => [planned.id, planned.capacity])).toEqual([['2026-12-0609:00', 20]])
    expect(diff.remove).toEqual(['2026-12-0809:00'])
    expect(diff.kept.map((kept) => [kept.id, kept.reserved, kept.reason])).toEqual([
      ['2026-12-0616:00', 3, 'holds_reservations'],
      ['2026-12-0816:00', 1, 'holds_reservations'],
    ])
  })
})
