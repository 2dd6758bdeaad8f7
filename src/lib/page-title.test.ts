import { describe, expect, it } from 'vitest'
import { documentTitle, fallbackTitle } from './page-title'

describe('page titles', () => {
  it('joins page title and site name, or shows the site name alone', () => {
    expect(documentTitle('FAQ', 'Rihla')).toBe('FAQ | Rihla')
    expect(documentTitle(undefined, 'رحلة')).toBe('رحلة')
  })

  it('falls back to the last path segment, dashes to spaces, words capitalised', () => {
    expect(fallbackTitle('/en/terms-and-conditions')).toBe('Terms And Conditions')
    expect(fallbackTitle('/things-to-do-in-riyadh/')).toBe('Things To Do In Riyadh')
    expect(fallbackTitle('/search/%D8%AC%D9%88%D9%84%D8%A9')).toBe('جولة')
    expect(fallbackTitle('/')).toBe('')
  })
})
