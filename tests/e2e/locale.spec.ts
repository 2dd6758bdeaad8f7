import { expect, test } from '../support/app-test'

test.describe('locale rule', () => {
  test('sets lang and dir from the route on every page', async ({ page }) => {
    for (const [path, lang, dir] of [
      ['/faq', 'ar', 'rtl'],
      ['/en/faq', 'en', 'ltr'],
      ['/things-to-do', 'ar', 'rtl'],
      ['/en/things-to-do', 'en', 'ltr'],
    ] as const) {
      await page.goto(path)
      await expect(page.locator('html'), path).toHaveAttribute('lang', lang)
      await expect(page.locator('html'), path).toHaveAttribute('dir', dir)
    }
  })

  // Decision 055: the contact, cart, checkout, sign-in and chat pages' messages are in the shop
  // catalog part, which home does not load: each route loads it before it renders.
  for (const { locale, prefix, send } of [
    { locale: 'ar', prefix: '', send: 'إرسال الرسالة' },
    { locale: 'en', prefix: '/en', send: 'Send message' },
  ]) {
    test(`shows a shop-part page translated on a direct visit and after navigating from home (${locale})`, async ({ page }) => {
      await page.goto(`${prefix}/contact-us`)
      await expect(page.getByRole('button', { name: send })).toBeVisible()
      await page.goto(prefix || '/')
      await page.locator(`footer a[href="${prefix}/contact-us"]`).tap()
      await expect(page).toHaveURL(new RegExp(`${prefix}/contact-us$`))
      await expect(page.getByRole('button', { name: send })).toBeVisible()
    })
  }

  test('sets the locale cookie for 365 days with SameSite=Lax, and follows the language switcher', async ({ page, context }) => {
    await page.goto('/faq')
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
    // The server renders lang and sets the cookie before the app starts; the app keeps it current.
    const localeCookie = async () => (await context.cookies()).find((item) => item.name === 'locale')
    await expect.poll(async () => (await localeCookie())?.value).toBe('ar')
    const cookie = await localeCookie()
    expect(cookie?.sameSite).toBe('Lax')
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(364)
    expect(days).toBeLessThanOrEqual(365)
    await page.getByRole('link', { name: /تغيير اللغة/ }).click()
    await expect(page).toHaveURL(/\/en\/faq$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect.poll(async () => (await localeCookie())?.value).toBe('en')
  })

  test('keeps the page and its query when switching language', async ({ page }) => {
    await page.goto('/things-to-do?page=2')
    await page.getByRole('link', { name: /تغيير اللغة/ }).click()
    await expect(page).toHaveURL(/\/en\/things-to-do\?page=2$/)
    await expect(page.getByText('Page 2 of')).toBeVisible()
  })

  test('sends an English browser without a cookie from / to /en', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en-US' })
    const page = await context.newPage()
    await page.goto('/')
    await expect(page).toHaveURL(/\/en$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await context.close()
  })

  test('lets the cookie win over the browser at /', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ locale: 'en-US' })
    await context.addCookies([{ name: 'locale', value: 'ar', url: baseURL! }])
    const page = await context.newPage()
    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
    await expect(page).toHaveURL(/:\d+\/$/)
    await context.close()
  })

  test('formats numbers and prices as ar-SA and en-US', async ({ page }) => {
    await page.goto('/things-to-do')
    await expect(page.locator('.experience-card__price').first()).toContainText('ر.س')
    await expect(page.locator('.listing__count')).toContainText(/[٠-٩]/)
    await page.goto('/en/things-to-do')
    await expect(page.locator('.experience-card__price').first()).toContainText('SAR')
    await expect(page.locator('.listing__count')).toContainText(/\d/)
  })
})
