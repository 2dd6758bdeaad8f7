import { EMAIL_PATTERN } from '../../lib/validate-email'

export type ContactForm = { name: string; email: string; phone: string; subject: string; message: string }
export type ContactField = keyof ContactForm
export type ContactProblem = 'required' | 'format'
export type ContactErrors = Partial<Record<ContactField, ContactProblem>>

/** The server's limits (pb_hooks/lib/content/contact.js): the fields stop there, so nothing is refused for length. */
export const CONTACT_LIMITS: Record<ContactField, number> = { name: 120, email: 254, phone: 24, subject: 200, message: 5000 }

// The server's checks (pb_hooks/lib/content/contact.js), so what passes here is not refused there.
const PHONE = /^\+?[0-9][0-9 ()-]{4,22}$/

/** Arabic-Indic (٠-٩) and Persian (۰-۹) digits as ASCII digits, as the server reads them. */
const asciiDigits = (value: string) => value.replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660)).replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))

/** One field's problem, or undefined when it is fine. */
export function contactFieldProblem(field: ContactField, value: string): ContactProblem | undefined {
  const text = value.trim()
  switch (field) {
    case 'name':
    case 'message':
      return text ? undefined : 'required'
    case 'email':
      if (!text) return 'required'
      return EMAIL_PATTERN.test(text) ? undefined : 'format'
    case 'phone':
      return !text || PHONE.test(asciiDigits(text).replace(/\s+/g, ' ')) ? undefined : 'format'
    default:
      return undefined
  }
}

/** Every field's problem: required fields and formats, as the server checks them. */
export function validateContact(form: ContactForm): ContactErrors {
  const errors: ContactErrors = {}
  for (const field of Object.keys(form) as ContactField[]) {
    const problem = contactFieldProblem(field, form[field])
    if (problem) errors[field] = problem
  }
  return errors
}

/** The form's top message: the spec's 'All fields must be filled out.' only when something is left empty. */
export const missesRequired = (errors: ContactErrors) => Object.values(errors).includes('required')
