// Shared by the payments API tests: a card checkout, the sandbox's hosted page driven like a
// browser form, signed (and forged) sandbox webhooks, the order view, and captured mails.
import { createHmac } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { testServerUrl } from '../support/api'
import { call, checkoutBody, postCheckout, superuserToken, type BookableSlot, type CheckoutCreated } from './checkout-support'

export const TEST_CARDS = { success: '4242424242424242', decline: '4000000000000002', threeDs: '4000000000003220' }

export type OrderView = {
  order: {
    id: string
    number: string
    status: string
    outcome: string
    payable: boolean
    paymentStatus: string
    total: number
    refundDue: number
    refunded: number
    payBy?: string
  }
  bookings: {
    id: string
    status: string
    slotId: string
    voucherCode: string
    refundAmount: number
    seats: number
    total: number
    cancellation: { allowed: boolean; penaltyPercent: number; refundAmount: number; freeUntil: string | null }
  }[]
}

export type CardCheckout = CheckoutCreated & { payment: { provider: string; redirectUrl: string } | null }

/** A card checkout of one adult per slot; its 201 answer. */
export async function cardCheckout(slots: BookableSlot[], overrides: Record<string, unknown> = {}): Promise<CardCheckout> {
  const reply = await postCheckout(checkoutBody(slots, { paymentMethod: 'card', ...overrides }))
  if (reply.status !== 201) throw new Error(`checkout answered ${reply.status}: ${JSON.stringify(reply.body)}`)
  return reply.body as CardCheckout
}

/** Submits the sandbox page's form as a browser would (fields urlencoded); the 303 or the page. */
export async function submitSandboxForm(redirectUrl: string, fields: Record<string, string>, suffix = '') {
  const action = `${redirectUrl.split('?')[0]}${suffix}`
  const response = await fetch(`${testServerUrl()}${action}`, { method: 'POST', body: new URLSearchParams({ lang: 'en', ...fields }), redirect: 'manual' })
  return { status: response.status, location: response.headers.get('location') ?? '', text: await response.text() }
}

/** Pays on the sandbox page with a test card. */
export function payWithCard(redirectUrl: string, card: string) {
  return submitSandboxForm(redirectUrl, { action: 'pay', card_number: card, expiry: '12/30', cvc: '123', name: 'Sara Alharbi' })
}

export const sandboxSessionId = (redirectUrl: string) => /\/pay\/sandbox\/([a-z0-9]{15})/.exec(redirectUrl)![1]!

export const sign = (body: string, secret = process.env.RIHLA_TEST_SANDBOX_SECRET!, timestampSeconds = Math.floor(Date.now() / 1000)) =>
  `t=${timestampSeconds},v1=${createHmac('sha256', secret).update(`${timestampSeconds}.${body}`).digest('hex')}`

export function sandboxEvent(id: string, type: string, data: { paymentId: string; orderId: string; amount: number; currency?: string }) {
  return JSON.stringify({ id, type, created: new Date().toISOString(), data: { currency: 'SAR', ...data } })
}

/** Posts a webhook body to the sandbox endpoint with the given signature header (a valid one by default). */
export function postSandboxWebhook(body: string, signature: string = sign(body)) {
  return call<{ received?: boolean; duplicate?: boolean; message?: string }>('/api/store/payments/sandbox/webhook', {
    method: 'POST',
    body,
    headers: { 'Content-Type': 'application/json', 'Rihla-Signature': signature },
  })
}

export async function viewOrder(id: string, token: string): Promise<OrderView> {
  const reply = await call<OrderView>(`/api/store/orders/${id}`, { headers: { 'X-Order-Token': token } })
  if (reply.status !== 200) throw new Error(`order view answered ${reply.status}`)
  return reply.body
}

/** Staff writes standing in for time passing or a provider's own state. */
export async function staffUpdate(collection: string, id: string, fields: Record<string, unknown>) {
  const reply = await call(`/api/collections/${collection}/records/${id}`, { method: 'PATCH', body: fields, auth: await superuserToken() })
  if (reply.status !== 200) throw new Error(`updating ${collection}/${id} answered ${reply.status}: ${JSON.stringify(reply.body)}`)
  return reply.body as Record<string, unknown>
}

export async function staffGet<T = Record<string, unknown>>(collection: string, id: string): Promise<T> {
  const reply = await call<T>(`/api/collections/${collection}/records/${id}`, { auth: await superuserToken() })
  return reply.body
}

export async function staffCount(collection: string, filter: string): Promise<number> {
  const reply = await call<{ totalItems: number }>(`/api/collections/${collection}/records?perPage=1&filter=${encodeURIComponent(filter)}`, { auth: await superuserToken() })
  return reply.body.totalItems
}

export const deliverSandboxNow = async () => call<{ delivered: number }>('/api/store/admin/payments/sandbox/deliver', { method: 'POST', auth: await superuserToken() })
export const sendRemindersNow = async () => call<{ sent: number }>('/api/store/admin/payments/reminders', { method: 'POST', auth: await superuserToken() })

const captureDir = () => process.env.RIHLA_MAIL_CAPTURE_DIR || path.join(process.env.RIHLA_TEST_DATA_DIR!, 'mail-capture')

/** Mails captured for one address. */
export async function mailsTo(address: string): Promise<{ to: string; subject: string; text: string; html: string }[]> {
  let names: string[]
  try {
    names = await readdir(captureDir())
  } catch {
    return []
  }
  const mails = await Promise.all(names.filter((name) => name.endsWith('.json')).map(async (name) => JSON.parse(await readFile(path.join(captureDir(), name), 'utf8'))))
  return mails.filter((mail) => mail.to === address)
}

/** Seconds-resolution wait for something the server does right after answering. */
export async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, attempts = 40): Promise<T> {
  let value = await read()
  for (let attempt = 0; attempt < attempts && !done(value); attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100))
    value = await read()
  }
  return value
}
