// The Moyasar gateway against a local stand-in that speaks Moyasar's documented API
// (tests/support/moyasar-stand-in.mjs): a PocketBase of its own started with
// RIHLA_PAYMENT_PROVIDER=moyasar. Invoices in halalas with the secret key (never sent to the
// browser), callbacks verified by fetching the payment server-side, refunds through the API.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startMoyasarStandIn } from '../support/moyasar-stand-in.mjs'
import { startTestServer } from '../support/test-server.mjs'

type StandIn = Awaited<ReturnType<typeof startMoyasarStandIn>>
type Server = Awaited<ReturnType<typeof startTestServer>>

let standIn: StandIn
let server: Server
let staffToken = ''

beforeAll(async () => {
  standIn = await startMoyasarStandIn()
  server = await startTestServer({
    seedArgs: ['--experiences', '24'],
    env: { RIHLA_PAYMENT_PROVIDER: 'moyasar', MOYASAR_API_URL: standIn.url, MOYASAR_SECRET_KEY: standIn.secretKey, MOYASAR_WEBHOOK_SECRET: standIn.webhookSecret },
  })
  const auth = await fetch(`${server.url}/api/collections/_superusers/auth-with-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identity: server.superuser.email, password: server.superuser.password }),
  })
  staffToken = ((await auth.json()) as { token: string }).token
}, 120_000)

afterAll(async () => {
  await server?.stop()
  await standIn?.stop()
})

async function api<T>(path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) {
  const response = await fetch(`${server.url}${path}`, {
    method: init.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...(init.headers ?? {}) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  return { status: response.status, body: (await response.json()) as T }
}

const staff = { Authorization: '' }
const usedSlots = new Set<string>()

type Slot = { id: string; expand: { option: { traveller_types: { key: string; price: number }[]; guest_details_required: boolean; pickup_places: unknown[] } } }

/** A card checkout for one adult on an open slot a week ahead. */
async function checkout() {
  staff.Authorization = staffToken
  const day = new Date(Date.now() + 3 * 3600_000 + 8 * 86_400_000).toISOString().slice(0, 10)
  const filter = encodeURIComponent(`status = 'open' && reserved = 0 && capacity >= 2 && date >= '${day}' && option.pricing = 'per_person' && option.guest_details_required = false && option.max_per_booking >= 2 && option.min_per_booking <= 1 && experience.status = 'active' && experience.expires_at = ''`)
  const slots = await api<{ items: Slot[] }>(`/api/collections/slots/records?perPage=100&filter=${filter}&expand=option`, { headers: staff })
  const slot = slots.body.items.find((candidate) => !usedSlots.has(candidate.id) && candidate.expand.option.pickup_places.length === 0 && candidate.expand.option.traveller_types.some((type) => type.key === 'adult'))!
  usedSlots.add(slot.id)
  const reply = await api<{ order: { id: string; total: number; accessToken: string; number: string }; payment: { provider: string; redirectUrl: string } | null }>('/api/store/checkout', {
    method: 'POST',
    headers: { 'Idempotency-Key': randomUUID() },
    body: {
      items: [{ slotId: slot.id, travellers: { adult: 1 } }],
      leadGuest: { firstName: 'Sara', lastName: 'Alharbi', email: `moyasar-${randomUUID()}@rihla.test`, countryCode: '+966', phone: '551234567' },
      paymentMethod: 'card',
      locale: 'en',
    },
  })
  expect(reply.status, JSON.stringify(reply.body)).toBe(201)
  return reply.body
}

const invoiceOf = (redirectUrl: string) => [...standIn.invoices.values()].find((invoice) => invoice.url === redirectUrl)!
const view = (order: { id: string; accessToken: string }) =>
  api<{ order: { status: string; outcome: string; refunded: number }; bookings: { id: string; status: string; voucherCode: string }[] }>(`/api/store/orders/${order.id}`, { headers: { 'X-Order-Token': order.accessToken } })

describe('Moyasar', () => {
  it('creates an invoice in halalas with the secret key and sends the traveller to its page', async () => {
    const created = await checkout()
    expect(created.payment?.provider).toBe('moyasar')
    const invoice = invoiceOf(created.payment!.redirectUrl)
    expect(invoice).toMatchObject({ amount: created.order.total, currency: 'SAR', metadata: { order_id: created.order.id, order_number: created.order.number } })
    expect(invoice.callback_url).toBe(`${server.url}/api/store/payments/moyasar/webhook`)
    expect(invoice.success_url).toBe(`${server.url}/en/checkout/success?order=${created.order.id}#token=${created.order.accessToken}`)
    const request = standIn.requests.find((entry) => entry.path === '/v1/invoices' && entry.body?.metadata?.order_id === created.order.id)!
    expect(request.authorization).toBe(`Basic ${Buffer.from(`${standIn.secretKey}:`).toString('base64')}`)
    expect(JSON.stringify(created)).not.toContain(standIn.secretKey)
  })

  it('confirms the order only after fetching the paid payment from Moyasar', async () => {
    const created = await checkout()
    const { payment, webhookStatus } = await standIn.pay(invoiceOf(created.payment!.redirectUrl).id)
    expect(webhookStatus).toBe(200)
    expect(standIn.requests.some((entry) => entry.method === 'GET' && entry.path === `/v1/payments/${payment.id}`)).toBe(true)
    const after = await view(created.order)
    expect(after.body.order).toMatchObject({ status: 'confirmed', outcome: 'booked' })
    expect(after.body.bookings[0]!.voucherCode).toMatch(/^RH-/)
  })

  it('refuses a wrong secret token, another order’s payment and a wrong amount or currency, changing nothing', async () => {
    const created = await checkout()
    const other = await checkout()
    const invoiceId = invoiceOf(created.payment!.redirectUrl).id
    const before = (await view(created.order)).body
    const forged = await standIn.pay(invoiceId, { secretToken: 'guessed' })
    expect(forged.webhookStatus).toBe(400)
    expect((await standIn.pay(invoiceId, { orderId: other.order.id })).webhookStatus).toBe(400)
    expect((await standIn.pay(invoiceId, { amount: created.order.total - 100 })).webhookStatus).toBe(400)
    expect((await standIn.pay(invoiceId, { currency: 'USD' })).webhookStatus).toBe(400)
    expect((await view(created.order)).body).toEqual(before)
    expect((await view(other.order)).body.order.status).toBe('pending_payment')
  })

  it('keeps a failed payment retryable, and replays change nothing', async () => {
    const created = await checkout()
    const invoiceId = invoiceOf(created.payment!.redirectUrl).id
    expect((await standIn.pay(invoiceId, { outcome: 'failed' })).webhookStatus).toBe(200)
    expect((await view(created.order)).body.order.outcome).toBe('payment_failed')
    const paid = await standIn.pay(invoiceId, { eventId: 'evt-replayed' })
    expect(paid.webhookStatus).toBe(200)
    const replay = await fetch(`${server.url}/api/store/payments/moyasar/webhook`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(paid.event) })
    expect(((await replay.json()) as { duplicate: boolean }).duplicate).toBe(true)
    expect((await view(created.order)).body.order.status).toBe('confirmed')
  })

  it('refunds a cancellation through Moyasar’s refund API', async () => {
    const created = await checkout()
    const { payment } = await standIn.pay(invoiceOf(created.payment!.redirectUrl).id)
    const booking = (await view(created.order)).body.bookings[0]!
    await api(`/api/collections/bookings/records/${booking.id}`, { method: 'PATCH', headers: staff, body: { cancellation_policy: { type: 'free', tiers: [{ minutes_before: 60, penalty_percent: 0 }] } } })
    const cancelled = await api<{ booking: { status: string; refundAmount: number } }>(`/api/store/orders/${created.order.id}/bookings/${booking.id}/cancel`, {
      method: 'POST',
      headers: { 'X-Order-Token': created.order.accessToken },
      body: { expectedRefund: created.order.total },
    })
    expect(cancelled.body.booking).toMatchObject({ status: 'refunded', refundAmount: created.order.total })
    expect(standIn.payments.get(payment.id)).toMatchObject({ status: 'refunded', refunded: created.order.total })
    expect((await view(created.order)).body.order.refunded).toBe(created.order.total)
  })
})
