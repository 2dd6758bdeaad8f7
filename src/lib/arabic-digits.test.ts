import { describe, expect, it } from 'vitest'
import { withArabicDigits } from './arabic-digits'

describe('withArabicDigits (issue 34, item 5)', () => {
  it('writes free-standing figures in Arabic-Indic digits', () => {
    expect(withArabicDigits('تأسست عام 2018، بدأت')).toBe('تأسست عام ٢٠١٨، بدأت')
    expect(withArabicDigits('بين 15 و22 درجة')).toBe('بين ١٥ و٢٢ درجة')
    expect(withArabicDigits('بـ24 ساعة، خصم 10%')).toBe('بـ٢٤ ساعة، خصم ١٠%')
    expect(withArabicDigits('عمق 2.5 متر و1,200 درجة')).toBe('عمق ٢٫٥ متر و١٬٢٠٠ درجة')
  })
  it('leaves figures that belong to a Latin token', () => {
    expect(withArabicDigits('استخدم الرمز RIYADH10 أو 4x4')).toBe('استخدم الرمز RIYADH10 أو 4x4')
    expect(withArabicDigits('راسلنا على info2@example.com أو https://rihla.sa/a/12')).toBe('راسلنا على info2@example.com أو https://rihla.sa/a/12')
  })
})
