import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'

const require = createRequire(import.meta.url)
const { parseThrottle, checkSignIn, afterFailure, afterSuccess, afterReset, isIdle, waitAfter, SIGN_IN_THROTTLE } = require('./sign-in-throttle.js')

const NOW = Date.parse('2026-11-22T09:00:00Z')
const SECOND = 1000
const MINUTE = 60 * SECOND

/** The state after `count` wrong passwords, one a second from NOW. */
function failed(count, state = parseThrottle('')) {
  let current = state
  const mails = []
  for (let index = 0; index < count; index += 1) {
    const next = afterFailure(current, { nowMs: NOW + index * SECOND })
    current = next.state
    mails.push(next.mailOwner)
  }
  return { state: current, mails }
}

describe('sign-in throttle', () => {
  it('lets the first five wrong passwords through, then makes each try wait', () => {
    const four = failed(4).state
    expect(checkSignIn(four, { nowMs: NOW + 4 * SECOND, address: '203.0.113.9' })).toEqual({ allowed: true })
    const five = failed(5).state
    const verdict = checkSignIn(five, { nowMs: NOW + 5 * SECOND, address: '203.0.113.9' })
    expect(verdict.allowed).toBe(false)
    expect(verdict.retryAfterMs).toBe(30 * SECOND - SECOND)
    expect(checkSignIn(five, { nowMs: NOW + 4 * SECOND + 30 * SECOND, address: '203.0.113.9' })).toEqual({ allowed: true })
  })

  it('doubles the wait after each further failure, never above 15 minutes', () => {
    expect([5, 6, 7, 8, 9, 10, 20].map((failures) => waitAfter(failures, SIGN_IN_THROTTLE) / SECOND)).toEqual([30, 60, 120, 240, 480, 900, 900])
  })

  it('counts the same whatever the client address: a hundred addresses are held back alike', () => {
    const { state } = failed(5)
    for (let index = 1; index <= 100; index += 1) expect(checkSignIn(state, { nowMs: NOW + 6 * SECOND, address: `198.51.100.${index}` }).allowed).toBe(false)
  })

  it('never holds back an address the account signed in from lately: the owner is not locked out', () => {
    const owner = afterSuccess(parseThrottle(''), { nowMs: NOW - 3 * 24 * 3600 * SECOND, address: '192.0.2.7' })
    const attacked = failed(20, owner).state
    expect(checkSignIn(attacked, { nowMs: NOW + 21 * SECOND, address: '192.0.2.7' })).toEqual({ allowed: true })
    expect(checkSignIn(attacked, { nowMs: NOW + 21 * SECOND, address: '198.51.100.1' }).allowed).toBe(false)
    // Forgotten after 30 days.
    expect(checkSignIn(attacked, { nowMs: NOW + 31 * 24 * 3600 * SECOND, address: '192.0.2.7' }).allowed).toBe(true)
  })

  it('clears the count after a correct password or a password reset, and forgets it after an hour', () => {
    const { state } = failed(7)
    expect(checkSignIn(afterSuccess(state, { nowMs: NOW + 8 * SECOND, address: '192.0.2.7' }), { nowMs: NOW + 9 * SECOND, address: '198.51.100.1' })).toEqual({ allowed: true })
    expect(checkSignIn(afterReset(state), { nowMs: NOW + 9 * SECOND, address: '198.51.100.1' })).toEqual({ allowed: true })
    expect(checkSignIn(state, { nowMs: NOW + 61 * MINUTE, address: '198.51.100.1' })).toEqual({ allowed: true })
    expect(afterFailure(state, { nowMs: NOW + 61 * MINUTE }).state.failures).toBe(1)
  })

  it('mails the owner when the wait begins, at most once a day', () => {
    const first = failed(12)
    expect(first.mails.filter(Boolean)).toHaveLength(1)
    expect(first.mails.indexOf(true)).toBe(4)
    const later = failed(5, { ...first.state, failures: 0, lastFailureMs: 0 })
    expect(later.mails.some(Boolean)).toBe(false)
  })

  it('keeps a few known addresses, newest first, and reads damaged state as fresh', () => {
    let state = parseThrottle('not json')
    expect(state).toEqual({ failures: 0, lastFailureMs: 0, mailedAtMs: 0, known: {} })
    for (let index = 0; index < 15; index += 1) state = afterSuccess(state, { nowMs: NOW + index, address: `192.0.2.${index}` })
    expect(Object.keys(state.known)).toHaveLength(SIGN_IN_THROTTLE.knownAddresses)
    expect(state.known['192.0.2.14']).toBe(NOW + 14)
    expect(state.known['192.0.2.0']).toBeUndefined()
    expect(parseThrottle(JSON.stringify(state))).toEqual(state)
  })

  it('can drop a state with nothing left to remember', () => {
    expect(isIdle(failed(3).state, NOW + 5 * SECOND)).toBe(false)
    expect(isIdle(failed(3).state, NOW + 2 * 3600 * SECOND)).toBe(true)
    expect(isIdle(failed(5).state, NOW + 2 * 3600 * SECOND)).toBe(false)
  })
})
