import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '../support/app-test'
import { firstRecord } from '../support/e2e'

type Experience = { slug: string; expand: { city: { slug: string } } }

const staticPaths = ['/', '/things-to-do', '/experiences', '/destinations', '/countries', '/tours', '/search/alula', '/about', '/faq', '/contact-us', '/blog', '/cart', '/checkout', '/checkout/error', '/orders', '/saved', '/auth/login', '/auth/sign-up', '/auth/forgot-password', '/playground', '/no/such/page/here']

/** The seed's most popular experience: its city's listing and its product page are checked too. */
async function popularExperience(baseURL: string) {
  const experience = await firstRecord<Experience>(baseURL, 'experiences', "filter=(status='active')&sort=-popularity&expand=city")
  return { listing: `/things-to-do-in-${experience.expand.city.slug}`, product: `/things-to-do-in-${experience.expand.city.slug}/${experience.slug}` }
}

async function seriousViolations(page: Page, url: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${url}: ${violation.id} (${violation.impact}) — ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(', ')}`)
}

// One test per page and language: a slow machine cannot run the whole sweep into one timeout,
// and a failure names its page.
test.describe('accessibility (axe)', () => {
  test.describe.configure({ timeout: 90_000 })

  for (const prefix of ['', '/en'] as const) {
    const language = prefix ? 'in English' : 'in Arabic'
    const urlOf = (path: string) => (prefix ? (path === '/' ? '/en' : `/en${path}`) : path)

    for (const path of staticPaths) {
      test(`${path} has no serious or critical violations ${language}`, async ({ page }) => {
        await page.goto(urlOf(path))
        await page.waitForLoadState('networkidle')
        expect(await seriousViolations(page, urlOf(path))).toEqual([])
      })
    }

    test(`a city listing has no serious or critical violations ${language}`, async ({ page, baseURL }) => {
      const url = urlOf((await popularExperience(baseURL!)).listing)
      await page.goto(url)
      await page.waitForLoadState('networkidle')
      expect(await seriousViolations(page, url)).toEqual([])
    })

    test(`a product page, with its booking calendar, has no serious or critical violations ${language}`, async ({ page, baseURL }) => {
      const url = urlOf((await popularExperience(baseURL!)).product)
      await page.goto(url)
      await page.waitForLoadState('networkidle')
      // The booking calendar renders as it nears the viewport: bring it in, so it is checked too.
      await page.locator('.booking-panel').scrollIntoViewIfNeeded()
      await expect(page.getByRole('grid')).toBeVisible()
      await page.waitForLoadState('networkidle')
      expect(await seriousViolations(page, url)).toEqual([])
    })
  }
})
