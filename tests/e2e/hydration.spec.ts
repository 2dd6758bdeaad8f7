// Pages the server rendered with React are hydrated, not rendered again: the elements the
// traveller saw before any script ran are the ones the app then runs in, and React reports no
// mismatch — in both languages, and on a device that keeps its own cart, saved list and currency,
// which the server cannot know (decision 024).
import { expect, test, type Page } from '@playwright/test'
import { firstRecord } from '../support/e2e'

// The service worker would answer later navigations with the app shell: these tests are about the server's pages.
test.use({ serviceWorkers: 'block' })

/** Loads a page, keeps its server-rendered heading, and checks that hydration kept it and reported nothing. */
async function expectHydrated(page: Page, path: string) {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|Minified React error/i.test(message.text())) problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))
  await page.goto(path, { waitUntil: 'domcontentloaded' })
  // Before the app starts (it starts after the load event), the server's markup is the page.
  const heading = await page.locator('#root h1').first().elementHandle()
  expect(heading, `${path}: a heading rendered by the server`).not.toBeNull()
  await expect(page.locator('html[data-app-started]'), path).toHaveCount(1, { timeout: 20_000 })
  // A hydration that failed would have replaced the server's elements with new ones.
  expect(await heading!.evaluate((element) => element.isConnected), `${path}: the server's heading is still the page's`).toBe(true)
  expect(problems, path).toEqual([])
}

test.describe('hydration of server-rendered pages', () => {
  test('keeps the server’s markup on every kind of page, in both languages', async ({ page, baseURL }) => {
    const experience = await firstRecord<{ slug: string; expand: { city: { slug: string } } }>(baseURL!, 'experiences', "filter=(status='active')&sort=-popularity&expand=city")
    const category = await firstRecord<{ slug: string }>(baseURL!, 'categories', 'sort=sort')
    const post = await firstRecord<{ slug: string }>(baseURL!, 'posts', "filter=(status='published')")
    const paths = [
      '/',
      '/things-to-do',
      `/things-to-do-in-${experience.expand.city.slug}`,
      `/things-to-do-in-${experience.expand.city.slug}/${experience.slug}`,
      `/${category.slug}`,
      `/blog/${post.slug}`,
      '/faq',
      '/cart',
      '/no-such-page/at-all',
    ]
    for (const path of paths) {
      await expectHydrated(page, path)
      await expectHydrated(page, path === '/' ? '/en' : `/en${path}`)
    }
  })

  test('renders what only the device knows after hydrating: its saved list and currency', async ({ page, baseURL }) => {
    const experience = await firstRecord<{ slug: string; title_en: string }>(baseURL!, 'experiences', "filter=(status='active')&sort=-popularity")
    const path = `/en/experiences/${experience.slug}`
    await expectHydrated(page, path)
    // The traveller saves the experience and picks US dollars: both stay on this device.
    const heart = page.getByRole('button', { name: `Save ${experience.title_en}` })
    await heart.click()
    await expect(heart).toHaveAttribute('aria-pressed', 'true')
    await page.getByRole('combobox', { name: 'Currency' }).selectOption('USD')
    await expect(page.locator('.product__facts')).toContainText('$')
    // The server renders the page again without knowing either; hydration keeps its markup, then the page follows the device.
    await page.reload({ waitUntil: 'domcontentloaded' })
    await expectHydrated(page, path)
    await expect(heart).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByRole('combobox', { name: 'Currency' })).toHaveValue('USD')
    await expect(page.locator('.product__facts')).toContainText('$')
  })
})
