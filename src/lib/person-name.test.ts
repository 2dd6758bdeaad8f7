import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { hasInvisibleCharacters } from './person-name'

const require = createRequire(import.meta.url)
const server = require('../../pb_hooks/lib/accounts/person-name.js') as { hasInvisibleCharacters: (value: string) => boolean }

describe('hasInvisibleCharacters', () => {
  it('refuses what the server refuses, between Latin letters, between Arabic letters and after an emoji', () => {
    const contexts = [(c: string) => `a${c}b`, (c: string) => `ب${c}ت`, (c: string) => `👩${c}👧`, (c: string) => c]
    // Every default-ignorable and direction control, and a sample of everything else.
    const special = /^[\p{Default_Ignorable_Code_Point}\p{Bidi_Control}\s]$/u
    for (let code = 0; code <= 0xe1000; code = code === 0x1ffff ? 0xe0000 : code + 1) {
      if (code >= 0xd800 && code <= 0xdfff) continue
      const character = String.fromCodePoint(code)
      if (!special.test(character) && code % 251 !== 0) continue
      for (const context of contexts) {
        const text = context(character)
        if (hasInvisibleCharacters(text) !== server.hasInvisibleCharacters(text)) expect.fail(`differs on U+${code.toString(16)} in ${JSON.stringify(text)}`)
      }
    }
  }, 30_000)

  it('refuses a direction override and tag characters, and accepts Arabic, Persian and Latin names', () => {
    expect(hasInvisibleCharacters('\u202Egnp.exe')).toBe(true)
    expect(hasInvisibleCharacters('Sara\u{E0041}')).toBe(true)
    expect(hasInvisibleCharacters('\u200B')).toBe(true)
    expect(hasInvisibleCharacters('سارة الحربي')).toBe(false)
    expect(hasInvisibleCharacters('علی\u200Cرضا')).toBe(false)
    expect(hasInvisibleCharacters("Sara O'Neil-Harbi")).toBe(false)
  })
})
