// Payment addresses come from configuration, never from the request: a checkout sent with a
// forged Host header still gets return pages and a webhook on the server's own address (the
// test server has no APP_URL, so that is the address it listens on). And the sandbox's webhook
// deliveries are taken oldest first, retried with growing gaps, capped, and the ones given up
// are there for staff to see.
import { createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { randomUUID } from 'node:crypto'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createCustomer, superuserClient, testServerUrl } from '../support/api'
import { bookableSlots, checkoutBody, excludeLocalhostFromRateLimits, superuserToken, call, type BookableSlot } from './checkout-support'
import { deliverSandboxNow, sandboxSessionId, staffGet, submitSandboxForm, TEST_CARDS, viewOrder, type CardCheckout } from './payments-support'

type SandboxRow = { id: string; status: string; success_url: string; failure_url: string; webhook_url: string; deliver_at: string; delivery_status: string; delivery_attempts: number; last_delivery_error: string }

/** A request with a Host header of our choosing (fetch does not let one be set). */
function rawRequest(path: string, { method = 'GET', host, headers = {}, body }: { method?: string; host: string; headers?: Record<string, string>; body?: string }) {
  const target = new URL(testServerUrl())
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; text: string }>((resolve, reject) => {
    const outgoing = request({ hostname: target.hostname, port: target.port, path, method, headers: { ...headers, Host: host } }, (response) => {
      let text = ''
      response.setEncoding('utf8')
      response.on('data', (chunk) => (text += chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text }))
    })
    outgoing.on('error', reject)
    if (body !== undefined) outgoing.write(body)
    outgoing.end()
  })
}

let restore: () => Promise<void>
let trap: Server
let trapHits = 0
let trapHost = ''

beforeAll(async () => {
  restore = await excludeLocalhostFromRateLimits()
  // Where a forged Host header points: nothing may ever be sent here.
  trap = createServer((_request, response) => {
    trapHits += 1
    response.writeHead(200).end('{}')
  })
  await new Promise<void>((resolve) => trap.listen(0, '127.0.0.1', resolve))
  trapHost = `127.0.0.1:${(trap.address() as AddressInfo).port}`
})
afterAll(async () => {
  await restore?.()
  await new Promise((resolve) => trap.close(resolve))
})

describe('payment addresses', () => {
  it('never come from the Host header: return pages and the signed webhook stay on the configured address', async () => {
    const [slot] = (await bookableSlots(1)) as [BookableSlot]
    const body = JSON.stringify(checkoutBody([slot], { paymentMethod: 'card', locale: 'en' }))
    const reply = await rawRequest('/api/store/checkout', { method: 'POST', host: trapHost, body, headers: { 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() } })
    expect(reply.status).toBe(201)
    const created = JSON.parse(reply.text) as CardCheckout
    const session = sandboxSessionId(created.payment!.redirectUrl)
    const row = await staffGet<SandboxRow>('sandbox_payments', session)
    expect(row.success_url).toBe(`${testServerUrl()}/en/checkout/success?order=${created.order.id}#token=${created.order.accessToken}`)
    expect(row.failure_url).toBe(`${testServerUrl()}/en/checkout/error?order=${created.order.id}#token=${created.order.accessToken}`)
    expect(row.webhook_url).toBe(`${testServerUrl()}/api/store/payments/sandbox/webhook`)

    // The card form is posted with the forged Host too: the payer returns to the real site, and
    // the signed payment.succeeded event reaches the real server, which confirms the order.
    const form = new URLSearchParams({ lang: 'en', action: 'pay', card_number: TEST_CARDS.success, expiry: '12/30', cvc: '123', name: 'Sara' }).toString()
    const paid = await rawRequest(`/pay/sandbox/${session}`, { method: 'POST', host: trapHost, body: form, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } })
    expect(paid.status).toBe(303)
    expect(paid.headers.location).toBe(row.success_url)
    expect((await viewOrder(created.order.id, created.order.accessToken)).order).toMatchObject({ status: 'confirmed', outcome: 'booked' })
    expect(trapHits).toBe(0)
  })
})

describe('sandbox webhook deliveries', () => {
  const poisoned: string[] = []
  /** Owed deliveries to an address that refuses connections, due `agoMinutes` ago. */
  async function owedToNowhere(count: number, agoMinutes: number) {
    const admin = await superuserClient()
    for (let index = 0; index < count; index += 1) {
      const record = await admin.collection('sandbox_payments').create<{ id: string }>({
        order_id: `nowhere${index}`,
        amount: 100,
        currency: 'SAR',
        status: 'paid',
        webhook_url: 'http://127.0.0.1:1/api/store/payments/sandbox/webhook',
        deliver_at: new Date(Date.now() - (agoMinutes * 60 + index) * 1000).toISOString(),
        delivery_status: 'pending',
      })
      poisoned.push(record.id)
    }
  }
  afterEach(async () => {
    const admin = await superuserClient()
    for (const id of poisoned.splice(0)) await admin.collection('sandbox_payments').delete(id)
  })

  it('take the oldest due first and move failing ones back, so a real confirmation is never starved', async () => {
    await owedToNowhere(55, 30)
    const [slot] = (await bookableSlots(1)) as [BookableSlot]
    const reply = await call<CardCheckout>('/api/store/checkout', { method: 'POST', body: checkoutBody([slot], { paymentMethod: 'card' }), headers: { 'Idempotency-Key': randomUUID() } })
    const created = reply.body
    // A 3-D Secure payment: confirmed by the bank, its confirmation owed a few seconds later.
    const challenged = await submitSandboxForm(created.payment!.redirectUrl, { action: 'pay', card_number: TEST_CARDS.threeDs, expiry: '12/30', cvc: '123', name: 'Sara' })
    expect(challenged.status).toBe(303)
    expect((await submitSandboxForm(created.payment!.redirectUrl, { action: 'confirm' }, '/challenge')).status).toBe(303)
    for (let round = 0; round < 3; round += 1) await deliverSandboxNow()
    expect((await viewOrder(created.order.id, created.order.accessToken)).order).toMatchObject({ status: 'confirmed', outcome: 'booked' })
  })

  it('back off after each failure, give up after the cap, and show staff the deliveries given up', async () => {
    await owedToNowhere(1, 5)
    const [id] = poisoned as [string]
    const gapsInMinutes: number[] = []
    for (let attempt = 1; attempt <= 7; attempt += 1) {
      await deliverSandboxNow()
      const row = await staffGet<SandboxRow>('sandbox_payments', id)
      expect(row).toMatchObject({ delivery_status: 'pending', delivery_attempts: attempt })
      expect(row.last_delivery_error).toMatch(/refused|connect/i)
      gapsInMinutes.push(Math.round((Date.parse(row.deliver_at.replace(' ', 'T')) - Date.now()) / 60_000))
    }
    expect(gapsInMinutes).toEqual([1, 2, 4, 8, 16, 32, 60])
    await deliverSandboxNow()
    const gaveUp = await staffGet<SandboxRow>('sandbox_payments', id)
    expect(gaveUp).toMatchObject({ delivery_status: 'gave_up', delivery_attempts: 8, deliver_at: '' })
    await deliverSandboxNow()
    expect((await staffGet<SandboxRow>('sandbox_payments', id)).delivery_attempts).toBe(8)

    // Staff list them in the dashboard's collection; nobody else sees the collection at all.
    const listed = await call<{ items: { id: string }[] }>(`/api/collections/sandbox_payments/records?filter=${encodeURIComponent("delivery_status = 'gave_up'")}`, { auth: await superuserToken() })
    expect(listed.body.items.map((item) => item.id)).toContain(id)
    const customer = await createCustomer('deliveries')
    expect((await call(`/api/collections/sandbox_payments/records`, { auth: customer.client.authStore.token })).status).toBe(403)
    expect((await call(`/api/collections/sandbox_payments/records`)).status).toBe(403)
  })
})
