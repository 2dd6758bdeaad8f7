import { describe, expect, it } from 'vitest'
import { setupI18n } from '@lingui/core'
import { messages as ar } from '../locales/ar/messages'
import { messages as en } from '../locales/en/messages'
import { errorCatalogue, validationMessages } from './error-catalogue'

describe('spec messages', () => {
  const all = { ...errorCatalogue, ...validationMessages }

  it('reads every catalogue message in English as the spec words it', () => {
    const i18n = setupI18n({ locale: 'en', messages: { en } })
    expect(i18n._(errorCatalogue.noOptionTitle)).toBe('No option is available!')
    expect(i18n._(errorCatalogue.bookingUnsuccessfulRefund)).toBe('If payment was received, a refund will be processed within 24 hours.')
    expect(i18n._(validationMessages.passwordTooShort)).toBe('Password must be at least 8 characters.')
  })

  it('has an Arabic text for every catalogue message', () => {
    const i18n = setupI18n({ locale: 'ar', messages: { ar } })
    for (const [name, descriptor] of Object.entries(all)) {
      const text = i18n._(descriptor)
      expect(text, name).toMatch(/[\u0600-\u06ff]/)
    }
  })
})
