// Playwright's `test`, with pages that wait for the app to start after each navigation, as a
// person waits for a page to respond. A page the server rendered shows before its app runs
// (decision 028); until the app has hydrated it, its buttons do nothing. Navigations that ask for
// less than the load event ('commit', 'domcontentloaded') do not wait: they look at the page
// before the app starts.
import { test as base, type Browser, type BrowserContext, type Page, type Route } from '@playwright/test'

export { expect, type Locator, type Page } from '@playwright/test'

const APP_START_TIMEOUT = 30_000
const patched = new WeakSet<object>()

/** Waits until the page's app has started (hydrated or rendered); pages without the app (dashboard, payment page) at once. */
export async function waitForApp(page: Page): Promise<void> {
  await page
    .waitForFunction(() => !document.getElementById('root') || document.documentElement.hasAttribute('data-app-started'), undefined, { timeout: APP_START_TIMEOUT })
    .catch(() => undefined)
}

type Navigation = { waitUntil?: 'load' | 'domcontentloaded' | 'networkidle' | 'commit' }
const waitsForLoad = (options?: Navigation) => !options?.waitUntil || options.waitUntil === 'load' || options.waitUntil === 'networkidle'

function patchPage(page: Page): Page {
  if (patched.has(page)) return page
  patched.add(page)
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

export const test = base.extend<object, { browser: Browser }>({
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
