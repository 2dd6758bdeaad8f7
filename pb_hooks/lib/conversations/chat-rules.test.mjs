import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'

const require = createRequire(import.meta.url)
const rules = require('./chat-rules.js')

const customer = rules.actorOf({ collection: 'users', id: 'useraaaaaaaaaaa' })
const otherCustomer = rules.actorOf({ collection: 'users', id: 'userbbbbbbbbbbb' })
const guest = rules.actorOf({ collection: 'chat_guests', id: 'guestaaaaaaaaaa', mergedInto: '' })
const agent = rules.actorOf({ collection: 'staff', id: 'staffaaaaaaaaaa', active: true, name: 'Huda', role: 'agent' })
const superuser = rules.actorOf({ collection: '_superusers', id: 'superaaaaaaaaaa' })
const customerThread = { id: 'threadaaaaaaaaa', user: 'useraaaaaaaaaaa', guest: '' }
const guestThread = { id: 'threadbbbbbbbbb', user: '', guest: 'guestaaaaaaaaaa' }

describe('actorOf', () => {
  it('names customers, guests, active staff and superusers; nobody else', () => {
    expect(customer).toMatchObject({ kind: 'customer', id: 'useraaaaaaaaaaa' })
    expect(guest).toMatchObject({ kind: 'guest', id: 'guestaaaaaaaaaa' })
    expect(agent).toMatchObject({ kind: 'staff', role: 'agent', name: 'Huda', superuser: false })
    expect(superuser).toMatchObject({ kind: 'staff', role: 'manager', superuser: true })
    expect(rules.actorOf({ collection: 'staff', id: 'staffbbbbbbbbbb', active: false, role: 'manager' }).kind).toBe('none')
    expect(rules.actorOf({ collection: 'chat_guests', id: 'guestbbbbbbbbbb', mergedInto: 'useraaaaaaaaaaa' }).kind).toBe('none')
    expect(rules.actorOf({ collection: 'something_else', id: 'xaaaaaaaaaaaaaa' }).kind).toBe('none')
    expect(rules.actorOf(null).kind).toBe('none')
    expect(rules.actorOf({ collection: 'users', id: '' }).kind).toBe('none')
  })
})

describe('who sees a thread', () => {
  it('is its own traveller or staff', () => {
    expect(rules.canSeeThread(customer, customerThread)).toBe(true)
    expect(rules.canSeeThread(otherCustomer, customerThread)).toBe(false)
    expect(rules.canSeeThread(guest, customerThread)).toBe(false)
    expect(rules.canSeeThread(guest, guestThread)).toBe(true)
    expect(rules.canSeeThread(customer, guestThread)).toBe(false)
    expect(rules.canSeeThread(agent, guestThread)).toBe(true)
    expect(rules.canSeeThread(rules.actorOf(null), guestThread)).toBe(false)
  })

  it('never gives a guest thread that joined an account back to the guest', () => {
    expect(rules.canSeeThread(guest, { id: 'x', user: 'useraaaaaaaaaaa', guest: 'guestaaaaaaaaaa' })).toBe(false)
  })

  it('gives a traveller their owner fields', () => {
    expect(rules.ownerFields(customer)).toEqual({ user: 'useraaaaaaaaaaa', guest: '' })
    expect(rules.ownerFields(guest)).toEqual({ user: '', guest: 'guestaaaaaaaaaa' })
  })
})

describe('messages', () => {
  it('accepts client-made ids of PocketBase shape only', () => {
    expect(rules.clientId(undefined)).toBe('')
    expect(rules.clientId('')).toBe('')
    expect(rules.clientId('abcdefghij12345')).toBe('abcdefghij12345')
    expect(rules.clientId('ABCDEFGHIJ12345')).toBeNull()
    expect(rules.clientId('short')).toBeNull()
    expect(rules.clientId(12345)).toBeNull()
  })

  it('cleans the text, refuses empty and oversized bodies, and counts characters as people do', () => {
    expect(rules.checkMessageBody('  Hello\r\nthere\u0007  ')).toEqual({ ok: true, body: 'Hello\nthere' })
    expect(rules.checkMessageBody('a\n\n\n\n\n\nb')).toEqual({ ok: true, body: 'a\n\n\nb' })
    expect(rules.checkMessageBody('   ')).toMatchObject({ ok: false, key: 'message_empty', code: 'validation_required' })
    expect(rules.checkMessageBody(undefined)).toMatchObject({ ok: false, key: 'message_empty' })
    expect(rules.checkMessageBody({ text: 'x' })).toMatchObject({ ok: false, key: 'message_empty' })
    expect(rules.checkMessageBody('م'.repeat(2000))).toMatchObject({ ok: true })
    expect(rules.checkMessageBody('😀'.repeat(2000))).toMatchObject({ ok: true })
    expect(rules.checkMessageBody('a'.repeat(2001))).toMatchObject({ ok: false, key: 'message_too_long', params: { max: 2000 } })
  })

  it('previews a message on one line, shortened', () => {
    expect(rules.previewOf('Hello\nthere')).toBe('Hello there')
    const long = rules.previewOf('x'.repeat(500))
    expect(Array.from(long)).toHaveLength(140)
    expect(long.endsWith('…')).toBe(true)
  })
})

describe('rate windows', () => {
  it('allows up to the limit per window and says when the next one may go', () => {
    let times = []
    for (let index = 0; index < 3; index += 1) {
      const answer = rules.rateAllowed(times, 1000 + index, 3, 60000)
      expect(answer.allowed).toBe(true)
      times = answer.times
    }
    const refused = rules.rateAllowed(times, 2000, 3, 60000)
    expect(refused).toMatchObject({ allowed: false, retryAfterMs: 59000 })
    expect(rules.rateAllowed(times, 61001, 3, 60000).allowed).toBe(true)
  })

  it('gives travellers and staff their allowances and superusers none', () => {
    expect(rules.messageAllowance(customer)).toBe(rules.LIMITS.travellerPerMinute)
    expect(rules.messageAllowance(agent)).toBe(rules.LIMITS.staffPerMinute)
    expect(rules.messageAllowance(superuser)).toBeNull()
  })

  it('throttles typing notices', () => {
    expect(rules.typingAllowed(undefined, 5000)).toBe(true)
    expect(rules.typingAllowed(3500, 5000)).toBe(true)
    expect(rules.typingAllowed(4000, 5400)).toBe(false)
  })
})

describe('thread counters', () => {
  const open = { status: 'open', customer_unread: 0, staff_unread: 2, waiting_since: '' }
  it('counts a traveller message for staff and starts the wait', () => {
    expect(rules.threadAfterMessage(open, { sender: 'customer', created: '2026-11-25 10:00:00.000Z', body: 'Hi' })).toEqual({
      last_message_at: '2026-11-25 10:00:00.000Z',
      last_message_preview: 'Hi',
      last_sender: 'customer',
      staff_unread: 3,
      waiting_since: '2026-11-25 10:00:00.000Z',
    })
    expect(rules.threadAfterMessage({ ...open, waiting_since: '2026-11-25 09:00:00.000Z' }, { sender: 'customer', created: '2026-11-25 10:00:00.000Z', body: 'Again' })).not.toHaveProperty('waiting_since')
  })

  it('counts a staff reply for the traveller and ends the wait', () => {
    expect(rules.threadAfterMessage({ ...open, waiting_since: '2026-11-25 09:00:00.000Z' }, { sender: 'staff', created: '2026-11-25 10:00:00.000Z', body: 'Hello' })).toMatchObject({ customer_unread: 1, waiting_since: '' })
  })

  it('reopens a closed thread on any message but the one that closes it; system events count for nobody', () => {
    const closed = { ...open, status: 'closed' }
    expect(rules.threadAfterMessage(closed, { sender: 'customer', created: 'x', body: 'Back' })).toMatchObject({ status: 'open', closed_at: '' })
    const event = rules.threadAfterMessage(open, { sender: 'system', created: 'x', body: '', event: 'closed', preview: 'Earlier' })
    expect(event).toEqual({ last_message_at: 'x', last_message_preview: 'Earlier', last_sender: 'system' })
  })

  it('reads per side', () => {
    expect(rules.threadAfterRead('staff', 'T', 0)).toEqual({ staff_read_at: 'T', staff_unread: 0 })
    expect(rules.threadAfterRead('customer', 'T', 2)).toEqual({ customer_read_at: 'T', customer_unread: 2 })
    expect(rules.unreadSenderFor('staff')).toBe('customer')
    expect(rules.unreadSenderFor('customer')).toBe('staff')
  })
})

describe('away mail', () => {
  it('goes once per absence to a traveller with an address who is not watching', () => {
    expect(rules.shouldMailTraveller({ present: false, email: 'a@b.co', readAt: '', notifiedAt: '' })).toBe(true)
    expect(rules.shouldMailTraveller({ present: true, email: 'a@b.co', readAt: '', notifiedAt: '' })).toBe(false)
    expect(rules.shouldMailTraveller({ present: false, email: '', readAt: '', notifiedAt: '' })).toBe(false)
    expect(rules.shouldMailTraveller({ present: false, email: 'a@b.co', readAt: '2026-11-25 09:00:00.000Z', notifiedAt: '2026-11-25 10:00:00.000Z' })).toBe(false)
    expect(rules.shouldMailTraveller({ present: false, email: 'a@b.co', readAt: '2026-11-25 11:00:00.000Z', notifiedAt: '2026-11-25 10:00:00.000Z' })).toBe(true)
  })
})

describe('inbox', () => {
  it('knows its filters and falls back to open', () => {
    expect(rules.inboxFilter('waiting')).toBe('waiting')
    expect(rules.inboxFilter('offers')).toBe('offers')
    expect(rules.inboxFilter("open'; DROP TABLE")).toBe('open')
    expect(rules.inboxFilter('constructor')).toBe('open')
  })

  it('measures the wait and bounds pages', () => {
    expect(rules.waitingSeconds('', 0)).toBe(0)
    expect(rules.waitingSeconds('2026-11-25 10:00:00.000Z', Date.parse('2026-11-25T10:01:30Z'))).toBe(90)
    expect(rules.pageOf('0', '9999')).toEqual({ page: 1, perPage: 200 })
    expect(rules.pageOf(null, null)).toEqual({ page: 1, perPage: 50 })
  })
})

describe('checkMessageBody and invisible characters (decision 053)', () => {
  it('refuses direction overrides and tag characters, and answers a body of only invisible characters as empty', () => {
    expect(rules.checkMessageBody('\u202Egnp.exe')).toMatchObject({ ok: false, key: 'text_invisible_characters', code: 'validation_invisible_characters' })
    expect(rules.checkMessageBody('hi\u{E0041}')).toMatchObject({ ok: false, key: 'text_invisible_characters' })
    expect(rules.checkMessageBody('\u200B\u200C\u200D')).toMatchObject({ ok: false, key: 'message_empty', code: 'validation_required' })
    expect(rules.checkMessageBody('می\u200Cخواهم')).toEqual({ ok: true, body: 'می\u200Cخواهم' })
  })
})
