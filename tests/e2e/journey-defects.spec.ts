// Issue 27's defects of the booking journey, each as a traveller on a phone meets it.
import { expect, test, type Locator } from '../support/app-test'
import { findBookableExperience, isoDay } from '../support/bookable-experience'
import { addToCart, findDeparture } from './checkout-helpers'
import { listRecords } from '../support/e2e'

type Experience = { id: string; slug: string; title_ar: string; title_en: string; expand: { city: { slug: string } } }

type SearchAnswer = {
  totalItems: number
  items: { id: string; slug: string; title_en: string; title_ar: string }[]
}
type Days = {
  days: { date: string; status: 'available' | 'soldout' | 'closed' }[]
}

async function getJson<T>(baseURL: string, path: string): Promise<T> {
  const response = await fetch(`${baseURL}${path}`)
  if (!response.ok) throw new Error(`${path}: ${response.status}`)
  return (await response.json()) as T
}

/** A day in the next weeks on which some of the city's experiences can be booked and some cannot. */
async function dayThatNarrowsCity(baseURL: string, city: string) {
  const { items } = await getJson<SearchAnswer>(baseURL, `/api/store/search?city=${city}&perPage=48&locale=en`)
  const calendars = await Promise.all(
    items.map(async (item) => ({
      item,
      days: (await getJson<Days>(baseURL, `/api/store/availability/${item.id}?from=${isoDay(1)}&to=${isoDay(40)}`)).days,
    })),
  )
  for (let offset = 1; offset <= 40; offset += 1) {
    const date = isoDay(offset)
    const open = calendars.filter(({ days }) => days.some((day) => day.date === date && day.status === 'available')).map(({ item }) => item)
    if (open.length > 0 && open.length < items.length) return { date, open, all: items }
  }
  throw new Error(`no day narrows ${city}`)
}

/** Waits until an element stops moving (the page scrolling it into view, a popover placing itself). */
async function untilStill(locator: Locator) {
  await expect
    .poll(async () => {
      const before = await locator.boundingBox()
      await locator.page().waitForTimeout(250)
      return JSON.stringify(before) === JSON.stringify(await locator.boundingBox())
    }, { timeout: 20_000 })
    .toBe(true)
}

test.describe('home search (issue 27, defect 1)', () => {
  for (const { locale, prefix, field, city, submit } of [
    {
      locale: 'en',
      prefix: '/en',
      field: 'Where to?',
      city: 'Riyadh',
      submit: 'Search',
    },
    {
      locale: 'ar',
      prefix: '',
      field: 'إلى أين؟',
      city: 'الرياض',
      submit: 'بحث',
    },
  ]) {
    test(`a chosen city and date open the city's experiences available that day (${locale})`, async ({ page, baseURL }) => {
      const { date, open, all } = await dayThatNarrowsCity(baseURL!, 'riyadh')
      await page.goto(prefix || '/')
      const where = page.getByRole('combobox', { name: field })
      await where.click()
      await where.pressSequentially(locale === 'en' ? 'riy' : 'الري')
      const option = page.getByRole('option', { name: city, exact: true })
      await expect(option).toBeVisible()
      // On a touch screen the page scrolls the field into view as the list opens: tap once it has settled.
      await untilStill(option)
      // The list takes taps once it has finished opening: until then the field under it gets them.
      await expect.poll(() => option.evaluate((node) => { const box = node.getBoundingClientRect(); return node.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)) }), { timeout: 20_000 }).toBe(true)
      await option.click()
      await expect(where).toHaveValue(city)
      await page.locator('#hero-date').fill(date)
      await page.locator('.hero-search').getByRole('button', { name: submit, exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`${prefix}/things-to-do-in-riyadh\\?date=${date}$`))
      // Arabic names one and two in words (تجربة واحدة، تجربتان), larger counts in Arabic-Indic digits.
      const count = locale === 'en' ? String(open.length) : (['تجربة واحدة', 'تجربتان'][open.length - 1] ?? open.length.toLocaleString('ar-SA'))
      await expect(page.locator('.listing__count')).toContainText(count)
      expect(open.length).toBeLessThan(all.length)
      const name = (item: (typeof all)[number]) => (locale === 'en' ? item.title_en : item.title_ar)
      const shown = await page.locator('.experience-card__title').allInnerTexts()
      expect(shown.length).toBeGreaterThan(0)
      for (const title of shown) expect(open.map(name)).toContain(title.trim())
    })
  }

  test('a choice made with the keyboard fills the field (en)', async ({ page }) => {
    await page.goto('/en')
    const where = page.getByRole('combobox', { name: 'Where to?' })
    await where.focus()
    await where.pressSequentially('riy')
    await expect(page.getByRole('option', { name: 'Riyadh', exact: true })).toBeVisible()
    await where.press('ArrowDown')
    await where.press('Enter')
    await expect(where).toHaveValue('Riyadh')
    await page.locator('.hero-search').getByRole('button', { name: 'Search', exact: true }).click()
    await expect(page).toHaveURL(/\/en\/things-to-do-in-riyadh$/)
  })
})

test.describe('checkout total (issue 27, defect 2)', () => {
  const digits = (text: string) =>
    Number(
      text
        .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
        .replace(/[٬,\s\u00a0\u200f\u200e]/g, '')
        .replace('٫', '.')
        .match(/\d+(?:\.\d+)?/)?.[0],
    )

  for (const { prefix, sar, about, skip } of [
    {
      prefix: '/en' as const,
      sar: /^SAR\s[\d,]+(\.\d{2})?$/,
      about: /^About \$[\d,]+ at today's rate\. Your card is charged in Saudi riyals \(SAR\)\.$/,
      skip: 9,
    },
    {
      prefix: '' as const,
      sar: /^\u200f?[٠-٩٬]+(٫[٠-٩]{2})?\sر\.س\.\u200f?$/,
      about: /^نحو .+ بسعر الصرف اليوم\. يُخصم المبلغ من بطاقتك بالريال السعودي\.$/,
      skip: 10,
    },
  ]) {
    test(`shows the SAR amount charged as the total, the display currency as an approximation (${prefix || 'ar'})`, async ({ page, baseURL }) => {
      await page.addInitScript(() => window.localStorage.setItem('currency', 'USD'))
      await addToCart(page, prefix, await findDeparture(baseURL!, skip))
      await page.goto(`${prefix}/checkout`)
      const total = page.getByTestId('checkout-total')
      await expect(total).not.toHaveText('…')
      await expect(total).toHaveText(sar)
      const approximate = page.getByTestId('checkout-total-approximate')
      await expect(approximate).toHaveText(about)
      const dollars = digits((await approximate.innerText()).replace(/\(SAR\)/, ''))
      // Whole dollars: the rounded conversion of the riyals charged.
      expect(Number.isInteger(dollars)).toBe(true)
      expect(dollars).toBe(Math.round(digits(await total.innerText()) / 3.75))
    })
  }
})

/** A departure of an option that asks for every guest's name (trains, hotels, packages…), without pickup. */
async function findGuestNamesDeparture(baseURL: string) {
  const { items } = await listRecords<Experience>(baseURL, 'experiences', "perPage=40&sort=slug&filter=(status='active'%26%26pickup_included=false%26%26(kind='train'||kind='package'||kind='hotel'))&expand=city")
  for (const experience of items) {
    // The product page's calendar opens on this month.
    for (let offset = 1; isoDay(offset).slice(0, 7) === isoDay(0).slice(0, 7); offset += 1) {
      const date = isoDay(offset)
      const { options } = await getJson<{ options: { pickup_places: unknown[]; slots: { id: string; start_time: string; remaining: number; prices: Record<string, number> }[] }[] }>(baseURL, `/api/store/availability/${experience.id}/${date}`)
      const option = options[0]
      const slot = option?.pickup_places.length === 0 ? option.slots.find((candidate) => candidate.remaining >= 4) : undefined
      if (slot) return { experience, date, slot }
    }
  }
  throw new Error('no departure that asks for guest names')
}

test.describe('checkout mistakes (issue 27, defects 3 and 4)', () => {
  for (const { prefix, banner } of [
    { prefix: '/en' as const, banner: 'All fields must be filled out.' },
    { prefix: '' as const, banner: 'يجب تعبئة جميع الحقول.' },
  ]) {
    test(`missing guest names: every one marked, the first focused, the mistake announced, and each mark gone once fixed (${prefix || 'ar'})`, async ({ page, baseURL }) => {
      await addToCart(page, prefix, await findGuestNamesDeparture(baseURL!))
      await page.goto(`${prefix}/checkout`)
      await expect(page.getByTestId('checkout-total')).not.toHaveText('…')
      const form = page.locator('form.checkout-form')
      const inputs = form.locator('input[type="text"], input[type="email"], input[type="tel"]')
      // The lead guest, filled; the guests' names left empty.
      await inputs.nth(0).fill('Noura')
      await inputs.nth(1).fill('Alqahtani')
      await inputs.nth(2).fill(`guests-${Date.now()}@example.com`)
      await inputs.nth(3).fill('501234567')
      // Every text field but the lead guest's four and the promo code is a guest's name.
      const guestInputs = (await inputs.count()) - 5
      expect(guestInputs).toBeGreaterThan(1)
      await form.locator('button[type="submit"]').click()
      await expect(page.getByRole('alert').filter({ hasText: banner })).toBeVisible()
      const invalid = form.locator('input[aria-invalid="true"]')
      await expect(invalid).toHaveCount(guestInputs)
      await expect(inputs.nth(4)).toBeFocused()
      await expect(inputs.nth(4)).toHaveAccessibleDescription(/.+/)
      await inputs.nth(4).fill('Sara')
      await expect(inputs.nth(4)).not.toHaveAttribute('aria-invalid', 'true')
      await expect(invalid).toHaveCount(guestInputs - 1)
    })
  }
})

test.describe('finding the saved list and the page’s anchors (issue 27, defects 5 and 12)', () => {
  for (const { prefix, saved, footer } of [
    { prefix: '/en' as const, saved: 'Saved experiences', footer: 'Footer' },
    { prefix: '' as const, saved: 'التجارب المحفوظة', footer: 'تذييل الصفحة' },
  ]) {
    test(`the footer leads to the saved list, with tap targets of 44 px (${prefix || 'ar'})`, async ({ page }) => {
      await page.goto(`${prefix}/faq`)
      const links = page.getByRole('navigation', { name: footer }).getByRole('link')
      for (const box of await links.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect))) {
        expect(box.height).toBeGreaterThanOrEqual(44)
        expect(box.width).toBeGreaterThanOrEqual(44)
      }
      await page.getByRole('navigation', { name: footer }).getByRole('link', { name: saved }).click()
      await expect(page).toHaveURL(new RegExp(`${prefix}/saved$`))
      await expect(page.getByRole('heading', { level: 1, name: saved })).toBeVisible()
    })

    test(`a country chosen on home shows its heading below the sticky header (${prefix || 'ar'})`, async ({ page }) => {
      await page.goto(prefix || '/')
      // The second country: the page scrolls to reach it, and has room below to bring it to the top.
      const chip = page.getByTestId('country-chips').getByRole('link').nth(1)
      const country = (await chip.textContent())!.trim()
      await chip.click()
      await expect(page).toHaveURL(/\/destinations#country-/)
      const heading = page.getByRole('heading', { level: 2, name: country })
      await expect(heading).toBeInViewport()
      // Scrolling ends after the jump: the heading's place is checked once it stops moving.
      await expect
        .poll(async () => {
          const headerBottom = await page.locator('.site-header').evaluate((element) => element.getBoundingClientRect().bottom)
          const headingTop = await heading.evaluate((element) => element.getBoundingClientRect().top)
          return headingTop >= headerBottom
        })
        .toBe(true)
    })
  }
})

test.describe('the Arabic calendar (issue 27, defect 7)', () => {
  test('a sold-out day’s label stays inside its day, and so does every price', async ({ page, baseURL }) => {
    const { experience, soldOut } = await findBookableExperience(baseURL!)
    await page.goto(`/things-to-do-in-${experience.expand.city.slug}/${experience.slug}`)
    await page.locator('.booking-panel').scrollIntoViewIfNeeded()
    const soldOutCell = page.locator(`.calendar-cell[data-date="${soldOut.date}"]`)
    await expect(soldOutCell).toHaveAttribute('data-note', 'نفدت المقاعد')
    const spilling = await page.locator('.calendar-cell[data-note]').evaluateAll((cells) =>
      cells.filter((cell) => cell.scrollWidth > cell.clientWidth + 1).map((cell) => `${cell.getAttribute('data-date')}: ${cell.getAttribute('data-note')}`),
    )
    expect(spilling).toEqual([])
  })
})

test.describe('home destinations list (issue 27, defect 12)', () => {
  for (const { prefix, field, typed } of [
    { prefix: '' as const, field: 'إلى أين؟', typed: 'ال' },
    { prefix: '/en' as const, field: 'Where to?', typed: 'riy' },
  ]) {
    test(`opens under "Where to?", as wide as it, on its side (${prefix || 'ar'})`, async ({ page }) => {
      await page.goto(prefix || '/')
      const where = page.getByRole('combobox', { name: field })
      await where.click()
      await where.pressSequentially(typed)
      const list = page.getByRole('listbox')
      await expect(list.getByRole('option').first()).toBeVisible({ timeout: 15_000 })
      // On a touch screen the page scrolls the field into view as the list opens: measure once settled.
      await untilStill(list)
      const input = (await where.boundingBox())!
      // The list fills its popover but for the popover's 1 px border.
      const popover = (await list.boundingBox())!
      expect(popover.y).toBeGreaterThanOrEqual(input.y + input.height - 1)
      expect(Math.abs(popover.width - input.width)).toBeLessThanOrEqual(3)
      // Its start edge is the field's: the right in Arabic, the left in English.
      if (prefix) expect(Math.abs(popover.x - input.x)).toBeLessThanOrEqual(3)
      else expect(Math.abs(popover.x + popover.width - (input.x + input.width))).toBeLessThanOrEqual(3)
    })
  }
})

test.describe('the FAQ (issue 27, defect 8)', () => {
  for (const { prefix, promises, payLater } of [
    { prefix: '/en' as const, promises: [/STC Pay/, /PDF/, /from My Bookings/, /mobile number/, /Apple Pay/], payLater: /12 hours when the experience is less than a week away/ },
    { prefix: '' as const, promises: [/STC Pay/, /PDF/, /من صفحة حجوزاتك/, /برقم جوالك/, /Apple Pay/], payLater: /١٢ ساعة إذا كان موعد التجربة خلال أسبوع/ },
  ]) {
    test(`promises only what the storefront does (${prefix || 'ar'})`, async ({ page }) => {
      await page.goto(`${prefix}/faq`)
      const main = page.locator('main')
      await expect(main.locator('h1')).toBeVisible()
      // Every answer, open or not, is in the page.
      const text = await main.evaluate((element) => element.textContent ?? '')
      for (const promise of promises) expect(text).not.toMatch(promise)
      expect(text).toMatch(payLater)
    })
  }
})
