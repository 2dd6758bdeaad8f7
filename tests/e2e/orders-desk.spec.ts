// The orders desk (issue 37 item 1), in Arabic and English: an agent on a phone finds an order by
// the lead traveller's phone typed in the reader's digits, narrows by status, and the filters stay
// in the address through a reload; a manager in a second browser, on a laptop, finds the same
// order by name and by its number. Without a staff session the page says who it is for.
import { randomUUID } from 'node:crypto'
import { mkdir } from 'node:fs/promises'
import { buildStaff } from '../support/builders'
import { expect, test } from '../support/app-test'
import { arabicDigits, staffRequest } from '../support/e2e'
import { createFinishedBooking } from '../support/finished-booking'
import { signInStaff, type Prefix } from './chat-helpers'

const words = {
  '': { orders: 'الطلبات', find: 'ابحث عن طلب', search: 'ابحث في الطلبات', status: 'الحالة', cancelled: 'ملغاة', confirmed: 'مؤكد', none: 'لا يوجد طلب يطابق هذا البحث.', clear: 'امسح البحث', forTeam: 'الطلبات متاحة لفريق رحلة فقط.' },
  '/en': { orders: 'Orders', find: 'Find an order', search: 'Find orders', status: 'Status', cancelled: 'Cancelled', confirmed: 'Confirmed', none: 'No order matches this search.', clear: 'Clear the search', forTeam: 'Orders are for the Rihla team.' },
} as const

for (const prefix of ['', '/en'] as Prefix[]) {
  const w = words[prefix]
  const locale = prefix ? 'en' : 'ar'

  test(`an agent finds an order by phone and status; a manager finds it by name and number (${locale})`, async ({ page, browser, baseURL }) => {
    const surname = `Desk${randomUUID().slice(0, 6)}`
    const phone = `5${String(Date.now()).slice(-8)}`
    const booking = await createFinishedBooking((method, path, body) => staffRequest(baseURL!, method, path, body), { daysAgo: -5, locale, leadGuest: { firstName: 'Noura', lastName: surname, phone } })

    const agent = buildStaff({ role: 'agent', locale })
    await staffRequest(baseURL!, 'POST', '/api/collections/staff/records', agent)
    await signInStaff(page, prefix, agent)
    await page.getByRole('link', { name: w.orders, exact: true }).tap()
    await expect(page).toHaveURL(new RegExp(`${prefix}/staff/orders$`))
    // The phone as the traveller said it, with its leading 0, in the page's digits.
    const typed = prefix ? `0${phone}` : arabicDigits(`0${phone}`)
    await page.getByLabel(w.find).fill(typed)
    await page.getByRole('button', { name: w.search, exact: true }).tap()
    const found = page.getByTestId('desk-order')
    await expect(found).toHaveCount(1)
    await expect(found).toContainText(booking.orderNumber)
    await expect(found).toContainText(`Noura ${surname}`)
    await expect(found.locator('.desk-badge')).toHaveText(w.confirmed)
    await expect(found.locator('bdi[dir="ltr"]').filter({ hasText: booking.orderNumber })).toHaveCount(1)
    await expect(found).toContainText(prefix ? booking.titleEn : booking.titleAr)

    await page.getByRole('combobox', { name: w.status }).selectOption({ label: w.cancelled })
    await expect(page.getByText(w.none)).toBeVisible()
    await expect(page).toHaveURL(/status=cancelled/)
    // A reload (or a link sent to a colleague) keeps the search.
    await page.reload()
    await expect(page.getByRole('combobox', { name: w.status })).toHaveValue('cancelled')
    await expect(page.getByLabel(w.find)).toHaveValue(typed)
    await expect(page.getByText(w.none)).toBeVisible()
    await page.getByRole('button', { name: w.clear }).tap()
    await expect(page.getByTestId('desk-order').first()).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`${prefix}/staff/orders$`))

    const manager = buildStaff({ role: 'manager', locale })
    await staffRequest(baseURL!, 'POST', '/api/collections/staff/records', manager)
    const context = await browser.newContext({ locale: prefix ? 'en-US' : 'ar-SA', viewport: { width: 1280, height: 900 } })
    try {
      const second = await context.newPage()
      await signInStaff(second, prefix, manager)
      for (const query of [`noura ${surname.toLowerCase()}`, booking.orderNumber]) {
        await second.goto(`${prefix}/staff/orders?q=${encodeURIComponent(query)}`)
        await expect(second.getByTestId('desk-order')).toHaveCount(1)
        await expect(second.getByTestId('desk-order')).toContainText(booking.orderNumber)
      }
      if (process.env.RIHLA_SCREENSHOTS) {
        await mkdir('docs/screenshots', { recursive: true })
        await second.screenshot({ path: `docs/screenshots/orders-desk-laptop-${locale}.png` })
        await page.getByLabel(w.find).fill(typed)
        await page.getByRole('button', { name: w.search, exact: true }).tap()
        await expect(page.getByTestId('desk-order')).toHaveCount(1)
        await page.screenshot({ path: `docs/screenshots/orders-desk-phone-${locale}.png`, fullPage: true })
      }
    } finally {
      await context.close()
    }

    const stranger = await browser.newContext({ locale: prefix ? 'en-US' : 'ar-SA' })
    try {
      const outside = await stranger.newPage()
      await outside.goto(`${prefix}/staff/orders`)
      await expect(outside.getByText(w.forTeam)).toBeVisible()
      await expect(outside.getByTestId('desk-order')).toHaveCount(0)
    } finally {
      await stranger.close()
    }
  })
}
