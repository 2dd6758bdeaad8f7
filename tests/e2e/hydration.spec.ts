// Pages the server rendered with React are hydrated, not rendered again: the elements the
// traveller saw before any script ran are the ones the app then runs in, and React reports no
// mismatch — in both languages, and on a device that keeps its own cart, saved list and currency,
// which the server cannot know (decision 028).
import { expect, test, type Page } from '../support/app-test'
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

type Records = { experience: { slug: string; expand: { city: { slug: string } } }; category: { slug: string }; post: { slug: string } }

async function readRecords(baseURL: string): Promise<Records> {
  const [experience, category, post] = await Promise.all([
    firstRecord<Records['experience']>(baseURL, 'experiences', "filter=(status='active')&sort=-popularity&expand=city"),
    firstRecord<Records['category']>(baseURL, 'categories', 'sort=sort'),
    firstRecord<Records['post']>(baseURL, 'posts', "filter=(status='published')"),
  ])
  return { experience, category, post }
}

test.describe('hydration of server-rendered pages', () => {
  // One test per kind of page and language: a failure names its page.
  const kinds: { kind: string; path: (records: Records) => string }[] = [
    { kind: 'home', path: () => '/' },
    { kind: 'the whole catalog', path: () => '/things-to-do' },
    { kind: 'a city', path: (records) => `/things-to-do-in-${records.experience.expand.city.slug}` },
    { kind: 'a product', path: (records) => `/things-to-do-in-${records.experience.expand.city.slug}/${records.experience.slug}` },
    { kind: 'a category', path: (records) => `/${records.category.slug}` },
    { kind: 'a blog post', path: (records) => `/blog/${records.post.slug}` },
    { kind: 'the FAQ', path: () => '/faq' },
    { kind: 'the cart', path: () => '/cart' },
    // Their messages are catalog parts the client loads with the route (src/lib/i18n.ts).
    { kind: 'your orders', path: () => '/orders' },
    { kind: 'the staff inbox', path: () => '/staff' },
    // A view of /staff with a lazy chunk of its own (decision 042).
    { kind: 'the staff reviews screen', path: () => '/staff?view=reviews' },
    { kind: 'a missing page', path: () => '/no-such-page/at-all' },
  ]
  for (const { kind, path } of kinds) {
    for (const prefix of ['', '/en'] as const) {
      test(`keeps the server’s markup of ${kind} (${prefix ? 'en' : 'ar'})`, async ({ page, baseURL }) => {
        const records = await readRecords(baseURL!)
        const bare = path(records)
        await expectHydrated(page, prefix && bare === '/' ? '/en' : `${prefix}${bare}`)
      })
    }
  }

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
