import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'

const require = createRequire(import.meta.url)
const { nowMs, testNowMs } = require('./clock.js')

const request = (value) => ({ request: { header: { get: (name) => (name === 'X-Rihla-Test-Now' ? value : '') } } })

describe('clock', () => {
  it('honours X-Rihla-Test-Now on a test server', () => {
    expect(nowMs(request('2026-12-01T20:52:00+03:00'), 'test')).toBe(Date.parse('2026-12-01T17:52:00Z'))
  })

  it('ignores the header in production and anywhere but a test server', () => {
    for (const env of ['', 'production', 'bench', undefined]) expect(testNowMs(request('2026-12-01T20:52:00+03:00'), env === undefined ? '' : env)).toBeNull()
    const before = Date.now()
    const now = nowMs(request('2000-01-01T00:00:00Z'), 'production')
    expect(now).toBeGreaterThanOrEqual(before)
  })

  it('ignores a malformed instant', () => {
    for (const value of ['', 'tomorrow', '2026-12-01', '2026-13-45T99:99Z']) expect(testNowMs(request(value), 'test')).toBeNull()
  })
})
