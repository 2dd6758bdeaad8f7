export type ContactForm = { name: string; email: string; phone: string; subject: string; message: string }
export type ContactErrors = Partial<Record<keyof ContactForm, 'required' | 'format'>>

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/
const PHONE = /^\+?[0-9 ]{6,20}$/

/** Client-side checks mirroring the server's: required fields and formats. */
export function validateContact(form: ContactForm): ContactErrors {
  const errors: ContactErrors = {}
  if (!form.name.trim()) errors.name = 'required'
  if (!form.email.trim()) errors.email = 'required'
  else if (!EMAIL.test(form.email.trim())) errors.email = 'format'
  if (form.phone.trim() && !PHONE.test(form.phone.trim())) errors.phone = 'format'
  if (!form.message.trim()) errors.message = 'required'
  return errors
}
