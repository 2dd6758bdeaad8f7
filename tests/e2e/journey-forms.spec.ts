// Issue 27's defects of forms and lists, as a traveller on a phone meets them: errors per field
// that go once the field is right (4), a price range typed backwards (6) and the orders list (10).
import { expect, test, type Page } from '../support/app-test'
import { signInNewCustomer } from './payment-helpers'
import { giveOrders } from './order-helpers'

const words = {
  en: {
    prefix: '/en' as const,
    name: 'Name',
    email: 'Email',
    message: 'Message',
    send: 'Send message',
    password: 'Password',
    signIn: 'Sign in',
    allFields: 'All fields must be filled out.',
    correct: 'Please correct the highlighted fields.',
    emailFormat: 'Enter an email address like name@example.com',
    required: 'This field is required',
    filters: 'Filters',
    minimum: 'Minimum',
    maximum: 'Maximum',
    showResults: 'Show results',
    clearPrice: 'Clear price',
    clearAll: 'Clear all filters',
    removeFilter: 'Remove filter:',
    minAbove: 'The minimum is above the maximum. Lower it, or raise the maximum.',
    numberLocale: 'en-US',
  },
  ar: {
    prefix: '' as const,
    name: 'الاسم',
    email: 'البريد الإلكتروني',
    message: 'الرسالة',
    send: 'إرسال الرسالة',
    password: 'كلمة المرور',
    signIn: 'تسجيل الدخول',
    allFields: 'يجب تعبئة جميع الحقول.',
    correct: 'يُرجى تصحيح الحقول المحددة.',
    emailFormat: 'اكتب بريدًا إلكترونيًا صحيحًا مثل name@example.com',
    required: 'هذا الحقل مطلوب',
    filters: 'التصفية',
    minimum: 'الحد الأدنى',
    maximum: 'الحد الأعلى',
    showResults: 'عرض النتائج',
    clearPrice: 'مسح السعر',
    clearAll: 'إلغاء كل عوامل التصفية',
    removeFilter: 'إزالة عامل التصفية:',
    minAbove: 'الحد الأدنى أعلى من الحد الأعلى. اخفضه أو ارفع الحد الأعلى.',
    numberLocale: 'ar-SA',
  },
}

const locales = ['ar', 'en'] as const

test.describe('forms say what is wrong with each field and let go once it is right (issue 27, defect 4)', () => {
  for (const locale of locales) {
    const w = words[locale]

    test(`contact: a wrong email alone is marked as such, focused, and cleared once fixed (${locale})`, async ({ page }) => {
      await page.goto(`${w.prefix}/contact-us`)
      const form = page.locator('form').filter({ has: page.getByRole('button', { name: w.send }) })
      const name = form.getByLabel(w.name, { exact: true })
      const email = form.getByLabel(w.email, { exact: true })
      const message = form.getByLabel(w.message, { exact: true })
      await name.fill('Sara Alharbi')
      await email.fill('sara@example')
      await message.fill('Do you run trips to AlUla in December?')
      await form.getByRole('button', { name: w.send }).click()

      // Only the email is wrong: it says so, and the top message does not claim a field is empty.
      await expect(form.getByRole('alert')).toHaveText(w.correct)
      await expect(email).toHaveAttribute('aria-invalid', 'true')
      await expect(email).toBeFocused()
      await expect(email).toHaveAccessibleDescription(w.emailFormat)
      await expect(name).not.toHaveAttribute('aria-invalid', 'true')
      await expect(message).not.toHaveAttribute('aria-invalid', 'true')

      // Still wrong while typing, right once complete: the mark and the top message go at once.
      await email.pressSequentially('.')
      await expect(email).toHaveAttribute('aria-invalid', 'true')
      await expect(email).toHaveAccessibleDescription(w.emailFormat)
      await email.pressSequentially('com')
      await expect(email).not.toHaveAttribute('aria-invalid', 'true')
      await expect(email).toHaveAccessibleDescription('')
      await expect(form.getByRole('alert')).toHaveCount(0)
    })

    test(`contact: every empty field is marked, the first focused, and each mark goes as it is filled (${locale})`, async ({ page }) => {
      await page.goto(`${w.prefix}/contact-us`)
      const form = page.locator('form').filter({ has: page.getByRole('button', { name: w.send }) })
      const name = form.getByLabel(w.name, { exact: true })
      await form.getByRole('button', { name: w.send }).click()
      await expect(form.getByRole('alert')).toHaveText(w.allFields)
      await expect(form.locator('[aria-invalid="true"]')).toHaveCount(3)
      await expect(name).toBeFocused()
      await expect(name).toHaveAccessibleDescription(w.required)
      await name.fill('Sara')
      await expect(name).not.toHaveAttribute('aria-invalid', 'true')
      await expect(form.locator('[aria-invalid="true"]')).toHaveCount(2)
      await expect(form.getByRole('alert')).toHaveText(w.allFields)
    })

    test(`the server answers a bad contact message with 400 and a message per field, in the visitor's language (${locale})`, async ({ baseURL }) => {
      // Passes this page's checks but not the server's (a domain cannot start with a dash).
      const response = await fetch(`${baseURL}/api/store/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Sara', email: 'sara@-example.com', message: 'Hello', phone: 'call me', locale }),
      })
      expect(response.status).toBe(400)
      const body = (await response.json()) as { message: string; data: Record<string, { message: string }> }
      expect(body.message).toBe(locale === 'en' ? 'Please correct the highlighted fields.' : 'يرجى تصحيح الحقول المحددة.')
      expect(body.data.email!.message).toBe(w.emailFormat)
      expect(body.data.phone!.message).toMatch(locale === 'en' ? /^Enter a phone number/ : /^اكتب رقم الهاتف/)
    })

    test(`sign-in: the email's mistake is named, focused and cleared once fixed (${locale})`, async ({ page }) => {
      await page.goto(`${w.prefix}/auth/login`)
      const form = page.locator('form').filter({ has: page.getByLabel(w.password, { exact: true }) })
      const email = form.getByLabel(w.email, { exact: true })
      const password = form.getByLabel(w.password, { exact: true })
      await email.fill('sara@')
      await form.getByRole('button', { name: w.signIn }).click()
      await expect(form.getByRole('alert')).toHaveText(w.allFields)
      await expect(email).toBeFocused()
      await expect(email).toHaveAccessibleDescription(w.emailFormat)
      await expect(password).toHaveAttribute('aria-invalid', 'true')
      await email.fill('sara@example.com')
      await expect(email).not.toHaveAttribute('aria-invalid', 'true')
      await expect(password).toHaveAttribute('aria-invalid', 'true')
      await password.fill('a-long-password')
      await expect(password).not.toHaveAttribute('aria-invalid', 'true')
      await expect(form.getByRole('alert')).toHaveCount(0)
    })
  }
})

/** The listing's count of experiences, as a number. */
async function shownCount(page: Page): Promise<number> {
  const text = await page.locator('.listing__count').innerText()
  const digits = text.replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660)).replace(/[^\d]/g, '')
  return Number(digits)
}

async function searchTotal(baseURL: string, query: string): Promise<number> {
  const response = await fetch(`${baseURL}/api/store/search?perPage=1&${query}`)
  expect(response.ok).toBe(true)
  return ((await response.json()) as { totalItems: number }).totalItems
}

test.describe('a price range typed backwards (issue 27, defect 6)', () => {
  for (const locale of locales) {
    const w = words[locale]

    test(`in the filters: both fields marked, the list kept, 'Clear price' at hand (${locale})`, async ({ page, baseURL }) => {
      const all = await searchTotal(baseURL!, '')
      await page.goto(`${w.prefix}/things-to-do`)
      await expect(page.locator('.listing__count')).not.toBeEmpty()
      expect(await shownCount(page)).toBe(all)
      await page.getByRole('button', { name: w.filters, exact: true }).click()
      const sheet = page.getByRole('dialog')
      const minimum = sheet.getByLabel(w.minimum, { exact: true })
      const maximum = sheet.getByLabel(w.maximum, { exact: true })
      await minimum.fill('500')
      await maximum.fill('100')
      await maximum.press('Tab')
      await sheet.getByRole('button', { name: w.showResults }).click()

      // Nothing is applied: the sheet stays with both fields marked and the first one focused.
      await expect(sheet).toBeVisible()
      await expect(minimum).toHaveAttribute('aria-invalid', 'true')
      await expect(maximum).toHaveAttribute('aria-invalid', 'true')
      await expect(minimum).toBeFocused()
      await expect(minimum).toHaveAccessibleDescription(w.minAbove)
      expect(page.url()).not.toContain('price')

      // 'Clear price' empties the pair; a range the right way round is applied.
      await sheet.getByRole('button', { name: w.clearPrice }).click()
      await expect(minimum).toHaveValue('')
      await expect(maximum).toHaveValue('')
      await expect(minimum).not.toHaveAttribute('aria-invalid', 'true')
      await minimum.fill('100')
      await maximum.fill('500')
      await maximum.press('Tab')
      await sheet.getByRole('button', { name: w.showResults }).click()
      await expect(sheet).toBeHidden()
      await expect(page).toHaveURL(/priceMin=100&priceMax=500/)
      const narrowed = await searchTotal(baseURL!, 'priceMin=10000&priceMax=50000')
      await expect.poll(() => shownCount(page)).toBe(narrowed)

      // The price stays in sight with a way to take it off, and so does 'Clear all filters'.
      await page.getByRole('button', { name: new RegExp(`^${w.removeFilter}`) }).click()
      await expect(page).not.toHaveURL(/price/)
      await expect.poll(() => shownCount(page)).toBe(all)
    })

    test(`in a link (?priceMin=500&priceMax=100): read the right way round, with the price and 'Clear all filters' shown (${locale})`, async ({ page, baseURL }) => {
      const all = await searchTotal(baseURL!, '')
      const narrowed = await searchTotal(baseURL!, 'priceMin=10000&priceMax=50000')
      expect(narrowed).toBeLessThan(all)
      await page.goto(`${w.prefix}/things-to-do?priceMin=500&priceMax=100`)
      await expect(page.locator('.listing__count')).not.toBeEmpty()
      await expect.poll(() => shownCount(page)).toBe(narrowed)
      await expect(page.getByRole('button', { name: new RegExp(`^${w.filters}`) })).toBeVisible()
      const chip = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: new RegExp(`^${w.removeFilter}`) }) })
      await expect(chip).toBeVisible()
      await expect(chip).toContainText((100).toLocaleString(w.numberLocale))
      await expect(chip).toContainText((500).toLocaleString(w.numberLocale))
      await page.getByRole('button', { name: w.clearAll }).click()
      await expect(page).not.toHaveURL(/price/)
      await expect.poll(() => shownCount(page)).toBe(all)
    })
  }
})

test.describe('the orders list on a phone (issue 27, defect 10)', () => {
  for (const locale of locales) {
    const w = words[locale]

    test(`a card per order with the activity, its day, travellers, status and total, and nothing wider than the screen (${locale})`, async ({ page, baseURL }) => {
      await page.setViewportSize({ width: 390, height: 844 })
      const email = await signInNewCustomer(page, baseURL!, w.prefix, { verified: true })
      const orders = await giveOrders(baseURL!, email)
      await page.goto(`${w.prefix}/orders`)
      const cards = page.getByTestId('order-card')
      await expect(cards).toHaveCount(2)
      for (const order of orders) {
        const card = cards.filter({ hasText: order.number })
        const title = locale === 'en' ? order.departure.experience.title_en : order.departure.experience.title_ar
        const link = card.getByRole('link', { name: title })
        await expect(link).toBeVisible()
        await expect(link).toHaveAttribute('href', `${w.prefix}/orders/${order.id}`)
        // The day and time the activity takes place, in the page's language.
        const when = new Date(`${order.departure.date}T${order.departure.startTime}:00+03:00`).toLocaleString(`${w.numberLocale}-u-ca-gregory`, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Riyadh' })
        await expect(card.locator('.order-card__when')).toHaveText(when)
        await expect(card.locator('.order-card__travellers')).not.toBeEmpty()
        await expect(card.locator('.status')).toBeVisible()
      }
      const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, viewport: window.innerWidth }))
      expect(widths.page).toBeLessThanOrEqual(widths.viewport)
      for (const box of await cards.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect))) {
        expect(box.left).toBeGreaterThanOrEqual(0)
        expect(box.right).toBeLessThanOrEqual(390)
      }
    })
  }
})
