import { describe, expect, it } from 'vitest'
import { applyThreadEvent, isReadByOtherSide, mergeMessages, sortThreads, upsertThread } from './thread-view'
import type { ChatMessage, ChatOffer, ChatThread, ThreadView } from './types'

const message = (id: string, created: string, sender: 'customer' | 'staff' = 'customer'): ChatMessage => ({ id, thread: 't', sender, kind: 'text', body: id, author_name: '', offer: '', offer_request: '', event: '', created })
const thread = (id: string, last: string, extra: Partial<ChatThread> = {}): ChatThread =>
  ({ id, last_message_at: last, created: last, customer_read_at: '', staff_read_at: '', customer_unread: 0, staff_unread: 0, status: 'open', ...extra }) as ChatThread
const offer = (id: string, state: ChatOffer['state']) => ({ id, state, status: state }) as ChatOffer

describe('a conversation kept on the device', () => {
  it('holds each message once, oldest first, whatever order they came in', () => {
    const merged = mergeMessages([message('b', '2026-11-25 08:00:02.000Z'), message('a', '2026-11-25 08:00:01.000Z')], [message('c', '2026-11-25 08:00:03.000Z'), message('b', '2026-11-25 08:00:02.000Z')])
    expect(merged.map((item) => item.id)).toEqual(['a', 'b', 'c'])
  })

  it('takes a realtime message, its thread and a newer offer, which replaces the older open one', () => {
    const view: ThreadView = { thread: thread('t', '2026-11-25 08:00:00.000Z'), messages: { items: [message('a', '2026-11-25 08:00:00.000Z')], hasMore: false }, offers: [offer('o1', 'offered')], requests: [] }
    const next = applyThreadEvent(view, { type: 'message', message: message('b', '2026-11-25 08:01:00.000Z', 'staff'), thread: thread('t', '2026-11-25 08:01:00.000Z', { customer_unread: 1 }), offer: offer('o2', 'offered') })
    expect(next.messages.items.map((item) => item.id)).toEqual(['a', 'b'])
    expect(next.thread.customer_unread).toBe(1)
    expect(next.offers.map((item) => [item.id, item.state])).toEqual([
      ['o1', 'withdrawn'],
      ['o2', 'offered'],
    ])
    // Typing changes nothing kept.
    expect(applyThreadEvent(next, { type: 'typing', thread: 't', side: 'staff', name: 'Huda', at: '' })).toBe(next)
  })

  it('says "seen" once the other side has read up to the message', () => {
    const mine = message('a', '2026-11-25 08:00:00.000Z')
    expect(isReadByOtherSide(thread('t', '', { staff_read_at: '' }), mine)).toBe(false)
    expect(isReadByOtherSide(thread('t', '', { staff_read_at: '2026-11-25 07:59:00.000Z' }), mine)).toBe(false)
    expect(isReadByOtherSide(thread('t', '', { staff_read_at: '2026-11-25 08:00:05.000Z' }), mine)).toBe(true)
  })
})

describe('thread lists', () => {
  it('put the newest activity first and move a thread up when it changes', () => {
    const list = sortThreads([thread('a', '2026-11-25 08:00:00.000Z'), thread('b', '2026-11-25 09:00:00.000Z'), thread('c', '2026-11-24 09:00:00.000Z')])
    expect(list.map((item) => item.id)).toEqual(['b', 'a', 'c'])
    const moved = upsertThread(list, thread('c', '2026-11-25 10:00:00.000Z', { customer_unread: 2 }))
    expect(moved.map((item) => item.id)).toEqual(['c', 'b', 'a'])
    expect(moved[0]!.customer_unread).toBe(2)
  })
})
