import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { rangesOf } from '../../../scripts/generate-invisible-characters.mjs'

const require = createRequire(import.meta.url)
const { DEFAULT_IGNORABLE, BIDI_CONTROL } = require('./invisible-characters-table.js')
const { invisibleProblem, isIgnorable, isBidiControl } = require('./visible-text.js')

describe('the generated table', () => {
  it('is the code points of \\p{Default_Ignorable_Code_Point} and \\p{Bidi_Control} in this Node (regenerate: node scripts/generate-invisible-characters.mjs)', () => {
    expect(DEFAULT_IGNORABLE).toEqual(rangesOf(/^\p{Default_Ignorable_Code_Point}$/u))
    expect(BIDI_CONTROL).toEqual(rangesOf(/^\p{Bidi_Control}$/u))
  })

  it('is searched right at the edges of its ranges', () => {
    for (const code of [0x00ad, 0x115f, 0x1160, 0x200b, 0x206f, 0xe0000, 0xe0fff]) expect(isIgnorable(code), code.toString(16)).toBe(true)
    for (const code of [0x00ac, 0x1161, 0x2070, 0xe1000, 0x41, 0x0627]) expect(isIgnorable(code), code.toString(16)).toBe(false)
    for (const code of [0x061c, 0x200e, 0x202e, 0x2069]) expect(isBidiControl(code)).toBe(true)
    expect(isBidiControl(0x200d)).toBe(false)
  })
})

describe('invisibleProblem', () => {
  it('refuses direction controls, tag characters and zero-width characters', () => {
    const refused = ['\u202Egnp.exe', 'Sara\u2066x\u2069', 'سارة\u200F', 'نورة\u061C', 'Sara\u{E0041}\u{E0042}', '\u{E0001}Sara', 'Sa\u200Bra', 'Sa\u200Dra', '\uFEFFSara', 'Sa\u00ADra', 'Hi\u2060there', 'x\u3164', 'مرحبا\u200Chello']
    for (const text of refused) expect(invisibleProblem(text), JSON.stringify(text)).toBe('invisible_characters')
  })

  it('refuses text that is only invisible characters and spaces', () => {
    for (const text of ['\u200B\u200C\u200D', ' \u2060 ', '\u3164', '\uFE0F', '\u202E\u202D', '\u{E0041}']) expect(invisibleProblem(text), JSON.stringify(text)).toBe('only_invisible')
  })

  it('keeps ZWNJ inside Persian words, ZWJ inside emoji sequences, variation selectors and subdivision flags', () => {
    const kept = ['می\u200Cخواهم', 'سارة الحربي', 'Sara Al-Harbi', "O'Neil", 'Zoë', '👨\u200D👩\u200D👧', '🏳\uFE0F\u200D🌈', '👩\u200D⚕\uFE0F', '❤\uFE0F شكرًا', '🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F} Edinburgh', '1. first\n2. second']
    for (const text of kept) expect(invisibleProblem(text), JSON.stringify(text)).toBeNull()
    expect(invisibleProblem('')).toBeNull()
    expect(invisibleProblem(undefined)).toBeNull()
  })

  it('refuses a black flag followed by tags without the cancel tag, and a lone cancel tag', () => {
    expect(invisibleProblem('🏴\u{E0067}\u{E0062}')).toBe('invisible_characters')
    expect(invisibleProblem('a\u{E007F}')).toBe('invisible_characters')
  })
})
