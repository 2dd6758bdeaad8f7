// Issue 23: a traveller and a staff agent in two browser contexts talk in real time; a message
// written offline is sent once when the connection returns (two tabs open); the unread badge.
import { expect, test } from '../support/app-test'
import { listRecords, staffRequest } from '../support/e2e'
import { chatWords, createStaffAgent, sendChatMessage, signInStaff, threadIdFrom, type Prefix } from './chat-helpers'

// Two browser contexts and several page loads each, on a shared two-core host.
test.describe.configure({ timeout: 240_000 })

type Experience = { id: string; slug: string; title_ar: string; title_en: string; expand: { city: { slug: string } } }

async function someExperience(baseURL: string, skip: number) {
  const { items } = await listRecords<Experience>(baseURL, 'experiences', `perPage=1&page=${skip + 1}&sort=slug&filter=(status='active')&expand=city`)
  return items[0]!
}

for (const prefix of ['', '/en'] as Prefix[]) {
  const words = chatWords[prefix]
  const english = prefix === '/en'
  test(`a traveller and staff talk without reloading, with the unread badge and the read receipt (${english ? 'en' : 'ar'})`, async ({ browser, baseURL }) => {
    const experience = await someExperience(baseURL!, english ? 3 : 4)
    const staff = await createStaffAgent(baseURL!, english ? 'en' : 'ar')
    const traveller = await (await browser.newContext({ locale: english ? 'en-US' : 'ar-SA' })).newPage()
    const agent = await (await browser.newContext({ locale: english ? 'en-US' : 'ar-SA' })).newPage()

    await traveller.goto(`${prefix}/things-to-do-in-${experience.expand.city.slug}/${experience.slug}`)
    await traveller.getByRole('button', { name: words.ask }).click()
    await expect(traveller).toHaveURL(/\/chat\/[a-z0-9]{15}$/, { timeout: 20_000 })
    const threadId = threadIdFrom(traveller)
    const first = `Hello from the traveller ${Date.now()}`
    await sendChatMessage(traveller, prefix, first)
    await expect(traveller.getByTestId('chat-message').filter({ hasText: first })).toBeVisible()

    await signInStaff(agent, prefix, staff)
    await agent.goto(`${prefix}/staff/chat/${threadId}`)
    await expect(agent.getByTestId('staff-thread').getByTestId('chat-message').filter({ hasText: first })).toBeVisible()
    // The staff side read it: the traveller sees the receipt, live.
    await expect(traveller.getByTestId('chat-seen')).toBeVisible()

    const second = `Is there parking? ${Date.now()}`
    await sendChatMessage(traveller, prefix, second)
    await expect(agent.getByTestId('chat-message').filter({ hasText: second })).toBeVisible()

    // The traveller looks elsewhere; the reply shows as a badge in the header, live.
    await traveller.goto(`${prefix}/faq`)
    await expect(traveller.getByTestId('chat-unread')).toHaveCount(0)
    const reply = `Yes, there is free parking ${Date.now()}`
    await sendChatMessage(agent, prefix, reply)
    await expect(traveller.getByTestId('chat-unread')).toHaveText(english ? '1' : '١')
    await traveller.getByTestId('chat-unread').click()
    await traveller.locator(`a[href$="/chat/${threadId}"]`).click()
    await expect(traveller.getByTestId('chat-message').filter({ hasText: reply })).toBeVisible()
    await expect(traveller.getByTestId('chat-unread')).toHaveCount(0)
    // Replies that arrive while the conversation is open are read out.
    const third = `Anything else? ${Date.now()}`
    await sendChatMessage(agent, prefix, third)
    await expect(traveller.getByTestId('chat-announcement')).toContainText(third)
    await traveller.context().close()
    await agent.context().close()
  })
}

test('a message written offline waits on the device and is sent once when back online, with two tabs open', async ({ browser, baseURL }) => {
  const experience = await someExperience(baseURL!, 5)
  const context = await browser.newContext({ locale: 'ar-SA' })
  const first = await context.newPage()
  await first.goto(`/things-to-do-in-${experience.expand.city.slug}/${experience.slug}`)
  await first.getByRole('button', { name: chatWords[''].ask }).click()
  await expect(first).toHaveURL(/\/chat\/[a-z0-9]{15}$/, { timeout: 20_000 })
  const threadId = threadIdFrom(first)
  await sendChatMessage(first, '', 'مرحبًا')
  await expect(first.getByTestId('chat-message').filter({ hasText: 'مرحبًا' })).toBeVisible()
  const second = await context.newPage()
  await second.goto(`/chat/${threadId}`)
  await expect(second.getByTestId('chat-message').filter({ hasText: 'مرحبًا' })).toBeVisible()

  // The service worker serves the app offline; the conversation reaches IndexedDB's cache.
  await first.evaluate(() => navigator.serviceWorker.ready)
  await expect.poll(() => first.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true)
  await first.waitForTimeout(1500)
  await context.setOffline(true)
  const offline = `كتبتها دون اتصال ${Date.now()}`
  await sendChatMessage(first, '', offline)
  await expect(first.getByTestId('chat-pending').filter({ hasText: offline })).toBeVisible()
  await expect(first.getByTestId('chat-pending')).toContainText('بانتظار الإرسال')
  // The other tab shows it waiting too (the outbox is the device's).
  await expect(second.getByTestId('chat-pending').filter({ hasText: offline })).toBeVisible()
  // Still there after a reload offline (kept in IndexedDB), and the conversation opens offline.
  await first.reload()
  await expect(first.getByTestId('chat-pending').filter({ hasText: offline })).toBeVisible()
  await expect(first.getByTestId('chat-message').filter({ hasText: 'مرحبًا' })).toBeVisible()

  await context.setOffline(false)
  await expect(first.getByTestId('chat-message').filter({ hasText: offline })).toBeVisible({ timeout: 30_000 })
  await expect(second.getByTestId('chat-message').filter({ hasText: offline })).toBeVisible({ timeout: 30_000 })
  await expect(first.getByTestId('chat-pending')).toHaveCount(0)
  // Exactly once on the server, whatever the two tabs did.
  await first.waitForTimeout(2000)
  const stored = await staffRequest<{ items: { body: string }[] }>(baseURL!, 'GET', `/api/collections/chat_messages/records?perPage=50&filter=${encodeURIComponent(`thread = '${threadId}'`)}`)
  expect(stored.items.filter((message) => message.body === offline)).toHaveLength(1)
  await context.close()
})
