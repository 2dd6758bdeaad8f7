// Promo codes in the staff area (issue 35 item 7), in Arabic and English: a manager creates a
// percentage code (once per customer, the form's default) and pauses it; an agent in a second
// browser finds it in the list and reads it without the means to change it. (Checkout's answer
// to a paused code: tests/api/promo-studio.test.ts.)
import { randomUUID } from 'node:crypto'
import { mkdir } from 'node:fs/promises'
import { buildStaff } from '../support/builders'
import { expect, test } from '../support/app-test'
import { staffRequest } from '../support/e2e'
import { signInStaff, type Prefix } from './chat-helpers'

const words = {
  '': { promos: 'رموز الخصم', newCode: 'رمز خصم جديد', code: 'الرمز', percent: 'نسبة الخصم', create: 'أنشئ رمز الخصم', created: 'أُنشئ رمز الخصم.', pause: 'أوقف الرمز مؤقتًا', paused: 'أُوقف الرمز مؤقتًا: لم يعد الدفع يقبله.', pausedBadge: 'موقوف مؤقتًا', readOnly: 'إنشاء رموز الخصم وتعديلها للمديرين فقط؛ يمكنك الاطلاع عليها.', search: 'ابحث بالرمز' },
  '/en': { promos: 'Promo codes', newCode: 'New promo code', code: 'Code', percent: 'Percent off', create: 'Create the promo code', created: 'The promo code is created.', pause: 'Pause the code', paused: 'The code is paused: checkout no longer accepts it.', pausedBadge: 'Paused', readOnly: 'Only managers create and change promo codes; you can view them.', search: 'Search by code' },
} as const

for (const prefix of ['', '/en'] as Prefix[]) {
  const w = words[prefix]
  const locale = prefix ? 'en' : 'ar'

  test(`a manager creates and pauses a promo code; an agent reads it (${locale})`, async ({ page, browser, baseURL }) => {
    const code = `SPRING${randomUUID().replace(/-/g, '').slice(0, 8).toUpperCase()}`
    const manager = buildStaff({ role: 'manager', locale })
    await staffRequest(baseURL!, 'POST', '/api/collections/staff/records', manager)
    await signInStaff(page, prefix, manager)
    await page.getByRole('link', { name: w.promos, exact: true }).tap()
    await page.getByRole('link', { name: w.newCode }).tap()
    await page.getByLabel(w.code, { exact: true }).fill(code.toLowerCase())
    await page.getByLabel(w.percent, { exact: true }).fill('15')
    await page.getByRole('button', { name: w.create }).tap()
    await expect(page).toHaveURL(/\/staff\/promos\/[a-z0-9]{15}$/, { timeout: 20_000 })
    await expect(page.getByLabel(w.code, { exact: true })).toHaveValue(code)
    const url = page.url()

    await page.getByRole('button', { name: w.pause }).tap()
    await expect(page.getByRole('status').filter({ hasText: w.paused })).toBeVisible()
    await expect(page.locator('.studio-badge').first()).toHaveText(w.pausedBadge)
    if (process.env.RIHLA_SCREENSHOTS) {
      await mkdir('docs/screenshots', { recursive: true })
      await page.screenshot({ path: `docs/screenshots/promo-editor-phone-${locale}.png` })
      await page.setViewportSize({ width: 1280, height: 900 })
      await page.screenshot({ path: `docs/screenshots/promo-editor-laptop-${locale}.png` })
      await page.setViewportSize({ width: 390, height: 844 })
    }

    const agent = buildStaff({ role: 'agent', locale })
    await staffRequest(baseURL!, 'POST', '/api/collections/staff/records', agent)
    const context = await browser.newContext({ locale: prefix ? 'en-US' : 'ar-SA' })
    try {
      const second = await context.newPage()
      await signInStaff(second, prefix, agent)
      await second.goto(`${prefix}/staff/promos`)
      await second.getByLabel(w.search).fill(code)
      await second.getByLabel(w.search).press('Enter')
      await expect(second.getByRole('link', { name: code })).toBeVisible()
      await second.goto(url)
      await expect(second.getByText(w.readOnly).first()).toBeVisible()
      await expect(second.getByLabel(w.code, { exact: true })).toHaveAttribute('readonly', '')
      await expect(second.getByRole('button', { name: w.pause })).toHaveCount(0)
    } finally {
      await context.close()
    }
  })
}
