import { describe, expect, it } from 'vitest'
import { hasMissingFields, validateNewPassword, validateSignIn, validateSignUp } from './validate-auth'

describe('account validation', () => {
  it('requires an email in a valid format and a password to sign in', () => {
    expect(validateSignIn({ email: '', password: '' })).toEqual({ email: 'required', password: 'required' })
    expect(validateSignIn({ email: 'sara@', password: 'x' })).toEqual({ email: 'format' })
    expect(validateSignIn({ email: 'sara@example.com', password: 'x' })).toEqual({})
  })

  it('needs every sign-up field, a password of at least 8 characters, and a matching confirmation', () => {
    const form = { firstName: 'Sara', lastName: 'Alharbi', email: 'sara@example.com', password: 'long-enough', passwordConfirm: 'long-enough' }
    expect(validateSignUp(form)).toEqual({})
    expect(validateSignUp({ ...form, password: 'short', passwordConfirm: 'short' })).toEqual({ password: 'too_short' })
    expect(validateSignUp({ ...form, passwordConfirm: 'different!' })).toEqual({ passwordConfirm: 'mismatch' })
    expect(hasMissingFields(validateSignUp({ ...form, lastName: ' ' }))).toBe(true)
  })

  it('refuses names with invisible or direction-changing characters', () => {
    const form = { firstName: 'Sara', lastName: 'Alharbi', email: 'sara@example.com', password: 'long-enough', passwordConfirm: 'long-enough' }
    expect(validateSignUp({ ...form, firstName: '\u202Egnp.exe', lastName: 'الحربي\u200B' })).toEqual({ firstName: 'invisible', lastName: 'invisible' })
    expect(validateSignUp({ ...form, firstName: 'سارة' })).toEqual({})
  })

  it('checks a new password the same way', () => {
    expect(validateNewPassword({ password: '1234567', passwordConfirm: '1234567' })).toEqual({ password: 'too_short' })
    expect(validateNewPassword({ password: '12345678', passwordConfirm: '12345679' })).toEqual({ passwordConfirm: 'mismatch' })
  })
})
