import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { coalescedWrite } from './coalesced-write'

describe('coalescedWrite', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  const recorder = () => {
    const saved: number[] = []
    return { saved, save: vi.fn(async (value: number) => void saved.push(value)) }
  }

  it('writes once, the newest value, after the calls pause', async () => {
    const { saved, save } = recorder()
    const writer = coalescedWrite(save, { quietMs: 50, maxWaitMs: 250 })
    const first = writer.write(1)
    await vi.advanceTimersByTimeAsync(20)
    const second = writer.write(2)
    await vi.advanceTimersByTimeAsync(20)
    writer.write(3)
    await vi.advanceTimersByTimeAsync(49)
    expect(saved).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(saved).toEqual([3])
    // Every caller learns its value is on disk (or superseded by a newer one that is).
    await expect(Promise.all([first, second])).resolves.toEqual([undefined, undefined])
  })

  it('does not wait longer than maxWaitMs when the calls never pause', async () => {
    const { saved, save } = recorder()
    const writer = coalescedWrite(save, { quietMs: 50, maxWaitMs: 250 })
    for (let value = 1; value <= 12; value += 1) {
      writer.write(value)
      await vi.advanceTimersByTimeAsync(30)
    }
    // Calls at 0, 30, … 330 ms: the first write is due 250 ms after the first call.
    expect(saved[0]).toBe(9)
    await vi.advanceTimersByTimeAsync(100)
    expect(saved).toEqual([9, 12])
  })

  it('flush writes a waiting value at once, and nothing when none waits', async () => {
    const { saved, save } = recorder()
    const writer = coalescedWrite(save, { quietMs: 50, maxWaitMs: 250 })
    await writer.flush()
    expect(save).not.toHaveBeenCalled()
    writer.write(7)
    await writer.flush()
    expect(saved).toEqual([7])
    await vi.advanceTimersByTimeAsync(500)
    expect(saved).toEqual([7])
  })

  it('cancel drops a waiting value', async () => {
    const { save } = recorder()
    const writer = coalescedWrite(save, { quietMs: 50, maxWaitMs: 250 })
    const waiting = writer.write(1)
    writer.cancel()
    await vi.advanceTimersByTimeAsync(500)
    expect(save).not.toHaveBeenCalled()
    await expect(waiting).resolves.toBeUndefined()
  })

  it('passes a failed write on to its callers', async () => {
    const writer = coalescedWrite(async () => Promise.reject(new Error('quota exceeded')), { quietMs: 50, maxWaitMs: 250 })
    const waiting = writer.write(1)
    const outcome = expect(waiting).rejects.toThrow('quota exceeded')
    await vi.advanceTimersByTimeAsync(50)
    await outcome
  })
})
