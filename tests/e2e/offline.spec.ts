import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from '../support/app-test'
import { listRecords, staffRequest } from '../support/e2e'
import { addToCart, findDeparture } from './checkout-helpers'

type Experience = { slug: string; title_ar: string; title_en: string; expand: { city: { slug: string } } }

test.describe('installable and offline', () => {
  test('passes Chrome’s installability check in both languages', async ({ playwright, baseURL, launchOptions }) => {
    // Installing is not offered in incognito windows, which is what plain test contexts are.
    const profile = await mkdtemp(path.join(os.tmpdir(), 'rihla-install-'))
    const context = await playwright.chromium.launchPersistentContext(profile, { ...launchOptions, baseURL, locale: 'ar-SA' })
    try {
      const page = await context.newPage()
      for (const url of ['/', '/en']) {
        await page.goto(url)
        await page.evaluate(() => navigator.serviceWorker.ready)
        const session = await context.newCDPSession(page)
        const { installabilityErrors } = (await session.send('Page.getInstallabilityErrors' as never)) as { installabilityErrors: { errorId: string }[] }
        expect(installabilityErrors, url).toEqual([])
        // Served by the service worker, the page starts from the cached shell; the app then points
        // the manifest link at the page's language.
        await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', url === '/' ? '/manifest-ar.webmanifest' : '/manifest-en.webmanifest')
      }
    } finally {
      await context.close()
      await rm(profile, { recursive: true, force: true })
    }
  })

  test('opens the home page with recently viewed, saved experiences and visited product pages offline; other pages say offline', async ({ page, context, baseURL }) => {
    const { items } = await listRecords<Experience>(baseURL!, 'experiences', "perPage=2&sort=-popularity&filter=(status='active')&expand=city")
    await page.goto('/en')
    await page.evaluate(() => navigator.serviceWorker.ready)
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true)
    for (const experience of items) {
      await page.goto(`/en/things-to-do-in-${experience.expand.city.slug}/${experience.slug}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(experience.title_en)
      await page.getByRole('button', { name: `Save ${experience.title_en}` }).first().click()
      await expect(page.getByRole('button', { name: `Save ${experience.title_en}` }).first()).toHaveAttribute('aria-pressed', 'true')
    }
    await page.goto('/en/saved')
    await expect(page.getByTestId('saved-list').getByRole('listitem')).toHaveCount(2)
    // Let the query cache reach IndexedDB.
    await page.waitForTimeout(1500)

    await context.setOffline(true)
    await page.reload()
    await expect(page.getByTestId('offline-banner')).toBeVisible()
    await expect(page.getByTestId('saved-list').getByRole('listitem')).toHaveCount(2)
    await page.goto('/en')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Discover Saudi Arabia and the Gulf, one experience at a time')
    // Both experiences opened online are under 'Recently viewed', the last one first.
    await expect(page.getByRole('region', { name: 'Recently viewed' }).getByRole('heading', { level: 3 })).toHaveText([items[1]!.title_en, items[0]!.title_en])
    for (const experience of items) {
      await page.goto(`/en/things-to-do-in-${experience.expand.city.slug}/${experience.slug}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(experience.title_en)
    }
    await page.goto('/en/faq')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("You're offline")
    await context.setOffline(false)
  })
})

test('offers the new version when a new build is deployed, and reloads into it', async ({ page }) => {
  await page.route('**/builds/latest.json**', (route) => route.fulfill({ contentType: 'application/json', body: JSON.stringify({ id: 'a-newer-build', builtAt: new Date().toISOString() }) }))
  await page.goto('/en/faq')
  const prompt = page.getByRole('alert').filter({ hasText: 'New version available' })
  await expect(prompt).toBeVisible()
  await page.unroute('**/builds/latest.json**')
  const reloaded = page.waitForEvent('load')
  await prompt.getByRole('button', { name: 'Reload' }).click()
  await reloaded
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions')
  await expect(page.getByRole('alert').filter({ hasText: 'New version available' })).toHaveCount(0)
})

test('sends a checkout made offline exactly once when back online, with two tabs and a reload', async ({ page, context, baseURL }) => {
  const departure = await findDeparture(baseURL!, 4)
  await page.goto('/en')
  await page.evaluate(() => navigator.serviceWorker.ready)
  await addToCart(page, '/en', departure)
  await page.goto('/en/checkout')
  await expect(page.getByTestId('checkout-total')).not.toHaveText('…')
  const email = `offline-${Date.now()}@example.com`
  await page.getByLabel('First name').fill('Hind')
  await page.getByLabel('Last name').fill('Alotaibi')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Phone number').fill('501234567')

  await context.setOffline(true)
  await page.getByRole('button', { name: /Confirm/ }).click()
  await expect(page.getByTestId('checkout-queued')).toBeVisible()
  const second = await context.newPage()
  await second.goto('/en/saved')
  await page.reload()

  await context.setOffline(false)
  const count = async () => (await staffRequest<{ totalItems: number }>(baseURL!, 'GET', `/api/collections/orders/records?perPage=1&filter=${encodeURIComponent(`email='${email}'`)}`)).totalItems
  await expect.poll(count, { timeout: 15_000 }).toBe(1)
  // Whichever tab sent it goes on to the payment page; nothing is sent twice.
  await expect.poll(() => [page.url(), second.url()].some((url) => /\/pay\/sandbox\//.test(url))).toBe(true)
  await page.reload()
  await second.reload()
  await page.waitForTimeout(1500)
  expect(await count()).toBe(1)
  await second.close()
})
