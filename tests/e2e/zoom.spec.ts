// Zoom to 200 % without loss (WCAG 1.4.4 and 1.4.10): a 1280 × 800 screen zoomed to 200 % lays
// pages out in 640 × 400 CSS pixels, and text-only zoom on a phone comes down to 320. At both,
// every page reflows into one column: nothing scrolls sideways and nothing in the page is cut
// off at either edge, in Arabic (right to left) and English; the cart holds a line, so its page
// and the checkout show their forms. The document clips sideways overflow, so each element's box
// is checked as well as the scroll width.
import { expect, test, type Page } from '../support/app-test'
import { firstRecord } from '../support/e2e'
import { addToCart, findDeparture } from './checkout-helpers'

type Experience = { slug: string; expand: { city: { slug: string } } }

const paths = ['/', '/things-to-do', '/cart', '/checkout', '/auth/login', '/contact-us', '/faq']

/** Elements of the page that end outside the viewport, leaving out what is hidden on purpose and what scrolls inside its own box. */
async function outside(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth
    const found: string[] = []
    const scrollsInside = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const overflow = getComputedStyle(parent).overflowX
        if (overflow === 'auto' || overflow === 'scroll' || overflow === 'hidden' || overflow === 'clip') return parent !== document.body && parent !== document.documentElement
      }
      return false
    }
    for (const element of document.querySelectorAll('body *')) {
      const rect = element.getBoundingClientRect()
      if (rect.width === 0 || rect.height === 0) continue
      const style = getComputedStyle(element)
      if (style.visibility === 'hidden' || style.position === 'fixed' || element.closest('.visually-hidden, [aria-hidden="true"], .skip-link')) continue
      if ((rect.right > width + 1 || rect.left < -1) && !scrollsInside(element)) {
        found.push(`${element.tagName.toLowerCase()}.${String(element.className).split(' ')[0]} [${Math.round(rect.left)}, ${Math.round(rect.right)}] of ${width}`)
      }
    }
    return found.slice(0, 5)
  })
}

for (const viewport of [
  { name: '200 % zoom', width: 640, height: 400 },
  { name: '320 CSS pixels', width: 320, height: 640 },
]) {
  for (const prefix of ['', '/en'] as const) {
    test(`pages reflow at ${viewport.name} ${prefix ? 'in English' : 'in Arabic'}`, async ({ browser, baseURL }) => {
      test.setTimeout(120_000)
      const experience = await firstRecord<Experience>(baseURL!, 'experiences', "filter=(status='active')&sort=-popularity&expand=city")
      const city = experience.expand.city.slug
      const context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height }, deviceScaleFactor: 2, locale: prefix ? 'en-US' : 'ar-SA' })
      const page = await context.newPage()
      // With a line in the cart, the cart and checkout pages show their forms, not their empty states.
      await addToCart(page, prefix, await findDeparture(baseURL!))
      const problems: string[] = []
      for (const path of [...paths, `/things-to-do-in-${city}`, `/things-to-do-in-${city}/${experience.slug}`]) {
        const url = prefix ? (path === '/' ? '/en' : `/en${path}`) : path
        await page.goto(url)
        await page.waitForLoadState('networkidle')
        await expect(page.locator('h1').first(), url).toBeVisible()
        const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
        if (sideways > 1) problems.push(`${url}: scrolls ${sideways}px sideways`)
        for (const element of await outside(page)) problems.push(`${url}: ${element}`)
      }
      await context.close()
      expect(problems).toEqual([])
    })
  }
}
