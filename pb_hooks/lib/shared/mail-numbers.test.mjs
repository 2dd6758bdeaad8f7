import { describe, expect, it } from 'vitest'
import mailNumbers from './mail-numbers.js'

const { localDigits, mailMoney, mailDate, mailDateTime } = mailNumbers

describe('mail numbers', () => {
  it('writes Arabic-Indic digits and the Arabic decimal separator on Arabic mails only', () => {
    expect(localDigits('275.00', 'ar')).toBe('٢٧٥٫٠٠')
    expect(localDigits('12:30', 'ar')).toBe('١٢:٣٠')
    expect(localDigits('275.00', 'en')).toBe('275.00')
  })
  it('writes amounts with the currency of the language', () => {
    expect(mailMoney(27500, 'ar')).toBe('٢٧٥٫٠٠ ر.س.')
    expect(mailMoney(27550, 'en')).toBe('275.50 SAR')
  })
  it('writes days with month names, and the time after the Arabic comma', () => {
    expect(mailDate('2026-12-01', 'ar')).toBe('١ ديسمبر ٢٠٢٦')
    expect(mailDate('2026-12-01', 'en')).toBe('1 December 2026')
    expect(mailDateTime('2026-11-29', '08:00', 'ar')).toBe('٢٩ نوفمبر ٢٠٢٦، ٠٨:٠٠')
    expect(mailDateTime('2026-11-29', '08:00', 'en')).toBe('29 November 2026, 08:00')
    expect(mailDate('', 'ar')).toBe('')
  })
})
