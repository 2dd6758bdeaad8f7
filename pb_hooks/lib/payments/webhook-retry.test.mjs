import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'

const require = createRequire(import.meta.url)
const { afterFailedAttempt, deliveryError, WEBHOOK_RETRY } = require('./webhook-retry.js')

const minute = 60_000

describe('webhook retries', () => {
  it('back off exponentially from one minute, at most an hour apart', () => {
    const gaps = [1, 2, 3, 4, 5, 6, 7].map((attempts) => afterFailedAttempt(attempts, 0).retryAtMs / minute)
    expect(gaps).toEqual([1, 2, 4, 8, 16, 32, 60])
  })

  it('give up after the last attempt', () => {
    expect(afterFailedAttempt(WEBHOOK_RETRY.maxAttempts, 0)).toEqual({ giveUp: true })
    expect(afterFailedAttempt(WEBHOOK_RETRY.maxAttempts + 3, 0)).toEqual({ giveUp: true })
    expect(afterFailedAttempt(WEBHOOK_RETRY.maxAttempts - 1, 1000).giveUp).toBe(false)
  })

  it('treat a missing count as the first attempt', () => {
    expect(afterFailedAttempt(undefined, 5)).toEqual({ giveUp: false, retryAtMs: 5 + minute })
  })

  it('keep errors short and on one line', () => {
    expect(deliveryError('dial tcp 127.0.0.1:1:\n connection refused')).toBe('dial tcp 127.0.0.1:1: connection refused')
    expect(deliveryError('x'.repeat(1000))).toHaveLength(300)
  })
})
