// The app's fetch-based reader of public data (src/lib/public-api.ts) against a real PocketBase:
// it must read what the SDK reads, page through long lists, and fail the way the SDK fails.
import { describe, expect, it } from 'vitest'
import { isClientResponseError } from '../../src/lib/pocketbase'
import { createPublicApi, filterExpression } from '../../src/lib/public-api'
import { guestClient, testServerUrl } from '../support/api'

const api = () => createPublicApi(() => testServerUrl())

describe('publicApi', () => {
  it('lists a whole collection as the SDK does, in pages of any size', async () => {
    const sdk = guestClient()
    const viaSdk = await sdk.collection('cities').getFullList({ sort: 'sort', expand: 'country' })
    expect(viaSdk.length).toBeGreaterThan(2)
    expect(await api().listAll('cities', { sort: 'sort', expand: 'country' })).toEqual(viaSdk)
    // Pages of two: the last page is shorter (or empty) and ends the list.
    expect(await api().listAll('cities', { sort: 'sort', expand: 'country', batch: 2 })).toEqual(viaSdk)
  })

  it('finds the first match by a quoted filter, or answers 404 as the SDK does', async () => {
    const sdk = guestClient()
    const [city] = await sdk.collection('cities').getFullList<{ slug: string }>({ sort: 'sort' })
    const filter = filterExpression('slug = {:slug}', { slug: city!.slug })
    expect(await api().first('cities', filter, { expand: 'country' })).toEqual(await sdk.collection('cities').getFirstListItem(filter, { expand: 'country' }))

    const missing = await api().first('cities', filterExpression('slug = {:slug}', { slug: "no-such-city' || slug != '" })).catch((error: unknown) => error)
    expect(isClientResponseError(missing)).toBe(true)
    expect(missing).toMatchObject({ status: 404 })
  })

  it('counts what a guest may list, as the SDK’s totals do', async () => {
    const sdk = guestClient()
    const active = await sdk.collection('experiences').getList(1, 1, { filter: "status = 'active'" })
    expect(active.totalItems).toBeGreaterThan(1)
    expect(await api().count('experiences', "status = 'active'")).toBe(active.totalItems)
    expect(await api().count('countries')).toBe((await sdk.collection('countries').getList(1, 1)).totalItems)
  })

  it('reads the store API, and gives its 400 with the server’s message', async () => {
    const result = await api().get<{ items: { slug: string }[]; totalItems: number }>('/api/store/search', { locale: 'en', perPage: 3 })
    expect(result.items).toHaveLength(3)
    expect(result.totalItems).toBeGreaterThan(3)

    const refused = await api().get('/api/store/search', { sort: 'cheapest', locale: 'en' }).catch((error: unknown) => error)
    expect(isClientResponseError(refused)).toBe(true)
    expect(refused).toMatchObject({ status: 400, message: 'The sort must be one of recommended, price_asc, price_desc, rating.' })
  })

  it('tells a request it could not send from an answer', async () => {
    const unreachable = await createPublicApi(() => 'http://127.0.0.1:9')
      .get('/api/store/config')
      .catch((error: unknown) => error)
    expect(isClientResponseError(unreachable)).toBe(true)
    expect(unreachable).toMatchObject({ status: 0 })
  })
})
