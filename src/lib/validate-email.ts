/**
 * The server's e-mail rule (pb_hooks/lib/shared/email-address.js: the shape PocketBase's email
 * field accepts, with a dot in the domain), so what passes a form is not refused by the API; both
 * run the cases of pb_hooks/lib/shared/email-address-cases.json.
 */
export const EMAIL_PATTERN = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/

export type EmailProblem = 'required' | 'format'

/** The problem with an email field, or null (spec section 5: required, then the format). */
export function emailProblem(value: string): EmailProblem | null {
  if (value.trim().length === 0) return 'required'
  return EMAIL_PATTERN.test(value.trim()) ? null : 'format'
}
