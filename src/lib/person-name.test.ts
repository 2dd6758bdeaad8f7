import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { hasInvisibleCharacters } from './person-name'

const require = createRequire(import.meta.url)
const server = require('../../pb_hooks/lib/accounts/person-name.js') as { INVISIBLE_OR_BIDI: RegExp }

describe('hasInvisibleCharacters', () => {
  it('refuses what the server refuses', () => {
    for (let code = 0; code <= 0xffff; code += 1) {
      const character = String.fromCharCode(code)
      expect(hasInvisibleCharacters(`a${character}b`), code.toString(16)).toBe(server.INVISIBLE_OR_BIDI.test(`a${character}b`))
    }
  })

  it('refuses a direction override and accepts Arabic and Latin names', () => {
    expect(hasInvisibleCharacters('\u202Egnp.exe')).toBe(true)
    expect(hasInvisibleCharacters('سارة الحربي')).toBe(false)
    expect(hasInvisibleCharacters("Sara O'Neil-Harbi")).toBe(false)
  })
})
