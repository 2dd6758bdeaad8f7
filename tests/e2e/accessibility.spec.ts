import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { firstRecord } from '../support/e2e'

type Experience = { slug: string; expand: { city: { slug: string } } }

const staticPaths = ['/', '/things-to-do', '/experiences', '/destinations', '/countries', '/tours', '/search/alula', '/about', '/faq', '/contact-us', '/blog', '/cart', '/checkout', '/checkout/error', '/orders', '/saved', '/auth/login', '/auth/sign-up', '/auth/forgot-password', '/playground', '/no/such/page/here']

test.describe('accessibility (axe)', () => {
  test.describe.configure({ timeout: 120_000 })

  for (const prefix of ['', '/en'] as const) {
    test(`has no serious or critical violations on any page ${prefix ? 'in English' : 'in Arabic'}`, async ({ page, baseURL }) => {
      const experience = await firstRecord<Experience>(baseURL!, 'experiences', "filter=(status='active')&sort=-popularity&expand=city")
      const product = `/things-to-do-in-${experience.expand.city.slug}/${experience.slug}`
      const paths = [...staticPaths, `/things-to-do-in-${experience.expand.city.slug}`, product]
      const problems: string[] = []
      for (const path of paths) {
        const url = prefix ? (path === '/' ? '/en' : `/en${path}`) : path
        await page.goto(url)
        await page.waitForLoadState('networkidle')
        if (path === product) {
          // The booking calendar renders as it nears the viewport: bring it in, so it is checked too.
          await page.locator('.booking-panel').scrollIntoViewIfNeeded()
          await expect(page.getByRole('grid')).toBeVisible()
          await page.waitForLoadState('networkidle')
        }
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
        for (const violation of results.violations) {
          if (violation.impact === 'serious' || violation.impact === 'critical') {
            problems.push(`${url}: ${violation.id} (${violation.impact}) — ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(', ')}`)
          }
        }
      }
      expect(problems).toEqual([])
    })
  }
})
