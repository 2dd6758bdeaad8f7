// Issue 27, defect 11: the copy reads as natural Arabic and English on the real pages. Counts take
// the language's plural forms (Arabic: نجمة واحدة، نجمتان، ٣ نجوم، ١١ نجمة; English: 1 star, 2 stars),
// the Arabic dual stands in the genitive after a preposition (قبل أقل من يومين), Arabic pages write
// every figure, time and price in Arabic-Indic digits, a package reads in nights and days, and the
// total keeps a space between its label and its amount.
import { expect, test, type Locator, type Page } from '../support/app-test'
import { arabicDigits, listRecords } from '../support/e2e'
import { addToCart, findDeparture } from './checkout-helpers'

type Policy = { type: string; tiers: { minutes_before: number; penalty_percent: number }[] }
type Row = { id: string; slug: string; title_ar: string; title_en: string; kind: string; duration_minutes: number; review_count: number; cancellation_policy: Policy; expand: { city: { slug: string } } }
type Forms = { one: string; two: string; few: string; many: string; other: string }

const western = /[0-9]/
const locales = [
  { locale: 'ar' as const, prefix: '' as const },
  { locale: 'en' as const, prefix: '/en' as const },
]

/** A count in Arabic words as CLDR's plural rules choose them: '#' is the figure in Arabic-Indic digits. */
const arabicCount = (count: number, forms: Forms) => {
  const rule = new Intl.PluralRules('ar').select(count) as keyof Forms
  return (forms[rule] ?? forms.other).replace('#', count.toLocaleString('ar-SA'))
}
const reviewsAr: Forms = { one: 'مراجعة واحدة', two: 'مراجعتان', few: '# مراجعات', many: '# مراجعة', other: '# مراجعة' }
const experiencesAr: Forms = { one: 'تجربة واحدة', two: 'تجربتان', few: '# تجارب', many: '# تجربة', other: '# تجربة' }

const productPath = (prefix: string, row: Row) => `${prefix}/things-to-do-in-${row.expand.city.slug}/${row.slug}`

/** The visible texts of every match, trimmed. */
const texts = async (locator: Locator) => (await locator.allInnerTexts()).map((text) => text.trim())

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

test.describe('copy: plurals, Arabic digits, durations and totals (issue 27, defect 11)', () => {
  for (const { locale, prefix } of locales) {
    test(`home: the cards' ratings and durations, and the count of destinations announced (${locale})`, async ({ page }) => {
      await page.goto(prefix || '/')
      // 'Where to?' narrowed to one destination: react-aria announces how many are left.
      const where = page.getByRole('combobox', { name: locale === 'ar' ? 'إلى أين؟' : 'Where to?' })
      await where.click()
      await where.pressSequentially(locale === 'ar' ? 'الري' : 'riy')
      await expect(page.getByRole('option', { name: locale === 'ar' ? 'الرياض' : 'Riyadh', exact: true })).toBeVisible()
      await expect(page.locator('[data-live-announcer]')).toContainText(locale === 'ar' ? 'خيار واحد متاح.' : '1 option available.')
      if (locale === 'ar') await expect(page.locator('[data-live-announcer]')).not.toContainText('خيار متاحة')

      const cards = page.getByTestId('gallery').locator('.experience-card')
      await reach(page, cards)
      await expect(cards.first()).toBeVisible()
      const ratings = await cards.locator('.experience-card__meta [aria-label]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label') ?? ''))
      expect(ratings.length).toBeGreaterThan(0)
      for (const label of ratings) {
        if (locale === 'ar') {
          // "التقييم ٤٫٥ من ٥ بناءً على ١٣ مراجعة", not "من 5 … ١٣ من المراجعات".
          expect(label).toMatch(/^التقييم [٠-٩٫]+ من ٥ بناءً على (مراجعة واحدة|مراجعتين|[٠-٩]+ (مراجعة|مراجعات))$/)
        } else {
          expect(label).toMatch(/^Rated [\d.]+ out of 5 from (1 review|\d+ reviews)$/)
        }
      }
      for (const duration of await texts(cards.locator('.experience-card__meta > span:first-child'))) {
        if (locale === 'ar') expect(duration).not.toMatch(western)
        else expect(duration).not.toContain(',')
      }
    })

    test(`a city's listing counts its experiences with the plural forms (${locale})`, async ({ page, baseURL }) => {
      const response = await fetch(`${baseURL}/api/store/search?city=riyadh&perPage=24&locale=${locale}`)
      const { totalItems } = (await response.json()) as { totalItems: number }
      await page.goto(`${prefix}/things-to-do-in-riyadh`)
      // "٣٥ تجربة", not "عدد التجارب: ٣٥".
      await expect(page.locator('.listing__count')).toHaveText(locale === 'ar' ? arabicCount(totalItems, experiencesAr) : `${totalItems} ${totalItems === 1 ? 'experience' : 'experiences'}`)
      const durations = await texts(page.locator('.experience-card__meta > span:first-child'))
      expect(durations.length).toBeGreaterThan(0)
      for (const duration of durations) {
        if (locale === 'ar') expect(duration).not.toMatch(western)
        // "2 hours 30 minutes", never "2 hours, 30 minutes".
        else expect(duration).toMatch(/^(\d+ hours?( \d+ minutes?)?|\d+ minutes?|\d+ days?|\d+ nights?( \/ \d+ days)?)$/)
      }
    })

    test(`a product page's rating, reviews, stars and cancellation terms (${locale})`, async ({ page, baseURL }) => {
      const { items } = await listRecords<Row>(baseURL!, 'experiences', "perPage=200&sort=slug&filter=(status='active'%26%26review_count>=3)&expand=city")
      // A policy with a 2-day step reads "up to 2 days before" / "less than 2 days before".
      const row = items.find((item) => item.cancellation_policy.tiers.some((tier) => tier.minutes_before === 2880) && item.cancellation_policy.tiers.length > 1)
      if (!row) throw new Error('no reviewed experience with a 2-day cancellation step')
      await page.goto(productPath(prefix, row))

      const rating = page.locator('.product__rating')
      if (locale === 'ar') {
        await expect(rating).toContainText(`(${arabicCount(row.review_count, reviewsAr)})`)
        await expect(rating).not.toContainText('عدد المراجعات')
        await expect(rating).not.toContainText(western)
      } else {
        await expect(rating).toContainText(`(${row.review_count} reviews)`)
      }

      const policy = page.getByTestId('cancellation-policy')
      await reach(page, policy)
      if (locale === 'ar') {
        await expect(policy).toContainText('يومين')
        await expect(policy).not.toContainText('يومان')
        await expect(policy).not.toContainText(western)
      } else {
        await expect(policy).toContainText('2 days before the start')
      }

      const bars = page.locator('.rating-bars dt')
      await reach(page, bars)
      await expect(bars).toHaveText(locale === 'ar' ? ['٥ نجوم', '٤ نجوم', '٣ نجوم', 'نجمتان', 'نجمة واحدة'] : ['5 stars', '4 stars', '3 stars', '2 stars', '1 star'])
      const average = page.locator('.reviews__average')
      if (locale === 'ar') {
        await expect(average).toHaveText(new RegExp(`^[٠-٩٫]+ من ٥، ${arabicCount(row.review_count, reviewsAr)}$`))
      } else {
        await expect(average).toHaveText(new RegExp(`^[\\d.]+ out of 5 · ${row.review_count} reviews$`))
      }
    })

    test(`a 3-night package reads in nights and days on its card and its page (${locale})`, async ({ page, baseURL }) => {
      const { items } = await listRecords<Row>(baseURL!, 'experiences', "perPage=1&sort=slug&filter=(status='active'%26%26kind='package'%26%26duration_minutes=4320)&expand=city")
      const row = items[0]
      if (!row) throw new Error('no 3-night package')
      const expected = locale === 'ar' ? '٣ ليالٍ و٤ أيام' : '3 nights / 4 days'
      await page.goto(productPath(prefix, row))
      const facts = page.locator('.product__facts')
      await reach(page, facts)
      await expect(facts.locator('div', { has: page.locator('dt', { hasText: locale === 'ar' ? 'المدة' : 'Duration' }) }).locator('dd')).toHaveText(expected)

      // Every package on the packages page (which lists other experiences with a package among
      // their kinds too): nights and days, never "93 hours, 30 minutes".
      const packages = await listRecords<Row>(baseURL!, 'experiences', "perPage=200&filter=(kind='package')")
      const titles = new Set(packages.items.map((item) => (locale === 'ar' ? item.title_ar : item.title_en)))
      await page.goto(`${prefix}/packages`)
      const cards = page.locator('.experience-card')
      await expect(cards.first()).toBeVisible()
      let checked = 0
      for (const card of await cards.all()) {
        if (!titles.has((await card.locator('.experience-card__title').innerText()).trim())) continue
        await expect(card.locator('.experience-card__meta > span').first()).toHaveText(locale === 'ar' ? /^(ليلة واحدة|ليلتان|[٠-٩]+ ليالٍ) و(يومان|[٠-٩]+ أيام)$/ : /^\d+ nights? \/ \d+ days$/)
        checked += 1
      }
      expect(checked).toBeGreaterThan(0)
    })

    test(`start times, cart and checkout totals in the page's digits, with a space before the amount (${locale})`, async ({ page, baseURL }) => {
      const departure = await findDeparture(baseURL!, 12)
      const time = locale === 'ar' ? arabicDigits(departure.slot.start_time) : departure.slot.start_time
      await addToCart(page, prefix, departure)
      // The start time chosen on the product page.
      await expect(page.getByRole('radio', { name: new RegExp(time) })).toBeChecked()
      if (locale === 'ar') await expect(page.getByRole('radio', { name: new RegExp(departure.slot.start_time) })).toHaveCount(0)

      await page.goto(`${prefix}/cart`)
      const line = page.locator('.cart-line').first()
      await expect(line).toContainText(time)
      if (locale === 'ar') await expect(line.locator('.cart-line__meta').first()).not.toContainText(western)
      const cartTotal = page.locator('.cart-summary p', { has: page.getByTestId('cart-total') })
      await expect(page.getByTestId('cart-total')).not.toHaveText('…')
      await expectSpacedTotal(cartTotal, locale === 'ar' ? 'الإجمالي' : 'Total', locale)

      await page.goto(`${prefix}/checkout`)
      const total = page.getByTestId('checkout-total')
      await expect(total).not.toHaveText('…')
      await expectSpacedTotal(page.locator('.cart-summary p', { has: total }), locale === 'ar' ? 'الإجمالي المستحق' : 'Total payable', locale)
    })
  }
})

/**
 * What a screen reader reads for a line: the accessibility tree's text pieces, one after the other.
 * A space between two flex items is not rendered, so it is not there either.
 */
async function spokenText(line: Locator): Promise<string> {
  const page = line.page()
  await line.evaluate((node) => node.setAttribute('data-spoken-line', ''))
  const cdp = await page.context().newCDPSession(page)
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 })
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: '[data-spoken-line]' })
    const { node } = await cdp.send('DOM.describeNode', { nodeId })
    const { nodes } = await cdp.send('Accessibility.getFullAXTree')
    const byId = new Map(nodes.map((entry) => [entry.nodeId, entry]))
    const pieces: string[] = []
    const walk = (entry: (typeof nodes)[number] | undefined) => {
      if (!entry) return
      if (entry.role?.value === 'StaticText') pieces.push(String(entry.name?.value ?? ''))
      else for (const id of entry.childIds ?? []) walk(byId.get(id))
    }
    walk(nodes.find((entry) => entry.backendDOMNodeId === node.backendNodeId))
    return pieces.join('')
  } finally {
    await cdp.detach()
    await line.evaluate((node) => node.removeAttribute('data-spoken-line'))
  }
}

/**
 * "الإجمالي المستحق ٨٨٠ ر.س.": the label, a space and the amount, as a screen reader reads the line,
 * not "الإجمالي المستحق٨٨٠ ر.س.".
 */
async function expectSpacedTotal(line: Locator, label: string, locale: 'ar' | 'en') {
  // Direction marks around the amount are invisible; a no-break space is a space.
  const text = (await spokenText(line)).replace(/[\u200e\u200f\u061c]/g, '').replace(/\u00a0/g, ' ')
  const amount = locale === 'ar' ? /^[٠-٩٬٫]+ ر\.س\.?$/ : /^SAR [\d,.]+$/
  expect(text.startsWith(`${label} `), JSON.stringify(text)).toBe(true)
  expect(text.slice(label.length).trim(), JSON.stringify(text)).toMatch(amount)
  if (locale === 'ar') expect(text).not.toMatch(western)
}
