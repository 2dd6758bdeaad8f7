import { describe, expect, it } from 'vitest'
import { catalogTotal, countedTravellers, totalToSend } from './offer-price'

describe("an offer's price", () => {
  it("is each traveller at their type's price", () => {
    expect(catalogTotal({ adult: 17500, child: 12500, infant: 0 }, { adult: 2, child: 1, infant: 1 })).toBe(47500)
    expect(catalogTotal({ adult: 17500 }, { adult: 2, senior: 1 })).toBe(35000)
  })

  it('is left to the server when staff keep the catalogue price', () => {
    expect(totalToSend(475, 47500)).toBeUndefined()
    expect(totalToSend(Number.NaN, 47500)).toBeUndefined()
    expect(totalToSend(400.5, 47500)).toBe(40050)
  })

  it('drops traveller types with no one', () => {
    expect(countedTravellers({ adult: 2, child: 0 })).toEqual({ adult: 2 })
  })
})
