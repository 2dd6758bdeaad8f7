// Issue 34 items 15, 16 and 19, in both languages: a traveller's offer request with a phone
// number reaches the staff inbox as waiting (not "Answered") and shows the phone; the compose
// form names the conversation's experience and fits a 390 px phone (every control inside the
// screen, Arabic too); the sent offer's card names the experience and the option; once the
// traveller declines it the inbox says so, with a preview; quick replies are not clipped in the
// Arabic desktop thread.
import { mkdir } from 'node:fs/promises'
import { expect, test, type Locator, type Page } from '../support/app-test'
import { dotsBetweenFigures, latinDigitsOutsideLtr } from './arabic-text'
import { createStaffAgent, signInStaff, type Prefix } from './chat-helpers'
import { findPaymentDeparture } from './payment-helpers'

test.describe.configure({ timeout: 180_000 })
// The phone the defect was seen on.
test.use({ viewport: { width: 390, height: 844 } })

const words = {
  '': { departure: 'موعد الانطلاق', departureLabel: /^\u2068[٠-٩]{2}:[٠-٩]{2}\u2069، \u2068[^·0-9]+\u2069$/, compose: 'أنشئ عرضًا', experience: 'التجربة', option: 'الخيار', send: 'أرسل العرض', waiting: 'ينتظر منذ', answered: 'تم الرد', requested: 'عرض مطلوب', declined: 'رُفض العرض' },
  '/en': { departure: 'Departure', departureLabel: /^\u2068\d{1,2}:\d{2}.*\u2069 · \u2068\d+ seats? left\u2069$/, compose: 'Compose an offer', experience: 'Experience', option: 'Option', send: 'Send the offer', waiting: 'Waiting', answered: 'Answered', requested: 'Offer requested', declined: 'Offer declined' },
} as const

type Titled = { id: string; title_ar: string; title_en: string }

async function requestWithPhone(baseURL: string, experienceId: string, date: string, language: string) {
  const guest = await fetch(`${baseURL}/api/store/chat/guests`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })
  const { token } = (await guest.json()) as { token: string }
  const body = { experienceId, dates: [date], travellers: { adult: 2 }, language, notes: 'Family trip', contact: { name: 'Sara Alharbi', email: `layout-${Date.now()}@example.com`, countryCode: '+966', phone: '551234567' } }
  const reply = await fetch(`${baseURL}/api/store/offers/requests`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: token }, body: JSON.stringify(body) })
  expect(reply.status).toBe(201)
  return { token, threadId: ((await reply.json()) as { thread: { id: string } }).thread.id }
}

/** Every part of the element lies inside the screen's width. */
async function insideWidth(locator: Locator, width: number) {
  const box = (await locator.boundingBox())!
  expect(box.x, 'left edge').toBeGreaterThanOrEqual(0)
  expect(box.x + box.width, 'right edge').toBeLessThanOrEqual(width + 0.5)
}

async function threadRow(page: Page, prefix: Prefix, threadId: string) {
  await page.goto(`${prefix}/staff`)
  const row = page.locator(`a[href$="/staff/chat/${threadId}"]`)
  await expect(row).toBeVisible({ timeout: 20_000 })
  return row
}

for (const [prefix, skip] of [['/en', 10] as const, ['', 11] as const]) {
  const say = words[prefix]
  const locale = prefix ? 'en' : 'ar'
  test(`the staff thread of a request: waiting, the phone, the experience by name, a form that fits the phone, a card naming the option (${locale})`, async ({ page, browser, baseURL }) => {
    const departure = await findPaymentDeparture(baseURL!, { skip })
    const experience = departure.experience as unknown as Titled
    const title = prefix ? experience.title_en : experience.title_ar
    const { token, threadId } = await requestWithPhone(baseURL!, experience.id, departure.date, locale)
    const staff = await createStaffAgent(baseURL!, locale)
    await signInStaff(page, prefix, staff)

    // Just arrived: waiting, never "Answered"; the offer state named.
    const row = await threadRow(page, prefix, threadId)
    await expect(row.getByTestId('thread-state')).toContainText(say.waiting)
    await expect(row.getByTestId('thread-state')).not.toContainText(say.answered)
    await expect(row.getByTestId('thread-offer-state')).toHaveText(say.requested)

    await page.goto(`${prefix}/staff/chat/${threadId}`)
    await expect(page.getByTestId('request-card').getByTestId('request-phone')).toHaveText('+966 551234567')
    await page.getByRole('button', { name: say.compose }).tap()
    const form = page.locator('form.compose-offer')
    await expect(form.getByLabel(say.experience, { exact: true }).locator('option:checked')).toHaveText(title)
    const optionSelect = form.getByLabel(say.option, { exact: true })
    await expect(optionSelect).toBeVisible({ timeout: 20_000 })
    // The whole form and every control in it inside the 390 px screen.
    const width = page.viewportSize()!.width
    await insideWidth(form, width)
    const controls = form.locator('input, select, textarea, button')
    for (let index = 0; index < (await controls.count()); index += 1) {
      const control = controls.nth(index)
      if (!(await control.isVisible())) continue
      await control.scrollIntoViewIfNeeded()
      await insideWidth(control, width)
    }
    // Issue 34 item 18: the departure picker joins time and seats with the page's separator, and the
    // chosen day is written in the page's digits beside the native date input (Latin on Arabic pages).
    await expect(form.getByLabel(say.departure, { exact: true }).locator('option').first()).toHaveText(say.departureLabel)
    const day = form.locator('.field__description').first()
    await expect(day).toContainText(prefix ? departure.date.slice(0, 4) : departure.date.slice(0, 4).replace(/\d/g, (digit) => '٠١٢٣٤٥٦٧٨٩'[Number(digit)]!))
    // Arabic pages only: English joins parts with " · ", which reads as no digit there.
    if (!prefix) expect(await dotsBetweenFigures(form)).toEqual([])
    if (!prefix) expect(await latinDigitsOutsideLtr(form)).toEqual([])
    if (!prefix && process.env.RIHLA_SCREENSHOTS) {
      await mkdir('docs/screenshots', { recursive: true })
      await form.evaluate((element) => element.scrollIntoView({ block: 'start' }))
      await page.screenshot({ path: 'docs/screenshots/compose-offer-ar.png' })
    }
    const optionTitle = (await optionSelect.locator('option:checked').textContent())!.trim()
    await form.getByRole('button', { name: say.send }).tap()
    const card = page.getByTestId('staff-offer-card')
    await expect(card).toBeVisible({ timeout: 20_000 })
    await expect(card.getByRole('heading', { name: title })).toBeVisible()
    await expect(card).toContainText(optionTitle)

    // Declined by the traveller: the inbox names it, with a preview.
    const view = (await (await fetch(`${baseURL}/api/store/chat/threads/${threadId}`, { headers: { authorization: token } })).json()) as { offers: { id: string }[] }
    const declined = await fetch(`${baseURL}/api/store/offers/${view.offers[0]!.id}/decline`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: token }, body: JSON.stringify({ locale }) })
    expect(declined.status).toBe(200)
    const after = await threadRow(page, prefix, threadId)
    await expect(after.getByTestId('thread-offer-state')).toHaveText(say.declined)
    await expect(after.locator('.thread-list__preview')).toHaveText(say.declined)

    // The desktop thread: every quick reply inside the thread's column.
    const desk = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: prefix ? 'en-US' : 'ar-SA' })
    const wide = await desk.newPage()
    await signInStaff(wide, prefix, staff)
    await wide.goto(`${prefix}/staff/chat/${threadId}`)
    const replies = wide.locator('.staff-quick-replies')
    await expect(replies.locator('.chip').first()).toBeVisible({ timeout: 20_000 })
    const column = (await replies.boundingBox())!
    for (const chip of await replies.locator('.chip').all()) {
      const box = (await chip.boundingBox())!
      expect(box.x).toBeGreaterThanOrEqual(column.x - 0.5)
      expect(box.x + box.width).toBeLessThanOrEqual(column.x + column.width + 0.5)
    }
    await desk.close()
  })
}
