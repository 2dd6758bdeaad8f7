/** An address a mail can be sent to: something@domain.tld (the server checks it again). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/

export type EmailProblem = 'required' | 'format'

/** The problem with an email field, or null (spec section 5: required, then the format). */
export function emailProblem(value: string): EmailProblem | null {
  if (value.trim().length === 0) return 'required'
  return EMAIL_PATTERN.test(value.trim()) ? null : 'format'
}
