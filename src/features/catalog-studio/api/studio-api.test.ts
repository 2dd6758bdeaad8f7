import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { PHOTOS } from './studio-api'

const contract = createRequire(import.meta.url)('../../../../pb_hooks/lib/contracts/catalog-studio-contract.js') as { PHOTOS: unknown }

describe("the photo picker's limits", () => {
  it('are the contract’s (the server refuses by them)', () => {
    expect(PHOTOS).toEqual(contract.PHOTOS)
  })
})
