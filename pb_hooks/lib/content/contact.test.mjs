import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'

const require = createRequire(import.meta.url)
const { validateContact } = require('./contact.js')
const { t, requestLocale, localeFromAcceptLanguage, normaliseLocale, messages } = require('../shared/messages.js')

const valid = { name: 'Sara Al-Qahtani', email: 'sara@example.com', phone: '+966 55 123 4567', subject: 'Group booking', message: 'Do you have a tour for 12 people?', locale: 'en' }

describe('validateContact', () => {
  it('accepts a complete message and cleans it', () => {
    const result = validateContact({ ...valid, name: '  Sara   Al-Qahtani ', message: 'Line one\r\nLine two\u0007' }, 'en')
    expect(result).toEqual({
      ok: true,
      record: { name: 'Sara Al-Qahtani', email: 'sara@example.com', phone: '+966 55 123 4567', subject: 'Group booking', message: 'Line one\nLine two', locale: 'en', status: 'new' },
    })
  })

  it('makes phone and subject optional and reads Arabic-Indic digits', () => {
    const result = validateContact({ name: 'سارة', email: 'sara@example.com', message: 'مرحبا', phone: '+٩٦٦ ٥٥ ١٢٣ ٤٥٦٧' }, 'ar')
    expect(result.ok).toBe(true)
    expect(result.record.phone).toBe('+966 55 123 4567')
    expect(result.record.subject).toBe('')
    expect(result.record.locale).toBe('ar')
  })

  it('asks for every required field, in English', () => {
    const result = validateContact({ locale: 'en' }, 'en')
    expect(result.ok).toBe(false)
    expect(result.error.status).toBe(400)
    expect(result.error.message).toBe('All fields must be filled out.')
    expect(result.error.data).toEqual({
      name: { code: 'validation_required', message: 'This field is required' },
      email: { code: 'validation_required', message: 'This field is required' },
      message: { code: 'validation_required', message: 'This field is required' },
    })
  })

  it('answers in Arabic', () => {
    const result = validateContact({ name: ' ', email: 'not-an-email', message: 'x' }, 'ar')
    expect(result.error.message).toBe('يجب تعبئة جميع الحقول.')
    expect(result.error.data.name.message).toBe('هذا الحقل مطلوب')
    expect(result.error.data.email).toEqual({ code: 'validation_invalid_email', message: 'اكتب بريدًا إلكترونيًا صحيحًا مثل name@example.com' })
  })

  it('refuses malformed emails and phones', () => {
    for (const email of ['a@b', 'a b@c.com', '@example.com', 'a@-example.com', 'a@example..com']) {
      const result = validateContact({ ...valid, email }, 'en')
      expect(result.ok, email).toBe(false)
      expect(result.error.message).toBe('Please correct the highlighted fields.')
      expect(result.error.data.email.message).toBe('Enter an email address like name@example.com')
    }
    for (const phone of ['abc', '12', '+966 55 123 4567 ext 9', '=cmd()']) {
      expect(validateContact({ ...valid, phone }, 'en').error.data.phone, phone).toEqual({ code: 'validation_invalid_format', message: 'Enter a phone number in digits, like 050 123 4567' })
    }
  })

  it('refuses values that are not text and text that is too long', () => {
    const result = validateContact({ ...valid, name: 42, subject: ['x'], message: 'x'.repeat(5001) }, 'en')
    expect(result.error.data.name.code).toBe('validation_invalid_format')
    expect(result.error.data.subject.code).toBe('validation_invalid_format')
    expect(result.error.data.message).toEqual({ code: 'validation_max_text_constraint', message: 'Must be at most 5000 characters.' })
  })

  it('refuses a locale it does not have, and takes regional tags', () => {
    expect(validateContact({ ...valid, locale: 'fr' }, 'en').error.data.locale.code).toBe('validation_invalid_value')
    expect(validateContact({ ...valid, locale: 'ar-SA' }, 'ar').record.locale).toBe('ar')
    expect(validateContact({ ...valid, locale: undefined }, 'ar').record.locale).toBe('ar')
  })

  it('refuses a body that is not an object', () => {
    for (const body of [null, undefined, 'text', [valid], 3]) {
      const result = validateContact(body, 'en')
      expect(result.ok).toBe(false)
      expect(result.error).toEqual({ status: 400, message: 'The request body must be a JSON object.', data: {} })
    }
  })
})

describe('messages', () => {
  it('has every key in both languages', () => {
    expect(Object.keys(messages.ar).sort()).toEqual(Object.keys(messages.en).sort())
  })

  it('fills placeholders and falls back to Arabic', () => {
    expect(t('en', 'too_long', { max: 10 })).toBe('Must be at most 10 characters.')
    expect(t('fr', 'field_required')).toBe('هذا الحقل مطلوب')
  })

  it('picks the request language: explicit, then Accept-Language, then Arabic', () => {
    expect(requestLocale('en', 'ar')).toBe('en')
    expect(requestLocale(null, 'fr-FR,fr;q=0.9,en-US;q=0.8,ar;q=0.7')).toBe('en')
    expect(requestLocale(undefined, 'en;q=0.3, ar-SA;q=0.9')).toBe('ar')
    expect(requestLocale('de', 'de-DE')).toBe('ar')
    expect(requestLocale(null, '')).toBe('ar')
    expect(localeFromAcceptLanguage('*')).toBeNull()
    expect(normaliseLocale('EN_us')).toBe('en')
  })
})
