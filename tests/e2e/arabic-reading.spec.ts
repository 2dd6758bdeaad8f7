// Issue 34, items 3–6: Arabic pages read as Arabic. No "·" between figures (it reads as the zero
// "٠"), each part of a line isolated, e-mail addresses isolated and kept whole, the Arabic comma
// where a comma belongs, Arabic-Indic digits in numbered lists and staff-written text, and a
// calendar day's price that fits its day, in both languages (decision 054).
import { expect, test, type Locator, type Page } from '../support/app-test'
import { listRecords, staffCallAt, staffRequest, startTimePattern } from '../support/e2e'
import { createFinishedBooking } from '../support/finished-booking'
import { findDeparture } from './checkout-helpers'
import { dotBetweenFigures, western } from './arabic-text'

type Row = { id: string; slug: string; review_count: number; itinerary: unknown[] | null; expand: { city: { slug: string } } }
type OptionRow = { id: string; traveller_types: { key: string }[] }
type SlotRow = { id: string; date: string }

const locales = [
  { locale: 'ar' as const, prefix: '' as const },
  { locale: 'en' as const, prefix: '/en' as const },
]
const productPath = (prefix: string, row: Row) => `${prefix}/things-to-do-in-${row.expand.city.slug}/${row.slug}`

/** Scrolls down until `locator` is there (a product page renders below the fold in steps). */
async function reach(page: Page, locator: Locator) {
  await expect
    .poll(async () => {
      if (await locator.count()) return true
      await page.evaluate(() => window.scrollBy(0, 900))
      return false
    }, { timeout: 30_000 })
    .toBe(true)
  await locator.first().scrollIntoViewIfNeeded()
}

/** Whether every child part of `line` is a <bdi> (isolated). */
const partsIsolated = (line: Locator) => line.evaluate((node) => [...node.children].length > 1 && [...node.children].every((child) => child.tagName === 'BDI' && getComputedStyle(child).unicodeBidi === 'isolate'))

test.describe('Arabic reading (issue 34, items 3–6)', () => {
  for (const { locale, prefix } of locales) {
    test(`the review summary joins its rating and count without a dot between figures (${locale})`, async ({ page, baseURL }) => {
      const { items } = await listRecords<Row>(baseURL!, 'experiences', "perPage=1&sort=slug&filter=(status='active'%26%26review_count>=3)&expand=city")
      const row = items[0]!
      await page.goto(productPath(prefix, row))
      const average = page.locator('.reviews__average')
      await reach(page, average)
      const text = (await average.innerText()).trim()
      if (locale === 'ar') {
        expect(text).not.toContain('·')
        expect(text).toMatch(/^[٠-٩٫]+ من ٥، /)
        expect(text).not.toMatch(western)
      } else {
        expect(text).toMatch(/^[\d.]+ out of 5 · \d+ reviews?$/)
      }
      expect(await partsIsolated(average.locator('> span'))).toBe(true)
      if (process.env.RIHLA_SCREENSHOTS && locale === 'ar') {
        await page.setViewportSize({ width: 390, height: 844 })
        await average.evaluate((node) => node.scrollIntoView({ block: 'center' }))
        await page.screenshot({ path: 'docs/screenshots/issue-34-review-summary-ar.png', scale: 'css' })
      }
    })

    test(`a departure's age range and price, and the itinerary's numbers, read in the page's digits (${locale})`, async ({ page, baseURL }) => {
      const departure = await findDeparture(baseURL!, 30)
      const { experience, date, slot } = departure
      await page.goto(`${prefix}/things-to-do-in-${experience.expand.city.slug}/${experience.slug}?date=${date}`)
      await page.locator('.booking-panel').scrollIntoViewIfNeeded()
      await page.locator(`.calendar-cell[data-date="${date}"]`).tap()
      await page.getByRole('radio', { name: startTimePattern(slot.start_time) }).check()
      const age = page.locator('.field__description').filter({ hasText: locale === 'ar' ? 'العمر' : 'Age' }).first()
      await expect(age).toBeVisible()
      const ageText = await age.innerText()
      expect(ageText).not.toMatch(dotBetweenFigures)
      if (locale === 'ar') {
        expect(ageText).toContain('، ')
        expect(ageText).not.toMatch(western)
      } else {
        // The shared traveller counters join ages and price with the English comma.
        expect(ageText).toMatch(/Age \d+–\d+, SAR/)
      }
      // react-aria's calendar labels join their parts with the page's comma.
      const grid = page.locator('.calendar__grid')
      const gridLabel = (await grid.getAttribute('aria-label')) ?? ''
      if (locale === 'ar') {
        expect(gridLabel).toContain('، ')
        expect(gridLabel).not.toContain(', ')
      } else {
        expect(gridLabel).toContain(', ')
      }

      const { items } = await listRecords<Row>(baseURL!, 'experiences', "perPage=50&sort=slug&filter=(status='active')&expand=city")
      const withSteps = items.find((row) => Array.isArray(row.itinerary) && row.itinerary.length >= 2)!
      await page.goto(productPath(prefix, withSteps))
      const itinerary = page.locator('ol.itinerary')
      await reach(page, itinerary)
      expect(await itinerary.evaluate((node) => getComputedStyle(node).listStyleType)).toBe(locale === 'ar' ? 'arabic-indic' : 'decimal')
      if (locale === 'ar') expect(await itinerary.innerText()).not.toMatch(western)
    })

    test(`the about page's year is in the page's digits (${locale})`, async ({ page }) => {
      await page.goto(`${prefix}/about`)
      const body = page.locator('.rich-text').first()
      await expect(body).toBeVisible()
      if (locale === 'ar') {
        await expect(body).toContainText('تأسست عام ٢٠١٨')
        expect(await body.innerText()).not.toMatch(western)
      } else {
        await expect(body).toContainText('founded in 2018')
      }
    })

    test(`the success page isolates the e-mail address and keeps it whole on a phone (${locale})`, async ({ page, baseURL }) => {
      // An address that fits a phone's line moves to the next line whole rather than breaking.
      const email = `walk-${locale}-${Date.now()}@example.com`
      const booking = await createFinishedBooking(staffCallAt(baseURL!), { email, locale, daysAgo: -12 })
      await page.goto(`${prefix}/checkout/success?order=${booking.orderId}#token=${encodeURIComponent(booking.token)}`)
      const address = page.locator('.next-steps bdi').filter({ hasText: email })
      await expect(address).toBeVisible({ timeout: 15_000 })
      const box = await address.evaluate((node) => {
        const style = getComputedStyle(node)
        return { dir: node.getAttribute('dir'), bidi: style.unicodeBidi, lines: node.getClientRects().length, height: node.getBoundingClientRect().height, lineHeight: parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.7 }
      })
      expect(box).toMatchObject({ dir: 'ltr', bidi: 'isolate', lines: 1 })
      expect(box.height).toBeLessThan(box.lineHeight * 1.5)
      const sentence = (await address.locator('xpath=..').innerText()).trim()
      // Arabic: the address is not the sentence's last word, so the full stop never sits beside it.
      if (locale === 'ar') expect(sentence.endsWith(`${email}.`)).toBe(false)
      if (process.env.RIHLA_SCREENSHOTS && locale === 'ar') {
        await page.setViewportSize({ width: 390, height: 844 })
        await address.scrollIntoViewIfNeeded()
        await page.screenshot({ path: 'docs/screenshots/issue-34-success-email-ar.png', scale: 'css' })
      }
    })

    test(`an expensive experience's calendar shows a compact price that fits its day (${locale})`, async ({ page, baseURL }) => {
      const { experience } = await findDeparture(baseURL!, 31)
      // A day far ahead, which no other test books: every departure of it costs 21,805 SAR.
      const day = new Date(Date.now() + 3 * 3600_000 + 150 * 86_400_000).toISOString().slice(0, 10)
      const { items: options } = await listRecords<OptionRow>(baseURL!, 'options', `filter=(experience='${experience.id}')`)
      const { items: slots } = await staffRequest<{ items: SlotRow[] }>(baseURL!, 'GET', `/api/collections/slots/records?perPage=50&filter=${encodeURIComponent(`experience='${experience.id}'&&date='${day}'`)}`)
      expect(slots.length).toBeGreaterThan(0)
      const keys = [...new Set(options.flatMap((option) => option.traveller_types.map((type) => type.key)))]
      for (const slot of slots) await staffRequest(baseURL!, 'PATCH', `/api/collections/slots/records/${slot.id}`, { price_overrides: Object.fromEntries(keys.map((key) => [key, 2_180_500])) })

      await page.goto(`${prefix}/things-to-do-in-${experience.expand.city.slug}/${experience.slug}?date=${day}`)
      await page.locator('.booking-panel').scrollIntoViewIfNeeded()
      const cell = page.locator(`.calendar-cell[data-date="${day}"]`)
      await expect(cell).toHaveAttribute('data-note', locale === 'ar' ? '٢١٫٨\u00a0ألف' : '21.8K')
      await expect(page.locator('.calendar__currency')).toContainText(locale === 'ar' ? 'ريال سعودي' : 'Saudi riyal')
      // The note, laid out as the cell lays it out, takes one line.
      const heightInFontSizes = await cell.evaluate((node) => {
        const after = getComputedStyle(node, '::after')
        const probe = document.createElement('span')
        probe.textContent = node.getAttribute('data-note')
        Object.assign(probe.style, { display: 'block', fontSize: after.fontSize, lineHeight: after.lineHeight, fontFamily: after.fontFamily, maxInlineSize: '100%', overflowWrap: 'break-word', textAlign: 'center' })
        node.append(probe)
        const height = probe.getBoundingClientRect().height
        probe.remove()
        return height / parseFloat(after.fontSize)
      })
      // One line of line-height 1.1 is 1.1 font sizes high; two would be 2.2.
      expect(heightInFontSizes).toBeLessThan(1.6)
      if (process.env.RIHLA_SCREENSHOTS && locale === 'ar') {
        await page.setViewportSize({ width: 390, height: 844 })
        await page.locator('.calendar').evaluate((node) => node.scrollIntoView({ block: 'center' }))
        await page.screenshot({ path: 'docs/screenshots/issue-34-expensive-calendar-ar.png', scale: 'css' })
      }
    })
  }
})
