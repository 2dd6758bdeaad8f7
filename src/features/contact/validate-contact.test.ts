import { describe, expect, it } from 'vitest'
import { contactFieldProblem, missesRequired, validateContact } from './validate-contact'

const valid = { name: 'Sara', email: 'sara@example.com', phone: '', subject: '', message: 'Hello' }

describe('validateContact', () => {
  it('accepts a complete message', () => {
    expect(validateContact(valid)).toEqual({})
  })

  it('requires name, email and message', () => {
    const errors = validateContact({ ...valid, name: ' ', email: '', message: '' })
    expect(errors).toEqual({ name: 'required', email: 'required', message: 'required' })
    expect(missesRequired(errors)).toBe(true)
  })

  it('checks the email and phone formats as the server does', () => {
    const errors = validateContact({ ...valid, email: 'sara@', phone: 'abc' })
    expect(errors).toEqual({ email: 'format', phone: 'format' })
    // A wrong format alone is not 'All fields must be filled out.'
    expect(missesRequired(errors)).toBe(false)
    for (const email of ['a@b', 'a b@c.com', '@example.com', 'a@-example.com', 'a@example..com']) expect(contactFieldProblem('email', email), email).toBe('format')
  })

  it('takes phone numbers with Arabic-Indic digits, spaces, brackets and dashes', () => {
    for (const phone of ['+٩٦٦ ٥٥ ١٢٣ ٤٥٦٧', '050 123 4567', '+966 (55) 123-4567', '۰۵۰۱۲۳۴۵۶۷']) expect(contactFieldProblem('phone', phone), phone).toBeUndefined()
    for (const phone of ['12', '+966 55 123 4567 ext 9', '=cmd()']) expect(contactFieldProblem('phone', phone), phone).toBe('format')
  })
})
