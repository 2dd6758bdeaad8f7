import { describe, expect, it } from 'vitest'
import cases from '../../pb_hooks/lib/shared/email-address-cases.json'
import { emailProblem } from './validate-email'

// The same table runs against the server's rule (pb_hooks/lib/shared/email-address.test.mjs).
describe('the forms’ e-mail rule', () => {
  it.each(cases.accepted)('accepts %j', (address) => expect(emailProblem(address)).toBeNull())
  it.each(cases.refused.filter((address) => address.trim() !== ''))('refuses %j', (address) => expect(emailProblem(address)).toBe('format'))
  it('asks for an empty address', () => expect(emailProblem('  ')).toBe('required'))
})
