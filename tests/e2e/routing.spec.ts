import { expect, test } from '../support/app-test'
import { firstRecord, staffRequest } from '../support/e2e'

type Experience = { slug: string; title_ar: string; title_en: string; expand: { city: { slug: string } } }

// These check the server's own answers (status codes, redirects), not the service worker's.
test.use({ serviceWorkers: 'block' })

test.describe('routing rules', () => {
  test('sends /discover… to /things-to-do', async ({ page }) => {
    await page.goto('/discover/anything')
    await expect(page).toHaveURL(/\/things-to-do$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('أنشطة ومعالم')
    await page.goto('/en/discover')
    await expect(page).toHaveURL(/\/en\/things-to-do$/)
  })

  test('turns /{city}/{product} into the product within its city, with or without a language prefix', async ({ page, baseURL }) => {
    const experience = await firstRecord<Experience>(baseURL!, 'experiences', "filter=(status='active')&expand=city&sort=slug")
    const city = experience.expand.city.slug
    await page.goto(`/${city}/${experience.slug}`)
    await expect(page).toHaveURL(new RegExp(`/things-to-do-in-${city}/${experience.slug}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(experience.title_ar)
    await page.goto(`/en/${city}/${experience.slug}`)
    await expect(page).toHaveURL(new RegExp(`/en/things-to-do-in-${city}/${experience.slug}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(experience.title_en)
    for (const prefix of ['fr', 'de', 'tr', 'cn']) {
      await page.goto(`/${prefix}/${city}/${experience.slug}`)
      await expect(page, prefix).toHaveURL(new RegExp(`:\\d+/things-to-do-in-${city}/${experience.slug}$`))
    }
  })

  test('follows a staff redirect to the same site and ignores unsafe targets', async ({ page, baseURL }) => {
    const suffix = Date.now().toString(36)
    await staffRequest(baseURL!, 'POST', '/api/collections/redirects/records', { from_path: `/old-help-${suffix}`, to: '/faq', status_code: '301', active: true })
    for (const [index, target] of ['//evil.example', 'https://evil.example/', 'javascript:alert(1)', '/\\evil.example', 'https://rihla.example@evil.example/'].entries()) {
      await staffRequest(baseURL!, 'POST', '/api/collections/redirects/records', { from_path: `/unsafe-${index}-${suffix}`, to: target, status_code: '302', active: true })
    }
    await page.goto(`/old-help-${suffix}`)
    await expect(page).toHaveURL(/\/faq$/)
    for (let index = 0; index < 5; index += 1) {
      const response = await page.goto(`/unsafe-${index}-${suffix}`)
      expect(new URL(page.url()).host).toBe(new URL(baseURL!).host)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('عذرًا! الصفحة التي تبحث عنها غير موجودة.')
    }
  })
})
