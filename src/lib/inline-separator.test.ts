import { describe, expect, it } from 'vitest'
import { inlineSeparator, joinInline } from './inline-separator'

describe('inline parts (issue 34, item 3)', () => {
  it('joins Arabic parts with the Arabic comma, never the middle dot', () => {
    expect(inlineSeparator('ar')).toBe('، ')
    expect(joinInline(['٠٨:٠٠', 'بقي ٣ مقاعد'], 'ar')).toBe('\u2068٠٨:٠٠\u2069، \u2068بقي ٣ مقاعد\u2069')
    expect(joinInline(['العمر ١٢–٦٥', '٤٤٠ ر.س.'], 'ar')).not.toContain('·')
  })
  it('keeps the middle dot in English and leaves empty parts out', () => {
    expect(joinInline(['08:00', null, '', '3 seats left'], 'en')).toBe('\u206808:00\u2069 · \u20683 seats left\u2069')
  })
})
