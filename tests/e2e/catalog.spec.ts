import { expect, test, type Page } from '../support/app-test'
import { firstRecord, startTimePattern } from '../support/e2e'
import { findBookableExperience, type Experience } from '../support/bookable-experience'

const dayCell = (page: Page, date: string) => page.locator(`.calendar-cell[data-date="${date}"]`)

/** On a phone the booking calendar renders as the traveller scrolls down to it. */
async function scrollToCalendar(page: Page) {
  await page.locator('.booking-panel').scrollIntoViewIfNeeded()
}

async function pickDay(page: Page, date: string) {
  await scrollToCalendar(page)
  await dayCell(page, date).click()
}

/** The interface texts these tests look for, as the app shows them in each language. */
const texts = {
  ar: {
    prefix: '',
    filters: 'التصفية',
    filtersOn: (count: number) => `التصفية، المفعّل منها: ${count.toLocaleString('ar-SA')}`,
    morning: 'صباحًا',
    showResults: 'عرض النتائج',
    sortBy: 'ترتيب حسب',
    priceLowToHigh: 'السعر: من الأقل إلى الأعلى',
    soldOut: 'نفدت المقاعد',
    more: (name: string) => `زيادة: ${name}`,
    adult: 'بالغ',
    child: 'طفل',
    noOption: 'لا يوجد خيار متاح!',
    noOptionExplained: 'للأسف لا يوجد خيار متاح في هذا التاريخ، يُرجى اختيار تاريخ آخر من التقويم.',
    unavailable: 'نأسف! هذا النشاط غير متاح للحجز حاليًا.',
    similar: 'اطّلع على تجارب مشابهة',
  },
  en: {
    prefix: '/en',
    filters: 'Filters',
    filtersOn: (count: number) => `Filters, ${count} on`,
    morning: 'Morning',
    showResults: 'Show results',
    sortBy: 'Sort by',
    priceLowToHigh: 'Price: low to high',
    soldOut: 'Sold out',
    more: (name: string) => `More ${name}`,
    adult: 'Adult',
    child: 'Child',
    noOption: 'No option is available!',
    noOptionExplained: 'Unfortunately there is no available option at this date, please choose another date from the calendar.',
    unavailable: "We're sorry! This activity is currently unavailable for booking.",
    similar: 'See similar experiences',
  },
}

/** The amount in a price as shown in either language (Arabic-Indic or Latin digits, either separators). */
function amountOf(price: string): number {
  const latin = price
    .replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[,٬]/g, '')
    .replace(/٫/g, '.')
  const number = latin.match(/\d+(?:\.\d+)?/)
  if (!number) throw new Error(`no amount in "${price}"`)
  return Number(number[0])
}

test.describe('catalog', () => {
  for (const locale of ['ar', 'en'] as const) {
    const text = texts[locale]
    test(`filters and sorts a listing, and keeps both through a reload (${locale})`, async ({ page }) => {
      await page.goto(`${text.prefix}/things-to-do-in-riyadh`)
      await page.getByRole('button', { name: text.filters, exact: true }).click()
      const sheet = page.getByRole('dialog', { name: text.filters })
      await sheet.getByText(text.morning, { exact: true }).click()
      await expect(sheet.getByRole('checkbox', { name: new RegExp(text.morning) })).toBeChecked()
      await sheet.getByRole('button', { name: text.showResults }).click()
      await expect(page).toHaveURL(/timeOfDay=morning/)
      await page.getByLabel(text.sortBy).selectOption({ label: text.priceLowToHigh })
      await expect(page).toHaveURL(/sort=price_asc/)
      const prices = async () => (await page.locator('.experience-card__price').allInnerTexts()).map(amountOf)
      await expect(page.locator('.experience-grid--busy')).toHaveCount(0)
      const before = await prices()
      expect(before.length).toBeGreaterThan(0)
      expect([...before].sort((a, b) => a - b)).toEqual(before)
      await page.reload()
      await expect(page.getByRole('button', { name: text.filtersOn(1) })).toBeVisible()
      await expect.poll(prices).toEqual(before)
    })
  }

  test('the filters sheet follows the page’s language, not the browser’s (the listing starts without react-aria)', async ({ page }) => {
    // An Arabic browser on the English page: numbers are written as the page writes them.
    await page.goto('/en/things-to-do')
    await page.getByRole('button', { name: 'Filters' }).click()
    const maximum = page.getByRole('dialog', { name: 'Filters' }).getByRole('textbox', { name: 'Maximum' })
    await maximum.fill('1500')
    await maximum.press('Tab')
    await expect(maximum).toHaveValue('1,500')
  })

  test('filters in Arabic with counts per value', async ({ page }) => {
    await page.goto('/things-to-do')
    await page.getByRole('button', { name: 'التصفية' }).click()
    const sheet = page.getByRole('dialog', { name: 'التصفية' })
    await expect(sheet.getByRole('checkbox', { name: /صباحًا/ })).toBeVisible()
    await sheet.getByText(/^(4|٤) نجوم فأكثر$/).click()
    await sheet.getByRole('button', { name: 'عرض النتائج' }).click()
    await expect(page).toHaveURL(/rating=4/)
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  })

  test('finds an experience whatever the Arabic spelling of alef and taa marbuta', async ({ page, baseURL }) => {
    const experience = await firstRecord<Experience>(baseURL!, 'experiences', `filter=${encodeURIComponent("status='active' && title_ar~'ة'")}&sort=-popularity`)
    const word = experience.title_ar.split(/\s+/).find((part) => part.endsWith('ة') && part.length > 3)!
    const respelled = word.replace(/ة$/, 'ه').replace(/^ال?أ/, (match) => match.replace('أ', 'ا'))
    await page.goto(`/search/${encodeURIComponent(respelled)}`)
    await expect(page.getByTestId('experience-grid')).toBeVisible()
    await expect(page.getByTestId('experience-grid')).not.toHaveCount(0)
    const titles = await page.locator('.experience-card__title').allInnerTexts()
    expect(titles.some((title) => title.includes(word))).toBe(true)
  })

  test('says "No results found" with suggestions when nothing matches', async ({ page }) => {
    await page.goto('/en/search/zzqqxxnothing')
    await expect(page.getByRole('heading', { name: 'Hmm... No results found!' })).toBeVisible()
  })

  for (const locale of ['ar', 'en'] as const) {
    const text = texts[locale]
    test(`disables sold-out days and prices a chosen date, option, time and travellers (${locale})`, async ({ page, baseURL }) => {
      const { experience, soldOut, available, slot } = await findBookableExperience(baseURL!)
      await page.goto(`${text.prefix}/things-to-do-in-${experience.expand.city.slug}/${experience.slug}`)
      await scrollToCalendar(page)
      const soldOutCell = dayCell(page, soldOut.date)
      await expect(soldOutCell).toHaveAttribute('data-unavailable', 'true')
      await expect(soldOutCell).toHaveAttribute('data-note', text.soldOut)
      await pickDay(page, available.date)
      await page.getByRole('radio', { name: startTimePattern(slot.start_time) }).check()
      await page.getByRole('button', { name: text.more(text.adult) }).click()
      await page.getByRole('button', { name: text.more(text.child) }).click()
      const expected = 2 * slot.prices.adult! + slot.prices.child!
      await expect.poll(async () => amountOf(await page.getByTestId('booking-total').innerText())).toBe(expected / 100)
    })
  }

  test('renders the booking calendar as a phone scrolls near it, and at once on a wide screen', async ({ page, browser, baseURL }) => {
    const { experience } = await findBookableExperience(baseURL!)
    const path = `/en/things-to-do-in-${experience.expand.city.slug}/${experience.slug}`
    await page.goto(path)
    await expect(page.getByRole('heading', { name: 'Check availability' })).toBeAttached()
    await page.waitForLoadState('networkidle')
    await expect(page.locator('.calendar')).toHaveCount(0)
    await expect(page.locator('.calendar-placeholder')).toHaveCount(1)
    await scrollToCalendar(page)
    await expect(page.getByRole('grid')).toBeVisible()
    const wide = await browser.newPage({ baseURL, viewport: { width: 1280, height: 900 } })
    await wide.goto(path)
    // A painted page starts the app after its load event (src/boot/app-boot.js): on a busy machine
    // that alone can take more than the default 5 s.
    await expect(wide.getByRole('grid')).toBeVisible({ timeout: 15_000 })
    expect(await wide.evaluate(() => window.scrollY)).toBe(0)
    await wide.close()
  })

  for (const locale of ['ar', 'en'] as const) {
    const text = texts[locale]
    test(`never lets travellers exceed the seats left (${locale})`, async ({ page, baseURL }) => {
      const { experience, available, option, slot } = await findBookableExperience(baseURL!)
      const limit = Math.min(option.max_per_booking, slot.remaining)
      await page.goto(`${text.prefix}/things-to-do-in-${experience.expand.city.slug}/${experience.slug}`)
      await pickDay(page, available.date)
      await page.getByRole('radio', { name: startTimePattern(slot.start_time) }).check()
      const more = page.getByRole('button', { name: text.more(text.adult) })
      for (let count = 1; count < limit; count += 1) await more.click()
      await expect(more).toBeDisabled()
      await expect(page.getByRole('button', { name: text.more(text.child) })).toBeDisabled()
    })
  }

  test.describe('with a stood-in API answer', () => {
    // page.route does not see requests the service worker makes: keep it out of the way.
    test.use({ serviceWorkers: 'block' })

    for (const locale of ['ar', 'en'] as const) {
      const text = texts[locale]
      test(`shows "No option is available!" for a day without options (${locale})`, async ({ page, baseURL }) => {
        const { experience, available } = await findBookableExperience(baseURL!)
        await page.route(`**/api/store/availability/${experience.id}/${available.date}`, (route) => route.fulfill({ contentType: 'application/json', body: JSON.stringify({ date: available.date, options: [] }) }))
        await page.goto(`${text.prefix}/experiences/${experience.slug}`)
        await pickDay(page, available.date)
        await expect(page.getByRole('heading', { name: text.noOption })).toBeVisible()
        await expect(page.getByText(text.noOptionExplained)).toBeVisible()
      })
    }
  })

  for (const locale of ['ar', 'en'] as const) {
    const text = texts[locale]
    test(`shows an unavailable experience’s message and similar ones (${locale})`, async ({ page, baseURL }) => {
      const experience = await firstRecord<Experience>(baseURL!, 'experiences', "filter=(status='unavailable')&expand=city")
      await page.goto(`${text.prefix}/experiences/${experience.slug}`)
      await expect(page.getByText(text.unavailable)).toBeVisible()
      await expect(page.getByRole('link', { name: text.similar })).toBeVisible()
      await expect(page.locator('.booking-panel')).toHaveCount(0)
    })
  }

  test('saves an experience with the heart, locally, and lists it on the saved page', async ({ page }) => {
    await page.goto('/en/things-to-do')
    const firstCard = page.locator('.experience-card').first()
    const title = await firstCard.locator('.experience-card__title').innerText()
    await firstCard.getByRole('button', { name: `Save ${title}` }).click()
    await expect(firstCard.getByRole('button', { name: `Save ${title}` })).toHaveAttribute('aria-pressed', 'true')
    await page.goto('/en/saved')
    await expect(page.getByTestId('saved-list')).toContainText(title)
  })
})
