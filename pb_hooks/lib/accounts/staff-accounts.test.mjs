import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'

const require = createRequire(import.meta.url)
const { checkStaffInput, deactivated } = require('./staff-accounts.js')

describe('checkStaffInput', () => {
  it('normalises a new manager', () => {
    expect(checkStaffInput({ email: ' Mona@Rihla.test ', name: ' Mona  Alqahtani ', role: 'manager', locale: 'en', password: 'long-enough-1' }, false)).toEqual({
      ok: true,
      staff: { email: 'mona@rihla.test', name: 'Mona Alqahtani', role: 'manager', locale: 'en', password: 'long-enough-1' },
    })
  })

  it('defaults to an Arabic agent and keeps the password of an existing account when none is given', () => {
    expect(checkStaffInput({ email: 'huda@rihla.test', name: 'Huda', password: '' }, true)).toMatchObject({ ok: true, staff: { role: 'agent', locale: 'ar', password: '' } })
  })

  it('says every problem', () => {
    const answer = checkStaffInput({ email: 'nope', name: '', role: 'owner', locale: 'fr', password: '' }, false)
    expect(answer.ok).toBe(false)
    expect(answer.problems).toHaveLength(5)
    expect(checkStaffInput({ email: 'a@b.co', name: 'A', password: 'short' }, false).problems).toEqual(['password: 10 to 71 characters'])
  })
})

describe('deactivated', () => {
  it('is only the change from active to inactive', () => {
    expect(deactivated(true, false)).toBe(true)
    expect(deactivated(false, false)).toBe(false)
    expect(deactivated(true, true)).toBe(false)
    expect(deactivated(false, true)).toBe(false)
  })
})
