import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { REVIEW_SCORE_KEYS, REVIEW_TRAVELLER_TYPES } from '../../../lib/review-vocabulary'
import { MAX_REVIEW_PHOTOS, REVIEW_PHOTO_MAX_BYTES, REVIEW_PHOTO_TYPES } from './review-photos'

// The browser keeps copies of the reviews contract's lists and limits (the contract is CommonJS
// for PocketBase): they must be the contract's, which the server validates by.
const contract = createRequire(import.meta.url)('../../../../pb_hooks/lib/contracts/reviews-contract.js') as Record<string, unknown>

describe("the review form's copies of the reviews contract", () => {
  it('name the same sub-scores and traveller types, in the same order', () => {
    expect(REVIEW_SCORE_KEYS).toEqual(contract.SCORE_KEYS)
    expect(REVIEW_TRAVELLER_TYPES).toEqual(contract.TRAVELLER_TYPES)
  })

  it('spare the same photo uploads the server refuses', () => {
    expect({ max: MAX_REVIEW_PHOTOS, maxBytes: REVIEW_PHOTO_MAX_BYTES, accept: REVIEW_PHOTO_TYPES }).toEqual(contract.REVIEW_PHOTOS)
  })
})
