import { describe, expect, it } from 'vitest'
import { conversationStart, drainOutbox, enqueue, outcomeOfError, pendingIn, pendingStartOf, pendingStarts, toSend, withoutItem, type OutboxItem, type SendOutcome } from './outbox-queue'

const item = (id: string, createdAt: string, threadId = 't1'): OutboxItem => ({ id, threadId, body: `body ${id}`, createdAt })

describe('the chat outbox', () => {
  it('keeps a message once, however often it is queued', () => {
    const once = enqueue([], item('a', '2026-11-25T08:00:00Z'))
    expect(enqueue(once, item('a', '2026-11-25T08:00:00Z'))).toHaveLength(1)
  })

  it('sends the oldest first and skips refused ones', () => {
    const items = [item('b', '2026-11-25T08:01:00Z'), { ...item('c', '2026-11-25T07:00:00Z'), failed: 'too long' }, item('a', '2026-11-25T08:00:00Z')]
    expect(toSend(items).map((entry) => entry.id)).toEqual(['a', 'b'])
  })

  it('lists what waits in one thread', () => {
    expect(pendingIn([item('a', '1', 't1'), item('b', '2', 't2')], 't2').map((entry) => entry.id)).toEqual(['b'])
    expect(withoutItem([item('a', '1')], 'a')).toEqual([])
  })

  it('tries later without an answer, on 429, 401 and server faults; a 400 is refused for good', () => {
    expect(outcomeOfError(0, undefined)).toEqual({ kind: 'later' })
    expect(outcomeOfError(429, 'slow down')).toEqual({ kind: 'later' })
    expect(outcomeOfError(503, 'busy')).toEqual({ kind: 'later' })
    expect(outcomeOfError(401, 'sign in')).toEqual({ kind: 'later' })
    expect(outcomeOfError(400, 'Write a message first.')).toEqual({ kind: 'refused', message: 'Write a message first.' })
  })

  it('drains in order, removes what was sent, marks what was refused and stops when the network goes', async () => {
    const items = [item('a', '1'), item('b', '2'), item('c', '3'), item('d', '4')]
    const answers: Record<string, SendOutcome> = { a: { kind: 'sent' }, b: { kind: 'refused', message: 'no' }, c: { kind: 'later' }, d: { kind: 'sent' } }
    const sent: string[] = []
    const left = await drainOutbox(items, async (entry) => {
      sent.push(entry.id)
      return answers[entry.id]!
    })
    expect(sent).toEqual(['a', 'b', 'c'])
    expect(left.map((entry) => [entry.id, entry.failed ?? null])).toEqual([
      ['b', 'no'],
      ['c', null],
      ['d', null],
    ])
  })

  it('makes a conversation started offline before the messages written in it, and holds them while it waits', async () => {
    const start = conversationStart('t9', { experienceId: 'e1' }, '1')
    const items = [item('a', '2', 't9'), start, item('b', '3', 't1')]
    expect(pendingIn(items, 't9').map((entry) => entry.id)).toEqual(['a'])
    expect(pendingStartOf(items, 't9')?.start).toEqual({ experienceId: 'e1' })
    expect(pendingStarts(items).map((entry) => entry.id)).toEqual(['t9'])

    // The start must wait (offline again): the drain stops there, as for a message.
    const sent: string[] = []
    const left = await drainOutbox(items, async (entry) => {
      sent.push(entry.id)
      return entry.start ? { kind: 'later' } : { kind: 'sent' }
    })
    expect(sent).toEqual(['t9'])
    expect(left).toHaveLength(3)

    // Refused: its messages are not sent into a conversation that does not exist.
    const refused = await drainOutbox(items, async (entry) => (entry.start ? { kind: 'refused', message: 'too many' } : { kind: 'sent' }))
    expect(refused.map((entry) => [entry.id, entry.failed ?? null])).toEqual([
      ['a', null],
      ['t9', 'too many'],
    ])

    // Made: then its messages go, in order.
    const order: string[] = []
    expect(
      await drainOutbox(items, async (entry) => {
        order.push(entry.id)
        return { kind: 'sent' }
      }),
    ).toEqual([])
    expect(order).toEqual(['t9', 'a', 'b'])
  })
})
