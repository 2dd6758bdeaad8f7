import { describe, expect, it } from 'vitest'
import { claimChunkReload, countRouterReload, isChunkLoadError, shouldReload } from './chunk-reload'

function memoryStorage() {
  const values = new Map<string, string>()
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) }
}

describe('chunk reload guard', () => {
  it('reloads at most once per 10 seconds per path', () => {
    const storage = memoryStorage()
    expect(claimChunkReload('/en', storage, 1_000)).toBe(true)
    expect(claimChunkReload('/en', storage, 5_000)).toBe(false)
    expect(claimChunkReload('/blog', storage, 5_000)).toBe(true)
    expect(claimChunkReload('/en', storage, 11_000)).toBe(true)
  })

  it('counts the router’s own reload for the same error as the path’s reload', () => {
    const storage = memoryStorage()
    const error = new TypeError('Failed to fetch dynamically imported module: /assets/faq-1.js')
    expect(countRouterReload('/en/faq', error, storage, 1_000)).toBe(false)
    storage.setItem(`tanstack_router_reload:${error.message}`, '1')
    expect(countRouterReload('/en/faq', error, storage, 2_000)).toBe(true)
    expect(claimChunkReload('/en/faq', storage, 5_000)).toBe(false)
    expect(countRouterReload('/en/faq', error, storage, 20_000)).toBe(false)
    expect(claimChunkReload('/en/faq', storage, 20_000)).toBe(true)
  })

  it('treats a missing record as never reloaded', () => {
    expect(shouldReload(null, 0)).toBe(true)
    expect(shouldReload(0, 9_999)).toBe(false)
  })

  it('recognises the browsers’ chunk load errors', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true)
    expect(isChunkLoadError(new Error('Some other error'))).toBe(false)
  })
})
