import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'

const require = createRequire(import.meta.url)
const { missingTranslations, canMove, changesOf, isCurrent } = require('./studio-rules.js')

describe('missingTranslations', () => {
  it('lists titles needed in both languages and every text written in one language only', () => {
    const values = {
      title_ar: 'جولة',
      title_en: '',
      summary_ar: '',
      summary_en: '',
      description_ar: 'وصف',
      description_en: '',
      highlights: [{ ar: 'نخيل', en: 'Palms' }, { ar: 'قهوة', en: '' }],
      itinerary: [{ title_ar: 'البداية', title_en: 'Start', text_ar: '', text_en: 'Meet' }],
      faq: [],
      location: { address_ar: '', address_en: '', meeting_point_ar: 'البوابة', meeting_point_en: 'The gate', instructions_ar: '', instructions_en: '' },
    }
    expect(missingTranslations(values)).toEqual(['title_en', 'description_en', 'highlights', 'itinerary'])
  })

  it('is empty for a complete experience', () => {
    expect(missingTranslations({ title_ar: 'جولة', title_en: 'Tour', highlights: [{ ar: 'نخيل', en: 'Palms' }] })).toEqual([])
  })
})

describe('canMove', () => {
  it('follows draft → published → unavailable → archived, and archived comes back as a draft', () => {
    expect(canMove('draft', 'active')).toBe(true)
    expect(canMove('active', 'unavailable')).toBe(true)
    expect(canMove('unavailable', 'active')).toBe(true)
    expect(canMove('unavailable', 'archived')).toBe(true)
    expect(canMove('archived', 'draft')).toBe(true)
    expect(canMove('archived', 'active')).toBe(false)
    expect(canMove('active', 'draft')).toBe(false)
  })
})

describe('changesOf and isCurrent', () => {
  it('keeps only what changed, with before and after', () => {
    expect(changesOf({ title_en: 'A', labels: ['x'] }, { title_en: 'B', labels: ['x'] })).toEqual({ title_en: { before: 'A', after: 'B' } })
  })

  it('compares versions whatever the spelling of the instant', () => {
    expect(isCurrent('2026-12-01 21:00:00.123Z', '2026-12-01 21:00:00.123Z')).toBe(true)
    expect(isCurrent('2026-12-01T21:00:00.123Z', '2026-12-01 21:00:00.123Z')).toBe(true)
    expect(isCurrent('2026-12-01 20:59:59.000Z', '2026-12-01 21:00:00.123Z')).toBe(false)
    expect(isCurrent('', '2026-12-01 21:00:00.123Z')).toBe(false)
  })
})
