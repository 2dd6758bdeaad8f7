// Issue 27, "What travellers look for": the checkout's summary (what, when, who, where to meet,
// until when cancelling is free, the SAR total while another currency is displayed), the meeting
// point with a map link on the order page, and the Saudi simplified tax invoice (seller VAT
// number, VAT line, ZATCA QR code), in both languages.
import { expect, test, type Page } from '../support/app-test'
import { findDeparture } from './checkout-helpers'
import { confirmCheckout, orderIdFrom, payOnSandbox, signInNewCustomer, TEST_CARDS } from './payment-helpers'
import { staffRequest, startTimePattern } from '../support/e2e'

type Location = { meeting_point_ar: string; meeting_point_en: string; address_ar: string; address_en: string; instructions_ar: string; instructions_en: string; lat: number; lng: number }
type Policy = { type: string; tiers: { minutes_before: number; penalty_percent: number }[] } | null
type ExperienceRow = { title_ar: string; title_en: string; location: Location; cancellation_policy: Policy }
type Invoice = { number: string; issuedAt: string; seller: { name_ar: string; name_en: string; vatNumber: string }; vatRatePercent: number; totalWithVat: number; vatAmount: number; totalWithoutVat: number; qr: string }

// Departures of this file's own, away from the other files' (findDeparture's skip).
const departureOf = (baseURL: string, skip: number) => findDeparture(baseURL, skip, { fromEnd: true, firstDay: 5 })

const text = {
  '': { lang: 'ar-SA-u-ca-gregory', adult: /بالغ/, vat: 'ضريبة القيمة المضافة', taxInvoice: 'الفاتورة الضريبية', sar: /ر\.س/, nonRefundable: 'غير قابل للاسترداد' },
  '/en': { lang: 'en-US-u-ca-gregory', adult: /adult/i, vat: 'VAT', taxInvoice: 'Tax invoice', sar: /SAR/, nonRefundable: 'Non-refundable' },
} as const

/** Adds one adult on the departure to the cart from its product page, turning the calendar to its month. */
async function addToCart(page: Page, prefix: '' | '/en', departure: Awaited<ReturnType<typeof departureOf>>) {
  const { experience, date, slot } = departure
  // The calendar opens on the departure's month (as tests/e2e/checkout-helpers.ts): turning it while
  // it is still rendering raced past the month.
  await page.goto(`${prefix}/things-to-do-in-${experience.expand.city.slug}/${experience.slug}?date=${date}`)
  await page.locator('.booking-panel').scrollIntoViewIfNeeded()
  await page.locator(`.calendar-cell[data-date="${date}"]`).click()
  await page.getByRole('radio', { name: startTimePattern(slot.start_time) }).check()
  await page.getByRole('button', { name: prefix ? 'Add to cart' : 'أضف إلى السلة' }).click()
  await expect(page.getByTestId('cart-count')).toHaveText(prefix ? '1' : '١')
}

/** Formats as the page does, with the browser's own Intl (Riyadh time). */
const browserFormat = (page: Page, instant: string, lang: string, options: Intl.DateTimeFormatOptions) =>
  page.evaluate(([value, locale, format]) => new Intl.DateTimeFormat(locale, { ...format, timeZone: 'Asia/Riyadh' }).format(new Date(value)), [instant, lang, options] as const)

/** The experience's row, read as staff (its location and cancellation policy). */
const experienceRow = (baseURL: string, id: string) => staffRequest<ExperienceRow>(baseURL, 'GET', `/api/collections/experiences/records/${id}`)

/** ZATCA's TLV, read back: { tag: value }. */
function readTlv(base64: string): Record<number, string> {
  const bytes = Buffer.from(base64, 'base64')
  const fields: Record<number, string> = {}
  for (let index = 0; index < bytes.length; index += 2 + bytes[index + 1]!) fields[bytes[index]!] = bytes.subarray(index + 2, index + 2 + bytes[index + 1]!).toString('utf8')
  return fields
}

for (const [prefix, skip] of [['/en', 0] as const, ['', 1] as const]) {
  const words = text[prefix]
  const locale = prefix ? 'en' : 'ar'

  test(`the checkout sums up what, when, who, where to meet and until when cancelling is free, above the SAR total (${locale})`, async ({ page, baseURL }) => {
    await page.addInitScript(() => window.localStorage.setItem('currency', 'USD'))
    const departure = await departureOf(baseURL!, skip)
    const experience = await experienceRow(baseURL!, departure.experience.id)
    await addToCart(page, prefix, departure)
    await page.goto(`${prefix}/checkout`)
    await expect(page.getByTestId('checkout-total')).not.toHaveText('…')

    const summary = page.getByTestId('checkout-summary')
    await expect(summary).toBeVisible()
    const item = summary.getByTestId('checkout-summary-item')
    await expect(item).toHaveCount(1)
    await expect(item).toContainText(prefix ? experience.title_en : experience.title_ar)

    const start = new Date(Date.parse(`${departure.date}T${departure.slot.start_time}:00+03:00`)).toISOString()
    const day = await browserFormat(page, `${departure.date}T12:00:00Z`, words.lang, { dateStyle: 'full' })
    const time = await browserFormat(page, start, words.lang, { timeStyle: 'short' })
    await expect(item.getByTestId('summary-when')).toContainText(day)
    await expect(item.getByTestId('summary-when')).toContainText(time)

    const travellers = item.getByTestId('summary-travellers')
    await expect(travellers).toHaveText(words.adult)
    // One adult: Arabic says it in words (a plural's 'one' form), English with the figure.
    await expect(travellers).toContainText(prefix ? '1' : 'بالغ واحد')

    const place = item.getByTestId('summary-place')
    await expect(place).toContainText(prefix ? experience.location.meeting_point_en : experience.location.meeting_point_ar)
    await expect(place).toContainText(prefix ? experience.location.address_en : experience.location.address_ar)

    // The deadline is the start less the policy's free tier, as a date and time.
    const policy = experience.cancellation_policy
    const free = policy && policy.type !== 'non_refundable' ? policy.tiers.filter((tier) => tier.penalty_percent === 0).sort((a, b) => a.minutes_before - b.minutes_before)[0] : undefined
    const deadline = item.getByTestId('summary-deadline')
    if (free) {
      const until = new Date(Date.parse(start) - free.minutes_before * 60_000).toISOString()
      await expect(deadline).toContainText(await browserFormat(page, until, words.lang, { dateStyle: 'medium', timeStyle: 'short' }))
    } else if (!policy || policy.type === 'non_refundable') await expect(deadline).toHaveText(words.nonRefundable)

    // The amount charged, in SAR, with the dollars only as an approximation; all before the pay button.
    await expect(page.getByTestId('checkout-total')).toHaveText(words.sar)
    await expect(page.getByTestId('checkout-total-approximate')).toContainText('$')
    const pay = page.locator('form.checkout-form button[type="submit"]')
    const [summaryBox, payBox] = [await summary.boundingBox(), await pay.boundingBox()]
    expect(summaryBox!.y + summaryBox!.height).toBeLessThanOrEqual(payBox!.y)
  })

  test(`the order page shows the meeting point with a map link, and the tax invoice its VAT number, VAT line and ZATCA QR code (${locale})`, async ({ page, baseURL }) => {
    const departure = await departureOf(baseURL!, skip + 2)
    const experience = await experienceRow(baseURL!, departure.experience.id)
    const email = await signInNewCustomer(page, baseURL!, prefix)
    await addToCart(page, prefix, departure)
    await confirmCheckout(page, prefix, { email })
    await payOnSandbox(page, TEST_CARDS.paid)
    await expect(page.getByTestId('order-status')).toHaveAttribute('data-outcome', 'booked', { timeout: 15_000 })
    const orderId = orderIdFrom(page)

    await page.goto(`${prefix}/orders/${orderId}`)
    const point = page.getByTestId('booking').getByTestId('meeting-point')
    const location = experience.location
    await expect(point).toContainText(prefix ? location.meeting_point_en : location.meeting_point_ar)
    await expect(point).toContainText(prefix ? location.address_en : location.address_ar)
    await expect(point.getByTestId('meeting-point-instructions')).toHaveText(prefix ? location.instructions_en : location.instructions_ar)
    await expect(point.getByTestId('meeting-point-map')).toHaveAttribute('href', `https://www.google.com/maps?q=${location.lat},${location.lng}`)

    const { invoice } = await staffRequest<{ invoice: Invoice }>(baseURL!, 'GET', `/api/store/orders/${orderId}`)
    await page.getByRole('link', { name: words.taxInvoice }).click()
    await expect(page).toHaveURL(new RegExp(`${prefix}/orders/${orderId}/invoice$`))
    const sheet = page.getByTestId('invoice')
    await expect(sheet).toBeVisible()
    await expect(sheet.getByTestId('invoice-vat-number')).toHaveText(invoice.seller.vatNumber)
    await expect(sheet.getByTestId('invoice-vat-number')).toHaveText(/^3\d{13}3$/)
    const vatLine = sheet.getByTestId('invoice-vat-line')
    await expect(vatLine).toContainText(words.vat)
    await expect(vatLine).toContainText(prefix ? '15%' : '١٥')
    await expect(sheet).toContainText(invoice.number)

    // The QR code's payload, as the page exposes it, decodes to the invoice's TLV fields.
    const qr = sheet.getByTestId('invoice-qr')
    await expect(qr).toBeVisible()
    const payload = (await qr.getAttribute('data-payload'))!
    expect(payload).toBe(invoice.qr)
    expect(readTlv(payload)).toEqual({
      1: invoice.seller.name_ar,
      2: invoice.seller.vatNumber,
      3: invoice.issuedAt,
      4: (invoice.totalWithVat / 100).toFixed(2),
      5: (invoice.vatAmount / 100).toFixed(2),
    })
    expect(invoice.vatAmount).toBe(Math.round((invoice.totalWithVat * 15) / 115))

    // Printed, the sheet alone.
    await page.emulateMedia({ media: 'print' })
    await expect(sheet).toBeVisible()
    await expect(page.getByRole('banner')).toBeHidden()
  })
}
