import { expect, test, type Page } from '../support/app-test'
import { signInNewCustomer } from './payment-helpers'

/** The PocketBase SDK's file, which the app loads on first use (decision 019). */
const SDK_FILE = /\/assets\/pocketbase[^/]*\.js$/

test.describe('header and footer', () => {
  test('searches from the header box', async ({ page }) => {
    // Suggestions are another test's subject (below); here they would open over the page, hiding
    // the button, or not, depending on how fast they arrive: this one taps Search with none.
    await page.route('**/api/store/search/suggest**', (route) => route.abort())
    await page.goto('/en')
    await page.getByRole('combobox', { name: 'Search experiences' }).fill('AlUla')
    // While the suggestions list is open (here: "could not load"), react-aria hides the rest of the
    // page from assistive technology; a finger still taps the button beside the field.
    await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true, includeHidden: true }).tap()
    await expect(page).toHaveURL(/\/en\/search\/AlUla$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “AlUla”')
    await expect(page.getByTestId('experience-grid').getByRole('listitem').first()).toContainText('AlUla')
  })

  test('holds a search sent before the app has started, and sends it once it has', async ({ page }) => {
    // The app's entry arrives late (a slow connection): the server's page is there, its app is not.
    let release = () => {}
    const arrived = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await arrived
      await route.continue()
    })
    await page.goto('/en', { waitUntil: 'domcontentloaded' })
    await page.getByRole('combobox', { name: 'Search experiences' }).fill('AlUla')
    await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click()
    // Not sent as a plain form: the address never carries what was typed.
    await page.waitForTimeout(500)
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/en')
    release()
    await expect(page).toHaveURL(/\/en\/search\/AlUla$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “AlUla”')
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

  test.describe('signed in', () => {
    // page.route does not see requests the service worker answers: keep it out of the way.
    test.use({ serviceWorkers: 'block' })

    // Signs out from the account menu, and checks the header is a guest's before and after a reload.
    const signOutAndReload = async (page: Page, names: { account: string; signOut: string; signInLink: string }) => {
      await page.getByRole('button', { name: names.account }).click()
      await page.getByRole('menuitem', { name: names.signOut }).click()
      await expect(page.getByRole('link', { name: names.signInLink })).toBeVisible()
      await page.reload()
      await expect(page.getByRole('link', { name: names.signInLink })).toBeVisible()
      await expect(page.getByRole('button', { name: names.account })).toHaveCount(0)
    }

    test('shows the customer at once on a new page, and signs out without the client', async ({ page, baseURL }) => {
      await signInNewCustomer(page, baseURL!, '/en')

      // The SDK's file cannot load: the header reads the session the SDK stored.
      await page.route(SDK_FILE, (route) => route.abort())
      await page.goto('/things-to-do')
      await expect(page.getByRole('button', { name: 'حسابك' })).toBeVisible()
      await expect(page.getByRole('link', { name: 'تسجيل الدخول / إنشاء حساب' })).toHaveCount(0)
      // Signing out still forgets the session.
      await signOutAndReload(page, { account: 'حسابك', signOut: 'تسجيل الخروج', signInLink: 'تسجيل الدخول / إنشاء حساب' })
    })

    test('signs out through the client once it has loaded', async ({ page, baseURL }) => {
      await signInNewCustomer(page, baseURL!, '/en')
      await page.goto('/en/things-to-do')
      await signOutAndReload(page, { account: 'Your account', signOut: 'Sign Out', signInLink: 'Login/Signup' })
    })
  })

  test('a guest browses home, a listing, a product page and the cart without the API client, which loads to sign in', async ({ page, baseURL }) => {
    const sdkRequests: string[] = []
    page.on('request', (request) => {
      if (SDK_FILE.test(request.url())) sdkRequests.push(request.url())
    })
    // Home down to its favourites and testimonials, which it asks the API for.
    await page.goto('/en')
    await page.getByRole('heading', { name: 'What travellers say' }).scrollIntoViewIfNeeded()
    await expect(page.getByTestId('gallery').getByRole('listitem').first()).toBeVisible()
    await expect(page.locator('.testimonial').first()).toBeVisible()
    // A listing, re-sorted (a search request), and a product page with its calendar's availability.
    await page.goto('/en/things-to-do-in-riyadh')
    await expect(page.getByTestId('experience-grid').getByRole('listitem').first()).toBeVisible()
    const searched = page.waitForResponse((response) => response.url().includes('/api/store/search?') && response.ok())
    await page.getByLabel('Sort by').selectOption({ index: 2 })
    await searched
    await page.getByTestId('experience-grid').getByRole('listitem').first().getByRole('link').first().click()
    const availability = page.waitForResponse((response) => response.url().includes('/api/store/availability/') && response.ok())
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    // The calendar reads availability as it comes near (decision 034): the phone's booking bar goes there.
    await page.locator('.booking-panel').scrollIntoViewIfNeeded()
    await availability
    await page.goto('/en/cart')
    await page.waitForLoadState('networkidle')
    expect(sdkRequests).toEqual([])
    // Signing in needs the client (auth, then the account's cart and saved list).
    await signInNewCustomer(page, baseURL!, '/en')
    expect(sdkRequests.length).toBeGreaterThan(0)
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
