// Conversations through the business API: a device's chat identity, threads (plain, about an
// experience, about an order), messages that are append-only and idempotent by client-made id,
// limits, read receipts and unread counts, closing and reopening, the missed-messages fetch,
// the staff inbox, a guest's threads joining the customer's, and the mail a traveller gets when
// staff reply while they are away. Bodies are checked, and that refused writes wrote nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { attempt, createCustomer, createStaff, guestClient, superuserClient, type Customer, type Staff } from '../support/api'
import { buildOrder } from '../support/builders'
import { call, excludeLocalhostFromRateLimits } from './checkout-support'
import { chatGuest, clientWith, newId, openThread, postMessage, threadView, type ChatGuest, type MessageRow, type ThreadRow } from './chat-support'
import { eventually, mailsTo } from './payments-support'

let restore: () => Promise<void>
let agent: Staff
let customerA: Customer
let customerB: Customer

const tokenOf = (who: { client: { authStore: { token: string } } }) => who.client.authStore.token
const messageCount = async (threadId: string) => (await (await superuserClient()).collection('chat_messages').getList(1, 1, { filter: `thread = '${threadId}'` })).totalItems
const threadRecord = async (threadId: string) => (await superuserClient()).collection('chat_threads').getOne<ThreadRow & { updated: string; customer_notified_at: string }>(threadId)

beforeAll(async () => {
  restore = await excludeLocalhostFromRateLimits()
  agent = await createStaff('agent')
  customerA = await createCustomer('chat-a')
  customerB = await createCustomer('chat-b')
})

afterAll(async () => {
  await restore?.()
})

describe('chat guests', () => {
  it('get an identity whose secret travels in bodies only, and a token the secret renews', async () => {
    const guest = await chatGuest('en')
    expect(guest.id).toMatch(/^[a-z0-9]{15}$/)
    expect(guest.secret).toMatch(/^[A-Za-z0-9]{48}$/)
    const renewed = await call<{ token: string; guest: { id: string } }>('/api/store/chat/guests/auth', { method: 'POST', body: { guestId: guest.id, secret: guest.secret } })
    expect(renewed.status).toBe(200)
    expect(renewed.body.guest.id).toBe(guest.id)
    expect((await openThread(renewed.body.token, { subject: 'With the renewed token' })).thread.guest).toBe(guest.id)

    const wrong = await call('/api/store/chat/guests/auth', { method: 'POST', body: { guestId: guest.id, secret: `${guest.secret.slice(0, -1)}x` }, headers: { 'Accept-Language': 'en' } })
    expect(wrong).toMatchObject({ status: 401, body: { message: 'This chat identity is not known, or its secret does not match.' } })
    const unknown = await call('/api/store/chat/guests/auth', { method: 'POST', body: { guestId: 'aaaaaaaaaaaaaaa', secret: guest.secret } })
    expect(unknown).toMatchObject({ status: 401, body: { message: 'هوية المحادثة هذه غير معروفة أو أن رمزها السري غير صحيح.' } })
  })

  it('cannot sign in through the collection API, and nobody can list or read them', async () => {
    const guest = await chatGuest()
    const signIn = await attempt(() => guestClient().collection('chat_guests').authWithPassword(`${guest.id}@x.y`, guest.secret))
    expect(signIn.status).toBe(403)
    for (const client of [guestClient(), guest.client, customerA.client, agent.client]) {
      expect((await attempt(() => client.collection('chat_guests').getList(1, 10))).status).toBe(403)
      expect((await attempt(() => client.collection('chat_guests').getOne(guest.id))).status).toBe(403)
    }
  })
})

describe('threads', () => {
  it('open with a first message, are listed for their traveller with the unread total, and stay theirs', async () => {
    const guest = await chatGuest()
    const opened = await openThread(guest.token, { subject: '  Question  ', locale: 'en', message: { body: 'Is there parking?' } })
    expect(opened.thread).toMatchObject({ guest: guest.id, user: '', subject: 'Question', status: 'open', locale: 'en', staff_unread: 1, customer_unread: 0, last_sender: 'customer', last_message_preview: 'Is there parking?' })
    expect(opened.thread.waiting_since).toBe(opened.message!.created)
    expect(opened.message).toMatchObject({ sender: 'customer', kind: 'text', body: 'Is there parking?', thread: opened.thread.id })

    const mine = await call<{ items: ThreadRow[]; unread: number }>('/api/store/chat/threads', { auth: guest.token })
    expect(mine.body.items.map((thread) => thread.id)).toEqual([opened.thread.id])
    expect(mine.body.unread).toBe(0)

    // Nobody else sees it, by the business API or the collection API.
    expect((await threadView(tokenOf(customerA), opened.thread.id)).status).toBe(404)
    expect((await call<{ items: ThreadRow[] }>('/api/store/chat/threads', { auth: tokenOf(customerA) })).body.items.map((thread) => thread.id)).not.toContain(opened.thread.id)
    expect((await customerA.client.collection('chat_threads').getList(1, 50, { filter: `id = '${opened.thread.id}'` })).items).toEqual([])
    expect((await guestClient().collection('chat_threads').getList(1, 50)).items).toEqual([])
    expect((await guestClient().collection('chat_messages').getList(1, 50)).items).toEqual([])
    expect((await guest.client.collection('chat_messages').getList(1, 50)).items.map((message) => message.id)).toEqual([opened.message!.id])
  })

  it('continue an open thread about the same experience instead of opening another', async () => {
    const admin = await superuserClient()
    const experience = await admin.collection('experiences').getFirstListItem<{ id: string; title_en: string }>("status = 'active'")
    const first = await call<{ thread: ThreadRow }>('/api/store/chat/threads', { method: 'POST', auth: tokenOf(customerA), body: { experienceId: experience.id, locale: 'en' } })
    expect(first.status).toBe(201)
    expect(first.body.thread).toMatchObject({ experience: experience.id, user: customerA.id })
    const again = await call<{ thread: ThreadRow }>('/api/store/chat/threads', { method: 'POST', auth: tokenOf(customerA), body: { experienceId: experience.id, message: { body: 'One more thing' } } })
    expect(again.status).toBe(200)
    expect(again.body.thread.id).toBe(first.body.thread.id)
    const forged = await call('/api/store/chat/threads', { method: 'POST', auth: tokenOf(customerA), body: { experienceId: 'zzzzzzzzzzzzzzz', locale: 'en' }, headers: { 'Accept-Language': 'en' } })
    expect(forged).toMatchObject({ status: 404, body: { message: 'Experience not found.', data: { experienceId: { code: 'validation_not_found' } } } })
  })

  it('carry an order only for its owner or the holder of its access token', async () => {
    const admin = await superuserClient()
    const ofA = await admin.collection('orders').create<{ id: string; access_token: string }>(buildOrder({ user: customerA.id, email: customerA.email }))
    const guestOrder = buildOrder()
    const ofGuest = await admin.collection('orders').create<{ id: string }>(guestOrder)
    const withOrder = await openThread(tokenOf(customerA), { orderId: ofA.id })
    expect(withOrder.thread.order).toBe(ofA.id)
    expect((await call('/api/store/chat/threads', { method: 'POST', auth: tokenOf(customerB), body: { orderId: ofA.id } })).status).toBe(404)
    const guest = await chatGuest()
    expect((await call('/api/store/chat/threads', { method: 'POST', auth: guest.token, body: { orderId: ofGuest.id } })).status).toBe(404)
    expect((await call('/api/store/chat/threads', { method: 'POST', auth: guest.token, body: { orderId: ofGuest.id, orderToken: 'not-the-token' } })).status).toBe(404)
    const byToken = await call<{ thread: ThreadRow }>('/api/store/chat/threads', { method: 'POST', auth: guest.token, body: { orderId: ofGuest.id, orderToken: guestOrder.access_token } })
    expect(byToken.status).toBe(201)
    expect(byToken.body.thread.order).toBe(ofGuest.id)
  })

  it('are opened by travellers only; staff and nobody get 403 and 401', async () => {
    expect(await call('/api/store/chat/threads', { method: 'POST', auth: tokenOf(agent), body: {}, headers: { 'Accept-Language': 'en' } })).toMatchObject({ status: 403, body: { message: 'Travellers start conversations; the team answers them from the inbox.' } })
    expect(await call('/api/store/chat/threads', { method: 'POST', body: {} })).toMatchObject({ status: 401, body: { message: 'ابدأ المحادثة أولًا: يلزم تسجيل الدخول أو هوية المحادثة المحفوظة على هذا الجهاز.' } })
  })

  it('are limited to 10 open ones per traveller', async () => {
    const guest = await chatGuest()
    for (let index = 0; index < 10; index += 1) await openThread(guest.token, { id: newId(), subject: `Thread ${index}` })
    const refused = await call('/api/store/chat/threads', { method: 'POST', auth: guest.token, body: { id: newId(), subject: 'Eleventh', locale: 'en' } })
    expect(refused).toMatchObject({ status: 429, body: { message: 'You have 10 open conversations. Continue one of them instead of starting another.' } })
    expect((await call<{ items: ThreadRow[] }>('/api/store/chat/threads', { auth: guest.token })).body.items).toHaveLength(10)
    // Without an id, "Chat with us" continues the open general thread instead.
    expect((await call('/api/store/chat/threads', { method: 'POST', auth: guest.token, body: { subject: 'Again' } })).status).toBe(200)
  })

  it('made with a client id are made once, however often the request is retried', async () => {
    const guest = await chatGuest()
    const id = newId()
    const body = { id, subject: 'Offline', message: { id: newId(), body: 'Written on the plane' } }
    const replies = await Promise.all([0, 1, 2].map(() => call<{ thread: ThreadRow; message: MessageRow | null }>('/api/store/chat/threads', { method: 'POST', auth: guest.token, body })))
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 200, 201])
    expect(new Set(replies.map((reply) => reply.body.thread.id))).toEqual(new Set([id]))
    expect(await messageCount(id)).toBe(1)
    const other = await chatGuest()
    expect((await call('/api/store/chat/threads', { method: 'POST', auth: other.token, body: { id } })).status).toBe(409)
  })
})

describe('messages', () => {
  let guest: ChatGuest
  let thread: ThreadRow
  beforeAll(async () => {
    guest = await chatGuest()
    thread = (await openThread(guest.token, { subject: 'Messages' })).thread
  })

  it('are answered by staff, who see every thread, and a retry with the same id makes no second message', async () => {
    const id = newId()
    const first = await postMessage(tokenOf(agent), thread.id, { id, body: 'Welcome!' })
    expect(first.status).toBe(201)
    expect(first.body.message).toMatchObject({ id, sender: 'staff', kind: 'text', body: 'Welcome!', author_name: expect.stringMatching(/^Huda /) })
    expect(first.body.message).not.toHaveProperty('staff')
    expect(first.body.thread).toMatchObject({ customer_unread: 1, waiting_since: '', last_sender: 'staff' })
    const retries = await Promise.all([0, 1, 2, 3].map(() => postMessage(tokenOf(agent), thread.id, { id, body: 'Welcome!' })))
    for (const retry of retries) {
      expect(retry.status).toBe(200)
      expect(retry.headers.get('idempotent-replayed')).toBe('true')
      expect(retry.body.message).toMatchObject({ id, body: 'Welcome!', created: first.body.message.created })
    }
    expect(await messageCount(thread.id)).toBe(1)
    expect((await threadRecord(thread.id)).customer_unread).toBe(1)
  })

  it('are append-only for travellers through the collection API', async () => {
    const sent = await postMessage(guest.token, thread.id, { body: 'Mine' })
    expect(sent.status).toBe(201)
    const own = sent.body.message
    expect((await attempt(() => guest.client.collection('chat_messages').update(own.id, { body: 'Edited' }))).status).toBe(403)
    expect((await attempt(() => guest.client.collection('chat_messages').delete(own.id))).status).toBe(403)
    expect((await attempt(() => guest.client.collection('chat_messages').create({ thread: thread.id, sender: 'customer', body: 'Direct' }))).status).toBe(403)
    expect((await attempt(() => guest.client.collection('chat_threads').update(thread.id, { status: 'closed' }))).status).toBe(403)
    expect((await attempt(() => agent.client.collection('chat_messages').update(own.id, { body: 'Edited by staff' }))).status).toBe(403)
    expect((await (await superuserClient()).collection('chat_messages').getOne<MessageRow>(own.id)).body).toBe('Mine')
  })

  it('refuse bad input in the caller’s language and write nothing', async () => {
    const before = await messageCount(thread.id)
    const cases: [unknown, number, string, string | null, string][] = [
      [{ body: '   ' }, 400, 'en', 'body', 'Write a message first.'],
      [{ body: '' }, 400, 'ar', 'body', 'اكتب رسالة أولًا.'],
      [{}, 400, 'en', 'body', 'Write a message first.'],
      [{ body: 42 }, 400, 'en', 'body', 'Write a message first.'],
      [{ body: 'x'.repeat(2001) }, 400, 'en', 'body', 'A message can be at most 2000 characters.'],
      [{ body: 'x'.repeat(2001) }, 400, 'ar', 'body', 'يجب ألا تزيد الرسالة على ٢٠٠٠ حرف.'],
      [{ id: 'NOT-A-RECORD-ID', body: 'Hello' }, 400, 'en', 'id', 'The id must be 15 lowercase Latin letters or digits.'],
      // Not JSON at all: PocketBase reads no body, so there is no message in it.
      ['just text', 400, 'en', 'body', 'Write a message first.'],
    ]
    for (const [body, status, language, field, message] of cases) {
      const reply = await postMessage(guest.token, thread.id, body, { 'Accept-Language': language })
      expect(reply.status, JSON.stringify(body).slice(0, 40)).toBe(status)
      expect((reply.body as unknown as { message: string }).message).toBe(message)
      if (field) expect((reply.body as unknown as { data: Record<string, { message: string }> }).data[field]!.message).toBe(message)
    }
    // Someone else's thread, a forged thread id, a message id another message has.
    expect((await postMessage(tokenOf(customerB), thread.id, { body: 'Let me in' })).status).toBe(404)
    expect((await postMessage(guest.token, 'zzzzzzzzzzzzzzz', { body: 'Nowhere' })).status).toBe(404)
    const taken = (await postMessage(tokenOf(agent), thread.id, { body: 'Staff message' })).body.message.id
    const reused = await postMessage(guest.token, thread.id, { id: taken, body: 'Same id, different message' }, { 'Accept-Language': 'en' })
    expect(reused).toMatchObject({ status: 409, body: { message: 'This message id is already used by another message.' } })
    expect(await messageCount(thread.id)).toBe(before + 1)
  })

  it('are limited to 20 a minute per traveller', async () => {
    const chatty = await chatGuest()
    const own = (await openThread(chatty.token, { subject: 'Chatty' })).thread
    for (let index = 0; index < 20; index += 1) expect((await postMessage(chatty.token, own.id, { body: `Message ${index}` })).status).toBe(201)
    const limited = await postMessage(chatty.token, own.id, { body: 'One too many' }, { 'Accept-Language': 'en' })
    expect(limited).toMatchObject({ status: 429, body: { message: 'You are sending messages too quickly. Wait a moment and try again.' } })
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await messageCount(own.id)).toBe(20)
    // Another sender is not held back by it.
    expect((await postMessage(tokenOf(agent), own.id, { body: 'Staff can still answer' })).status).toBe(201)
  })

  it('keep each sender’s window in the database, so a restart inside the minute does not reset it', async () => {
    const chatty = await chatGuest()
    const own = (await openThread(chatty.token, { subject: 'Counted' })).thread
    for (let index = 0; index < 20; index += 1) expect((await postMessage(chatty.token, own.id, { body: `Counted ${index}` })).status).toBe(201)
    const admin = await superuserClient()
    const row = await admin.collection('chat_send_allowances').getFirstListItem<{ id: string; sender: string; times: number[] }>(admin.filter('sender = {:id}', { id: chatty.id }))
    expect(row.times).toHaveLength(20)
    expect(row.times.every((time) => time > Date.now() - 120_000)).toBe(true)
    expect((await postMessage(chatty.token, own.id, { body: 'One too many' })).status).toBe(429)
    // What the server reads after a restart is that row: emptied, the sender may write again.
    await admin.collection('chat_send_allowances').update(row.id, { times: [] })
    expect((await postMessage(chatty.token, own.id, { body: 'After the window' })).status).toBe(201)
  })

  it('refuse bodies of only invisible characters and bodies with direction overrides, in the caller’s language', async () => {
    const guest = await chatGuest()
    const own = (await openThread(guest.token, { subject: 'Invisible' })).thread
    const cases: [string, string, string][] = [
      ['\u202Egnp.exe', 'en', 'Text cannot contain invisible characters or characters that change the direction of the text. Remove them and try again.'],
      ['\u202Egnp.exe', 'ar', 'لا يمكن أن يحتوي النص على محارف غير مرئية أو محارف تغيّر اتجاه النص. احذفها ثم حاول مرة أخرى.'],
      ['hello\u{E0041}\u{E0042}', 'en', 'Text cannot contain invisible characters or characters that change the direction of the text. Remove them and try again.'],
      ['\u200B\u200C\u200D\u2060', 'en', 'Write a message first.'],
      ['\u200B\u202E\u2066', 'ar', 'اكتب رسالة أولًا.'],
    ]
    for (const [body, language, message] of cases) {
      const reply = await postMessage(guest.token, own.id, { body }, { 'Accept-Language': language })
      expect({ status: reply.status, message: (reply.body as unknown as { message: string }).message }, JSON.stringify(body)).toEqual({ status: 400, message })
    }
    expect(await messageCount(own.id)).toBe(0)
    // Persian with its zero-width non-joiner and an emoji family are messages like any other.
    expect((await postMessage(guest.token, own.id, { body: 'می\u200Cخواهم 👨\u200D👩\u200D👧' })).status).toBe(201)
  })
})

describe('read receipts, unread counts and the missed-messages fetch', () => {
  it('count per side and move only forward', async () => {
    const guest = await chatGuest()
    const thread = (await openThread(guest.token, { subject: 'Receipts', message: { body: 'First' } })).thread
    const replies: MessageRow[] = []
    for (const body of ['One', 'Two', 'Three']) replies.push((await postMessage(tokenOf(agent), thread.id, { body })).body.message)
    expect((await call<{ unread: number; unreadThreads: number }>('/api/store/chat/threads', { auth: guest.token })).body).toMatchObject({ unread: 3, unreadThreads: 1 })

    const partly = await call<{ thread: ThreadRow; readAt: string }>(`/api/store/chat/threads/${thread.id}/read`, { method: 'POST', auth: guest.token, body: { messageId: replies[0]!.id } })
    expect(partly.status).toBe(200)
    expect(partly.body).toMatchObject({ readAt: replies[0]!.created, thread: { customer_unread: 2, customer_read_at: replies[0]!.created } })
    const all = await call<{ thread: ThreadRow; readAt: string }>(`/api/store/chat/threads/${thread.id}/read`, { method: 'POST', auth: guest.token, body: {} })
    expect(all.body.thread.customer_unread).toBe(0)
    // Reading an older message again does not move the receipt back.
    const older = await call<{ thread: ThreadRow; readAt: string }>(`/api/store/chat/threads/${thread.id}/read`, { method: 'POST', auth: guest.token, body: { messageId: replies[1]!.id } })
    expect(older.body.readAt).toBe(all.body.readAt)
    expect(older.body.thread.customer_unread).toBe(0)
    // Staff have their own receipt.
    expect((await threadRecord(thread.id)).staff_unread).toBe(1)
    const staffRead = await call<{ thread: ThreadRow }>(`/api/store/chat/threads/${thread.id}/read`, { method: 'POST', auth: tokenOf(agent), body: {} })
    expect(staffRead.body.thread).toMatchObject({ staff_unread: 0, customer_unread: 0 })
    // A message of another thread, or a malformed id, is refused.
    const elsewhere = (await openThread(guest.token, { id: newId(), subject: 'Elsewhere', message: { body: 'Hi' } })).message!
    expect((await call(`/api/store/chat/threads/${thread.id}/read`, { method: 'POST', auth: guest.token, body: { messageId: elsewhere.id } })).status).toBe(400)
    expect((await call(`/api/store/chat/threads/${thread.id}/read`, { method: 'POST', auth: guest.token, body: { messageId: 'bad' } })).status).toBe(400)
  })

  it('give a reconnecting client what it missed after the last message it has', async () => {
    const guest = await chatGuest()
    const thread = (await openThread(guest.token, { subject: 'Missed', message: { body: 'm0' } })).thread
    const sent: MessageRow[] = []
    for (let index = 1; index <= 5; index += 1) sent.push((await postMessage(index % 2 ? tokenOf(agent) : guest.token, thread.id, { body: `m${index}` })).body.message)
    const missed = await threadView(guest.token, thread.id, `?after=${sent[1]!.id}`)
    expect(missed.status).toBe(200)
    expect(missed.body.messages.items.map((message) => message.body)).toEqual(['m3', 'm4', 'm5'])
    expect(missed.body.messages.hasMore).toBe(false)
    const latest = await threadView(guest.token, thread.id, '?limit=2')
    expect(latest.body.messages).toEqual({ items: [expect.objectContaining({ body: 'm4' }), expect.objectContaining({ body: 'm5' })], hasMore: true })
    const older = await threadView(guest.token, thread.id, `?before=${sent[3]!.id}&limit=2`)
    expect(older.body.messages.items.map((message) => message.body)).toEqual(['m2', 'm3'])
    expect(latest.body).not.toHaveProperty('context')
    expect((await threadView(guest.token, thread.id, '?after=zzzzzzzzzzzzzzz')).status).toBe(400)
    expect((await threadView(guest.token, thread.id, '?after=not-an-id')).status).toBe(400)
    // The collection API gives the same catch-up to the SDK (the rules scope it to the thread's traveller).
    const viaCollection = await guest.client.collection('chat_messages').getFullList<MessageRow>({ filter: `thread = '${thread.id}' && created > '${sent[1]!.created}'`, sort: 'created' })
    expect(viaCollection.map((message) => message.body)).toEqual(['m3', 'm4', 'm5'])
  })
})

describe('staff', () => {
  it('close and reopen threads; travellers cannot', async () => {
    const guest = await chatGuest()
    const thread = (await openThread(guest.token, { subject: 'To close', message: { body: 'Thanks, that is all' } })).thread
    expect((await call(`/api/store/staff/threads/${thread.id}/close`, { method: 'POST', auth: guest.token })).status).toBe(403)
    const closed = await call<{ thread: ThreadRow; message: MessageRow }>(`/api/store/staff/threads/${thread.id}/close`, { method: 'POST', auth: tokenOf(agent) })
    expect(closed.status).toBe(200)
    expect(closed.body.thread).toMatchObject({ status: 'closed', waiting_since: '' })
    expect(closed.body.message).toMatchObject({ sender: 'system', kind: 'event', event: 'closed' })
    const again = await call<{ thread: ThreadRow; message: MessageRow | null }>(`/api/store/staff/threads/${thread.id}/close`, { method: 'POST', auth: tokenOf(agent) })
    expect(again.body.message).toBeNull()
    const reopened = await call<{ thread: ThreadRow; message: MessageRow }>(`/api/store/staff/threads/${thread.id}/reopen`, { method: 'POST', auth: tokenOf(agent) })
    expect(reopened.body).toMatchObject({ thread: { status: 'open', closed_at: '' }, message: { event: 'reopened' } })
    await call(`/api/store/staff/threads/${thread.id}/close`, { method: 'POST', auth: tokenOf(agent) })
    // A traveller writing to a closed thread brings it back to the inbox.
    const back = await postMessage(guest.token, thread.id, { body: 'One more question' })
    expect(back.body.thread).toMatchObject({ status: 'open', waiting_since: back.body.message.created })
  })

  it('see the inbox by filter with counts, waiting time and the traveller, and the traveller’s context beside a thread', async () => {
    const waiting = await chatGuest()
    const guestThread = (await openThread(waiting.token, { subject: 'Waiting', message: { body: 'Hello?' } })).thread
    await call(`/api/store/staff/threads/${guestThread.id}/read`, { method: 'POST', auth: tokenOf(agent) })
    const admin = await superuserClient()
    const order = await admin.collection('orders').create<{ id: string; number: string }>(buildOrder({ user: customerB.id, email: customerB.email }))
    const customerThread = (await openThread(tokenOf(customerB), { orderId: order.id, message: { body: 'About my order' } })).thread

    const inbox = await call<{ filter: string; items: (ThreadRow & { waiting_seconds: number; traveller: { kind: string; name: string; email: string } })[]; counts: Record<string, number>; totalItems: number }>(
      '/api/store/staff/threads?filter=waiting&perPage=200',
      { auth: tokenOf(agent) },
    )
    expect(inbox.status).toBe(200)
    expect(inbox.body.filter).toBe('waiting')
    const ids = inbox.body.items.map((thread) => thread.id)
    expect(ids).toContain(guestThread.id)
    expect(ids).toContain(customerThread.id)
    expect(ids.indexOf(customerThread.id)).toBeLessThan(ids.indexOf(guestThread.id))
    expect(inbox.body.items.every((thread) => thread.waiting_since !== '' && thread.status === 'open')).toBe(true)
    const row = inbox.body.items.find((thread) => thread.id === customerThread.id)!
    expect(row.traveller).toMatchObject({ kind: 'customer', email: customerB.email })
    expect(row.waiting_seconds).toBeGreaterThanOrEqual(0)
    expect(inbox.body.counts.waiting).toBe(inbox.body.totalItems)
    expect(inbox.body.counts.all).toBeGreaterThanOrEqual(inbox.body.counts.open! + inbox.body.counts.closed!)

    const view = await threadView(tokenOf(agent), customerThread.id)
    expect(view.body.context).toMatchObject({ traveller: { kind: 'customer', email: customerB.email }, orders: [expect.objectContaining({ id: order.id, number: order.number, linked: true })] })

    for (const token of [tokenOf(customerA), waiting.token]) {
      expect((await call('/api/store/staff/threads', { auth: token, headers: { 'Accept-Language': 'en' } })).body).toMatchObject({ status: 403, message: 'Only the Rihla team can do this.' })
    }
    expect((await call('/api/store/staff/threads')).status).toBe(401)
  })
})

describe('a guest’s threads join the customer’s when they sign in', () => {
  it('with proof of both: the customer’s token and the device’s secret', async () => {
    const guest = await chatGuest()
    const thread = (await openThread(guest.token, { subject: 'Before signing in', message: { body: 'Hi' } })).thread
    const customer = await createCustomer('merge')
    expect(await call('/api/store/chat/guests/merge', { method: 'POST', body: { guestId: guest.id, secret: guest.secret } })).toMatchObject({ status: 401 })
    expect((await call('/api/store/chat/guests/merge', { method: 'POST', auth: guest.token, body: { guestId: guest.id, secret: guest.secret } })).status).toBe(401)
    expect((await call('/api/store/chat/guests/merge', { method: 'POST', auth: tokenOf(customer), body: { guestId: guest.id, secret: 'x'.repeat(48) } })).status).toBe(404)

    const merged = await call('/api/store/chat/guests/merge', { method: 'POST', auth: tokenOf(customer), body: { guestId: guest.id, secret: guest.secret } })
    expect(merged).toMatchObject({ status: 200, body: { threads: 1, requests: 0, alreadyMerged: false } })
    const mine = await call<{ items: ThreadRow[] }>('/api/store/chat/threads', { auth: tokenOf(customer) })
    expect(mine.body.items.map((row) => row.id)).toEqual([thread.id])
    expect(mine.body.items[0]).toMatchObject({ user: customer.id, guest: '' })
    expect((await threadView(tokenOf(customer), thread.id)).body.messages.items.map((message) => message.body)).toEqual(['Hi'])

    // The device's old token and secret no longer open anything; a retry by the same customer is fine.
    expect((await threadView(guest.token, thread.id)).status).toBe(401)
    expect((await clientWith(guest.token).collection('chat_threads').getList(1, 10)).items).toEqual([])
    expect((await call('/api/store/chat/guests/auth', { method: 'POST', body: { guestId: guest.id, secret: guest.secret }, headers: { 'Accept-Language': 'en' } })).body).toMatchObject({ status: 410, message: expect.stringContaining('joined an account') })
    expect((await call('/api/store/chat/guests/merge', { method: 'POST', auth: tokenOf(customer), body: { guestId: guest.id, secret: guest.secret } })).body).toMatchObject({ threads: 0, alreadyMerged: true })
    expect((await call('/api/store/chat/guests/merge', { method: 'POST', auth: tokenOf(customerA), body: { guestId: guest.id, secret: guest.secret } })).status).toBe(409)
  })
})

describe('mail when staff reply while the traveller is away', () => {
  it('goes once per absence, in the thread’s language, and again after the traveller read', async () => {
    const customer = await createCustomer('away')
    const thread = (await openThread(tokenOf(customer), { subject: 'Away', locale: 'ar', message: { body: 'سؤال' } })).thread
    await postMessage(tokenOf(agent), thread.id, { body: 'أهلًا، نعم يمكننا ذلك.' })
    const first = await eventually(() => mailsTo(customer.email), (mails) => mails.length >= 1)
    expect(first).toHaveLength(1)
    expect(first[0]).toMatchObject({ subject: 'ردّ فريق رحلة على رسالتك' })
    expect(first[0]!.text).toContain('«أهلًا، نعم يمكننا ذلك.»')
    expect(first[0]!.text).toContain(`/chat/${thread.id}`)
    expect(first[0]!.text).not.toContain('/en/chat/')

    await postMessage(tokenOf(agent), thread.id, { body: 'Second reply' })
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(await mailsTo(customer.email)).toHaveLength(1)

    await call(`/api/store/chat/threads/${thread.id}/read`, { method: 'POST', auth: tokenOf(customer), body: {} })
    await postMessage(tokenOf(agent), thread.id, { body: 'Third reply' })
    expect(await eventually(() => mailsTo(customer.email), (mails) => mails.length >= 2)).toHaveLength(2)
  })
})
