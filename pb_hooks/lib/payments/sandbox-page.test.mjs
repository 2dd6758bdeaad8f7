import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'

const require = createRequire(import.meta.url)
const { readCard, luhnValid, cardFormPage, challengePage, sessionOverPage, TEST_CARDS } = require('./sandbox-page.js')

const NOW = Date.parse('2026-11-22T09:00:00Z')
const form = (overrides = {}) => ({ card_number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', name: 'Sara Alharbi', ...overrides })
const session = { id: 'abcdefghijklmno', orderId: 'o', orderNumber: 'R261122-ABCDE', amount: 27500, currency: 'SAR', last4: '3220' }

describe('readCard', () => {
  it('reads the test cards as their behaviour, keeping only brand and last four', () => {
    expect(readCard(form(), NOW)).toEqual({ ok: true, brand: 'visa', last4: '4242', behaviour: 'success' })
    expect(readCard(form({ card_number: TEST_CARDS.decline }), NOW)).toMatchObject({ ok: true, behaviour: 'decline', last4: '0002' })
    expect(readCard(form({ card_number: TEST_CARDS.threeDs }), NOW)).toMatchObject({ ok: true, behaviour: 'three_ds' })
    expect(JSON.stringify(readCard(form(), NOW))).not.toContain('4242424242424242')
  })

  it('lists every problem', () => {
    expect(readCard(form({ card_number: '4242424242424241', expiry: '10/26', cvc: '12', name: ' ' }), NOW)).toEqual({ ok: false, errors: ['invalidNumber', 'invalidExpiry', 'invalidCvc', 'invalidName'] })
    expect(readCard(form({ expiry: '11/26' }), NOW).ok).toBe(true)
    // Typed without the slash, as card forms take it (issue 34), or with an Arabic keyboard's digits.
    expect(readCard(form({ expiry: '1230' }), NOW).ok).toBe(true)
    expect(readCard(form({ expiry: '١٢/٣٠' }), NOW).ok).toBe(true)
    expect(readCard(form({ expiry: '1026' }), NOW)).toEqual({ ok: false, errors: ['invalidExpiry'] })
    expect(readCard(form({ expiry: '13/30' }), NOW).ok).toBe(false)
    expect(luhnValid('4000000000000002')).toBe(true)
  })
})

describe('the pages', () => {
  it('are right-to-left in Arabic, left-to-right in English, with no scripts', () => {
    const arabic = cardFormPage({ lang: 'ar', session, errors: ['invalidNumber'] })
    expect(arabic).toContain('<html lang="ar" dir="rtl">')
    expect(arabic).toContain('رقم البطاقة غير صحيح.')
    // Arabic-Indic digits on the Arabic page (issue 34: "792.00 ر.س"), the English page keeps its own.
    expect(arabic).toContain('٢٧٥٫٠٠ ر.س')
    expect(arabic).not.toContain('275.00')
    expect(cardFormPage({ lang: 'en', session, errors: [] })).toContain('275.00 SAR')
    expect(arabic).not.toMatch(/<script/i)
    const english = challengePage({ lang: 'en', session })
    expect(english).toContain('<html lang="en" dir="ltr">')
    expect(english).toContain('ending in 3220')
    expect(sessionOverPage({ lang: 'en', backHref: '/en/checkout/success?order=o&amp;x' })).toContain('This payment page is over')
  })
})
