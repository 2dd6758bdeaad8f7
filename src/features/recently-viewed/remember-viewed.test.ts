import { describe, expect, it } from 'vitest'
import { rememberViewed, RECENTLY_VIEWED_LIMIT, type ViewedExperience } from './remember-viewed'

const viewed = (id: string, viewedAt = '2026-11-22T10:00:00.000Z'): ViewedExperience => ({
  id,
  slug: `experience-${id}`,
  citySlug: 'riyadh',
  title_ar: `تجربة ${id}`,
  title_en: `Experience ${id}`,
  image: null,
  price_from: 10_000,
  viewedAt,
})

describe('rememberViewed', () => {
  it('puts the experience just opened first', () => {
    expect(rememberViewed([viewed('a'), viewed('b')], viewed('c')).map((item) => item.id)).toEqual(['c', 'a', 'b'])
  })

  it('keeps an experience once, moved to the front with its latest data', () => {
    const list = rememberViewed([viewed('a'), viewed('b'), viewed('c')], viewed('b', '2026-11-22T12:00:00.000Z'))
    expect(list.map((item) => item.id)).toEqual(['b', 'a', 'c'])
    expect(list[0]?.viewedAt).toBe('2026-11-22T12:00:00.000Z')
  })

  it(`keeps the last ${RECENTLY_VIEWED_LIMIT}, dropping the oldest`, () => {
    let list: ViewedExperience[] = []
    for (let index = 1; index <= RECENTLY_VIEWED_LIMIT + 3; index += 1) list = rememberViewed(list, viewed(String(index)))
    expect(list).toHaveLength(RECENTLY_VIEWED_LIMIT)
    expect(list[0]?.id).toBe(String(RECENTLY_VIEWED_LIMIT + 3))
    expect(list.at(-1)?.id).toBe('4')
  })
})
