// What the payment's outcome page and an unpaid order say about money (issue 34, item 10): the
// outcome page lists the bookings at their full price, so a promo's discount is a line of its own
// between them and the total; an order not paid yet (pay later) has no invoice, so no invoice number.
import { expect, test } from '../support/app-test'
import { arabicDigits, staffRequest } from '../support/e2e'
import { buildBooking, buildOrder } from '../support/builders'
import { distantDepartures } from './order-helpers'

async function orderWith(baseURL: string, fields: Record<string, unknown>) {
  const [departure] = await distantDepartures(baseURL, 1)
  const order = buildOrder(fields)
  const created = await staffRequest<{ id: string }>(baseURL, 'POST', '/api/collections/orders/records', order)
  await staffRequest(baseURL, 'POST', '/api/collections/bookings/records', buildBooking(created.id, { ...departure!, experience: departure!.experience.id }, { status: 'held', total: 40000 }))
  return { id: created.id, token: order.access_token, invoiceNumber: order.invoice_number }
}

const words = {
  '': { discount: 'الخصم (SAVE10)', subtotal: 'المجموع الفرعي', amount: (sar: string) => arabicDigits(sar), invoice: 'رقم الفاتورة' },
  '/en': { discount: 'Discount (SAVE10)', subtotal: 'Subtotal', amount: (sar: string) => sar, invoice: 'Invoice number' },
}

for (const prefix of ['', '/en'] as const) {
  const language = prefix ? 'en' : 'ar'

  test(`the outcome page says the promo’s discount between the full prices and the total (${language})`, async ({ page, baseURL }) => {
    const order = await orderWith(baseURL!, { subtotal: 40000, discount: 4000, total: 36000, promo_code: 'SAVE10', status: 'pending_payment' })
    await page.goto(`${prefix}/checkout/success?order=${order.id}#token=${order.token}`)
    await expect(page.getByTestId('outcome-booking')).toHaveCount(1)
    const discount = page.getByTestId('outcome-discount')
    await expect(discount).toContainText(words[prefix].discount)
    await expect(discount).toContainText(words[prefix].amount('40'))
    await expect(page.locator('.cart-summary')).toContainText(words[prefix].subtotal)
    await expect(page.locator('.cart-summary')).toContainText(words[prefix].amount('400'))
    await expect(page.locator('.cart-summary')).toContainText(words[prefix].amount('360'))
  })

  test(`an unpaid pay-later order shows no invoice number (${language})`, async ({ page, baseURL }) => {
    const order = await orderWith(baseURL!, { status: 'reserved', payment_method: 'pay_later' })
    await page.goto(`${prefix}/orders/${order.id}#token=${order.token}`)
    await expect(page.locator('.order-page__screen')).toBeVisible()
    await expect(page.locator('.order-page__screen')).not.toContainText(words[prefix].invoice)
    await expect(page.locator('.order-page__screen')).not.toContainText(order.invoiceNumber)
  })
}
