// Realtime conversations over PocketBase's SSE, per role: a chat guest, customers A and B and a
// staff agent each subscribe (their own EventSource, through the SDK) to record subscriptions and
// to the conversation topics; every one gets the events of the threads it may read and nothing
// else. A negative is checked after a positive control on the same write has arrived.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCustomer, createStaff, superuserClient, type Customer, type Staff } from '../support/api'
import { call, excludeLocalhostFromRateLimits, superuserToken } from './checkout-support'
import { chatGuest, listen, openThread, postMessage, sleep, waitForEvent, type ChatGuest, type Listener, type ThreadRow } from './chat-support'

let restore: () => Promise<void>
let guest: ChatGuest
let customerA: Customer
let customerB: Customer
let agent: Staff
let threadOfGuest: ThreadRow
let threadOfA: ThreadRow
const listeners: Listener[] = []

const tokenOf = (who: { client: { authStore: { token: string } } }) => who.client.authStore.token
const open = async (token: string | null, topics: string[]) => {
  const listener = await listen(token, topics)
  listeners.push(listener)
  return listener
}
/** Lets events that should not come have their chance to arrive. */
const settle = () => sleep(400)
const messagesWith = (listener: Listener, body: string) => listener.events.filter((event) => JSON.stringify(event).includes(body))

beforeAll(async () => {
  restore = await excludeLocalhostFromRateLimits()
  guest = await chatGuest('ar')
  customerA = await createCustomer('rt-a')
  customerB = await createCustomer('rt-b')
  agent = await createStaff('agent')
  threadOfGuest = (await openThread(guest.token, { subject: 'Guest question', locale: 'ar' })).thread
  threadOfA = (await openThread(tokenOf(customerA), { subject: 'A question' })).thread
})

afterAll(async () => {
  for (const listener of listeners) await listener.close()
  await restore?.()
})

describe('record subscriptions are checked against the API rules', () => {
  it('give a thread’s record events to its traveller and staff only; messages travel on the conversation topics', async () => {
    const topics = ['chat_messages/*', 'chat_threads/*']
    const asGuest = await open(guest.token, topics)
    const asA = await open(tokenOf(customerA), topics)
    const asB = await open(tokenOf(customerB), topics)
    const asAgent = await open(tokenOf(agent), topics)
    const anonymous = await open(null, topics)

    // Closing a thread is a record event of chat_threads: A and staff see it, nobody else.
    const closedA = (event: Record<string, unknown>) => (event as { record?: { id?: string; status?: string } }).record?.id === threadOfA.id && (event as { record: { status: string } }).record.status === 'closed'
    expect((await call(`/api/store/staff/threads/${threadOfA.id}/close`, { method: 'POST', auth: tokenOf(agent) })).status).toBe(200)
    const seenByA = await waitForEvent(asA, closedA, 'the closed thread for A')
    expect(seenByA).toMatchObject({ action: 'update', record: { id: threadOfA.id, user: customerA.id, status: 'closed' } })
    await waitForEvent(asAgent, closedA, 'the closed thread for staff')
    const closedGuest = (event: Record<string, unknown>) => (event as { record?: { id?: string; status?: string } }).record?.id === threadOfGuest.id && (event as { record: { status: string } }).record.status === 'closed'
    expect((await call(`/api/store/staff/threads/${threadOfGuest.id}/close`, { method: 'POST', auth: tokenOf(agent) })).status).toBe(200)
    await waitForEvent(asGuest, closedGuest, 'the guest’s closed thread')
    await waitForEvent(asAgent, closedGuest, 'the guest’s closed thread for staff')

    // Messages are written by the server without record events (decision 031): none reaches anyone here.
    expect((await postMessage(tokenOf(customerA), threadOfA.id, { body: 'record-sub from A' })).status).toBe(201)
    await settle()
    expect(asA.events.some(closedGuest)).toBe(false)
    expect(asGuest.events.some(closedA)).toBe(false)
    expect(asB.events).toEqual([])
    expect(anonymous.events).toEqual([])
    for (const listener of [asA, asGuest, asAgent]) expect(messagesWith(listener, 'record-sub from A')).toEqual([])
    await call(`/api/store/staff/threads/${threadOfA.id}/reopen`, { method: 'POST', auth: tokenOf(agent) })
    await call(`/api/store/staff/threads/${threadOfGuest.id}/reopen`, { method: 'POST', auth: tokenOf(agent) })
  })
})

describe('conversation topics', () => {
  it('deliver a thread’s messages to its traveller and staff, and nothing to anyone else subscribing to it', async () => {
    const topic = `rihla.chat.${threadOfA.id}`
    const asA = await open(tokenOf(customerA), [topic, 'rihla.chat.mine'])
    const asB = await open(tokenOf(customerB), [topic, 'rihla.chat.mine', 'rihla.staff.inbox'])
    const asGuest = await open(guest.token, [topic, 'rihla.staff.inbox'])
    const asAgent = await open(tokenOf(agent), [topic, 'rihla.staff.inbox'])
    const anonymous = await open(null, [topic, 'rihla.chat.mine', 'rihla.staff.inbox'])

    const sent = await postMessage(tokenOf(customerA), threadOfA.id, { body: 'topic message from A' })
    expect(sent.status).toBe(201)

    const forA = await waitForEvent(asA, (event) => event.topic === topic && event.type === 'message', 'the message on A’s thread topic')
    expect(forA).toMatchObject({ type: 'message', message: { id: sent.body.message.id, body: 'topic message from A', sender: 'customer' }, thread: { id: threadOfA.id, staff_unread: expect.any(Number) } })
    await waitForEvent(asA, (event) => event.topic === 'rihla.chat.mine' && event.type === 'thread', 'A’s own thread list change')
    const forAgent = await waitForEvent(asAgent, (event) => event.topic === topic && event.type === 'message', 'the message for staff')
    expect(forAgent).toMatchObject({ message: { body: 'topic message from A' } })
    await waitForEvent(asAgent, (event) => event.topic === 'rihla.staff.inbox' && (event.thread as ThreadRow).id === threadOfA.id, 'the inbox change')
    await settle()

    expect(asB.events).toEqual([])
    expect(asGuest.events).toEqual([])
    expect(anonymous.events).toEqual([])
  })

  it('carry staff replies to the traveller, and the guest’s own thread to the guest only', async () => {
    const topicA = `rihla.chat.${threadOfA.id}`
    const topicGuest = `rihla.chat.${threadOfGuest.id}`
    const asA = await open(tokenOf(customerA), [topicA, topicGuest])
    const asGuest = await open(guest.token, [topicA, topicGuest])

    expect((await postMessage(tokenOf(agent), threadOfGuest.id, { body: 'staff to the guest' })).status).toBe(201)
    const forGuest = await waitForEvent(asGuest, (event) => event.topic === topicGuest && event.type === 'message', 'the reply on the guest’s topic')
    expect(forGuest).toMatchObject({ message: { sender: 'staff', body: 'staff to the guest', author_name: expect.stringMatching(/^Huda /) } })
    await settle()
    expect(asA.events).toEqual([])
    expect(asGuest.events.filter((event) => event.topic === topicA)).toEqual([])
  })

  it('send typing notices to the thread’s other watchers only, without writing anything', async () => {
    const topic = `rihla.chat.${threadOfA.id}`
    const asAgent = await open(tokenOf(agent), [topic, 'rihla.staff.inbox'])
    const asB = await open(tokenOf(customerB), [topic])
    const asGuest = await open(guest.token, [topic])
    const admin = await superuserClient()
    const before = await admin.collection('chat_threads').getOne<ThreadRow & { updated: string }>(threadOfA.id)
    const messagesBefore = (await admin.collection('chat_messages').getList(1, 1, { filter: `thread = '${threadOfA.id}'` })).totalItems

    const typed = await call(`/api/store/chat/threads/${threadOfA.id}/typing`, { method: 'POST', auth: tokenOf(customerA) })
    expect(typed).toMatchObject({ status: 202, body: {} })
    const notice = await waitForEvent(asAgent, (event) => event.type === 'typing', 'the typing notice')
    expect(notice).toMatchObject({ topic, type: 'typing', thread: threadOfA.id, side: 'customer', name: '' })
    // A second notice at once is dropped (one per 1.5 s per sender and thread), not refused.
    expect((await call(`/api/store/chat/threads/${threadOfA.id}/typing`, { method: 'POST', auth: tokenOf(customerA) })).status).toBe(202)
    await settle()
    expect(asAgent.events.filter((event) => event.type === 'typing')).toHaveLength(1)
    // Typing is for the open thread only, not the inbox list.
    expect(asAgent.events.filter((event) => event.topic === 'rihla.staff.inbox')).toEqual([])
    expect(asB.events).toEqual([])
    expect(asGuest.events).toEqual([])

    const after = await admin.collection('chat_threads').getOne<ThreadRow & { updated: string }>(threadOfA.id)
    expect(after.updated).toBe(before.updated)
    expect((await admin.collection('chat_messages').getList(1, 1, { filter: `thread = '${threadOfA.id}'` })).totalItems).toBe(messagesBefore)

    // Someone else's thread: 404, and no notice goes out.
    expect(await call(`/api/store/chat/threads/${threadOfA.id}/typing`, { method: 'POST', auth: tokenOf(customerB) })).toMatchObject({ status: 404, body: { message: 'المحادثة غير موجودة.' } })
    expect(await call(`/api/store/chat/threads/${threadOfA.id}/typing`, { method: 'POST', headers: { 'Accept-Language': 'en' } })).toMatchObject({ status: 401, body: { message: expect.stringContaining('Start a chat first') } })
  })

  it('send read receipts to the thread’s watchers', async () => {
    const topic = `rihla.chat.${threadOfA.id}`
    const asA = await open(tokenOf(customerA), [topic])
    const read = await call<{ readAt: string; thread: ThreadRow }>(`/api/store/chat/threads/${threadOfA.id}/read`, { method: 'POST', auth: tokenOf(agent), body: {} })
    expect(read.status).toBe(200)
    expect(read.body.thread.staff_unread).toBe(0)
    const receipt = await waitForEvent(asA, (event) => event.type === 'read', 'the read receipt')
    expect(receipt).toMatchObject({ side: 'staff', readAt: read.body.readAt, thread: { id: threadOfA.id, staff_read_at: read.body.readAt } })
  })

  it('stop at once for a staff account that is deactivated', async () => {
    const temporary = await createStaff('agent')
    const topic = `rihla.chat.${threadOfA.id}`
    const asTemporary = await open(tokenOf(temporary), [topic, 'chat_messages/*'])
    const asAgent = await open(tokenOf(agent), [topic])
    await (await superuserClient()).collection('staff').update(temporary.id, { active: false })
    await postMessage(tokenOf(customerA), threadOfA.id, { body: 'after the deactivation' })
    await waitForEvent(asAgent, (event) => JSON.stringify(event).includes('after the deactivation'), 'the control')
    await settle()
    expect(messagesWith(asTemporary, 'after the deactivation')).toEqual([])
    // Its token no longer works either.
    expect((await call('/api/store/staff/threads', { auth: tokenOf(temporary) })).status).toBe(401)
  })

  it('gives the inbox topic to staff only', async () => {
    const asA = await open(tokenOf(customerA), ['rihla.staff.inbox'])
    const asSuperuser = await open(await superuserToken(), ['rihla.staff.inbox'])
    await postMessage(guest.token, threadOfGuest.id, { body: 'for the inbox' })
    await waitForEvent(asSuperuser, (event) => (event.thread as ThreadRow | undefined)?.id === threadOfGuest.id, 'the inbox change for the superuser')
    await settle()
    expect(asA.events).toEqual([])
  })
})
