// Payments with the sandbox gateway (docs/api.md "Payments"): the hosted page, signed webhooks
// verified before anything changes and applied once, late payments, pay later, cancellation
// refunds, and card numbers never kept.
import { readdir, readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCustomer, testServerUrl } from '../support/api'
import { bookableSlots, call, checkoutBody, excludeLocalhostFromRateLimits, payLaterCustomerAuth, postCheckout, releaseHolds, superuserToken, type BookableSlot } from './checkout-support'
import {
  TEST_CARDS,
  cardCheckout,
  deliverSandboxNow,
  eventually,
  mailsTo,
  payWithCard,
  postSandboxWebhook,
  sandboxEvent,
  sandboxSessionId,
  sendRemindersNow,
  sign,
  staffCount,
  staffGet,
  staffUpdate,
  submitSandboxForm,
  viewOrder,
} from './payments-support'

let restoreRateLimits: () => Promise<void>
beforeAll(async () => {
  restoreRateLimits = await excludeLocalhostFromRateLimits()
})
afterAll(async () => {
  await restoreRateLimits()
})

const reservedOf = async (slotId: string) => (await staffGet<{ reserved: number }>('slots', slotId)).reserved

describe('the sandbox hosted payment page', () => {
  it('is opened by a card checkout and served in both languages with the test cards', async () => {
    const [slot] = (await bookableSlots(1)) as [BookableSlot]
    const created = await cardCheckout([slot], { locale: 'ar' })
    expect(created.payment).toMatchObject({ provider: 'sandbox', redirectUrl: expect.stringMatching(/^\/pay\/sandbox\/[a-z0-9]{15}\?lang=ar$/) })
    const arabic = await call<string>(created.payment!.redirectUrl)
    expect(arabic.status).toBe(200)
    expect(arabic.headers.get('content-security-policy')).toContain("script-src 'self'")
    expect(arabic.body).toContain('<html lang="ar" dir="rtl">')
    expect(arabic.body).toContain('4242 4242 4242 4242')
    expect(arabic.body).toContain(created.order.number)
    const english = await call<string>(created.payment!.redirectUrl.replace('lang=ar', 'lang=en'))
    expect(english.body).toContain('<html lang="en" dir="ltr">')
    expect(english.body).toContain('Secure payment')
  })

  it('refuses an invalid card with field messages and changes nothing', async () => {
    const [slot] = (await bookableSlots(1)) as [BookableSlot]
    const created = await cardCheckout([slot])
    const reply = await submitSandboxForm(created.payment!.redirectUrl, { action: 'pay', card_number: '4242424242424241', expiry: '01/20', cvc: '1', name: '' })
    expect(reply.status).toBe(400)
    expect(reply.text).toContain('The card number is not valid.')
    expect(reply.text).toContain('The expiry date is not valid or has passed.')
    expect(reply.text).not.toContain('4242424242424241')
    expect((await viewOrder(created.order.id, created.order.accessToken)).order).toMatchObject({ status: 'pending_payment', paymentStatus: 'initiated', outcome: 'in_progress' })
  })
})

describe('paying by card', () => {
  it('confirms the booking with a voucher and one confirmation mail, and returns to the success page', async () => {
    const [slot] = (await bookableSlots(1)) as [BookableSlot]
    const created = await cardCheckout([slot], { locale: 'en' })
    const paid = await payWithCard(created.payment!.redirectUrl, TEST_CARDS.success)
    expect(paid.status).toBe(303)
    expect(paid.location).toBe(`${testServerUrl()}/en/checkout/success?order=${created.order.id}#token=${created.order.accessToken}`)
    const view = await viewOrder(created.order.id, created.order.accessToken)
    expect(view.order).toMatchObject({ status: 'confirmed', outcome: 'booked', paymentStatus: 'paid', payable: false, refundDue: 0 })
    expect(view.bookings[0]!.status).toBe('confirmed')
    expect(view.bookings[0]!.voucherCode).toMatch(/^RH-[A-Z2-9]{4}-[A-Z2-9]{4}$/)
    expect(await reservedOf(slot.id)).toBe(1)
    const email = (await staffGet<{ email: string }>('orders', created.order.id)).email
    const mails = await eventually(() => mailsTo(email), (list) => list.length > 0)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.subject).toBe(`Your booking is confirmed — order \u2068${created.order.number}\u2069`)
    expect(mails[0]!.text).toContain(view.bookings[0]!.voucherCode)
    expect(mails[0]!.text).toContain(`${testServerUrl()}/en/orders/${created.order.id}#token=${created.order.accessToken}`)
    // The page cannot be used twice.
    const again = await payWithCard(created.payment!.redirectUrl, TEST_CARDS.success)
    expect(again.status).toBe(409)
  })

  it('sends a declined card to the error page; the order can be paid again and then books', async () => {
    const [slot] = (await bookableSlots(1)) as [BookableSlot]
    const created = await cardCheckout([slot], { locale: 'ar' })
    const declined = await payWithCard(created.payment!.redirectUrl, TEST_CARDS.decline)
    expect(declined.status).toBe(303)
    expect(declined.location).toContain(`/checkout/error?order=${created.order.id}`)
    expect(declined.location).not.toContain('/en/')
    const failed = await viewOrder(created.order.id, created.order.accessToken)
    expect(failed.order).toMatchObject({ status: 'pending_payment', outcome: 'payment_failed', paymentStatus: 'failed', payable: true })
    expect(failed.bookings[0]!.status).toBe('held')

    const retry = await call<{ payment: { redirectUrl: string } }>(`/api/store/orders/${created.order.id}/pay`, { method: 'POST', body: { locale: 'ar' }, headers: { 'X-Order-Token': created.order.accessToken } })
    expect(retry.status).toBe(201)
    expect(sandboxSessionId(retry.body.payment.redirectUrl)).not.toBe(sandboxSessionId(created.payment!.redirectUrl))
    expect((await payWithCard(retry.body.payment.redirectUrl, TEST_CARDS.success)).status).toBe(303)
    expect((await viewOrder(created.order.id, created.order.accessToken)).order).toMatchObject({ status: 'confirmed', outcome: 'booked' })
    const paidAgain = await call<{ message: string }>(`/api/store/orders/${created.order.id}/pay`, { method: 'POST', body: { locale: 'en' }, headers: { 'X-Order-Token': created.order.accessToken } })
    expect(paidAgain.status).toBe(409)
    expect(paidAgain.body.message).toBe('This order cannot be paid any more.')
  })

  it('shows a 3-D Secure confirmation, returns in progress, and books when the delayed confirmation arrives', async () => {
    const [slot] = (await bookableSlots(1)) as [BookableSlot]
    const created = await cardCheckout([slot])
    const challenge = await payWithCard(created.payment!.redirectUrl, TEST_CARDS.threeDs)
    expect(challenge.status).toBe(303)
    expect(challenge.location).toMatch(/\/pay\/sandbox\/[a-z0-9]{15}\/challenge\?lang=en$/)
    const page = await call<string>(challenge.location)
    expect(page.body).toContain('Confirm the payment with your bank')
    expect(page.body).toContain('3220')
    const confirmed = await submitSandboxForm(created.payment!.redirectUrl, { action: 'confirm' }, '/challenge')
    expect(confirmed.status).toBe(303)
    expect(confirmed.location).toContain('/checkout/success?order=')
    expect((await viewOrder(created.order.id, created.order.accessToken)).order).toMatchObject({ outcome: 'in_progress', paymentStatus: 'pending', payable: false })
    expect((await deliverSandboxNow()).status).toBe(200)
    expect((await viewOrder(created.order.id, created.order.accessToken)).order).toMatchObject({ status: 'confirmed', outcome: 'booked', paymentStatus: 'paid' })
  })

  it('keeps one open payment page per order: paying again while it is open gives the same page', async () => {
    const [slot] = (await bookableSlots(1)) as [BookableSlot]
    const created = await cardCheckout([slot])
    const pay = () => call<{ payment: { redirectUrl: string } }>(`/api/store/orders/${created.order.id}/pay`, { method: 'POST', body: { locale: 'en' }, headers: { 'X-Order-Token': created.order.accessToken } })
    const replies = await Promise.all([pay(), pay(), pay(), pay()])
    expect(replies.map((reply) => reply.status)).toEqual([201, 201, 201, 201])
    expect(new Set(replies.map((reply) => sandboxSessionId(reply.body.payment.redirectUrl)))).toEqual(new Set([sandboxSessionId(created.payment!.redirectUrl)]))
    expect(await staffCount('payments', `order = '${created.order.id}'`)).toBe(1)
  })

  it('needs the order’s customer, staff or its token to pay again', async () => {
    const [slot] = (await bookableSlots(1)) as [BookableSlot]
    const created = await cardCheckout([slot])
    const stranger = await createCustomer('stranger')
    const asStranger = await call(`/api/store/orders/${created.order.id}/pay`, { method: 'POST', body: {}, auth: stranger.client.authStore.token })
    expect(asStranger.status).toBe(404)
    const wrongToken = await call(`/api/store/orders/${created.order.id}/pay`, { method: 'POST', body: {}, headers: { 'X-Order-Token': 'x'.repeat(40) } })
    expect(wrongToken.status).toBe(404)
  })
})

describe('the webhook', () => {
  async function pendingOrder() {
    const [slot] = (await bookableSlots(1)) as [BookableSlot]
    const created = await cardCheckout([slot])
    return { slot, created, paymentId: sandboxSessionId(created.payment!.redirectUrl) }
  }

  const snapshot = async (orderId: string, token: string) => ({
    view: await viewOrder(orderId, token),
    events: await staffCount('payment_events', "id != ''"),
  })

  it('refuses forged signatures, stale timestamps, changed bodies, malformed bodies and unknown providers, changing nothing', async () => {
    const { created, paymentId } = await pendingOrder()
    // The provider's own ledger says paid, so only the checks below stand in the way.
    await staffUpdate('sandbox_payments', paymentId, { status: 'paid' })
    const before = await snapshot(created.order.id, created.order.accessToken)
    const body = sandboxEvent(`evt_forged_${paymentId}`, 'payment.succeeded', { paymentId, orderId: created.order.id, amount: created.order.total })

    const forged = await postSandboxWebhook(body, sign(body, 'not-the-secret'))
    expect(forged.status).toBe(400)
    expect(forged.body.message).toBe('The notification signature is invalid or expired.')
    expect((await postSandboxWebhook(body, sign(body, undefined, Math.floor(Date.now() / 1000) - 301))).status).toBe(400)
    expect((await postSandboxWebhook(body, sign(body, undefined, Math.floor(Date.now() / 1000) + 301))).status).toBe(400)
    const changed = body.replace(`"amount":${created.order.total}`, `"amount":${created.order.total - 100}`)
    expect((await postSandboxWebhook(changed, sign(body))).status).toBe(400)
    expect((await postSandboxWebhook(body, '')).status).toBe(400)
    expect((await postSandboxWebhook(body, 't=abc,v1=zz')).status).toBe(400)
    expect((await postSandboxWebhook('{"id":', sign('{"id":'))).status).toBe(400)
    expect((await call('/api/store/payments/paypal/webhook', { method: 'POST', body: '{}' })).status).toBe(404)

    expect(await snapshot(created.order.id, created.order.accessToken)).toEqual(before)
    expect(before.view.order.status).toBe('pending_payment')
  })

  it('refuses another order’s payment, a wrong amount or a wrong currency, changing nothing', async () => {
    const first = await pendingOrder()
    const second = await pendingOrder()
    await staffUpdate('sandbox_payments', first.paymentId, { status: 'paid' })
    await staffUpdate('sandbox_payments', second.paymentId, { status: 'paid' })
    const before = [await snapshot(first.created.order.id, first.created.order.accessToken), await snapshot(second.created.order.id, second.created.order.accessToken)]

    const otherOrder = sandboxEvent('evt_other_order', 'payment.succeeded', { paymentId: second.paymentId, orderId: first.created.order.id, amount: second.created.order.total })
    expect((await postSandboxWebhook(otherOrder)).body.message).toBe('The payment does not match the order (order, amount or currency).')
    const wrongAmount = sandboxEvent('evt_wrong_amount', 'payment.succeeded', { paymentId: first.paymentId, orderId: first.created.order.id, amount: first.created.order.total + 1 })
    expect((await postSandboxWebhook(wrongAmount)).status).toBe(400)
    const wrongCurrency = sandboxEvent('evt_wrong_currency', 'payment.succeeded', { paymentId: first.paymentId, orderId: first.created.order.id, amount: first.created.order.total, currency: 'USD' })
    expect((await postSandboxWebhook(wrongCurrency)).status).toBe(400)
    // The provider itself reports another amount than the order's total.
    await staffUpdate('sandbox_payments', first.paymentId, { amount: first.created.order.total - 500 })
    const providerAmount = sandboxEvent('evt_provider_amount', 'payment.succeeded', { paymentId: first.paymentId, orderId: first.created.order.id, amount: first.created.order.total - 500 })
    expect((await postSandboxWebhook(providerAmount)).status).toBe(400)
    const unknown = sandboxEvent('evt_unknown', 'payment.succeeded', { paymentId: 'zzzzzzzzzzzzzzz', orderId: first.created.order.id, amount: 1 })
    expect((await postSandboxWebhook(unknown)).body.message).toBe('Unknown payment.')

    expect([await snapshot(first.created.order.id, first.created.order.accessToken), await snapshot(second.created.order.id, second.created.order.accessToken)]).toEqual(before)
  })

  it('does not take a final event the provider has not settled, so the real delivery still counts', async () => {
    const { created, paymentId } = await pendingOrder()
    const early = sandboxEvent(`evt_${paymentId}_succeeded`, 'payment.succeeded', { paymentId, orderId: created.order.id, amount: created.order.total })
    const refused = await postSandboxWebhook(early)
    expect(refused.status).toBe(409)
    expect(await staffCount('payment_events', `payment.provider_payment_id = '${paymentId}'`)).toBe(0)
    expect((await payWithCard(created.payment!.redirectUrl, TEST_CARDS.success)).status).toBe(303)
    expect((await viewOrder(created.order.id, created.order.accessToken)).order).toMatchObject({ status: 'confirmed', outcome: 'booked' })
  })

  it('applies the same event delivered five times, shuffled with others, once: one confirmation, one mail', async () => {
    const target = await pendingOrder()
    const other = await pendingOrder()
    await staffUpdate('sandbox_payments', target.paymentId, { status: 'paid' })
    await staffUpdate('sandbox_payments', other.paymentId, { status: 'paid' })
    const paid = sandboxEvent(`evt_${target.paymentId}_succeeded`, 'payment.succeeded', { paymentId: target.paymentId, orderId: target.created.order.id, amount: target.created.order.total })
    const pending = sandboxEvent(`evt_${target.paymentId}_pending`, 'payment.pending', { paymentId: target.paymentId, orderId: target.created.order.id, amount: target.created.order.total })
    const otherPaid = sandboxEvent(`evt_${other.paymentId}_succeeded`, 'payment.succeeded', { paymentId: other.paymentId, orderId: other.created.order.id, amount: other.created.order.total })
    const deliveries = [paid, pending, paid, otherPaid, paid, pending, paid, otherPaid, paid]
    for (let index = deliveries.length - 1; index > 0; index -= 1) {
      const swap = Math.floor(Math.random() * (index + 1))
      ;[deliveries[index], deliveries[swap]] = [deliveries[swap]!, deliveries[index]!]
    }
    const replies = await Promise.all(deliveries.map((body) => postSandboxWebhook(body)))
    expect(replies.every((reply) => reply.status === 200)).toBe(true)
    expect(replies.filter((reply, index) => deliveries[index] === paid && reply.body.duplicate === false)).toHaveLength(1)

    const view = await viewOrder(target.created.order.id, target.created.order.accessToken)
    expect(view.order).toMatchObject({ status: 'confirmed', outcome: 'booked', paymentStatus: 'paid' })
    expect(await staffCount('payment_events', `payment.provider_payment_id = '${target.paymentId}'`)).toBe(2)
    expect(await reservedOf(target.slot.id)).toBe(1)
    const email = (await staffGet<{ email: string }>('orders', target.created.order.id)).email
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(await mailsTo(email)).toHaveLength(1)
    // A later replay of the whole batch changes nothing either.
    const voucher = view.bookings[0]!.voucherCode
    expect((await postSandboxWebhook(paid)).body.duplicate).toBe(true)
    expect((await viewOrder(target.created.order.id, target.created.order.accessToken)).bookings[0]!.voucherCode).toBe(voucher)
  })
})

describe('a payment after the hold expired', () => {
  async function expireHolds(orderId: string) {
    const bookings = await call<{ items: { id: string }[] }>(`/api/collections/bookings/records?filter=${encodeURIComponent(`order = '${orderId}'`)}`, { auth: await superuserToken() })
    for (const booking of bookings.body.items) await staffUpdate('bookings', booking.id, { hold_expires_at: new Date(Date.now() - 60_000).toISOString().replace('T', ' ') })
    await releaseHolds()
  }

  it('flags a refund and oversells nothing when the seats went to someone else', async () => {
    const [slot] = (await bookableSlots(1, { capacity: 1 })) as [BookableSlot]
    const late = await cardCheckout([slot])
    await expireHolds(late.order.id)
    expect(await reservedOf(slot.id)).toBe(0)
    const winner = await cardCheckout([slot])
    expect(await reservedOf(slot.id)).toBe(1)

    expect((await payWithCard(late.payment!.redirectUrl, TEST_CARDS.success)).status).toBe(303)
    const view = await viewOrder(late.order.id, late.order.accessToken)
    expect(view.order).toMatchObject({ outcome: 'unsuccessful', refunded: late.order.total, refundDue: 0, status: 'refunded' })
    expect(view.bookings[0]).toMatchObject({ status: 'failed', voucherCode: '', refundAmount: late.order.total })
    expect(await reservedOf(slot.id)).toBe(1)
    expect((await staffGet<{ refunded: number; status: string }>('sandbox_payments', sandboxSessionId(late.payment!.redirectUrl))).refunded).toBe(late.order.total)
    expect((await viewOrder(winner.order.id, winner.order.accessToken)).bookings[0]!.status).toBe('held')
  })

  it('takes the seats again when there are some left', async () => {
    const [slot] = (await bookableSlots(1, { capacity: 3 })) as [BookableSlot]
    const late = await cardCheckout([slot])
    await expireHolds(late.order.id)
    expect((await payWithCard(late.payment!.redirectUrl, TEST_CARDS.success)).status).toBe(303)
    const view = await viewOrder(late.order.id, late.order.accessToken)
    expect(view.order).toMatchObject({ status: 'confirmed', outcome: 'booked', refundDue: 0, refunded: 0 })
    expect(await reservedOf(slot.id)).toBe(1)
  })
})

describe('pay later', () => {
  it('reserves, is paid from the order page and then books', async () => {
    const [slot] = (await bookableSlots(1, { payLater: true })) as [BookableSlot]
    const reply = await postCheckout(checkoutBody([slot], { paymentMethod: 'pay_later', locale: 'ar' }), { auth: await payLaterCustomerAuth() })
    expect(reply.status).toBe(201)
    const created = reply.body
    const reserved = await viewOrder(created.order.id, created.order.accessToken)
    expect(reserved.order).toMatchObject({ status: 'reserved', outcome: 'reserved', payable: true, paymentStatus: 'none' })
    const pay = await call<{ payment: { redirectUrl: string } }>(`/api/store/orders/${created.order.id}/pay`, { method: 'POST', body: { locale: 'ar' }, headers: { 'X-Order-Token': created.order.accessToken } })
    expect(pay.status).toBe(201)
    expect((await payWithCard(pay.body.payment.redirectUrl, TEST_CARDS.success)).status).toBe(303)
    const view = await viewOrder(created.order.id, created.order.accessToken)
    expect(view.order).toMatchObject({ status: 'confirmed', outcome: 'booked' })
    expect(view.order.payBy).toBeUndefined()
    const email = (await staffGet<{ email: string }>('orders', created.order.id)).email
    const mails = await eventually(() => mailsTo(email), (list) => list.length > 0)
    expect(mails[0]!.subject).toBe(`تم تأكيد حجزك — الطلب \u2068${created.order.number}\u2069`)
  })

  it('cancels unpaid reservations at the deadline and releases their seats, after one reminder', async () => {
    const [slot] = (await bookableSlots(1, { payLater: true })) as [BookableSlot]
    const reply = await postCheckout(checkoutBody([slot], { paymentMethod: 'pay_later' }), { auth: await payLaterCustomerAuth() })
    const created = reply.body
    expect(await reservedOf(slot.id)).toBe(1)
    const soon = new Date(Date.now() + 3600_000).toISOString().replace('T', ' ')
    await staffUpdate('orders', created.order.id, { pay_by: soon })
    const email = (await staffGet<{ email: string }>('orders', created.order.id)).email
    expect((await sendRemindersNow()).body.sent).toBeGreaterThanOrEqual(1)
    await sendRemindersNow()
    const reminders = (await mailsTo(email)).filter((mail) => mail.subject.startsWith('Reminder: pay by'))
    expect(reminders).toHaveLength(1)
    expect(reminders[0]!.text).toContain(`${testServerUrl()}/en/orders/${created.order.id}#token=`)

    const past = new Date(Date.now() - 60_000).toISOString().replace('T', ' ')
    await staffUpdate('orders', created.order.id, { pay_by: past })
    await staffUpdate('bookings', created.bookings[0]!.id, { hold_expires_at: past })
    await releaseHolds()
    const view = await viewOrder(created.order.id, created.order.accessToken)
    expect(view.order).toMatchObject({ status: 'cancelled', outcome: 'cancelled', payable: false })
    expect(view.bookings[0]!.status).toBe('cancelled')
    expect(await reservedOf(slot.id)).toBe(0)
  })
})

describe('cancellation', () => {
  const policy = { type: 'tiered', tiers: [{ minutes_before: 30 * 24 * 60, penalty_percent: 0 }, { minutes_before: 0, penalty_percent: 40 }] }

  it('refunds what the policy gives, shows it before, releases the seats and refuses a second time', async () => {
    const [slot] = (await bookableSlots(1)) as [BookableSlot]
    const customer = await createCustomer('canceller')
    const reply = await postCheckout(checkoutBody([slot], { paymentMethod: 'card' }, 2), { auth: customer.client.authStore.token })
    const created = reply.body
    await payWithCard(created.payment!.redirectUrl, TEST_CARDS.success)
    const booking = created.bookings[0]!
    await staffUpdate('bookings', booking.id, { cancellation_policy: policy })
    const view = await viewOrder(created.order.id, created.order.accessToken)
    const expected = Math.round((created.order.total * 60) / 100)
    expect(view.bookings[0]!.cancellation).toMatchObject({ allowed: true, penaltyPercent: 40, refundAmount: expected, freeUntil: null })

    const path = `/api/store/orders/${created.order.id}/bookings/${booking.id}/cancel`
    const stranger = await createCustomer('stranger')
    expect((await call(path, { method: 'POST', body: {}, auth: stranger.client.authStore.token })).status).toBe(404)
    const changed = await call<{ message: string; data: { expectedRefund: { refundAmount: number } } }>(path, { method: 'POST', body: { expectedRefund: expected + 1, locale: 'en' }, auth: customer.client.authStore.token })
    expect(changed.status).toBe(409)
    expect(changed.body.data.expectedRefund.refundAmount).toBe(expected)
    expect(await reservedOf(slot.id)).toBe(2)
    expect((await call(path, { method: 'POST', body: { expectedRefund: 'all' }, auth: customer.client.authStore.token })).status).toBe(400)

    const done = await call<{ booking: { status: string; refundAmount: number }; order: { status: string } }>(path, { method: 'POST', body: { expectedRefund: expected, locale: 'en' }, auth: customer.client.authStore.token })
    expect(done.status).toBe(200)
    expect(done.body.booking).toMatchObject({ status: 'refunded', refundAmount: expected })
    expect(done.body.order.status).toBe('cancelled')
    expect(await reservedOf(slot.id)).toBe(0)
    const after = await viewOrder(created.order.id, created.order.accessToken)
    expect(after.order).toMatchObject({ outcome: 'cancelled', refunded: expected, refundDue: 0 })
    expect(after.bookings[0]).toMatchObject({ status: 'refunded', voucherCode: '', refundAmount: expected })
    expect((await staffGet<{ refunded: number }>('sandbox_payments', sandboxSessionId(created.payment!.redirectUrl))).refunded).toBe(expected)
    expect((await call(path, { method: 'POST', body: {}, auth: customer.client.authStore.token })).status).toBe(409)
  })

  it('gives everything back inside the free window and nothing for a non-refundable booking', async () => {
    const slots = (await bookableSlots(2)) as BookableSlot[]
    const created = await cardCheckout(slots)
    await payWithCard(created.payment!.redirectUrl, TEST_CARDS.success)
    const [free, strict] = created.bookings as [(typeof created.bookings)[0], (typeof created.bookings)[0]]
    await staffUpdate('bookings', free.id, { cancellation_policy: { type: 'free', tiers: [{ minutes_before: 60, penalty_percent: 0 }, { minutes_before: 0, penalty_percent: 100 }] } })
    await staffUpdate('bookings', strict.id, { cancellation_policy: { type: 'non_refundable', tiers: [] } })
    const view = await viewOrder(created.order.id, created.order.accessToken)
    const terms = Object.fromEntries(view.bookings.map((booking) => [booking.id, booking.cancellation]))
    expect(terms[free.id]).toMatchObject({ allowed: true, penaltyPercent: 0, refundAmount: free.total, freeUntil: expect.any(String) })
    expect(terms[strict.id]).toMatchObject({ allowed: true, penaltyPercent: 100, refundAmount: 0 })
    const cancel = (id: string) => call<{ booking: { status: string } }>(`/api/store/orders/${created.order.id}/bookings/${id}/cancel`, { method: 'POST', body: {}, headers: { 'X-Order-Token': created.order.accessToken } })
    expect((await cancel(free.id)).body.booking.status).toBe('refunded')
    expect((await viewOrder(created.order.id, created.order.accessToken)).order.status).toBe('confirmed')
    expect((await cancel(strict.id)).body.booking.status).toBe('cancelled')
    const after = await viewOrder(created.order.id, created.order.accessToken)
    expect(after.order).toMatchObject({ status: 'cancelled', refunded: free.total })
  })
})

describe('card numbers', () => {
  it('never reach the data directory (database, logs, mails)', async () => {
    const [slot] = (await bookableSlots(1)) as [BookableSlot]
    const created = await cardCheckout([slot])
    await payWithCard(created.payment!.redirectUrl, TEST_CARDS.decline)
    await payWithCard((await call<{ payment: { redirectUrl: string } }>(`/api/store/orders/${created.order.id}/pay`, { method: 'POST', body: {}, headers: { 'X-Order-Token': created.order.accessToken } })).body.payment.redirectUrl, TEST_CARDS.success)
    // Give PocketBase's batched request log time to reach the disk.
    await new Promise((resolve) => setTimeout(resolve, 2500))
    const found: string[] = []
    async function scan(dir: string) {
      for (const name of await readdir(dir)) {
        const file = path.join(dir, name)
        if ((await stat(file)).isDirectory()) await scan(file)
        else {
          const content = await readFile(file)
          for (const card of Object.values(TEST_CARDS)) if (content.includes(card) || content.includes(card.replace(/(\d{4})(?=\d)/g, '$1 '))) found.push(`${name}: ${card}`)
        }
      }
    }
    await scan(process.env.RIHLA_TEST_DATA_DIR!)
    expect(found).toEqual([])
  })
})
