import { describe, expect, it } from 'vitest'
import { validateContact } from './validate-contact'

const valid = { name: 'Sara', email: 'sara@example.com', phone: '', subject: '', message: 'Hello' }

describe('validateContact', () => {
  it('accepts a complete message', () => {
    expect(validateContact(valid)).toEqual({})
  })

  it('requires name, email and message', () => {
    expect(validateContact({ ...valid, name: ' ', email: '', message: '' })).toEqual({ name: 'required', email: 'required', message: 'required' })
  })

  it('checks the email and phone formats', () => {
    expect(validateContact({ ...valid, email: 'sara@', phone: 'abc' })).toEqual({ email: 'format', phone: 'format' })
  })
})
