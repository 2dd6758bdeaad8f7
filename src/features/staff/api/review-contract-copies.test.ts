import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { HIDE_REASONS } from './staff-reviews'

const contract = createRequire(import.meta.url)('../../../../pb_hooks/lib/contracts/reviews-contract.js') as { HIDE_REASONS: unknown }

describe("the staff screen's hide reasons", () => {
  it('are the contract’s (the server refuses any other)', () => {
    expect(HIDE_REASONS).toEqual(contract.HIDE_REASONS)
  })
})
