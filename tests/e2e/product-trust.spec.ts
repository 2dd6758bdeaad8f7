// Issue 27, "what travellers look for" on the product page and cards, on a 390 × 844 phone in both
// languages: the booking bar at the bottom, badges from data, the product's own questions and who
// it does not suit, and the meeting point's map drawn from its coordinates.
import { expect, test, type Page } from '../support/app-test'
import { isoDay } from '../support/bookable-experience'
import { listRecords, staffRequest } from '../support/e2e'

type Badge = { key: string; minutes?: number; count?: number }
type Experience = {
  id: string
  slug: string
  title_ar: string
  title_en: string
  status: string
  badges: Badge[]
  faq: { question_ar: string; question_en: string; answer_ar: string; answer_en: string }[]
  not_suitable_for: { ar: string; en: string }[]
  location: { lat: number; lng: number }
  expand: { city: { slug: string; name_ar: string; name_en: string } }
}
type Slot = { id: string; date: string; capacity: number; reserved: number; status: string }
type SearchAnswer = { items: { slug: string; title_ar: string; title_en: string; badges: Badge[]; city: { slug: string } }[] }

const languages = [
  {
    locale: 'en',
    prefix: '/en',
    check: /^Check availability$/,
    from: /^From /,
    faq: 'Questions about this experience',
    notSuitable: 'Not suitable for',
    map: /^Map of the meeting point: /,
    openInMaps: 'Open in maps',
    sellOut: 'Likely to sell out',
    text: { likely_to_sell_out: /^Likely to sell out$/, best_seller: /^Best seller$/, free_cancellation: /^Free cancellation up to .+ before$/, instant_confirmation: /^Instant confirmation$/, pay_later: /^Reserve now & pay later$/, booked: /^Booked [\d,]+ times$/ },
  },
  {
    locale: 'ar',
    prefix: '',
    check: /التوفر/,
    from: /^ابتداءً من /,
    faq: 'أسئلة عن هذه التجربة',
    notSuitable: 'غير مناسبة لـ',
    map: /^خريطة نقطة الالتقاء: /,
    openInMaps: 'افتح في الخرائط',
    sellOut: 'قد تنفد قريبًا',
    text: { likely_to_sell_out: /^قد تنفد قريبًا$/, best_seller: /^الأكثر مبيعًا$/, free_cancellation: /^إلغاء مجاني حتى .+ قبل الموعد$/, instant_confirmation: /^تأكيد فوري$/, pay_later: /^احجز الآن وادفع لاحقًا$/, booked: /^حُجزت [٠-٩٬]+ مرة|^حُجزت [٠-٩٬]+ مرات/ },
  },
] as const

const productPath = (prefix: string, experience: Pick<Experience, 'slug' | 'expand'>) => `${prefix}/things-to-do-in-${experience.expand.city.slug}/${experience.slug}`

async function phone(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 })
}

/** Seeded experiences that have questions and a "not suitable for" list (scripts/seed/content/experience-faqs.mjs). */
async function experienceWithQuestions(baseURL: string): Promise<Experience> {
  const slugs = ['edge-of-the-world-day-trip', 'hegra-guided-tour', 'red-sands-quad-biking', 'alula-hot-air-balloon-sunrise', 'dubai-desert-safari-bbq-dinner']
  const filter = encodeURIComponent(`status='active' && (${slugs.map((slug) => `slug='${slug}'`).join(' || ')})`)
  const { items } = await listRecords<Experience>(baseURL, 'experiences', `perPage=10&filter=(${filter})&expand=city`)
  const found = items.find((item) => item.faq?.length && item.not_suitable_for?.length)
  if (!found) throw new Error('no seeded experience with questions')
  return found
}

test.describe('the booking bar on a phone', () => {
  for (const language of languages) {
    test(`shows the from-price, stays clear of the page's end, and takes the traveller to the booking panel, which comes before the reviews (${language.locale})`, async ({ page, baseURL }) => {
      await phone(page)
      const experience = await experienceWithQuestions(baseURL!)
      await page.goto(productPath(language.prefix, experience))
      const bar = page.getByTestId('booking-bar')
      await expect(bar).toBeVisible()
      await expect(bar.getByText(language.from)).toBeVisible()
      // At the bottom of the screen, across it.
      const box = (await bar.boundingBox())!
      expect(Math.round(box.y + box.height)).toBe(844)
      expect(Math.round(box.width)).toBe(390)
      // The page's end has room for it: the last of the footer can scroll above the bar.
      const padding = await page.evaluate(() => parseFloat(getComputedStyle(document.body).paddingBlockEnd))
      expect(padding).toBeGreaterThanOrEqual(box.height)

      await bar.getByRole('button', { name: language.check }).click()
      const heading = page.locator('#booking-title')
      await expect(heading).toBeFocused()
      await expect(heading).toBeInViewport()
      // The panel in view, the bar steps aside rather than cover it.
      await expect(bar).toBeHidden()

      // The booking panel comes before the reviews.
      const panelTop = (await page.locator('.booking-panel').boundingBox())!.y
      const reviewsTop = (await page.locator('.product__reviews').boundingBox())!.y
      expect(panelTop).toBeLessThan(reviewsTop)

      // Back at the top, the bar shows again.
      await page.evaluate(() => window.scrollTo(0, 0))
      await expect(bar).toBeVisible()
    })
  }
})

test.describe('badges from data', () => {
  test('a listing card shows the first two of its badges from the search answer (ar and en)', async ({ page, baseURL }) => {
    await phone(page)
    const { items } = (await (await fetch(`${baseURL}/api/store/search?city=riyadh&perPage=24`)).json()) as SearchAnswer
    const withBadges = items.filter((item) => item.badges.length > 0)
    // The seed gives some cards badges and leaves others without.
    expect(withBadges.length).toBeGreaterThan(0)
    const item = withBadges[0]!
    for (const language of languages) {
      await page.goto(`${language.prefix}/things-to-do-in-riyadh`)
      const card = page.locator('.experience-card').filter({ has: page.getByRole('link', { name: language.locale === 'en' ? item.title_en : item.title_ar, exact: true }) })
      const list = card.getByTestId('experience-badges')
      const badges = list.getByRole('listitem')
      const expected = item.badges.slice(0, 2)
      await expect(badges).toHaveCount(expected.length)
      // Laid out in the card, as a row of pills (not on top of each other).
      await list.scrollIntoViewIfNeeded()
      expect((await list.boundingBox())!.height).toBeGreaterThan(15)
      for (const [index, badge] of expected.entries()) {
        await expect(badges.nth(index)).toHaveAttribute('data-badge', badge.key)
        await expect(badges.nth(index)).toHaveText(language.text[badge.key as keyof typeof language.text])
      }
    }
  })

  test('home’s featured cards show the first two of their badges from the search answer (ar and en)', async ({ page, baseURL }) => {
    await phone(page)
    for (const language of languages) {
      const answer = (await (await fetch(`${baseURL}/api/store/search?locale=${language.locale}&page=1&perPage=6&sort=recommended`)).json()) as SearchAnswer
      const withBadges = answer.items.filter((item) => item.badges.length > 0)
      // The seed's favourites have badges (free cancellation at least).
      expect(withBadges.length).toBeGreaterThan(0)
      // Home at / follows the language chosen last (a cookie): start each language afresh.
      await page.context().clearCookies()
      await page.goto(language.prefix || '/')
      const gallery = page.getByTestId('gallery')
      await gallery.scrollIntoViewIfNeeded()
      for (const item of withBadges) {
        const card = gallery.locator('.experience-card').filter({ has: page.getByRole('link', { name: language.locale === 'en' ? item.title_en : item.title_ar, exact: true }) })
        await expect(card).toBeVisible()
        const badges = card.getByTestId('experience-badges').getByRole('listitem')
        const expected = item.badges.slice(0, 2)
        await expect(badges).toHaveCount(expected.length)
        for (const [index, badge] of expected.entries()) await expect(badges.nth(index)).toHaveText(language.text[badge.key as keyof typeof language.text])
      }
    }
  })

  test('a week almost booked up makes an experience "likely to sell out" on its page, with its other badges (ar and en)', async ({ page, baseURL }) => {
    test.setTimeout(120_000)
    await phone(page)
    // A little-viewed experience, so other tests' departures are not the ones booked up here.
    const { items } = await listRecords<Experience>(baseURL!, 'experiences', `perPage=40&sort=popularity&filter=(status='active'%26%26kind='tour')&expand=city`)
    const token = { slots: [] as Slot[], experience: null as Experience | null }
    for (const candidate of items) {
      if (candidate.badges?.some((badge) => badge.key === 'likely_to_sell_out')) continue
      const filter = encodeURIComponent(`experience='${candidate.id}' && status='open' && capacity >= 8 && date >= '${isoDay(0)}' && date < '${isoDay(7)}'`)
      const { items: slots } = await staffList<Slot>(baseURL!, `/api/collections/slots/records?perPage=100&filter=(${filter})`)
      if (slots.reduce((sum, slot) => sum + slot.capacity, 0) >= 20) {
        token.slots = slots
        token.experience = candidate
        break
      }
    }
    const experience = token.experience
    if (!experience) throw new Error('no experience with a week of seats')
    try {
      // One seat left per departure of the coming week: at most an eighth of the seats.
      for (const slot of token.slots) await staffRequest(baseURL!, 'PATCH', `/api/collections/slots/records/${slot.id}`, { reserved: slot.capacity - 1 })
      await staffRequest(baseURL!, 'POST', '/api/store/admin/refresh-badges')
      const { items: [fresh] } = await listRecords<Experience>(baseURL!, 'experiences', `filter=(id='${experience.id}')`)
      expect(fresh!.badges[0]).toEqual({ key: 'likely_to_sell_out' })
      for (const language of languages) {
        const initialData: string[] = []
        page.on('response', async (response) => {
          if (response.url().includes('/api/collections/experiences/records')) initialData.push(`${response.url()} ${response.headers()['x-rihla-cache']} ${await response.text().catch(() => '')}`.slice(0, 600))
        })
        await page.goto(productPath(language.prefix, experience))
        const badges = page.locator('.product__badges').getByRole('listitem')
        try {
          await expect(badges).toHaveCount(fresh!.badges.length)
        } catch (error) {
          // Seen failing only in full runs (3 of 4): say what the page was rendered from and what the API says now.
          const rendered = await page.evaluate(() => document.documentElement.outerHTML.match(/trust-badge--[a-z-]+/g))
          const now = await (await fetch(`${baseURL}/api/collections/experiences/records?filter=(id='${experience.id}')`)).json()
          console.log('DIAG', language.locale, JSON.stringify(fresh!.badges), JSON.stringify(rendered), JSON.stringify(now.items?.[0]?.badges), initialData)
          throw error
        }
        await expect(badges.first()).toHaveText(language.sellOut)
        await expect(badges.first()).toBeInViewport()
        expect((await page.locator('.product__badges').boundingBox())!.height).toBeGreaterThan(15)
        for (const [index, badge] of fresh!.badges.entries()) await expect(badges.nth(index)).toHaveText(language.text[badge.key as keyof typeof language.text])
      }
    } finally {
      for (const slot of token.slots) await staffRequest(baseURL!, 'PATCH', `/api/collections/slots/records/${slot.id}`, { reserved: slot.reserved })
      await staffRequest(baseURL!, 'POST', '/api/store/admin/refresh-badges')
    }
  })
})

async function staffList<T>(baseURL: string, path: string): Promise<{ items: T[] }> {
  return staffRequest<{ items: T[] }>(baseURL, 'GET', path)
}

test.describe('the product’s questions, who it does not suit, and the meeting point', () => {
  for (const language of languages) {
    test(`are shown from the experience's data, and only when it has them (${language.locale})`, async ({ page, baseURL }) => {
      await phone(page)
      const experience = await experienceWithQuestions(baseURL!)
      const own = (entry: { ar: string; en: string }) => entry[language.locale]
      await page.goto(productPath(language.prefix, experience))

      const faq = page.getByTestId('product-faq')
      await expect(faq.getByRole('heading', { name: language.faq })).toBeVisible()
      const first = experience.faq[0]!
      const question = language.locale === 'en' ? first.question_en : first.question_ar
      const answer = language.locale === 'en' ? first.answer_en : first.answer_ar
      await expect(faq.locator('summary')).toHaveCount(experience.faq.length)
      await expect(faq.getByText(answer)).toBeHidden()
      await faq.getByText(question, { exact: true }).click()
      await expect(faq.getByText(answer)).toBeVisible()

      const notSuitable = page.locator('.product__not-suitable')
      await expect(notSuitable.getByRole('heading', { name: language.notSuitable })).toBeVisible()
      await expect(notSuitable.getByRole('listitem')).toHaveText(experience.not_suitable_for.map(own))

      // The meeting point's map: an image drawn on the page, no map tiles, and a link to the maps app.
      const map = page.getByRole('img', { name: language.map })
      await map.scrollIntoViewIfNeeded()
      await expect(map).toBeVisible()
      expect(await map.evaluate((element) => element.tagName.toLowerCase())).toBe('svg')
      expect(await page.locator('.meeting-map image, .meeting-map img').count()).toBe(0)
      const link = page.getByTestId('meeting-point-map').getByRole('link', { name: language.openInMaps })
      await expect(link).toHaveAttribute('href', `https://www.google.com/maps?q=${experience.location.lat.toFixed(5)},${experience.location.lng.toFixed(5)}`)

      // An experience without questions shows neither section.
      const { items } = await listRecords<Experience>(baseURL!, 'experiences', `perPage=30&sort=-popularity&filter=(status='active')&expand=city`)
      const plain = items.find((item) => !item.faq?.length && !item.not_suitable_for?.length)!
      await page.goto(productPath(language.prefix, plain))
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.getByTestId('meeting-point-map')).toBeAttached()
      await expect(page.getByTestId('product-faq')).toHaveCount(0)
      await expect(page.locator('.product__not-suitable')).toHaveCount(0)
    })
  }
})
