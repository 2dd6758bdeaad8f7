import { describe, expect, it } from 'vitest'
import { anyMarked, recheckMarked } from './form-marks'

describe('recheckMarked', () => {
  it('drops the mark of a field that is now right and keeps the others', () => {
    expect(recheckMarked({ email: 'format', phone: 'required' }, { phone: 'required' })).toEqual({ phone: 'required' })
  })

  it('says what is still wrong with a marked field', () => {
    expect(recheckMarked({ email: 'required' }, { email: 'format' })).toEqual({ email: 'format' })
  })

  it('does not mark a field the traveller is still typing in', () => {
    expect(recheckMarked({}, { email: 'format' })).toEqual({})
  })

  it('tells whether anything is marked', () => {
    expect(anyMarked({ email: undefined })).toBe(false)
    expect(anyMarked({ email: 'format' })).toBe(true)
  })
})
