// Pages the server rendered with React are hydrated, not rendered again: the elements the
// traveller saw before any script ran are the ones the app then runs in, and React reports no
// mismatch — in both languages, and on a device that keeps its own cart, saved list and currency,
// which the server cannot know (decision 028).
import { expect, test, type Page } from '../support/app-test'
import { firstRecord, staffRequest } from '../support/e2e'
import { buildBooking, buildOrder } from '../support/builders'
import { distantDepartures } from './order-helpers'

// The service worker would answer later navigations with the app shell: these tests are about the server's pages.
test.use({ serviceWorkers: 'block' })

/**
 * The server's own answer to a page (no redirect followed, no script run) is never a 5xx; then the
 * page loads, keeps its server-rendered heading, and hydration kept it and reported nothing.
 */
async function expectHydrated(page: Page, path: string) {
  const raw = await page.request.get(path.split('#')[0]!, { maxRedirects: 0 })
  expect(raw.status(), `${path}: the server's answer`).toBeLessThan(500)
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

type Order = { id: string; token: string }
type Records = { experience: { slug: string; expand: { city: { slug: string } } }; category: { slug: string }; post: { slug: string }; order: Order; failedOrder: Order }

const guestOrders = new Map<string, Promise<Order>>()

/**
 * A guest's order with one booking, opened by its link (the access token in the fragment): paid,
 * or failed (the payment error page sends a paid order on to the success page, by design).
 */
function orderOfAGuest(baseURL: string, status: 'confirmed' | 'failed'): Promise<Order> {
  if (!guestOrders.has(status))
    guestOrders.set(
      status,
      (async () => {
        const [departure] = await distantDepartures(baseURL, 1)
        const fields = buildOrder({ status })
        const order = await staffRequest<{ id: string }>(baseURL, 'POST', '/api/collections/orders/records', fields)
        await staffRequest(baseURL, 'POST', '/api/collections/bookings/records', buildBooking(order.id, { ...departure!, experience: departure!.experience.id }, { status, travellers: { adult: 1 }, seats: 1 }))
        return { id: order.id, token: fields.access_token }
      })(),
    )
  return guestOrders.get(status)!
}

async function readRecords(baseURL: string): Promise<Records> {
  const [experience, category, post, order, failedOrder] = await Promise.all([
    firstRecord<Records['experience']>(baseURL, 'experiences', "filter=(status='active')&sort=-popularity&expand=city"),
    firstRecord<Records['category']>(baseURL, 'categories', 'sort=sort'),
    firstRecord<Records['post']>(baseURL, 'posts', "filter=(status='published')"),
    orderOfAGuest(baseURL, 'confirmed'),
    orderOfAGuest(baseURL, 'failed'),
  ])
  return { experience, category, post, order, failedOrder }
}

/** A record id that names nothing (15 characters, as PocketBase's). */
const NO_SUCH_ID = 'zzzzzzzzzzzzzzz'

test.describe('hydration of server-rendered pages', () => {
  // One test per route (src/routes) and language: a failure names its page.
  const kinds: { kind: string; path: (records: Records) => string }[] = [
    { kind: 'home', path: () => '/' },
    { kind: 'the whole catalog', path: () => '/things-to-do' },
    { kind: 'a city', path: (records) => `/things-to-do-in-${records.experience.expand.city.slug}` },
    { kind: 'a product', path: (records) => `/things-to-do-in-${records.experience.expand.city.slug}/${records.experience.slug}` },
    { kind: 'a product by its short address', path: (records) => `/experiences/${records.experience.slug}` },
    { kind: 'the experiences', path: () => '/experiences' },
    { kind: 'a category', path: (records) => `/${records.category.slug}` },
    { kind: 'a search', path: () => '/search/desert' },
    { kind: 'the destinations', path: () => '/destinations' },
    { kind: 'the countries', path: () => '/countries' },
    { kind: 'the blog', path: () => '/blog' },
    { kind: 'a blog post', path: (records) => `/blog/${records.post.slug}` },
    { kind: 'the FAQ', path: () => '/faq' },
    { kind: 'about us', path: () => '/about' },
    { kind: 'contact us', path: () => '/contact-us' },
    { kind: 'the privacy policy', path: () => '/privacy-policy' },
    { kind: 'the terms', path: () => '/terms-and-conditions' },
    { kind: 'the saved list', path: () => '/saved' },
    { kind: 'the offline page', path: () => '/offline' },
    { kind: 'the cart', path: () => '/cart' },
    { kind: 'the checkout', path: () => '/checkout' },
    { kind: 'the payment success page', path: (records) => `/checkout/success?order=${records.order.id}#token=${records.order.token}` },
    { kind: 'the payment error page', path: (records) => `/checkout/error?order=${records.failedOrder.id}#token=${records.failedOrder.token}` },
    // Their messages are catalog parts the client loads with the route (src/lib/i18n.ts).
    { kind: 'your orders', path: () => '/orders' },
    // Private: the token is in the fragment, which the server never sees (issue 34: a 500 and React error #418).
    { kind: 'an order opened by its link', path: (records) => `/orders/${records.order.id}#token=${records.order.token}` },
    { kind: 'an order’s tax invoice', path: (records) => `/orders/${records.order.id}/invoice#token=${records.order.token}` },
    { kind: 'signing in', path: () => '/auth/login' },
    { kind: 'signing up', path: () => '/auth/sign-up' },
    { kind: 'a forgotten password', path: () => '/auth/forgot-password' },
    { kind: 'a new password', path: () => '/auth/reset-password' },
    { kind: 'your conversations', path: () => '/chat' },
    { kind: 'a conversation', path: () => `/chat/${NO_SUCH_ID}` },
    { kind: 'an offer request', path: () => '/chat/request' },
    { kind: 'an offer', path: () => `/chat/offers/${NO_SUCH_ID}` },
    { kind: 'the staff inbox', path: () => '/staff' },
    // A view of /staff with a lazy chunk of its own (decision 042).
    { kind: 'the staff reviews screen', path: () => '/staff?view=reviews' },
    { kind: 'a staff conversation', path: () => `/staff/chat/${NO_SUCH_ID}` },
    { kind: 'the staff departures', path: () => '/staff/departures' },
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
