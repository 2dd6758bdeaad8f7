// Issue 23, what the first round left open: pay later for a custom offer (decision 041, under the
// policy of decision 025); a conversation started offline, sent once when back online; a guest's
// conversation joining the account on sign-in; staff closing and reopening a thread as the
// traveller watches; the staff inbox's filters; axe on the chat, offer and staff pages. Both
// languages where text is shown.
import { mkdir } from 'node:fs/promises'
import { expect, test, type Page } from '../support/app-test'
import { listRecords, staffRequest } from '../support/e2e'
import { findPaymentDeparture, seriousAxeViolations, signInNewCustomer } from './payment-helpers'
import { chatWords, createStaffAgent, sendChatMessage, signInStaff, threadIdFrom, type Prefix } from './chat-helpers'

// Two browser contexts and several page loads each, on a shared two-core host.
test.describe.configure({ timeout: 240_000 })

type Experience = { id: string; slug: string; title_ar: string; title_en: string; expand: { city: { slug: string } } }

const more = {
  '': {
    pending: 'بانتظار الإرسال…',
    closedNote: 'هذه المحادثة مغلقة. اكتب رسالة لإعادة فتحها.',
    closedEvent: 'أُغلقت المحادثة.',
    reopenedEvent: 'أُعيد فتح المحادثة.',
    close: 'أغلق المحادثة',
    reopen: 'أعد فتح المحادثة',
    filters: { waiting: 'بانتظار ردّنا', open: 'مفتوحة', offers: 'العروض', closed: 'مغلقة', all: 'الكل' },
    payLater: 'احجز الآن وادفع لاحقًا',
    confirmReservation: 'تأكيد الحجز',
    reserved: 'محجوز — ادفع قبل',
    firstName: 'الاسم الأول',
    lastName: 'اسم العائلة',
    phone: 'رقم الجوال',
  },
  '/en': {
    pending: 'Waiting to send…',
    closedNote: 'This conversation is closed. Write to open it again.',
    closedEvent: 'The conversation was closed.',
    reopenedEvent: 'The conversation was reopened.',
    close: 'Close the conversation',
    reopen: 'Reopen the conversation',
    filters: { waiting: 'Waiting for us', open: 'Open', offers: 'Offers', closed: 'Closed', all: 'All' },
    payLater: 'Reserve now, pay later',
    confirmReservation: 'Confirm reservation',
    reserved: 'Reserved — pay by',
    firstName: 'First name',
    lastName: 'Last name',
    phone: 'Phone number',
  },
} as const

const productPath = (prefix: Prefix, experience: Pick<Experience, 'slug' | 'expand'>) => `${prefix}/things-to-do-in-${experience.expand.city.slug}/${experience.slug}`

/** Experiences of these tests' own (chat.spec.ts counts 3–5 from the same end). */
async function someExperience(baseURL: string, skip: number): Promise<Experience> {
  const { items } = await listRecords<Experience>(baseURL, 'experiences', `perPage=1&page=${skip + 1}&sort=-slug&filter=(status='active')&expand=city`)
  return items[0]!
}

/** Presses "Ask about this experience" on a product page and waits for the conversation. */
async function askAbout(page: Page, prefix: Prefix, experience: Pick<Experience, 'slug' | 'expand'>): Promise<string> {
  await page.goto(productPath(prefix, experience))
  await page.getByRole('button', { name: chatWords[prefix].ask }).click()
  await expect(page).toHaveURL(/\/chat\/[a-z0-9]{15}$/, { timeout: 20_000 })
  return threadIdFrom(page)
}

/** A chat identity made through the API, as a device makes one (new ones are limited to 20 per 10 minutes per address). */
async function chatGuestToken(baseURL: string): Promise<string> {
  const reply = await fetch(`${baseURL}/api/store/chat/guests`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })
  expect(reply.status).toBe(201)
  return ((await reply.json()) as { token: string }).token
}

/** A chat guest's conversation made through the API, as a device would (for the inbox's filters); a new one each time (its own id). */
async function guestConversation(baseURL: string, token: string, text: string, options: { request?: boolean } = {}) {
  const headers = { 'content-type': 'application/json', authorization: token }
  if (options.request) {
    const day = new Date(Date.now() + 3 * 3600_000 + 9 * 86_400_000).toISOString().slice(0, 10)
    const body = { dates: [day], travellers: { adult: 2 }, language: 'en', notes: text, contact: { name: 'Sara Alharbi', email: `filters-${Date.now()}@example.com` } }
    const reply = await fetch(`${baseURL}/api/store/offers/requests`, { method: 'POST', headers, body: JSON.stringify(body) })
    expect(reply.status).toBe(201)
    return ((await reply.json()) as { thread: { id: string } }).thread.id
  }
  const reply = await fetch(`${baseURL}/api/store/chat/threads`, { method: 'POST', headers, body: JSON.stringify({ id: newId(), message: { id: newId(), body: text } }) })
  expect(reply.status).toBe(201)
  return ((await reply.json()) as { thread: { id: string } }).thread.id
}

const newId = () => Array.from({ length: 15 }, () => 'abcdefghijklmnopqrstuvwxyz0123456789'[Math.floor(Math.random() * 36)]).join('')

/** Phone-sized pictures for docs/screenshots when RIHLA_SCREENSHOTS is set (npm run build first). */
async function screenshot(page: Page, name: string) {
  if (!process.env.RIHLA_SCREENSHOTS) return
  await mkdir('docs/screenshots', { recursive: true })
  await page.setViewportSize({ width: 390, height: 844 })
  await page.waitForTimeout(300)
  await page.screenshot({ path: `docs/screenshots/${name}.png`, fullPage: false })
}

for (const prefix of ['', '/en'] as Prefix[]) {
  const words = { ...chatWords[prefix], ...more[prefix] }
  const english = prefix === '/en'
  const language = english ? 'en' : 'ar'
  const locale = english ? 'en-US' : 'ar-SA'

  test(`a customer accepts an offer and reserves it to pay later: a reserved order with its deadline (${language})`, async ({ browser, baseURL }) => {
    const departure = await findPaymentDeparture(baseURL!, { skip: english ? 10 : 11, payLater: true })
    const traveller = await (await browser.newContext({ locale })).newPage()
    const email = await signInNewCustomer(traveller, baseURL!, prefix, { verified: true })
    const threadId = await askAbout(traveller, prefix, departure.experience)
    await expect(traveller.getByTestId('chat-thread')).toBeVisible()
    const made = await staffRequest<{ offer: { id: string } }>(baseURL!, 'POST', `/api/store/staff/threads/${threadId}/offers`, { item: { slotId: departure.slot.id, travellers: { adult: 1 } }, total: 4500 })
    // The offer arriving live is chat-offers.spec.ts's; here the page is opened again with it.
    await traveller.reload()
    const card = traveller.getByTestId('offer-card')
    await expect(card).toHaveAttribute('data-state', 'offered', { timeout: 15_000 })
    await card.getByRole('link', { name: words.accept }).click()
    await expect(traveller.getByTestId('offer-checkout-total')).toContainText(english ? '45' : '٤٥')
    // A confirmed customer may: the terms are shown with the choices.
    await expect(traveller.getByTestId('pay-later-terms')).toBeVisible()
    await traveller.getByLabel(words.firstName).fill('Noura')
    await traveller.getByLabel(words.lastName).fill('Alqahtani')
    await traveller.getByLabel(words.email).fill(email)
    await traveller.getByLabel(words.phone, { exact: true }).fill('501234567')
    await traveller.locator('label').filter({ hasText: words.payLater }).click()
    await expect(traveller.getByRole('radio', { name: words.payLater })).toBeChecked()
    await traveller.getByRole('button', { name: words.confirmReservation }).click()

    await expect(traveller).toHaveURL(/\/checkout\/success\?order=[a-z0-9]{15}#token=/, { timeout: 30_000 })
    await expect(traveller.getByTestId('order-status')).toHaveAttribute('data-outcome', 'reserved')
    await expect(traveller.getByTestId('order-status')).toContainText(words.reserved)
    const orderId = new URL(traveller.url()).searchParams.get('order')!
    const order = await staffRequest<{ status: string; payment_method: string; pay_by: string; total: number; offer: string }>(baseURL!, 'GET', `/api/collections/orders/records/${orderId}`)
    expect(order).toMatchObject({ status: 'reserved', payment_method: 'pay_later', total: 4500, offer: made.offer.id })
    // The policy's deadline: at most 48 hours after booking, before the activity starts.
    const payBy = Date.parse(order.pay_by.replace(' ', 'T'))
    expect(payBy).toBeGreaterThan(Date.now())
    expect(payBy).toBeLessThanOrEqual(Date.now() + 48 * 3600_000)
    await traveller.context().close()
  })

  test(`an offer's checkout shows pay later disabled with the reason to a guest (${language})`, async ({ browser, baseURL }) => {
    const departure = await findPaymentDeparture(baseURL!, { skip: english ? 12 : 13, payLater: true })
    const traveller = await (await browser.newContext({ locale })).newPage()
    const threadId = await askAbout(traveller, prefix, departure.experience)
    const made = await staffRequest<{ offer: { id: string } }>(baseURL!, 'POST', `/api/store/staff/threads/${threadId}/offers`, { item: { slotId: departure.slot.id, travellers: { adult: 1 } } })
    await traveller.goto(`${prefix}/chat/offers/${made.offer.id}`)
    await expect(traveller.getByRole('radio', { name: words.payLater })).toBeDisabled()
    await expect(traveller.getByTestId('pay-later-reason')).toContainText(english ? 'Reserve now, pay later is for signed-in customers with a confirmed email address.' : 'خيار «احجز الآن وادفع لاحقًا» متاح للعملاء المسجّلين الذين أكّدوا بريدهم الإلكتروني.')
    await expect(traveller.getByRole('radiogroup')).toHaveAccessibleDescription(english ? /signed-in customers/ : /للعملاء المسجّلين/)
    await traveller.context().close()
  })

  test(`a conversation started offline is made once when back online, and staff see it (${language})`, async ({ browser, baseURL }) => {
    const experience = await someExperience(baseURL!, english ? 1 : 2)
    const context = await browser.newContext({ locale })
    const page = await context.newPage()
    await page.goto(productPath(prefix, experience))
    // The service worker serves the app offline.
    await page.evaluate(() => navigator.serviceWorker.ready)
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true)

    await context.setOffline(true)
    await page.getByRole('button', { name: words.ask }).click()
    await expect(page).toHaveURL(/\/chat\/[a-z0-9]{15}$/, { timeout: 20_000 })
    const threadId = threadIdFrom(page)
    await expect(page.getByTestId('chat-thread-pending')).toBeVisible()
    const text = `${english ? 'Written offline' : 'كتبتها دون اتصال'} ${Date.now()}`
    await sendChatMessage(page, prefix, text)
    await expect(page.getByTestId('chat-pending').filter({ hasText: text })).toContainText(words.pending)
    // Kept on the device: the list shows it waiting, and it is still there after a reload offline.
    await page.goto(`${prefix}/chat`)
    await expect(page.getByTestId('chat-thread-starting')).toContainText(text)
    await page.goto(`${prefix}/chat/${threadId}`)
    await expect(page.getByTestId('chat-pending').filter({ hasText: text })).toBeVisible()
    // Asked again offline, the same conversation continues (no second one waits).
    await page.goto(productPath(prefix, experience))
    await page.getByRole('button', { name: words.ask }).click()
    await expect(page).toHaveURL(new RegExp(`/chat/${threadId}$`))

    await context.setOffline(false)
    await expect(page.getByTestId('chat-message').filter({ hasText: text })).toBeVisible({ timeout: 30_000 })
    await expect(page.getByTestId('chat-pending')).toHaveCount(0)
    await expect(page.getByTestId('chat-thread-pending')).toHaveCount(0)
    await page.waitForTimeout(2000)
    // Exactly one conversation with the message, about the experience, with the device's id.
    const messages = await staffRequest<{ items: { thread: string }[] }>(baseURL!, 'GET', `/api/collections/chat_messages/records?perPage=10&filter=${encodeURIComponent(`body = '${text}'`)}`)
    expect(messages.items).toHaveLength(1)
    expect(messages.items[0]!.thread).toBe(threadId)
    const thread = await staffRequest<{ guest: string; experience: string }>(baseURL!, 'GET', `/api/collections/chat_threads/records/${threadId}`)
    expect(thread.experience).toBe(experience.id)
    const theirs = await staffRequest<{ totalItems: number }>(baseURL!, 'GET', `/api/collections/chat_threads/records?perPage=1&filter=${encodeURIComponent(`guest = '${thread.guest}'`)}`)
    expect(theirs.totalItems).toBe(1)

    const agent = await (await browser.newContext({ locale })).newPage()
    await signInStaff(agent, prefix, await createStaffAgent(baseURL!, language))
    await agent.locator(`a[href$="/staff/chat/${threadId}"]`).click()
    await expect(agent.getByTestId('staff-thread').getByTestId('chat-message').filter({ hasText: text })).toBeVisible()
    await agent.context().close()
    await context.close()
  })

  test(`a guest's conversation joins the customer's account when they sign in (${language})`, async ({ browser, baseURL }) => {
    const experience = await someExperience(baseURL!, english ? 3 : 4)
    const page = await (await browser.newContext({ locale })).newPage()
    const threadId = await askAbout(page, prefix, experience)
    const text = `${english ? 'Asked as a guest' : 'سألت بصفتي زائرًا'} ${Date.now()}`
    await sendChatMessage(page, prefix, text)
    await expect(page.getByTestId('chat-message').filter({ hasText: text })).toBeVisible()
    const before = await staffRequest<{ user: string; guest: string }>(baseURL!, 'GET', `/api/collections/chat_threads/records/${threadId}`)
    expect(before.user).toBe('')

    const email = await signInNewCustomer(page, baseURL!, prefix)
    const [user] = (await staffRequest<{ items: { id: string }[] }>(baseURL!, 'GET', `/api/collections/users/records?filter=${encodeURIComponent(`email = '${email}'`)}`)).items
    await expect.poll(async () => (await staffRequest<{ user: string }>(baseURL!, 'GET', `/api/collections/chat_threads/records/${threadId}`)).user, { timeout: 15_000 }).toBe(user!.id)
    // Nothing stays with the device's guest identity.
    const left = await staffRequest<{ totalItems: number }>(baseURL!, 'GET', `/api/collections/chat_threads/records?perPage=1&filter=${encodeURIComponent(`guest = '${before.guest}' && user = ''`)}`)
    expect(left.totalItems).toBe(0)

    await page.goto(`${prefix}/chat`)
    await expect(page.getByTestId('chat-threads').locator(`a[href$="/chat/${threadId}"]`)).toContainText(text)
    await page.getByTestId('chat-threads').locator(`a[href$="/chat/${threadId}"]`).click()
    await expect(page.getByTestId('chat-message').filter({ hasText: text })).toBeVisible()
    // Written now as the customer, into the same conversation.
    const after = `${english ? 'Now signed in' : 'سجّلت الدخول الآن'} ${Date.now()}`
    await sendChatMessage(page, prefix, after)
    await expect(page.getByTestId('chat-message').filter({ hasText: after })).toBeVisible()
    await expect.poll(async () => (await staffRequest<{ items: { thread: string }[] }>(baseURL!, 'GET', `/api/collections/chat_messages/records?perPage=5&filter=${encodeURIComponent(`body = '${after}'`)}`)).items.map((message) => message.thread)).toEqual([threadId])
    await page.context().close()
  })

  test(`staff close and reopen a conversation; the traveller sees it live (${language})`, async ({ browser, baseURL }) => {
    const experience = await someExperience(baseURL!, english ? 5 : 6)
    const traveller = await (await browser.newContext({ locale })).newPage()
    const threadId = await askAbout(traveller, prefix, experience)
    const text = `${english ? 'Is it open on Fridays?' : 'هل تعمل يوم الجمعة؟'} ${Date.now()}`
    await sendChatMessage(traveller, prefix, text)
    await expect(traveller.getByTestId('chat-message').filter({ hasText: text })).toBeVisible()

    const agent = await (await browser.newContext({ locale })).newPage()
    await signInStaff(agent, prefix, await createStaffAgent(baseURL!, language))
    await agent.goto(`${prefix}/staff/chat/${threadId}`)
    await expect(agent.getByTestId('staff-thread').getByTestId('chat-message').filter({ hasText: text })).toBeVisible()
    await agent.getByRole('button', { name: words.close }).click()
    await expect(agent.getByRole('button', { name: words.reopen })).toBeVisible()
    await expect(traveller.getByTestId('chat-message').filter({ hasText: words.closedEvent })).toBeVisible()
    await expect(traveller.getByText(words.closedNote)).toBeVisible()
    expect((await staffRequest<{ status: string }>(baseURL!, 'GET', `/api/collections/chat_threads/records/${threadId}`)).status).toBe('closed')

    await agent.getByRole('button', { name: words.reopen }).click()
    await expect(agent.getByRole('button', { name: words.close })).toBeVisible()
    await expect(traveller.getByTestId('chat-message').filter({ hasText: words.reopenedEvent })).toBeVisible()
    await expect(traveller.getByText(words.closedNote)).toHaveCount(0)
    expect((await staffRequest<{ status: string }>(baseURL!, 'GET', `/api/collections/chat_threads/records/${threadId}`)).status).toBe('open')
    await traveller.context().close()
    await agent.context().close()
  })

  test(`the staff inbox filters waiting, closed and offer conversations (${language})`, async ({ browser, baseURL }) => {
    const stamp = Date.now()
    const token = await chatGuestToken(baseURL!)
    const waiting = await guestConversation(baseURL!, token, `waiting ${language} ${stamp}`)
    const closed = await guestConversation(baseURL!, token, `closed ${language} ${stamp}`)
    await staffRequest(baseURL!, 'POST', `/api/store/staff/threads/${closed}/close`, {})
    const requested = await guestConversation(baseURL!, token, `request ${language} ${stamp}`, { request: true })

    const agent = await (await browser.newContext({ locale })).newPage()
    await signInStaff(agent, prefix, await createStaffAgent(baseURL!, language))
    const list = agent.getByTestId('staff-threads')
    const link = (id: string) => list.locator(`a[href$="/staff/chat/${id}"]`)
    const filter = (name: string) => agent.getByRole('group', { name: english ? 'Show' : 'عرض' }).getByRole('button', { name: new RegExp(`^${name}`) })
    const choose = async (name: string) => {
      await filter(name).click()
      await expect(filter(name)).toHaveAttribute('aria-pressed', 'true')
    }

    await choose(words.filters.waiting)
    await expect(link(waiting)).toBeVisible()
    await expect(link(closed)).toHaveCount(0)
    await screenshot(agent, `chat-staff-list-${language}`)

    await choose(words.filters.closed)
    await expect(link(closed)).toBeVisible()
    await expect(link(waiting)).toHaveCount(0)
    await expect(link(requested)).toHaveCount(0)

    await choose(words.filters.offers)
    await expect(link(requested)).toBeVisible()
    await expect(link(waiting)).toHaveCount(0)

    await choose(words.filters.open)
    await expect(link(waiting)).toBeVisible()
    await expect(link(requested)).toBeVisible()
    await expect(link(closed)).toHaveCount(0)

    await choose(words.filters.all)
    await expect(link(closed)).toBeVisible()
    await expect(link(waiting)).toBeVisible()
    await agent.context().close()
  })

  test(`the chat, offer and staff pages have no serious or critical axe violations (${language})`, async ({ browser, baseURL }) => {
    const departure = await findPaymentDeparture(baseURL!, { skip: english ? 14 : 15, payLater: true })
    const traveller = await (await browser.newContext({ locale })).newPage()
    const check = async (page: Page, label: string) => {
      await page.waitForLoadState('networkidle')
      expect(await seriousAxeViolations(page), label).toEqual([])
    }
    const threadId = await askAbout(traveller, prefix, departure.experience)
    await sendChatMessage(traveller, prefix, `axe ${Date.now()}`)
    const made = await staffRequest<{ offer: { id: string } }>(baseURL!, 'POST', `/api/store/staff/threads/${threadId}/offers`, { item: { slotId: departure.slot.id, travellers: { adult: 1 } } })
    await traveller.reload()
    await expect(traveller.getByTestId('offer-card')).toHaveAttribute('data-state', 'offered', { timeout: 15_000 })
    await check(traveller, `/chat/${threadId}`)
    await traveller.goto(`${prefix}/chat`)
    await expect(traveller.getByTestId('chat-threads')).toBeVisible()
    await check(traveller, '/chat')
    await traveller.goto(`${prefix}/chat/request?experience=${departure.experience.id}`)
    await expect(traveller.locator('form.offer-request-form')).toBeVisible()
    await check(traveller, '/chat/request')
    await traveller.goto(`${prefix}/chat/offers/${made.offer.id}`)
    await expect(traveller.getByTestId('offer-checkout-total')).toBeVisible()
    await check(traveller, '/chat/offers/{id}')

    const agent = await (await browser.newContext({ locale })).newPage()
    await agent.goto(`${prefix}/staff`)
    await expect(agent.getByLabel(words.password)).toBeVisible()
    await check(agent, '/staff (sign in)')
    await signInStaff(agent, prefix, await createStaffAgent(baseURL!, language))
    await check(agent, '/staff')
    await agent.goto(`${prefix}/staff/chat/${threadId}`)
    await expect(agent.getByTestId('staff-offer-card')).toBeVisible()
    await check(agent, '/staff/chat/{id}')
    await traveller.context().close()
    await agent.context().close()
  })
}
