import { expect, test } from '../support/app-test'
import { firstRecord } from '../support/e2e'

test.describe('titles and metadata', () => {
  test('titles pages "page title | site name" and keeps canonical and hreflang links current', async ({ page }) => {
    await page.goto('/en/faq')
    await expect(page).toHaveTitle('Frequently asked questions | Rihla')
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en\/faq$/)
    await expect(page.locator('link[rel="alternate"][hreflang="ar"]')).toHaveAttribute('href', /\d\/faq$/)
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', /\/en\/faq$/)
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', /\d\/faq$/)
    // After a client-side navigation the head follows.
    await page.getByRole('link', { name: 'Blog' }).first().click()
    await expect(page).toHaveTitle('Blog | Rihla')
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en\/blog$/)
  })

  test('titles Arabic pages in Arabic and the home page with the site name alone', async ({ page }) => {
    await page.goto('/faq')
    await expect(page).toHaveTitle('الأسئلة الشائعة | رحلة')
    await page.goto('/')
    await expect(page).toHaveTitle('رحلة')
  })

  test('titles a product page with the product and its share preview', async ({ page, baseURL }) => {
    const experience = await firstRecord<{ slug: string; title_en: string }>(baseURL!, 'experiences', "filter=(status='active')&sort=-popularity")
    await page.goto(`/en/experiences/${experience.slug}`)
    await expect(page).toHaveTitle(`${experience.title_en} | Rihla`)
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', `${experience.title_en} | Rihla`)
  })
})
