import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it } from 'vitest'
import { INITIAL_DATA_ID, seedInitialData } from './initial-data'

const block = (text: string) => {
  const element = document.createElement('script')
  element.type = 'application/json'
  element.id = INITIAL_DATA_ID
  element.textContent = text
  document.body.append(element)
}

afterEach(() => document.getElementById(INITIAL_DATA_ID)?.remove())

describe('seedInitialData', () => {
  it('puts each answer under its query key as fresh data, and reads the block once', () => {
    block(JSON.stringify([{ key: ['catalog', 'experience', 'a'], data: { slug: 'a' } }, { key: ['shell', 'config'], data: { layout: 'default' } }, { key: 'bad', data: 1 }, { key: ['x'] }]))
    const client = new QueryClient()
    expect(seedInitialData(client)).toBe(2)
    expect(client.getQueryData(['catalog', 'experience', 'a'])).toEqual({ slug: 'a' })
    expect(client.getQueryState(['shell', 'config'])?.dataUpdatedAt).toBeGreaterThan(Date.now() - 1000)
    expect(document.getElementById(INITIAL_DATA_ID)).toBeNull()
    expect(seedInitialData(client)).toBe(0)
  })

  it('ignores a page without a block or with a broken one', () => {
    const client = new QueryClient()
    expect(seedInitialData(client)).toBe(0)
    block('{not json')
    expect(seedInitialData(client)).toBe(0)
  })
})
