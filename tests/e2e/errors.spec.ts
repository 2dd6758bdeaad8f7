import { expect, test } from '../support/app-test'

// These check the server's own answers (status codes, redirects), not the service worker's.
test.use({ serviceWorkers: 'block' })

test.describe('error screens', () => {
  test('answers an unknown page with 404 and the not-found screen in Arabic', async ({ page }) => {
    const response = await page.goto('/no/such/page/here')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('عذرًا! الصفحة التي تبحث عنها غير موجودة.')
    await expect(page.getByText('ربما حُذفت الصفحة أو تغيّر اسمها أو أنها غير متاحة مؤقتًا.')).toBeVisible()
    await expect(page.locator('.status-page__illustration')).toBeVisible()
    await page.getByRole('link', { name: 'العودة إلى الرئيسية' }).click()
    await expect(page).toHaveURL(/:\d+\/$/)
  })

  test('answers an unknown page with 404 and the not-found screen in English, home button to /en', async ({ page }) => {
    const response = await page.goto('/en/no/such/page/here')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Oops! The page you're looking for doesn't exist.")
    await page.getByRole('link', { name: 'Back to home' }).click()
    await expect(page).toHaveURL(/\/en$/)
  })

  test('shows the not-found screen with status 404 for a missing product', async ({ page }) => {
    const response = await page.goto('/en/experiences/no-such-experience')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Oops! The page you're looking for doesn't exist.")
  })

  test('shows "Page Not Found: {path}" when a route’s params fail validation', async ({ page }) => {
    const response = await page.goto('/en/experiences/Not_A_Slug')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found: /en/experiences/Not_A_Slug')
    await page.goto('/experiences/Not_A_Slug')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('الصفحة غير موجودة: /experiences/Not_A_Slug')
  })

  test('answers a staff screen’s malformed record address with 404 in both languages; its list and “new” are pages', async ({ page }) => {
    for (const path of ['/staff/catalog/not-an-id', '/en/staff/promos/not-an-id', '/staff/schedules/NOT_AN_ID', '/en/staff/departures/x']) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(path.startsWith('/en') ? "Oops! The page you're looking for doesn't exist." : 'عذرًا! الصفحة التي تبحث عنها غير موجودة.')
    }
    for (const path of ['/staff/catalog', '/en/staff/catalog/new', '/staff/promos/new', '/en/staff/departures']) expect((await page.request.get(path)).status(), path).toBe(200)
  })

  test('shows another error’s message when a page cannot load its data', async ({ page }) => {
    // The server renders the FAQ from its own reads; the browser reads it on a navigation inside the app.
    await page.goto('/en/blog')
    await page.route('**/api/collections/faqs/records**', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ status: 500, message: 'The FAQ is resting.', data: {} }) }))
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click()
    await expect(page.getByRole('alert')).toContainText('The FAQ is resting.')
  })
})
