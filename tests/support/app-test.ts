// Playwright's `test`, with pages that wait for the app to start after each navigation, as a
// person waits for a page to respond. A page the server rendered shows before its app runs
// (decision 028); until the app has hydrated it, its buttons do nothing. Navigations that ask for
// less than the load event ('commit', 'domcontentloaded') do not wait: they look at the page
// before the app starts.
import { test as base, type Browser, type BrowserContext, type Page, type Route } from '@playwright/test'
import { claimWorkerServer, type WorkerServer } from './browser-worker-server'

export { expect, type Locator, type Page } from '@playwright/test'
export type { WorkerServer } from './browser-worker-server'

const APP_START_TIMEOUT = 30_000
const patched = new WeakSet<object>()
/** What each page threw before its app started: named when the app never does. */
const pageErrors = new WeakMap<Page, string[]>()

/**
 * Waits until the page's app has started (hydrated or rendered), or has shown that it could not;
 * pages without the app (dashboard, payment page) at once. An app that does not start fails the test here, saying so: a page whose
 * buttons do nothing would otherwise fail later, at some tap, for no visible reason.
 */
export async function waitForApp(page: Page, { timeout = APP_START_TIMEOUT }: { timeout?: number } = {}): Promise<void> {
  try {
    // Started, no app on the page, or the page says the app could not start (its start-failure
    // note, a state tests look at).
    await page.waitForFunction(
      () => !document.getElementById('root') || document.documentElement.hasAttribute('data-app-started') || document.getElementById('start-failure')?.hasAttribute('hidden') === false,
      undefined,
      { timeout },
    )
  } catch (error) {
    // A page closed or navigated away while waiting is not an app that failed to start.
    if (page.isClosed()) return
    const thrown = pageErrors.get(page) ?? []
    const cause = thrown.length ? `; the page threw: ${thrown.slice(-3).join(' | ')}` : '; no script error was seen (a script did not load, or the app is waiting on a request)'
    throw new Error(`The app did not start within ${Math.round(timeout / 1000)} s on ${page.url()} (<html> never got data-app-started, and no start-failure note showed)${cause}`, { cause: error })
  }
}

type Navigation = { waitUntil?: 'load' | 'domcontentloaded' | 'networkidle' | 'commit' }
const waitsForLoad = (options?: Navigation) => !options?.waitUntil || options.waitUntil === 'load' || options.waitUntil === 'networkidle'

function patchPage(page: Page): Page {
  if (patched.has(page)) return page
  patched.add(page)
  const thrown: string[] = []
  pageErrors.set(page, thrown)
  page.on('pageerror', (error) => thrown.push(error.message))
  const goto = page.goto.bind(page)
  page.goto = async (url, options) => {
    const response = await goto(url, options)
    if (waitsForLoad(options)) await waitForApp(page)
    return response
  }
  for (const name of ['reload', 'goBack', 'goForward'] as const) {
    const navigate = page[name].bind(page) as (options?: Navigation) => ReturnType<Page['reload']>
    page[name] = (async (options?: Navigation) => {
      const response = await navigate(options)
      if (waitsForLoad(options)) await waitForApp(page)
      return response
    }) as Page[typeof name]
  }
  return page
}

// Chromium 147 and later keep DevTools' offline emulation from what a page's service worker
// fetches (its network-first API answers reach the server), and from navigator.onLine after a
// navigation (playwright.config.ts turns RenderDocument off for the second). Offline also
// refuses, here, every request of the context — the service worker's too
// (PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS, set in playwright.config.ts) — as no network would.
const refuseAll = (route: Route) => route.abort('internetdisconnected')

function patchContext(context: BrowserContext): BrowserContext {
  if (patched.has(context)) return context
  patched.add(context)
  const setOffline = context.setOffline.bind(context)
  context.setOffline = async (offline: boolean) => {
    if (offline) await context.route('**/*', refuseAll)
    else await context.unroute('**/*', refuseAll)
    await setOffline(offline)
  }
  context.pages().forEach(patchPage)
  context.on('page', patchPage)
  return context
}

export const test = base.extend<object, { browser: Browser; testServer: WorkerServer }>({
  // The worker's own seeded PocketBase (tests/support/browser-worker-server.ts): `baseURL`, the
  // API helpers (RIHLA_TEST_URL) and the data dir (RIHLA_TEST_DATA_DIR) all point at it.
  testServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern
    async ({}, provide) => {
      await provide(claimWorkerServer())
    },
    { scope: 'worker', auto: true },
  ],
  baseURL: async ({ testServer }, provide) => {
    await provide(testServer.url)
  },
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser)
      browser.newContext = async (options) => patchContext(await newContext(options))
      const newPage = browser.newPage.bind(browser)
      browser.newPage = async (options) => patchPage(await newPage(options))
      await use(browser)
    },
    { scope: 'worker' },
  ],
  context: async ({ context }, provide) => {
    await provide(patchContext(context))
  },
  page: async ({ page }, provide) => {
    await provide(patchPage(page))
  },
})
