import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'

const require = createRequire(import.meta.url)
const { conversationMessages, tm, apiError } = require('./conversation-messages.js')

describe('conversation messages', () => {
  it('exist in Arabic and English with the same placeholders', () => {
    const arabic = Object.keys(conversationMessages.ar).sort()
    expect(Object.keys(conversationMessages.en).sort()).toEqual(arabic)
    const placeholders = (text) => (text.match(/\{[a-z_]+\}/g) || []).sort()
    for (const key of arabic) {
      expect(placeholders(conversationMessages.ar[key]), key).toEqual(placeholders(conversationMessages.en[key]))
      expect(conversationMessages.ar[key], key).toMatch(/[\u0621-\u064a]/)
      expect(conversationMessages.en[key], key).not.toMatch(/[\u0621-\u064a]/)
    }
  })

  it('fall back to the checkout and shared messages, and to Arabic', () => {
    expect(tm('en', 'order_not_found')).toBe('Order not found.')
    expect(tm('en', 'field_required')).toBe('This field is required')
    expect(tm('fr', 'thread_not_found')).toBe('المحادثة غير موجودة.')
    expect(tm('en', 'message_too_long', { max: 2000 })).toBe('A message can be at most 2000 characters.')
  })

  it('shape errors as PocketBase does', () => {
    expect(apiError(404, 'en', 'thread_not_found')).toEqual({ status: 404, message: 'Conversation not found.', data: {} })
    expect(apiError(400, 'ar', 'message_empty', null, 'body', 'validation_required')).toEqual({ status: 400, message: 'اكتب رسالة أولًا.', data: { body: { code: 'validation_required', message: 'اكتب رسالة أولًا.' } } })
  })
})
