import { describe, expect, it } from 'vitest'
import { acceptedLanguages } from './accepted-languages'

describe('acceptedLanguages', () => {
  it('orders by quality, then by position', () => {
    expect(acceptedLanguages('en-GB,en;q=0.9,ar;q=0.8')).toEqual(['en-GB', 'en', 'ar'])
    expect(acceptedLanguages('fr;q=0.5, ar-SA, en;q=0.7')).toEqual(['ar-SA', 'en', 'fr'])
  })

  it('leaves out refused and wildcard languages and reads nothing from no header', () => {
    expect(acceptedLanguages('en;q=0, *;q=0.1, ar')).toEqual(['ar'])
    expect(acceptedLanguages('')).toEqual([])
    expect(acceptedLanguages(undefined)).toEqual([])
  })
})
