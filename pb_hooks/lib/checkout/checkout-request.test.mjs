import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'

const require = createRequire(import.meta.url)
const { validateCartCheck, validatePromoRequest, validateCheckout, normalisePromoCode, LIMITS } = require('./checkout-request.js')

const slotId = 'abcdefghij12345'
const item = (overrides = {}) => ({ slotId, travellers: { adult: 2 }, ...overrides })
const lead = { firstName: 'Sara', lastName: 'Alharbi', email: 'Sara@Example.com', countryCode: '+966', phone: '55 123 4567' }
const checkoutBody = (overrides = {}) => ({ items: [item()], leadGuest: lead, paymentMethod: 'card', locale: 'en', ...overrides })
const key = '2f1c9a3e-5b1d-4b7e-9a51-0c8f2d6e4a11'

describe('validateCartCheck', () => {
  it('accepts items and normalises them', () => {
    const result = validateCartCheck({ items: [item({ travellers: { adult: 2, child: 0 }, pickup: { placeId: 'olaya' }, expectedTotal: 24000 })], promoCode: ' riyadh10 ' }, 'en')
    expect(result).toEqual({ ok: true, request: { items: [{ slotId, travellers: { adult: 2 }, pickup: { placeId: 'olaya' }, expectedTotal: 24000 }], promoCode: 'RIYADH10', email: '' } })
  })

  it('refuses a body that is not an object', () => {
    for (const body of [null, [], 'items', 3]) {
      const result = validateCartCheck(body, 'en')
      expect(result.ok).toBe(false)
      expect(result.error).toEqual({ status: 400, message: 'The request body must be a JSON object.', data: {} })
    }
  })

  it('refuses items that are not a list, an empty list and more than 20 items', () => {
    expect(validateCartCheck({ items: { slotId } }, 'en').error).toEqual({ status: 400, message: 'The items must be a list.', data: { items: { code: 'validation_invalid_items', message: 'The items must be a list.' } } })
    expect(validateCartCheck({ items: [] }, 'en').error.data.items.code).toBe('validation_required')
    expect(validateCartCheck({}, 'en').error.message).toBe('Add at least one item.')
    const many = Array.from({ length: LIMITS.items + 1 }, () => item())
    expect(validateCartCheck({ items: many }, 'en').error.message).toBe('A cart can hold at most 20 items.')
    expect(validateCartCheck({ items: many.slice(0, 20) }, 'en').ok).toBe(true)
  })

  it('refuses negative, huge, fractional and non-numeric counts, unknown type keys and zero travellers', () => {
    const bad = [{ adult: -1 }, { adult: 1e9 }, { adult: 1.5 }, { adult: '2' }, { adult: null }, { 'Adult!': 1 }, { adult: 0 }, {}, [2], 'two']
    for (const travellers of bad) {
      const result = validateCartCheck({ items: [item({ travellers })] }, 'en')
      expect(result.ok, JSON.stringify(travellers)).toBe(false)
      expect(result.error.data.items['0'].travellers.message, JSON.stringify(travellers)).toMatch(/Traveller counts|traveller type|at least one traveller/)
    }
    expect(validateCartCheck({ items: [item({ travellers: { adult: 101 } })] }, 'en').error.data.items['0'].travellers.code).toBe('validation_invalid_travellers')
  })

  it('refuses a malformed slot id but leaves an unknown well-formed one to the catalog', () => {
    for (const id of ['../etc', 'ABCDEFGHIJ12345', 'short', 'abcdefghij123456', 42]) {
      const result = validateCartCheck({ items: [item({ slotId: id })] }, 'en')
      expect(result.error.data.items['0'].slotId.code, String(id)).toBe('validation_invalid_id')
    }
    expect(validateCartCheck({ items: [item({ slotId: 'zzzzzzzzzzzzzzz' })] }, 'en').ok).toBe(true)
    expect(validateCartCheck({ items: [{ travellers: { adult: 1 } }] }, 'en').error.data.items['0'].slotId.code).toBe('validation_required')
  })

  it('refuses a bad expected total or pickup', () => {
    expect(validateCartCheck({ items: [item({ expectedTotal: -5 })] }, 'en').error.data.items['0'].expectedTotal.code).toBe('validation_invalid_number')
    expect(validateCartCheck({ items: [item({ expectedTotal: 10.5 })] }, 'en').ok).toBe(false)
    expect(validateCartCheck({ items: [item({ pickup: { placeId: 'a b' } })] }, 'en').error.data.items['0'].pickup.code).toBe('validation_invalid_pickup')
    expect(validateCartCheck({ items: [item({ pickup: {} })] }, 'en').request.items[0].pickup).toBeNull()
  })

  it('answers in Arabic', () => {
    const result = validateCartCheck({ items: 'x' }, 'ar')
    expect(result.error.message).toBe('يجب أن تكون العناصر قائمة.')
  })
})

describe('validatePromoRequest', () => {
  it('needs a code and items', () => {
    expect(validatePromoRequest({ items: [item()] }, 'en').error.data.code).toEqual({ code: 'validation_required', message: 'This field is required' })
    expect(validatePromoRequest({ code: 'x'.repeat(41), items: [item()] }, 'en').error.data.code.code).toBe('validation_invalid_format')
    expect(validatePromoRequest({ code: 'welcome50', items: [item()], email: 'A@B.co' }, 'en')).toEqual({ ok: true, request: { code: 'WELCOME50', items: [{ slotId, travellers: { adult: 2 }, pickup: null, expectedTotal: null }], email: 'a@b.co' } })
    expect(validatePromoRequest({ code: 'X', items: [item()], email: 'nope' }, 'en').error.data.email.code).toBe('validation_invalid_email')
  })
})

describe('validateCheckout', () => {
  it('accepts a complete checkout and normalises the lead guest', () => {
    const result = validateCheckout(checkoutBody({ guests: [[{ firstName: ' Ali ', lastName: 'Saleh' }]], promoCode: 'family20' }), key, 'en')
    expect(result.ok).toBe(true)
    expect(result.request).toEqual({
      idempotencyKey: key,
      items: [{ slotId, travellers: { adult: 2 }, pickup: null, expectedTotal: null }],
      leadGuest: { firstName: 'Sara', lastName: 'Alharbi', email: 'sara@example.com', countryCode: '+966', phone: '551234567' },
      guests: [[{ firstName: 'Ali', lastName: 'Saleh' }]],
      promoCode: 'FAMILY20',
      paymentMethod: 'card',
    })
  })

  it('reads Arabic-Indic digits and a country code without +', () => {
    const result = validateCheckout(checkoutBody({ leadGuest: { ...lead, countryCode: '٩٦٦', phone: '٠٥٥ ١٢٣ ٤٥٦٧' } }), key, 'ar')
    expect(result.request.leadGuest.countryCode).toBe('+966')
    expect(result.request.leadGuest.phone).toBe('0551234567')
  })

  it('asks for every lead guest field with the spec messages', () => {
    const result = validateCheckout(checkoutBody({ leadGuest: {} }), key, 'en')
    expect(result.error.message).toBe('All fields must be filled out.')
    for (const field of ['firstName', 'lastName', 'email', 'countryCode', 'phone']) {
      expect(result.error.data.leadGuest[field]).toEqual({ code: 'validation_required', message: 'This field is required' })
    }
    const arabic = validateCheckout(checkoutBody({ leadGuest: undefined }), key, 'ar')
    expect(arabic.error.message).toBe('يجب تعبئة جميع الحقول.')
  })

  it('says which format is wrong', () => {
    const result = validateCheckout(checkoutBody({ leadGuest: { ...lead, email: 'sara@example', phone: '12', countryCode: '+12345' } }), key, 'en')
    expect(result.error.message).toBe('Please correct the highlighted fields.')
    expect(result.error.data.leadGuest.email).toEqual({ code: 'validation_invalid_email', message: 'This format is not correct.' })
    expect(result.error.data.leadGuest.phone.code).toBe('validation_invalid_format')
    expect(result.error.data.leadGuest.countryCode.code).toBe('validation_invalid_format')
  })

  it('needs an Idempotency-Key of 8 to 128 safe characters', () => {
    for (const bad of [undefined, '', 'short', 'x'.repeat(129), 'has space in it', 'ünïcödé-key']) {
      const result = validateCheckout(checkoutBody(), bad, 'en')
      expect(result.ok, String(bad)).toBe(false)
      expect(result.error.data.idempotencyKey.message).toMatch(/Idempotency-Key/)
    }
    expect(validateCheckout(checkoutBody(), 'abcdefgh', 'en').ok).toBe(true)
  })

  it('needs a known payment method', () => {
    expect(validateCheckout(checkoutBody({ paymentMethod: undefined }), key, 'en').error.data.paymentMethod.code).toBe('validation_required')
    expect(validateCheckout(checkoutBody({ paymentMethod: 'cash' }), key, 'en').error.data.paymentMethod).toEqual({ code: 'validation_invalid_value', message: 'Choose card or pay later.' })
    expect(validateCheckout(checkoutBody({ paymentMethod: 'pay_later' }), key, 'en').ok).toBe(true)
  })

  it('checks the guests list shape and names', () => {
    expect(validateCheckout(checkoutBody({ guests: 'x' }), key, 'en').error.data.guests.code).toBe('validation_invalid_guests')
    expect(validateCheckout(checkoutBody({ guests: [[], []] }), key, 'en').error.data.guests.code).toBe('validation_invalid_guests')
    const names = validateCheckout(checkoutBody({ guests: [[{ firstName: 'Ali' }]] }), key, 'en')
    expect(names.error.data.guests['0']['0'].lastName).toEqual({ code: 'validation_required', message: 'This field is required' })
    expect(validateCheckout(checkoutBody({ guests: [null] }), key, 'en').request.guests).toEqual([[]])
  })
})

describe('normalisePromoCode', () => {
  it('trims and upper-cases', () => {
    expect(normalisePromoCode('  riyadh10 ')).toBe('RIYADH10')
    expect(normalisePromoCode(undefined)).toBe('')
    expect(normalisePromoCode(10)).toBeNull()
  })
})
