import { createHash } from 'node:crypto'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'

const require = createRequire(import.meta.url)
const { voterIdOf, votersOf, networkOf, networkCapped } = require('./review-votes.js')

const sha256 = (text) => createHash('sha256').update(text).digest('hex')

describe('helpful votes: who votes', () => {
  it('takes a well-formed voter id from the header and nothing else', () => {
    expect(voterIdOf('3f2b8c1e-6a7d-4e9b-9c1f-2d3e4f5a6b7c')).toBe('3f2b8c1e-6a7d-4e9b-9c1f-2d3e4f5a6b7c')
    expect(voterIdOf('  abcdefghijklmnop  ')).toBe('abcdefghijklmnop')
    for (const bad of ['', 'short', 'x'.repeat(65), 'has space in the middle!', "quote'or1=1--aaaaaaaa", null, undefined, 42]) expect(voterIdOf(bad)).toBe('')
  })

  it('names the customer first, then the browser, hashed; nobody without either', () => {
    const voters = votersOf('user123', 'abcdefghijklmnop', sha256)
    expect(voters[0]).toBe('u:user123')
    expect(voters[1]).toBe(`g:${sha256('rihla-voter|abcdefghijklmnop')}`)
    expect(voters[1]).not.toContain('abcdefghijklmnop')
    expect(votersOf('', 'abcdefghijklmnop', sha256)).toHaveLength(1)
    expect(votersOf('', '', sha256)).toEqual([])
  })

  it('hashes a network per review, so two reviews’ rows cannot be joined by it', () => {
    expect(networkOf('10.0.0.1', 'r1', sha256)).not.toBe(networkOf('10.0.0.1', 'r2', sha256))
    expect(networkOf('10.0.0.1', 'r1', sha256)).toBe(networkOf('10.0.0.1', 'r1', sha256))
    expect(networkOf('', 'r1', sha256)).toBe('')
  })
})

describe('networkCapped', () => {
  it('caps guests and customers without a verified e-mail by network, not verified customers', () => {
    expect(networkCapped(false)).toBe(true)
    expect(networkCapped(true)).toBe(false)
  })
})
