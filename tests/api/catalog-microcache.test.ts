// The microcache in front of the catalog's public answers (server/microcache.go, decision 014):
// a repeated question is answered from memory with the same body and headers, and never with
// an answer older than the last write — a checkout's seats and a staff edit show at once.
import { afterAll, describe, expect, it } from 'vitest'
import { superuserClient } from '../support/api'
import { bookableSlots, call, checkoutBody, postCheckout } from './checkout-support'

type SlotAnswer = { id: string; remaining: number }
type DateBody = { options: { slots: SlotAnswer[] }[] }
type SearchBody = { totalItems: number; items: { id: string }[] }

const cacheState = (headers: Headers) => headers.get('x-rihla-cache')

/** Asks twice, until the second answer comes from the cache (a write elsewhere may intervene). */
async function cachedTwice<T>(path: string) {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const first = await call<T>(path)
    const second = await call<T>(path)
    if (cacheState(second.headers) === 'hit') return { first, second }
  }
  throw new Error(`${path} was never answered from the cache`)
}

describe('microcache', () => {
  const restore: (() => Promise<void>)[] = []
  afterAll(async () => {
    for (const undo of restore.reverse()) await undo()
  })

  it('answers a repeated search from memory with the same body and headers', async () => {
    const path = '/api/store/search?locale=en&q=desert&page=1&perPage=6'
    const { first, second } = await cachedTwice<SearchBody>(path)
    expect(first.status).toBe(200)
    expect(second.status).toBe(200)
    expect(second.body).toEqual(first.body)
    for (const name of ['content-type', 'cache-control', 'content-security-policy', 'x-content-type-options', 'referrer-policy']) {
      expect(second.headers.get(name), name).toBe(first.headers.get(name))
      expect(second.headers.get(name), name).toBeTruthy()
    }
  })

  it('never keeps an answer to a bad question', async () => {
    const path = '/api/store/search?locale=en&sort=cheapest-first'
    const first = await call(path)
    const second = await call(path)
    expect(first.status).toBe(400)
    expect(second.status).toBe(400)
    expect(cacheState(second.headers)).toBe('miss')
  })

  it("shows a checkout's seats on the next availability answer", async () => {
    const [slot] = await bookableSlots(1)
    const path = `/api/store/availability/${slot!.experience}/${slot!.date}`
    const remaining = (body: DateBody) => body.options.flatMap((option) => option.slots).find((answer) => answer.id === slot!.id)!.remaining
    const { second } = await cachedTwice<DateBody>(path)
    expect(remaining(second.body)).toBe(20)

    const created = await postCheckout(checkoutBody([slot!], {}, 3))
    expect(created.status, JSON.stringify(created.body)).toBe(201)

    const after = await call<DateBody>(path)
    expect(cacheState(after.headers)).toBe('miss')
    expect(remaining(after.body)).toBe(17)
  })

  it("finds a staff edit's new words on the next search", async () => {
    const admin = await superuserClient()
    const experience = await admin.collection('experiences').getFirstListItem<{ id: string; title_en: string }>("status = 'active'")
    const word = `zephyrine${Date.now().toString(36)}`
    const path = `/api/store/search?locale=en&q=${word}`
    const { second } = await cachedTwice<SearchBody>(path)
    expect(second.body.totalItems).toBe(0)

    await admin.collection('experiences').update(experience.id, { title_en: `${experience.title_en} ${word}` })
    restore.push(async () => {
      await admin.collection('experiences').update(experience.id, { title_en: experience.title_en })
    })

    const after = await call<SearchBody>(path)
    expect(after.body.items.map((item) => item.id)).toEqual([experience.id])
  })
})
