import { describe, expect, it } from 'vitest'
import { threadListState } from './thread-state'

describe('a thread in the staff inbox', () => {
  it('a message that has just arrived (0 seconds) is waiting, not answered', () => {
    expect(threadListState({ status: 'open', waiting_since: '2026-12-01 20:00:00.000Z', waiting_seconds: 0, offer_state: '' }).reply).toEqual({ kind: 'waiting', seconds: 0 })
    expect(threadListState({ status: 'open', waiting_since: '', waiting_seconds: 0, offer_state: '' }).reply).toEqual({ kind: 'answered' })
    expect(threadListState({ status: 'closed', waiting_since: '', waiting_seconds: 0, offer_state: '' }).reply).toEqual({ kind: 'closed' })
  })

  it('names every offer state (accepted, declined, expired are not "sent")', () => {
    for (const state of ['requested', 'offered', 'accepted', 'declined', 'expired', 'withdrawn'] as const) expect(threadListState({ status: 'open', waiting_since: '', offer_state: state }).offer).toBe(state)
    expect(threadListState({ status: 'open', waiting_since: '', offer_state: '' }).offer).toBeNull()
  })
})
