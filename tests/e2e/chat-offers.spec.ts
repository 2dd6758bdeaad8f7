// Issue 23: custom offer request → staff's offer at a changed price → accept → sandbox payment →
// an order at the offer's price; an expired offer is refused. Traveller and staff in two contexts.
import { mkdir } from 'node:fs/promises'
import { expect, test, type Page } from '../support/app-test'
import { staffRequest } from '../support/e2e'
import { payOnSandbox, findPaymentDeparture, orderIdFrom, staffOrderView, TEST_CARDS } from './payment-helpers'
import { chatWords, createStaffAgent, signInStaff, threadIdFrom, type Prefix } from './chat-helpers'

// Two browser contexts and several page loads each, on a shared two-core host.
test.describe.configure({ timeout: 240_000 })

type DayOptions = { options: { id: string; slots: { id: string }[] }[] }

/** Phone-sized pictures for docs/screenshots when RIHLA_SCREENSHOTS is set (npm run build first). */
async function screenshot(page: Page, name: string) {
  if (!process.env.RIHLA_SCREENSHOTS) return
  await mkdir('docs/screenshots', { recursive: true })
  await page.setViewportSize({ width: 390, height: 844 })
  await page.waitForTimeout(300)
  await page.screenshot({ path: `docs/screenshots/${name}.png`, fullPage: false })
}

for (const prefix of ['/en', ''] as Prefix[]) {
  const words = chatWords[prefix]
  const english = prefix === '/en'
  test(`custom offer: request, an offer at a changed price, accept and pay; the order is at the offer's price (${english ? 'en' : 'ar'})`, async ({ browser, baseURL }) => {
    const departure = await findPaymentDeparture(baseURL!, { skip: english ? 6 : 7 })
    const { options } = await (await fetch(`${baseURL}/api/store/availability/${departure.experience.id}/${departure.date}`)).json() as DayOptions
    const option = options.find((candidate) => candidate.slots.some((slot) => slot.id === departure.slot.id))!
    const staff = await createStaffAgent(baseURL!, english ? 'en' : 'ar')
    const locale = english ? 'en-US' : 'ar-SA'
    const traveller = await (await browser.newContext({ locale })).newPage()
    const agent = await (await browser.newContext({ locale })).newPage()

    await traveller.goto(`${prefix}/things-to-do-in-${departure.experience.expand.city.slug}/${departure.experience.slug}`)
    await traveller.getByRole('link', { name: words.request }).click()
    await traveller.getByLabel(english ? 'Date' : 'التاريخ', { exact: true }).fill(departure.date)
    await traveller.getByLabel(english ? 'Notes (optional)' : 'ملاحظات (اختياري)').fill(english ? 'A family trip' : 'رحلة عائلية')
    await traveller.getByLabel(english ? 'Full name' : 'الاسم الكامل').fill('Sara Alharbi')
    const email = `offer-${Date.now()}@example.com`
    await traveller.getByLabel(english ? 'Email' : 'البريد الإلكتروني').fill(email)
    await traveller.getByRole('button', { name: english ? 'Send the request' : 'أرسل الطلب' }).click()
    await expect(traveller).toHaveURL(/\/chat\/[a-z0-9]{15}$/, { timeout: 20_000 })
    await expect(traveller.getByTestId('request-card')).toBeVisible()
    const threadId = threadIdFrom(traveller)

    await signInStaff(agent, prefix, staff)
    await agent.goto(`${prefix}/staff/chat/${threadId}`)
    await expect(agent.getByTestId('request-card')).toBeVisible()
    await agent.getByRole('button', { name: english ? 'Compose an offer' : 'أنشئ عرضًا' }).click()
    await expect(agent.getByLabel(english ? 'Date' : 'التاريخ', { exact: true })).toHaveValue(departure.date)
    await agent.getByLabel(english ? 'Option' : 'الخيار', { exact: true }).selectOption(option.id)
    await agent.getByLabel(english ? 'Departure' : 'موعد الانطلاق').selectOption(departure.slot.id)
    const price = agent.getByLabel(english ? 'Offer price in SAR' : 'سعر العرض بالريال السعودي')
    await expect(price).not.toHaveValue('0')
    await price.fill('123')
    await price.blur()
    await agent.getByLabel(english ? 'Note for the traveller (optional)' : 'ملاحظة للمسافر (اختياري)').fill(english ? 'Lunch included' : 'يشمل الغداء')
    await agent.getByRole('button', { name: english ? 'Send the offer' : 'أرسل العرض' }).click()
    await expect(agent.getByTestId('staff-offer-card')).toBeVisible()
    await screenshot(agent, `chat-staff-inbox-${english ? 'en' : 'ar'}`)

    // The offer reaches the traveller without a reload, at the changed price.
    const card = traveller.getByTestId('offer-card')
    await expect(card).toHaveAttribute('data-state', 'offered')
    await expect(card.getByTestId('offer-total')).toContainText(english ? '123' : '١٢٣')
    await expect(card.getByTestId('offer-countdown')).toBeVisible()
    // The price, the countdown and the buttons in view.
    await card.getByTestId('offer-countdown').evaluate((element) => element.scrollIntoView({ block: 'center' }))
    await screenshot(traveller, `chat-offer-card-${english ? 'en' : 'ar'}`)

    await card.getByRole('link', { name: words.accept }).click()
    await expect(traveller.getByTestId('offer-checkout-total')).toContainText(english ? '123' : '١٢٣')
    await traveller.getByLabel(english ? 'First name' : 'الاسم الأول').fill('Sara')
    await traveller.getByLabel(english ? 'Last name' : 'اسم العائلة').fill('Alharbi')
    await expect(traveller.getByLabel(english ? 'Email' : 'البريد الإلكتروني')).toBeVisible()
    await traveller.getByLabel(english ? 'Email' : 'البريد الإلكتروني').fill(email)
    await traveller.getByLabel(english ? 'Phone number' : 'رقم الجوال', { exact: true }).fill('501234567')
    await traveller.locator('form.checkout-form button[type="submit"]').click()
    await payOnSandbox(traveller, TEST_CARDS.paid)
    await expect(traveller).toHaveURL(/\/checkout\/success/, { timeout: 30_000 })
    const order = await staffOrderView(baseURL!, orderIdFrom(traveller))
    const full = await staffRequest<{ order: { total: number; subtotal: number } }>(baseURL!, 'GET', `/api/store/orders/${order.order.id}`)
    expect(full.order).toMatchObject({ total: 12300, subtotal: 12300 })
    await traveller.context().close()
    await agent.context().close()
  })
}

test('an expired offer says so and cannot be paid', async ({ browser, baseURL }) => {
  const departure = await findPaymentDeparture(baseURL!, { skip: 8 })
  const traveller = await (await browser.newContext({ locale: 'ar-SA' })).newPage()
  await traveller.goto(`/things-to-do-in-${departure.experience.expand.city.slug}/${departure.experience.slug}`)
  await traveller.getByRole('button', { name: chatWords[''].ask }).click()
  await expect(traveller).toHaveURL(/\/chat\/[a-z0-9]{15}$/, { timeout: 20_000 })
  const threadId = threadIdFrom(traveller)
  // The conversation is open on the traveller's screen (its code loaded, the thread read) before
  // the offer is sent, so what is waited for below is the live delivery alone.
  await expect(traveller.getByLabel(chatWords[''].message)).toBeEditable({ timeout: 20_000 })
  // Staff (here the dashboard's superuser, who may answer as "Rihla") send an offer, which then runs out.
  const made = await staffRequest<{ offer: { id: string } }>(baseURL!, 'POST', `/api/store/staff/threads/${threadId}/offers`, { item: { slotId: departure.slot.id, travellers: { adult: 1 } }, expiresInHours: 1 })
  await expect(traveller.getByTestId('offer-card')).toHaveAttribute('data-state', 'offered', { timeout: 15_000 })
  await staffRequest(baseURL!, 'PATCH', `/api/collections/offers/records/${made.offer.id}`, { expires_at: new Date(Date.now() - 60_000).toISOString().replace('T', ' ') })
  await traveller.goto(`/chat/offers/${made.offer.id}`)
  await expect(traveller.getByTestId('offer-closed')).toHaveText('انتهت صلاحية هذا العرض. اطلب منا عرضًا جديدًا في المحادثة.')
  await traveller.getByLabel('الاسم الأول').fill('Sara')
  await traveller.getByLabel('اسم العائلة').fill('Alharbi')
  await traveller.getByLabel('البريد الإلكتروني').fill(`expired-${Date.now()}@example.com`)
  await traveller.getByLabel('رقم الجوال', { exact: true }).fill('501234567')
  await traveller.locator('form.checkout-form button[type="submit"]').click()
  // The server refuses it, in the traveller's language.
  await expect(traveller.getByTestId('offer-checkout-error')).toContainText('انتهت صلاحية هذا العرض')
  await traveller.goto(`/chat/${threadId}`)
  await expect(traveller.getByTestId('offer-card')).toHaveAttribute('data-state', 'expired')
  await traveller.context().close()
})
