import { ClientResponseError } from 'pocketbase'
import { describe, expect, it } from 'vitest'
import { isClientResponseError, pocketBase, whenPocketBaseLoads } from './pocketbase'

describe('isClientResponseError', () => {
  it('knows the SDK’s errors by their name, and nothing else', () => {
    expect(isClientResponseError(new ClientResponseError({ status: 409, response: { message: 'Sold out' } }))).toBe(true)
    // A network failure is an SDK error too, with status 0.
    expect(isClientResponseError(new ClientResponseError({ status: 0 }))).toBe(true)
    expect(isClientResponseError(new TypeError('Failed to fetch dynamically imported module: /assets/pocketbase.js'))).toBe(false)
    expect(isClientResponseError({ name: 'ClientResponseError 409', status: 409 })).toBe(false)
    expect(isClientResponseError(null)).toBe(false)
  })
})

describe('pocketBase', () => {
  it('loads one client, and tells those waiting for it without loading it for them', async () => {
    const seen: unknown[] = []
    whenPocketBaseLoads((client) => seen.push(client))
    expect(seen).toEqual([])
    const client = await pocketBase()
    expect(await pocketBase()).toBe(client)
    expect(seen).toEqual([client])
    whenPocketBaseLoads((later) => seen.push(later))
    expect(seen).toEqual([client, client])
  })
})
