import { expect, test } from '../support/app-test'
import { watchBriefAppearances } from '../support/brief-appearances'

test.describe('shell behaviour', () => {
  test('scrolls to the top on navigation', async ({ page }) => {
    await page.goto('/en/things-to-do')
    await expect(page.getByTestId('experience-grid')).toBeVisible()
    await page.evaluate(() => window.scrollTo(0, 1500))
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500)
    await page.getByRole('link', { name: 'FAQ' }).click()
    await expect(page).toHaveURL(/\/en\/faq$/)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })

  test('scrolls to the hash target when there is one', async ({ page }) => {
    await page.goto('/en/destinations#country-qatar')
    await expect(page.locator('#country-qatar')).toBeInViewport()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
  })

  test('reloads once when a page’s code fails to load, then shows the error instead of looping', async ({ page }) => {
    await page.goto('/en')
    let loads = 0
    page.on('load', () => (loads += 1))
    // Every code chunk of the FAQ page fails, as after a deploy that removed them.
    await page.route(/\/assets\/faq-[\w-]+\.js$/, (route) => route.abort())
    await page.getByRole('link', { name: 'FAQ' }).first().click()
    await expect(page.getByRole('alert')).toContainText('A new version of Rihla is available')
    expect(loads).toBe(1)
    const stored = await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('rihla:chunk-reload:')))
    expect(stored.length).toBe(1)
  })

  for (const { path, note, retry } of [
    { path: '/en', note: 'Rihla could not start. Check your connection, then try again.', retry: 'Try again' },
    { path: '/playground', note: 'تعذّر تشغيل رحلة. تحقّق من اتصالك بالإنترنت، ثم حاول مرة أخرى.', retry: 'حاول مرة أخرى' },
  ]) {
    test(`says so when the app cannot start, and starts from the note (${path})`, async ({ page }) => {
      // React's renderer never loads: a deploy that removed it reloads the page once, then the note shows.
      await page.route(/\/assets\/client-[\w-]+\.js$/, (route) => route.abort())
      let loads = 0
      page.on('load', () => (loads += 1))
      await page.goto(path)
      const alert = page.getByRole('alert').filter({ hasText: note })
      await expect(alert).toBeVisible({ timeout: 30_000 })
      expect(loads).toBe(2)
      // The server's page is there, but the app never started.
      await expect(page.locator('#root h1').first()).toBeVisible()
      await expect(page.locator('html[data-app-started]')).toHaveCount(0)
      await page.unroute(/\/assets\/client-[\w-]+\.js$/)
      await alert.getByRole('link', { name: retry }).click()
      // The app starts after the page has loaded and painted: slower than the default wait on a busy host.
      await expect(page.locator('html[data-app-started]')).toHaveCount(1, { timeout: 30_000 })
      await expect(page.locator('#root h1').first()).toBeVisible()
      await expect(page.locator('#start-failure')).toBeHidden()
    })
  }

  test('closes toasts by themselves', async ({ page }) => {
    await page.goto('/en/playground')
    const button = page.getByRole('button', { name: 'Show a toast' })
    await expect(button).toBeVisible()
    const toastsSeen = await watchBriefAppearances(page, '.toast')
    await button.click()
    await expect.poll(toastsSeen).toEqual([expect.stringContaining('Saved to your list')])
    await expect(page.locator('.toast')).toHaveCount(0)
  })

  test('disables a button and shows a spinner while it works', async ({ page }) => {
    await page.goto('/en/playground')
    const button = page.getByRole('button', { name: 'Loading state' })
    await expect(button).toBeVisible()
    const pendingSeen = await watchBriefAppearances(page, 'button[data-pending="true"][aria-disabled="true"]:has(.spinner)')
    await button.click()
    await expect.poll(pendingSeen).toEqual([expect.stringContaining('Loading state')])
    await expect(button).not.toHaveAttribute('data-pending', 'true')
    await expect(button.locator('.spinner')).toHaveCount(0)
  })
})
