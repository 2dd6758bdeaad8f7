import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'

const require = createRequire(import.meta.url)
const { foldText } = require('./text-fold.js')

describe('foldText', () => {
  it('unifies the alef forms, taa marbuta and alef maqsura', () => {
    expect(foldText('أبها')).toBe(foldText('ابها'))
    expect(foldText('إطلالة')).toBe(foldText('اطلاله'))
    expect(foldText('آثار')).toBe('اثار')
    expect(foldText('مكة المكرمة')).toBe(foldText('مكه المكرمه'))
    expect(foldText('مستشفى')).toBe(foldText('مستشفي'))
  })

  it('removes Arabic diacritics and tatweel', () => {
    expect(foldText('رِحْلَةٌ')).toBe('رحله')
    expect(foldText('جـــولة')).toBe('جوله')
  })

  it('ignores Latin case and accents, and turns punctuation into spaces', () => {
    expect(foldText('Café  ÉLAN — Tour!')).toBe('cafe elan tour')
  })

  it('reads Arabic-Indic digits as digits', () => {
    expect(foldText('٢٠٢٦')).toBe('2026')
  })

  it('returns an empty string for nothing', () => {
    expect(foldText(null)).toBe('')
    expect(foldText(undefined)).toBe('')
  })
})
