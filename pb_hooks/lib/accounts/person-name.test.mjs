import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'

const require = createRequire(import.meta.url)
const { hasInvisibleCharacters } = require('./person-name.js')

describe('hasInvisibleCharacters', () => {
  it('finds direction overrides, isolates, marks and zero-width characters', () => {
    for (const name of ['\u202Egnp.exe', 'Sara\u200B', '\u2066Sara\u2069', 'سارة\u200F', 'Sa\u200Dra', '\uFEFFSara', 'Sa\u00ADra', 'نورة\u061C']) {
      expect(hasInvisibleCharacters(name), JSON.stringify(name)).toBe(true)
    }
  })

  it('leaves names in Arabic and Latin scripts, with spaces, hyphens and apostrophes alone', () => {
    for (const name of ['سارة الحربي', 'عبد الله', 'Sara Al-Harbi', "O'Neil", 'José', 'Zoë']) expect(hasInvisibleCharacters(name), name).toBe(false)
    expect(hasInvisibleCharacters(undefined)).toBe(false)
  })
})

describe('hasInvisibleCharacters by Unicode property', () => {
  it('finds tag characters and names made only of invisible characters', () => {
    for (const name of ['Sara\u{E0041}\u{E0042}', '\u{E0020}', '\u3164', '\u200B\u200C', 'Sa\u{1D173}ra']) expect(hasInvisibleCharacters(name), JSON.stringify(name)).toBe(true)
  })

  it('keeps a Persian name with its zero-width non-joiner', () => {
    expect(hasInvisibleCharacters('علی\u200Cرضا')).toBe(false)
  })
})
