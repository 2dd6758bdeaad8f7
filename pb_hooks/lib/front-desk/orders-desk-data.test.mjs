import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'

const require = createRequire(import.meta.url)
const { phoneDigits } = require('./orders-desk-data.js')

describe('phoneDigits: a phone as staff type it, compared as the digits saved', () => {
  it.each([
    ['0551234567', '551234567'],
    ['+966 55 123 4567', '966551234567'],
    ['٠٥٥١٢٣٤٥٦٧', '551234567'],
    ['۰۵۵۱۲۳۴۵۶۷', '551234567'],
    ['00966-551234567', '966551234567'],
    ['Sara', ''],
  ])('%s → %s', (typed, digits) => {
    expect(phoneDigits(typed)).toBe(digits)
  })
})
