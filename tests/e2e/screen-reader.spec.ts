// What a screen reader says on the booking calendar and the travellers (issue #8 item 2), in both
// languages: read from Chromium's accessibility tree (the one screen readers are given), as a
// traveller moves through the month, meets a sold-out day, picks a date, turns the month and adds
// a traveller. Each announcement must be in the page's language, with its digits, and give the
// full date rather than a bare day number.
import { expect, test, type Page } from '../support/app-test'
import { accessibleLinkNames, announcementOf, liveRegionTexts } from '../support/accessibility-tree'
import { findBookableExperience, isoDay } from '../support/bookable-experience'

const words = {
  ar: {
    prefix: '',
    intlLocale: 'ar-SA-u-ca-gregory',
    chooseDate: 'اختر تاريخًا',
    today: 'اليوم، ',
    selected: 'المحدد',
    selectedDate: 'تاريخ محدد',
    nextMonth: 'الشهر التالي',
    forward: 'ArrowLeft',
    adult: 'بالغ',
    more: 'زيادة: بالغ',
    numberField: 'حقل رقمي',
    age: 'العمر',
    digits: ['١', '٢'],
  },
  en: {
    prefix: '/en',
    intlLocale: 'en-US',
    chooseDate: 'Choose a date',
    today: 'Today, ',
    selected: 'selected',
    selectedDate: 'Selected Date',
    nextMonth: 'Next month',
    forward: 'ArrowRight',
    adult: 'Adult',
    more: 'More Adult',
    numberField: 'Number field',
    age: 'Age',
    digits: ['1', '2'],
  },
} as const

/** A date as the calendar names it: weekday, day, month and year, in the page's language and digits. */
const fullDate = (date: string, intlLocale: string) =>
  new Intl.DateTimeFormat(intlLocale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`))
const monthOf = (date: string, intlLocale: string) => new Intl.DateTimeFormat(intlLocale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`))
const nextMonthOf = (date: string) => {
  const day = new Date(`${date}T12:00:00Z`)
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + 1, 1, 12)).toISOString().slice(0, 10)
}

const focusDay = (page: Page, date: string) => page.locator(`.calendar-cell[data-date="${date}"]`).focus()

for (const locale of ['ar', 'en'] as const) {
  const text = words[locale]
  const named = (date: string) => fullDate(date, text.intlLocale)

  test(`the date picker and the travellers are announced in ${locale === 'ar' ? 'Arabic' : 'English'}`, async ({ page, baseURL }) => {
    const { experience, soldOut, available } = await findBookableExperience(baseURL!)
    const today = isoDay(0)
    await page.goto(`${text.prefix}/things-to-do-in-${experience.expand.city.slug}/${experience.slug}`)
    await page.locator('.booking-panel').scrollIntoViewIfNeeded()
    await expect(page.getByRole('grid')).toBeVisible()

    // Entering the calendar: a grid named by its purpose and the month shown.
    const grid = await announcementOf(page, 'document.querySelector(".calendar [role=grid]")')
    expect(grid.role).toBe('grid')
    expect(grid.name).toContain(text.chooseDate)
    expect(grid.name).toContain(monthOf(today, text.intlLocale))

    // Today: a button named by its full date, marked as today.
    await focusDay(page, today)
    const todayCell = await announcementOf(page)
    expect(todayCell.role).toBe('button')
    expect(todayCell.states).toContain('focused')
    expect(todayCell.name).toContain(`${text.today}${named(today)}`)

    // One day forward (ArrowLeft in Arabic, which runs right to left) names the next date.
    await page.keyboard.press(text.forward)
    await expect.poll(async () => (await announcementOf(page)).name).toContain(named(isoDay(1)))

    // A sold-out day is announced as unavailable (disabled), and still by its date.
    await focusDay(page, soldOut.date)
    const soldOutCell = await announcementOf(page)
    expect(soldOutCell.name).toContain(named(soldOut.date))
    expect(soldOutCell.states).toContain('disabled')

    // Choosing a day: the cell says it is selected, and the choice is spoken without moving focus.
    await focusDay(page, available.date)
    const availableCell = await announcementOf(page)
    expect(availableCell.states).not.toContain('disabled')
    await page.keyboard.press('Enter')
    await expect.poll(async () => (await announcementOf(page)).name).toBe(`${named(available.date)} ${text.selected}`)
    await expect.poll(() => liveRegionTexts(page)).toContain(`${text.selectedDate}: ${named(available.date)}`)
    // The booking panel's own polite region repeats the chosen date (with the Hijri date in Arabic).
    await expect.poll(async () => (await liveRegionTexts(page)).some((region) => region.startsWith(named(available.date)))).toBe(true)

    // The next month: a named button, and the new month is spoken as it appears.
    await page.getByRole('button', { name: text.nextMonth }).focus()
    const next = await announcementOf(page)
    expect(next).toMatchObject({ role: 'button', name: text.nextMonth })
    await page.keyboard.press('Enter')
    const nextMonth = monthOf(nextMonthOf(today), text.intlLocale)
    await expect.poll(() => liveRegionTexts(page)).toContain(nextMonth)
    await expect.poll(async () => (await announcementOf(page, 'document.querySelector(".calendar [role=grid]")')).name).toContain(nextMonth)

    // Travellers: a number field named by the traveller type, described by its ages and price,
    // whose value (in the page's digits) is spoken as it changes.
    const adults = page.locator('.travellers').getByRole('textbox', { name: text.adult, exact: true })
    await adults.focus()
    const field = await announcementOf(page)
    expect(field).toMatchObject({ role: 'textbox', name: text.adult, value: text.digits[0], roleDescription: text.numberField })
    expect(field.description).toContain(text.age)
    await page.keyboard.press('ArrowUp')
    await expect.poll(async () => (await announcementOf(page)).value).toBe(text.digits[1])
    await expect.poll(() => liveRegionTexts(page)).toContain(text.digits[1])
    await page.getByRole('button', { name: text.more, exact: true }).focus()
    expect(await announcementOf(page)).toMatchObject({ role: 'button', name: text.more })
  })
}

// A screen reader reaches the whole page, not only the first screen: content left unrendered
// until it nears the viewport (content-visibility: auto) drops out of Chromium's accessibility
// tree, and was turned down for that (decision 017).
for (const locale of ['ar', 'en'] as const) {
  test(`every card and footer link of a listing is in the accessibility tree, on screen or not (${locale})`, async ({ page }) => {
    await page.goto(`${words[locale].prefix}/things-to-do-in-riyadh`)
    const cards = page.locator('.experience-card__link')
    await expect(cards).not.toHaveCount(0)
    await expect(page.locator('.site-footer a').first()).toBeAttached()
    const expected = [...(await cards.allTextContents()), ...(await page.locator('.site-footer a').allTextContents())].map((name) => name.trim())
    expect(expected.length).toBeGreaterThan(4)
    await expect
      .poll(async () => {
        const names = await accessibleLinkNames(page)
        return expected.filter((name) => !names.includes(name))
      })
      .toEqual([])
  })
}
