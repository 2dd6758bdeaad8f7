// The spec's account validation rules (section 5), shared by the sign-in, sign-up and
// password forms. Each returns field → problem; the forms turn problems into messages.
import { EMAIL_PATTERN, emailProblem } from '../../lib/validate-email'

export type AuthProblem = 'required' | 'format' | 'too_short' | 'mismatch' | 'invisible'
export type AuthErrors<Field extends string> = Partial<Record<Field, AuthProblem>>

import { hasInvisibleCharacters } from '../../lib/person-name'

export const PASSWORD_MIN_LENGTH = 8

const required = (value: string) => value.trim().length > 0

export function validateSignIn(form: { email: string; password: string }): AuthErrors<'email' | 'password'> {
  const errors: AuthErrors<'email' | 'password'> = {}
  if (!required(form.email)) errors.email = 'required'
  else if (!EMAIL_PATTERN.test(form.email.trim())) errors.email = 'format'
  if (!required(form.password)) errors.password = 'required'
  return errors
}

type SignUpField = 'firstName' | 'lastName' | 'email' | 'password' | 'passwordConfirm'

export function validateSignUp(form: Record<SignUpField, string>): AuthErrors<SignUpField> {
  const errors: AuthErrors<SignUpField> = {}
  for (const field of ['firstName', 'lastName', 'email', 'password', 'passwordConfirm'] as const) if (!required(form[field])) errors[field] = 'required'
  for (const field of ['firstName', 'lastName'] as const) if (!errors[field] && hasInvisibleCharacters(form[field])) errors[field] = 'invisible'
  if (!errors.email && !EMAIL_PATTERN.test(form.email.trim())) errors.email = 'format'
  if (!errors.password && form.password.length < PASSWORD_MIN_LENGTH) errors.password = 'too_short'
  if (!errors.passwordConfirm && form.passwordConfirm !== form.password) errors.passwordConfirm = 'mismatch'
  return errors
}

export function validateEmailOnly(form: { email: string }): AuthErrors<'email'> {
  const problem = emailProblem(form.email)
  return problem ? { email: problem } : {}
}

export function validateNewPassword(form: { password: string; passwordConfirm: string }): AuthErrors<'password' | 'passwordConfirm'> {
  const errors: AuthErrors<'password' | 'passwordConfirm'> = {}
  if (!required(form.password)) errors.password = 'required'
  else if (form.password.length < PASSWORD_MIN_LENGTH) errors.password = 'too_short'
  if (!required(form.passwordConfirm)) errors.passwordConfirm = 'required'
  else if (form.passwordConfirm !== form.password) errors.passwordConfirm = 'mismatch'
  return errors
}

/** 'All fields must be filled out.' applies when any field is missing (otherwise 'Please correct the highlighted fields.'). */
export const hasMissingFields = (errors: Record<string, AuthProblem | undefined>) => Object.values(errors).includes('required')
