import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'

const require = createRequire(import.meta.url)
const { searchTokens, tokenAlternatives, matchExpression } = require('./catalog-fts.js')
const { foldText } = require('./text-fold.js')

describe('searchTokens', () => {
  it('folds Arabic spellings to one form: alef, taa marbuta, alef maqsura, diacritics, tatweel', () => {
    const canonical = searchTokens('مكة المكرمة')
    expect(searchTokens('مكه المكرمه')).toEqual(canonical)
    expect(searchTokens('مَكَّة المُكَرَّمَة')).toEqual(canonical)
    expect(searchTokens('أبها')).toEqual(searchTokens('ابها'))
    expect(searchTokens('إطلالة')).toEqual(searchTokens('اطلاله'))
    expect(searchTokens('مستشفى')).toEqual(searchTokens('مستشفي'))
    expect(searchTokens('جـــولة')).toEqual(searchTokens('جولة'))
  })

  it('ignores English case and accents and punctuation', () => {
    expect(searchTokens('Édge of the WORLD!')).toEqual(['edge', 'of', 'the', 'world'])
  })

  it('folds exactly like the stored search text', () => {
    const title = 'رحلة حافة العالم — Edge of the World'
    expect(searchTokens(title).join(' ')).toBe(foldText(title))
  })

  it('keeps at most 8 distinct words of at most 40 letters', () => {
    expect(searchTokens('a b a c d e f g h i j')).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'])
    expect(searchTokens('x'.repeat(60))[0]).toHaveLength(40)
    expect(searchTokens('  !!! ')).toEqual([])
  })
})

describe('tokenAlternatives', () => {
  it('tries Arabic words with and without the article', () => {
    expect(tokenAlternatives('رياض')).toEqual(['رياض', 'الرياض'])
    expect(tokenAlternatives('الرياض')).toEqual(['الرياض', 'رياض'])
  })

  it('tries the singular of simple English plurals', () => {
    expect(tokenAlternatives('tours')).toEqual(['tours', 'tour'])
    expect(tokenAlternatives('activities')).toEqual(['activities', 'activity'])
    expect(tokenAlternatives('beaches')).toEqual(['beaches', 'beach'])
    expect(tokenAlternatives('glass')).toEqual(['glass'])
    expect(tokenAlternatives('bus')).toEqual(['bus'])
  })
})

describe('matchExpression', () => {
  it('ANDs the words and makes the last one a prefix', () => {
    expect(matchExpression(['edge', 'world'])).toBe('"edge" AND "world"*')
    expect(matchExpression(['حافه', 'العالم'])).toBe('("حافه" OR "الحافه") AND ("العالم"* OR "عالم"*)')
  })

  it('can leave the last word whole, or OR the words (every word then a prefix)', () => {
    expect(matchExpression(['edge'], { prefixLast: false })).toBe('"edge"')
    expect(matchExpression(['desrt', 'safari'], { any: true })).toBe('"desrt"* OR "safari"*')
  })

  it('is empty without words', () => {
    expect(matchExpression([])).toBe('')
  })

  it('never lets a double quote through (FTS5 syntax stays valid)', () => {
    expect(matchExpression(['a"b'])).toBe('"ab"*')
  })
})
