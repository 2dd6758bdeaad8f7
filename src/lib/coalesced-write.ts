/**
 * A write that only keeps the newest value: calls that come close together become one write,
 * made once the calls pause for `quietMs` (and at the latest `maxWaitMs` after the first).
 * `flush` writes a waiting value at once (the page being hidden or left).
 */
export type CoalescedWrite<T> = {
  write: (value: T) => Promise<void>
  flush: () => Promise<void>
  cancel: () => void
}

export function coalescedWrite<T>(save: (value: T) => Promise<void>, { quietMs, maxWaitMs }: { quietMs: number; maxWaitMs: number }): CoalescedWrite<T> {
  let pending: { value: T; firstAt: number; done: Promise<void>; settle: { resolve: () => void; reject: (error: unknown) => void } } | null = null
  let timer: ReturnType<typeof setTimeout> | null = null

  const clearTimer = () => {
    if (timer !== null) clearTimeout(timer)
    timer = null
  }

  const flush = async () => {
    clearTimer()
    const due = pending
    pending = null
    if (!due) return
    try {
      await save(due.value)
      due.settle.resolve()
    } catch (error) {
      due.settle.reject(error)
      throw error
    }
  }

  const write = (value: T) => {
    const now = Date.now()
    if (!pending) {
      let settle!: { resolve: () => void; reject: (error: unknown) => void }
      const done = new Promise<void>((resolve, reject) => {
        settle = { resolve, reject }
      })
      pending = { value, firstAt: now, done, settle }
    } else {
      pending.value = value
    }
    clearTimer()
    const wait = Math.max(0, Math.min(quietMs, pending.firstAt + maxWaitMs - now))
    timer = setTimeout(() => void flush().catch(() => undefined), wait)
    return pending.done
  }

  const cancel = () => {
    clearTimer()
    pending?.settle.resolve()
    pending = null
  }

  return { write, flush, cancel }
}
