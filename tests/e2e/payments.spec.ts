import { expect, test } from '../support/app-test'
import { staffRequest } from '../support/e2e'
import { addToCart } from './checkout-helpers'
import { confirmCheckout, findPaymentDeparture, orderIdFrom, payOnSandbox, seriousAxeViolations, signInNewCustomer, staffOrderView, TEST_CARDS } from './payment-helpers'

// Each test books departures of its own (skip), so parallel tests never share seats.
// A journey goes through the shop, the gateway's page and back, with axe checks on the way.
test.describe.configure({ timeout: 90_000 })

const text = {
  '': {
    booked: 'تم الحجز بنجاح',
    voucher: /^رمز QR لقسيمة/,
    orders: 'طلباتك',
    invoice: 'الفاتورة',
  },
  '/en': {
    booked: 'Booked successfully',
    voucher: /^Voucher QR code for /,
    orders: 'Your orders',
    invoice: 'Invoice',
  },
} as const

for (const [prefix, skip] of [['/en', 0] as const, ['', 1] as const]) {
  test(`a customer pays by card and finds the voucher in their orders (${prefix ? 'English' : 'Arabic'})`, async ({ page, baseURL }) => {
    const words = text[prefix]
    const departure = await findPaymentDeparture(baseURL!, { skip })
    const email = await signInNewCustomer(page, baseURL!, prefix)
    await addToCart(page, prefix, departure)
    await confirmCheckout(page, prefix, { email })
    await payOnSandbox(page, TEST_CARDS.paid)

    await expect(page).toHaveURL(new RegExp(`^[^?]*${prefix}/checkout/success\\?order=`))
    const outcome = page.getByTestId('order-status')
    await expect(outcome).toHaveAttribute('data-outcome', 'booked', { timeout: 15_000 })
    await expect(outcome).toContainText(words.booked)
    const orderId = orderIdFrom(page)
    const { order, bookings } = await staffOrderView(baseURL!, orderId)
    await expect(outcome).toContainText(order.number)
    expect(await seriousAxeViolations(page)).toEqual([])

    await page.getByRole('link', { name: words.orders, exact: true }).last().click()
    await expect(page).toHaveURL(new RegExp(`${prefix}/orders$`))
    const row = page.getByTestId('order-card').filter({ hasText: order.number })
    await expect(row).toBeVisible()
    expect(await seriousAxeViolations(page)).toEqual([])
    await row.getByRole('link').click()
    await expect(page).toHaveURL(new RegExp(`${prefix}/orders/${orderId}$`))

    const voucher = page.getByRole('img', { name: words.voucher })
    await expect(voucher).toBeVisible()
    expect(await voucher.evaluate((element) => element.tagName.toLowerCase())).toBe('svg')
    expect(bookings[0]!.voucherCode).not.toBe('')
    await expect(page.getByTestId('voucher-code')).toHaveText(bookings[0]!.voucherCode)
    expect(await seriousAxeViolations(page)).toEqual([])

    // Printed, the page is the invoice alone.
    await expect(page.getByRole('region', { name: words.invoice })).toBeHidden()
    await page.emulateMedia({ media: 'print' })
    await expect(page.getByRole('region', { name: words.invoice })).toBeVisible()
    await expect(page.getByRole('region', { name: words.invoice })).toContainText(order.number)
    await expect(page.getByRole('banner')).toBeHidden()
    await expect(page.getByTestId('voucher')).toBeHidden()
    await expect(page.getByRole('contentinfo')).toBeHidden()
  })
}

test('a declined card goes to the error page, and trying again books (English)', async ({ page, baseURL }) => {
  const departure = await findPaymentDeparture(baseURL!, { skip: 2 })
  await addToCart(page, '/en', departure)
  await confirmCheckout(page, '/en', { email: `declined-${Date.now()}@example.com` })
  await payOnSandbox(page, TEST_CARDS.declined)

  await expect(page).toHaveURL(/\/en\/checkout\/error\?order=/)
  await expect(page.getByTestId('payment-error')).toContainText("We're sorry, but your payment didn't go through. Please check your information and try once more.")
  await page.getByRole('button', { name: 'Try again' }).click()
  await payOnSandbox(page, TEST_CARDS.paid)
  await expect(page).toHaveURL(/\/en\/checkout\/success\?order=/)
  await expect(page.getByTestId('order-status')).toHaveAttribute('data-outcome', 'booked', { timeout: 15_000 })
  await expect(page.getByTestId('order-status')).toContainText('Booked successfully')
})

test('a pay-later reservation says when to pay, and Pay now books it (Arabic)', async ({ page, baseURL }) => {
  const departure = await findPaymentDeparture(baseURL!, { skip: 3, payLater: true })
  // Pay later is for signed-in customers with a confirmed email (docs/decisions/025).
  const email = await signInNewCustomer(page, baseURL!, '', { verified: true })
  await addToCart(page, '', departure)
  await confirmCheckout(page, '', { email, payLater: true })

  await expect(page).toHaveURL(/^[^?#]*\/checkout\/success\?order=[a-z0-9]{15}#token=/)
  await expect(page.getByTestId('order-status')).toHaveAttribute('data-outcome', 'reserved')
  await expect(page.getByTestId('order-status')).toContainText('محجوز — ادفع قبل')
  await page.getByRole('link', { name: 'عرض طلبك' }).click()
  await expect(page).toHaveURL(/\/orders\/[a-z0-9]{15}#token=/)
  await expect(page.getByTestId('order-status')).toContainText('محجوز — ادفع قبل')
  await expect(page.getByTestId('voucher')).toHaveCount(0)

  await page.getByRole('button', { name: 'ادفع الآن' }).click()
  await payOnSandbox(page, TEST_CARDS.paid)
  await expect(page).toHaveURL(/^[^?]*\/checkout\/success\?order=/)
  await expect(page.getByTestId('order-status')).toHaveAttribute('data-outcome', 'booked', { timeout: 15_000 })
  await expect(page.getByTestId('order-status')).toContainText('تم الحجز بنجاح')
})

test('a booking is cancelled from the order page after the dialog shows the refund (English)', async ({ page, baseURL }) => {
  const departure = await findPaymentDeparture(baseURL!, { skip: 4 })
  await addToCart(page, '/en', departure)
  await confirmCheckout(page, '/en', { email: `cancel-${Date.now()}@example.com` })
  await payOnSandbox(page, TEST_CARDS.paid)
  await expect(page.getByTestId('order-status')).toHaveAttribute('data-outcome', 'booked', { timeout: 15_000 })
  const orderId = orderIdFrom(page)
  const { bookings } = await staffOrderView(baseURL!, orderId)
  const refund = bookings[0]!.cancellation!.refundAmount

  await page.getByRole('link', { name: 'View your order' }).click()
  const booking = page.getByTestId('booking')
  const trigger = booking.getByRole('button', { name: 'Cancel booking' })
  // Closing the dialog without cancelling changes nothing and gives the focus back.
  await trigger.click()
  await expect(page.getByRole('dialog')).toBeVisible()
  // An Escape pressed before the dialog has taken focus is not the dialog's.
  await expect(page.locator('[role="dialog"]:focus-within')).toHaveCount(1)
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(trigger).toBeFocused()

  await trigger.click()
  const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' })
  expect(await seriousAxeViolations(page)).toEqual([])
  await expect(dialog.getByTestId('refund-amount')).toHaveText(new RegExp((refund / 100).toLocaleString('en-US', { maximumFractionDigits: 2 }).replace('.', '\\.')))
  await dialog.getByRole('button', { name: 'Yes, cancel booking' }).click()
  await expect(dialog).toHaveCount(0)
  // The sandbox refunds at once, so the booking may already read 'Refunded'.
  await expect(booking.getByTestId('booking-status')).toHaveText(/^(Cancelled|Refunded)$/)
  await expect(booking.getByTestId('booking-status')).toBeFocused()
  await expect(booking.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0)
  await expect(booking.getByTestId('voucher')).toHaveCount(0)
  expect((await staffOrderView(baseURL!, orderId)).bookings[0]!.status).toMatch(/^(cancelled|refunded)$/)
})

test('a voucher opens offline (Arabic)', async ({ page, context, baseURL }) => {
  const departure = await findPaymentDeparture(baseURL!, { skip: 5 })
  await page.goto('/')
  await page.evaluate(() => navigator.serviceWorker.ready)
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true)
  await addToCart(page, '', departure)
  await confirmCheckout(page, '', { email: `offline-voucher-${Date.now()}@example.com` })
  await payOnSandbox(page, TEST_CARDS.paid)
  await expect(page.getByTestId('order-status')).toHaveAttribute('data-outcome', 'booked', { timeout: 15_000 })
  const { bookings } = await staffOrderView(baseURL!, orderIdFrom(page))

  await page.getByRole('link', { name: 'عرض طلبك' }).click()
  await expect(page.getByTestId('voucher-code')).toHaveText(bookings[0]!.voucherCode)
  await expect(page.getByTestId('last-updated')).toHaveCount(0)
  // Let the query cache reach IndexedDB.
  await page.waitForTimeout(1500)

  await context.setOffline(true)
  try {
    await page.reload()
    await expect(page.getByTestId('offline-banner')).toBeVisible()
    await expect(page.getByRole('img', { name: /^رمز QR لقسيمة/ })).toBeVisible()
    await expect(page.getByTestId('voucher-code')).toHaveText(bookings[0]!.voucherCode)
    await expect(page.getByTestId('last-updated')).toBeVisible()
  } finally {
    await context.setOffline(false)
  }
})

test('a payment that arrives after one hold was lost shows partial success, the refund and a way to book that one again (English)', async ({ page, baseURL }) => {
  const [lost, kept] = [await findPaymentDeparture(baseURL!, { skip: 6 }), await findPaymentDeparture(baseURL!, { skip: 7 })]
  await addToCart(page, '/en', lost)
  await addToCart(page, '/en', kept, 2)
  const email = `partial-${Date.now()}@example.com`
  await confirmCheckout(page, '/en', { email })
  await expect(page).toHaveURL(/\/pay\/sandbox\//, { timeout: 25_000 })

  // While the traveller is on the payment page, one hold runs out and its departure sells out.
  type Row = { id: string; slot: string }
  const { items: orders } = await staffRequest<{ items: Row[] }>(baseURL!, 'GET', `/api/collections/orders/records?filter=${encodeURIComponent(`email='${email}'`)}`)
  const { items: bookings } = await staffRequest<{ items: Row[] }>(baseURL!, 'GET', `/api/collections/bookings/records?filter=${encodeURIComponent(`order='${orders[0]!.id}'&&slot='${lost.slot.id}'`)}`)
  await staffRequest(baseURL!, 'PATCH', `/api/collections/bookings/records/${bookings[0]!.id}`, { hold_expires_at: new Date(Date.now() - 60_000).toISOString().replace('T', ' ') })
  await staffRequest(baseURL!, 'POST', '/api/store/admin/release-holds')
  const slot = await staffRequest<{ capacity: number; reserved: number }>(baseURL!, 'GET', `/api/collections/slots/records/${lost.slot.id}`)
  await staffRequest(baseURL!, 'PATCH', `/api/collections/slots/records/${lost.slot.id}`, { capacity: slot.reserved })
  try {
    await payOnSandbox(page, TEST_CARDS.paid)
    const outcome = page.getByTestId('order-status')
    await expect(outcome).toHaveAttribute('data-outcome', 'partially_booked', { timeout: 15_000 })
    await expect(outcome).toContainText('Partially booked')
    // The lost booking's share is refunded: due, or already back when the gateway refunds at once.
    await expect(page.getByTestId('refund-due').or(page.getByTestId('refunded'))).toContainText(`${(lost.slot.prices.adult ?? lost.slot.prices.item ?? 0) / 100}`)
    const again = page.getByRole('link', { name: `Book ${lost.experience.title_en} again` })
    await expect(again).toHaveAttribute('href', `/en/things-to-do-in-${lost.experience.expand.city.slug}/${lost.experience.slug}?date=${lost.date}`)
    await expect(page.getByRole('link', { name: `Book ${kept.experience.title_en} again` })).toHaveCount(0)
  } finally {
    await staffRequest(baseURL!, 'PATCH', `/api/collections/slots/records/${lost.slot.id}`, { capacity: slot.capacity })
  }
})

test('a payment the bank confirms later says it is confirming, then turns to booked by itself (Arabic)', async ({ page, baseURL }) => {
  const departure = await findPaymentDeparture(baseURL!, { skip: 8 })
  await addToCart(page, '', departure)
  await confirmCheckout(page, '', { email: `later-confirmed-${Date.now()}@example.com` })
  await payOnSandbox(page, TEST_CARDS.confirmedLater)
  await expect(page).toHaveURL(/\/pay\/sandbox\/[^/]+\/challenge/)
  await page.locator('button[value="confirm"]').click()

  await expect(page).toHaveURL(/^[^?]*\/checkout\/success\?order=/)
  await expect(page.getByTestId('order-status')).toHaveAttribute('data-outcome', 'in_progress')
  await expect(page.getByTestId('order-status')).toHaveAttribute('role', 'status')
  await expect(page.getByTestId('order-status')).toContainText('نعمل على تأكيد أنشطتك…')
  // The gateway's confirmation arrives (the sandbox holds it back for a few seconds; staff can send it now).
  await page.evaluate(() => ((window as unknown as { stillTheSamePage: boolean }).stillTheSamePage = true))
  await staffRequest(baseURL!, 'POST', '/api/store/admin/payments/sandbox/deliver')
  await expect(page.getByTestId('order-status')).toHaveAttribute('data-outcome', 'booked', { timeout: 10_000 })
  await expect(page.getByTestId('order-status')).toContainText('تم الحجز بنجاح')
  expect(await page.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true)
})

test('an order whose payment page was left unpaid asks for payment on the order page, and Pay now books it (English)', async ({ page, baseURL }) => {
  const departure = await findPaymentDeparture(baseURL!, { skip: 9 })
  const email = await signInNewCustomer(page, baseURL!, '/en')
  await addToCart(page, '/en', departure)
  await confirmCheckout(page, '/en', { email })
  await expect(page).toHaveURL(/\/pay\/sandbox\//, { timeout: 25_000 })

  // The traveller leaves the gateway without paying and opens the order from their account.
  const { items } = await staffRequest<{ items: { id: string }[] }>(baseURL!, 'GET', `/api/collections/orders/records?filter=${encodeURIComponent(`email='${email}'`)}`)
  await page.goto(`/en/orders/${items[0]!.id}`)
  const notice = page.getByTestId('order-status')
  await expect(notice).toHaveAttribute('data-outcome', 'awaiting_payment')
  await expect(notice).toContainText('Awaiting payment')
  await expect(notice).toContainText('Your seats are held until')
  await page.getByRole('button', { name: 'Pay now' }).click()
  await payOnSandbox(page, TEST_CARDS.paid)
  await expect(page).toHaveURL(/\/en\/checkout\/success\?order=/)
  await expect(page.getByTestId('order-status')).toHaveAttribute('data-outcome', 'booked', { timeout: 15_000 })
})
