import PocketBase from 'pocketbase'
import { describe, expect, it } from 'vitest'
import { isClientResponseError } from './pocketbase'
import { PublicApiError, filterExpression } from './public-api'

describe('filterExpression', () => {
  it('quotes values exactly as the SDK’s pb.filter does', () => {
    const sdk = new PocketBase('http://127.0.0.1:8090')
    const cases: [string, Record<string, string>][] = [
      ['slug = {:slug}', { slug: 'desert-safari' }],
      ['slug = {:slug}', { slug: "o'clock \\ 'quoted'" }],
      ['slug = {:slug} || slug = {:slug}', { slug: 'twice' }],
      ['title ~ {:q}', { q: 'جولة {:q} "x"' }],
      ['a = {:a} && b = {:b}', { a: 'only a' }],
    ]
    for (const [raw, params] of cases) expect(filterExpression(raw, params)).toBe(sdk.filter(raw, params))
  })
})

describe('PublicApiError', () => {
  it('is known as an API answer, with its status and the server’s message', () => {
    const error = new PublicApiError('http://x/api/store/search', 400, { message: 'The sort must be one of recommended, price_asc, price_desc, rating.' })
    expect(isClientResponseError(error)).toBe(true)
    expect(error.status).toBe(400)
    expect(error.message).toBe('The sort must be one of recommended, price_asc, price_desc, rating.')
    const offline = new PublicApiError('http://x/api/store/search', 0)
    expect(isClientResponseError(offline)).toBe(true)
    expect(offline.status).toBe(0)
  })
})
