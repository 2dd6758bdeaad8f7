import { expect, test } from '@playwright/test'

test.describe('header and footer', () => {
  test('searches from the header box', async ({ page }) => {
    await page.goto('/en')
    await page.getByRole('combobox', { name: 'Search experiences' }).fill('AlUla')
    await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click()
    await expect(page).toHaveURL(/\/en\/search\/AlUla$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “AlUla”')
    await expect(page.getByTestId('experience-grid').getByRole('listitem').first()).toContainText('AlUla')
  })

  test('searches the typed text with Enter while suggestions are shown, and opens a highlighted suggestion', async ({ page }) => {
    // The box is a light stand-in until the suggestions field loads on focus and takes over.
    const realBox = page.locator('.site-header .search-box__input[id^="react-aria"]')
    await page.goto('/en')
    await page.waitForLoadState('networkidle')
    const box = page.getByRole('combobox', { name: 'Search experiences' })
    await box.click()
    await expect(realBox).toBeFocused()
    await page.waitForLoadState('networkidle')
    await box.pressSequentially('desert', { delay: 30 })
    await expect(page.getByRole('listbox')).toBeVisible()
    await box.press('Enter')
    await expect(page).toHaveURL(/\/en\/search\/desert$/)

    await page.goto('/en')
    await page.waitForLoadState('networkidle')
    await box.click()
    await expect(realBox).toBeFocused()
    await page.waitForLoadState('networkidle')
    await box.pressSequentially('AlUla', { delay: 30 })
    const suggestion = page.getByRole('listbox').getByRole('option', { name: 'AlUla', exact: true })
    await expect(suggestion).toBeVisible()
    await box.press('ArrowDown')
    await box.press('Enter')
    await expect(page).toHaveURL(/\/en\/things-to-do-in-/)
  })

  test.describe('on a slow connection', () => {
    // page.route does not see requests the service worker makes: keep it out of the way.
    test.use({ serviceWorkers: 'block' })

    test('shows suggestions that arrive after the traveller stopped typing (a slow connection)', async ({ page }) => {
      await page.route('**/api/store/search/suggest**', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500))
        await route.continue()
      })
      const realBox = page.locator('.site-header .search-box__input[id^="react-aria"]')
      await page.goto('/')
      await page.waitForLoadState('networkidle')
      const box = page.getByRole('combobox', { name: 'ابحث في التجارب' })
      await box.click()
      await expect(realBox).toBeFocused()
      await box.pressSequentially('العلا', { delay: 30 })
      await expect(page.getByRole('listbox')).toContainText('جارٍ البحث عن اقتراحات…')
      await expect(page.getByRole('listbox').getByRole('option', { name: 'العلا', exact: true })).toBeVisible({ timeout: 10_000 })
    })
  })

  test('switches the display currency and remembers it', async ({ page }) => {
    await page.goto('/en/things-to-do')
    await expect(page.locator('.experience-card__price').first()).toContainText('SAR')
    await page.getByLabel('Currency').selectOption('USD')
    await expect(page.locator('.experience-card__price').first()).toContainText('$')
    expect(await page.evaluate(() => localStorage.getItem('currency'))).toBe('USD')
    await page.reload()
    await expect(page.locator('.experience-card__price').first()).toContainText('$')
  })

  test('offers sign-in to guests and support by phone, WhatsApp and chat', async ({ page }) => {
    await page.goto('/en')
    await page.getByRole('link', { name: 'Login/Signup' }).click()
    await expect(page).toHaveURL(/\/en\/auth\/login$/)
    await page.getByRole('button', { name: 'Help and support' }).click()
    await expect(page.getByRole('menuitem', { name: 'Call us 24/7' })).toHaveAttribute('href', /^tel:\+966/)
    await expect(page.getByRole('menuitem', { name: 'WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\/966/)
    await expect(page.getByRole('menuitem', { name: 'Chat with us' })).toBeVisible()
  })

  test('shows the cart in the header and the footer links in both languages', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('link', { name: /السلة/ })).toBeVisible()
    for (const name of ['المدونة', 'الأسئلة الشائعة', 'من نحن', 'تواصل معنا', 'الشروط والأحكام', 'سياسة الخصوصية']) {
      await expect(page.getByRole('contentinfo').getByRole('link', { name })).toBeVisible()
    }
    await page.goto('/en')
    for (const name of ['Blog', 'FAQ', 'About us', 'Contact us', 'Terms and conditions', 'Privacy policy']) {
      await expect(page.getByRole('contentinfo').getByRole('link', { name })).toBeVisible()
    }
  })
})
