// @vitest-environment jsdom
import { QueryClient, dehydrate } from '@tanstack/react-query'
import { afterEach, describe, expect, it } from 'vitest'
import { INITIAL_DATA_ID, takeServerState } from './initial-data'

const block = (text: string) => {
  const element = document.createElement('script')
  element.type = 'application/json'
  element.id = INITIAL_DATA_ID
  element.textContent = text
  document.body.append(element)
}

afterEach(() => document.getElementById(INITIAL_DATA_ID)?.remove())

describe('takeServerState', () => {
  it('puts the server’s answers under their query keys, and reads the block once', () => {
    const server = new QueryClient()
    server.setQueryData(['catalog', 'experience', 'a'], { slug: 'a' })
    server.setQueryData(['shell', 'config'], { layout: 'default' })
    block(JSON.stringify(dehydrate(server)))
    const client = new QueryClient()
    expect(takeServerState(client)).toBe(2)
    expect(client.getQueryData(['catalog', 'experience', 'a'])).toEqual({ slug: 'a' })
    expect(client.getQueryState(['shell', 'config'])?.dataUpdatedAt).toBeGreaterThan(Date.now() - 1000)
    expect(document.getElementById(INITIAL_DATA_ID)).toBeNull()
    expect(takeServerState(client)).toBe(0)
  })

  it('wins over what the device kept, even when the device’s clock is ahead', () => {
    const server = new QueryClient()
    server.setQueryData(['shell', 'config'], { layout: 'rendered' }, { updatedAt: Date.now() - 60_000 })
    block(JSON.stringify(dehydrate(server)))
    const client = new QueryClient()
    client.setQueryData(['shell', 'config'], { layout: 'kept' }, { updatedAt: Date.now() + 30_000 })
    takeServerState(client)
    expect(client.getQueryData(['shell', 'config'])).toEqual({ layout: 'rendered' })
  })

  it('ignores a page without a block or with a broken one', () => {
    const client = new QueryClient()
    expect(takeServerState(client)).toBe(0)
    block('{not json')
    expect(takeServerState(client)).toBe(0)
    block('[1, 2]')
    expect(takeServerState(client)).toBe(0)
  })
})
