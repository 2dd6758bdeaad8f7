import { describe, expect, it } from 'vitest'
import { fragmentToken } from './fragment-token'

describe('fragmentToken', () => {
  it('reads the named token from a fragment, with or without #', () => {
    expect(fragmentToken('#token=abc_DEF-1', 'token')).toBe('abc_DEF-1')
    expect(fragmentToken('token=a.b-c_d', 'token')).toBe('a.b-c_d')
    expect(fragmentToken('#verify=xyz', 'verify')).toBe('xyz')
    expect(fragmentToken('#verify=xyz', 'token')).toBeUndefined()
  })

  it('stops at a query a payment provider appended after the fragment', () => {
    expect(fragmentToken('#token=abc?id=pay_1&status=paid', 'token')).toBe('abc')
  })

  it('gives nothing for a missing, malformed or oversized token', () => {
    expect(fragmentToken('', 'token')).toBeUndefined()
    expect(fragmentToken(undefined, 'verify')).toBeUndefined()
    expect(fragmentToken('#token=<script>', 'token')).toBeUndefined()
    expect(fragmentToken(`#token=${'x'.repeat(2000)}`, 'token')).toBeUndefined()
  })
})
