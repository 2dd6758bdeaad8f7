import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'

const require = createRequire(import.meta.url)
const { withRules, withoutLabels } = require('./rate-limit-rules.js')

const rule = (label, maxRequests = 10) => ({ label, audience: '', maxRequests, duration: 60 })

describe('rate-limit rules', () => {
  it('places new rules before the catch-all and replaces rules of the same label', () => {
    const current = [rule('*:auth'), rule('/api/store/orders/', 5), rule('/api/', 300)]
    expect(withRules(current, [rule('/api/store/orders/', 120), rule('/pay/sandbox/', 30)]).map((entry) => `${entry.label}:${entry.maxRequests}`)).toEqual([
      '*:auth:10',
      '/api/store/orders/:120',
      '/pay/sandbox/:30',
      '/api/:300',
    ])
    expect(withRules([rule('*:auth')], [rule('/x/')]).map((entry) => entry.label)).toEqual(['*:auth', '/x/'])
    expect(withoutLabels(current, ['/api/']).map((entry) => entry.label)).toEqual(['*:auth', '/api/store/orders/'])
  })
})
