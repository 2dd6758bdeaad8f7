import { describe, expect, it } from 'vitest'
import { mergeCarts } from './merge-carts'

describe('mergeCarts', () => {
  it('keeps every line, one per departure, this device winning', () => {
    const device = [{ slotId: 'b', travellers: { adult: 3 }, addedAt: '2026-11-02' }]
    const account = [
      { slotId: 'a', travellers: { adult: 1 }, addedAt: '2026-11-01' },
      { slotId: 'b', travellers: { adult: 1 }, addedAt: '2026-10-30' },
    ]
    expect(mergeCarts(device, account)).toEqual([
      { slotId: 'a', travellers: { adult: 1 }, addedAt: '2026-11-01' },
      { slotId: 'b', travellers: { adult: 3 }, addedAt: '2026-11-02' },
    ])
  })

  it('loses nothing when either side is empty', () => {
    const one = [{ slotId: 'a', travellers: { adult: 1 }, addedAt: '2026-11-01' }]
    expect(mergeCarts(one, [])).toEqual(one)
    expect(mergeCarts([], one)).toEqual(one)
  })
})
