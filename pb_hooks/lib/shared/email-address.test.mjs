import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import cases from './email-address-cases.json' with { type: 'json' }

const require = createRequire(import.meta.url)
const { isEmailAddress } = require('./email-address.js')

// The same table runs against the forms' rule (src/lib/validate-email.test.ts).
describe('the server’s e-mail rule', () => {
  it.each(cases.accepted)('accepts %j', (address) => expect(isEmailAddress(address)).toBe(true))
  it.each(cases.refused)('refuses %j', (address) => expect(isEmailAddress(address)).toBe(false))
})
