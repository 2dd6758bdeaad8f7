import { describe, expect, it } from 'vitest'
import { shouldPersistQuery } from './query-persister'

const query = (key: unknown[], status: 'success' | 'error' | 'pending' = 'success') => ({ queryKey: key, state: { status } }) as never

describe('shouldPersistQuery', () => {
  it('keeps catalog, content, saved, cart and orders', () => {
    for (const root of ['catalog', 'content', 'shell', 'availability', 'saved', 'cart', 'orders', 'chat']) expect(shouldPersistQuery(query([root, 'x']))).toBe(true)
  })

  it('drops anything else and anything that did not succeed', () => {
    expect(shouldPersistQuery(query(['auth', 'me']))).toBe(false)
    expect(shouldPersistQuery(query(['payments']))).toBe(false)
    expect(shouldPersistQuery(query(['chat-speaker', 'guest']))).toBe(false)
    expect(shouldPersistQuery(query(['chat-outbox']))).toBe(false)
    expect(shouldPersistQuery(query(['catalog', 'x'], 'error'))).toBe(false)
  })
})
