// Issue 34, items 7, 8, 9 and 11, as a traveller on a phone meets them: the checkout's banner
// goes once every field is filled, active filters are removable chips, a conversation started
// from a product page names its experience, and a cart line can be changed.
// RIHLA_SCREENSHOTS=1 also writes docs/screenshots/cart-line-{ar,en}.png (npm run build first).
import { expect, test } from '../support/app-test'
import { addToCart, findDeparture } from './checkout-helpers'
import { listRecords, staffRequest } from '../support/e2e'
import { chatWords } from './chat-helpers'

type Prefix = '' | '/en'
const locales = [
  { prefix: '/en' as Prefix, lang: 'en' as const, numbers: 'en-US' },
  { prefix: '' as Prefix, lang: 'ar' as const, numbers: 'ar-SA' },
]

const words = {
  en: {
    allFields: 'All fields must be filled out.',
    removeFilter: 'Remove filter:',
    clearAll: 'Clear all filters',
    about: 'About',
  },
  ar: {
    allFields: 'يجب تعبئة جميع الحقول.',
    removeFilter: 'إزالة عامل التصفية:',
    clearAll: 'إلغاء كل عوامل التصفية',
    about: 'عن',
  },
} as const

async function getJson<T>(baseURL: string, path: string): Promise<T> {
  const response = await fetch(`${baseURL}${path}`)
  if (!response.ok) throw new Error(`${path}: ${response.status}`)
  return (await response.json()) as T
}

test.describe("the checkout's banner (issue 34, item 8)", () => {
  for (const { prefix, lang } of locales) {
    const w = words[lang]
    test(`"All fields must be filled out." shows after an empty submit and goes once every field is filled (${lang})`, async ({ page, baseURL }) => {
      await addToCart(page, prefix, await findDeparture(baseURL!, lang === 'en' ? 11 : 12))
      await page.goto(`${prefix}/checkout`)
      await expect(page.getByTestId('checkout-total')).not.toHaveText('…')
      const form = page.locator('form.checkout-form')
      const banner = form.getByRole('alert').filter({ hasText: w.allFields })
      await form.locator('button[type="submit"]').tap()
      await expect(banner).toBeVisible()
      const inputs = form.locator('input[type="text"], input[type="email"], input[type="tel"]')
      await inputs.nth(0).fill('Noura')
      await inputs.nth(1).fill('Alqahtani')
      await inputs.nth(2).fill(`banner-${lang}-${Date.now()}@example.com`)
      // One field still empty: the banner still holds.
      await expect(banner).toBeVisible()
      await inputs.nth(3).fill('501234567')
      // Every field filled: nothing is left to fill out, before any new submit.
      await expect(form.locator('input[aria-invalid="true"]')).toHaveCount(0)
      await expect(banner).toHaveCount(0)
    })
  }
})

type Config = { filters?: Record<string, { key: string; name_ar: string; name_en: string }[]> }
type SearchAnswer = { totalItems: number }

test.describe('active filters as removable chips (issue 34, item 9)', () => {
  for (const { prefix, lang, numbers } of locales) {
    const w = words[lang]
    test(`each filter is a chip with its name and a remove button; removing one updates the link and the list; "Clear all" empties them (${lang})`, async ({ page, baseURL }) => {
      const config = await getJson<Config>(baseURL!, '/api/store/config')
      const [first, second] = config.filters!.languages!
      const name = (entry: { name_ar: string; name_en: string }) => (lang === 'ar' ? entry.name_ar : entry.name_en)
      const total = async (query: string) => (await getJson<SearchAnswer>(baseURL!, `/api/store/search?locale=${lang}&perPage=1${query}`)).totalItems
      const both = await total(`&languages=${first!.key},${second!.key}&rating=4`)
      const onlySecond = await total(`&languages=${second!.key}&rating=4`)
      const all = await total('')
      const shown = async () => Number((await page.locator('.listing__count').innerText()).replace(/[^\d٠-٩]/g, '').replace(/[٠-٩]/g, (digit) => String('٠١٢٣٤٥٦٧٨٩'.indexOf(digit))))

      await page.goto(`${prefix}/things-to-do?languages=${first!.key},${second!.key}&rating=4`)
      await expect.poll(shown).toBe(both)
      const chips = page.getByRole('list', { name: lang === 'ar' ? 'عوامل التصفية المفعّلة' : 'Active filters' })
      await expect(chips.getByRole('listitem')).toHaveCount(3)
      const removeFirst = chips.getByRole('button', { name: `${w.removeFilter} ${name(first!)}` })
      await expect(removeFirst).toBeVisible()
      await expect(chips.getByRole('button', { name: `${w.removeFilter} ${name(second!)}` })).toBeVisible()
      await expect(chips).toContainText((4).toLocaleString(numbers))
      // The chips run from the reading side: in Arabic, from the right.
      const [firstBox, secondBox] = [await chips.getByRole('listitem').nth(0).boundingBox(), await chips.getByRole('listitem').nth(1).boundingBox()]
      if (lang === 'ar') expect(firstBox!.x).toBeGreaterThan(secondBox!.x)
      else expect(firstBox!.x).toBeLessThan(secondBox!.x)

      // With the keyboard: focus the first chip's button and press Enter.
      await removeFirst.focus()
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(new RegExp(`languages=${second!.key}(&|$)`))
      await expect.poll(shown).toBe(onlySecond)
      await expect(chips.getByRole('listitem')).toHaveCount(2)
      // The focus stays among the chips rather than falling to the page's start.
      await expect(chips.getByRole('button').first()).toBeFocused()

      await page.getByRole('button', { name: w.clearAll }).tap()
      await expect(page).not.toHaveURL(/languages|rating/)
      await expect.poll(shown).toBe(all)
      await expect(chips).toHaveCount(0)
    })
  }
})

type Experience = { id: string; slug: string; title_ar: string; title_en: string; expand: { city: { slug: string } } }

test.describe('a conversation about an experience (issue 34, item 11)', () => {
  for (const { prefix, lang } of locales) {
    test(`started from a product page, it shows the experience, linked, at the top (${lang})`, async ({ page, baseURL }) => {
      const { items } = await listRecords<Experience>(baseURL!, 'experiences', `perPage=1&page=${lang === 'en' ? 7 : 8}&sort=slug&filter=(status='active')&expand=city`)
      const experience = items[0]!
      const path = `${prefix}/things-to-do-in-${experience.expand.city.slug}/${experience.slug}`
      await page.goto(path)
      await page.getByRole('button', { name: chatWords[prefix].ask }).tap()
      await expect(page).toHaveURL(/\/chat\/[a-z0-9]{15}$/, { timeout: 20_000 })
      const about = page.getByTestId('chat-about')
      const title = lang === 'ar' ? experience.title_ar : experience.title_en
      await expect(about.getByRole('link', { name: title })).toHaveAttribute('href', path)
      await expect(about.locator('img')).toBeVisible()
      // Above the messages and the composer.
      const aboutBox = await about.boundingBox()
      const composerBox = await page.getByLabel(chatWords[prefix].message).boundingBox()
      expect(aboutBox!.y).toBeLessThan(composerBox!.y)
      // On a later visit too (read from the server's view of the thread).
      await page.reload()
      await expect(page.getByTestId('chat-about').getByRole('link', { name: title })).toBeVisible()
    })
  }
})

type PickupDay = { options: { id: string; max_per_booking: number; pickup_places: { key: string; name_ar: string; name_en: string; minutes_before: number }[]; traveller_types: { key: string }[]; slots: { id: string; start_time: string; remaining: number; prices: Record<string, number> }[] }[] }

/** A departure a few days ahead whose first option has pickup places, an adult price and seats for a group. */
async function findPickupDeparture(baseURL: string, skip: number) {
  const { items } = await listRecords<Experience>(baseURL, 'experiences', `perPage=40&sort=-slug&filter=(status='active'%26%26pickup_included=true)&expand=city`)
  let found = 0
  for (const experience of items) {
    for (let offset = 4; offset < 20; offset += 1) {
      const date = new Date(Date.now() + 3 * 3600_000 + offset * 86400_000).toISOString().slice(0, 10)
      const day = await getJson<PickupDay>(baseURL, `/api/store/availability/${experience.id}/${date}`).catch(() => null)
      const option = day?.options[0]
      const slot = option?.slots.find((candidate) => candidate.remaining >= 4 && candidate.prices.adult)
      if (option && slot && option.pickup_places.length >= 2 && option.max_per_booking >= 3 && option.traveller_types.some((type) => type.key === 'adult')) {
        if (found === skip) return { experience, date, option, slot }
        found += 1
        break
      }
    }
  }
  throw new Error('no departure with pickup places')
}

const cartWords = {
  en: { addToCart: 'Add to cart', change: 'Change', save: 'Save changes', moreAdult: 'More Adult', pickup: 'Pickup', notEnough: /Only 1 place is left at this time/, oneAdult: '1 adult', twoAdults: '2 adults' },
  ar: { addToCart: 'أضف إلى السلة', change: 'تغيير', save: 'احفظ التعديلات', moreAdult: 'زيادة: بالغ', pickup: 'الاستقبال', notEnough: /بقي مكان واحد فقط في هذا الموعد/, oneAdult: 'بالغ واحد', twoAdults: 'بالغان' },
} as const

test.describe('changing a cart line (issue 34, item 7)', () => {
  test.describe.configure({ timeout: 150_000 })
  for (const { prefix, lang, numbers } of locales) {
    const w = cartWords[lang]
    test(`a line shows its photo, day, time and pickup; "Change" edits travellers and pickup after the server re-checks them, and a refusal is said in the traveller's language (${lang})`, async ({ page, baseURL }) => {
      const { experience, date, option, slot } = await findPickupDeparture(baseURL!, lang === 'en' ? 0 : 1)
      const [firstPlace, secondPlace] = option.pickup_places
      const placeName = (place: typeof firstPlace) => (lang === 'ar' ? place!.name_ar : place!.name_en)
      await page.goto(`${prefix}/things-to-do-in-${experience.expand.city.slug}/${experience.slug}?date=${date}`)
      await page.locator('.booking-panel').scrollIntoViewIfNeeded()
      await page.locator(`.calendar-cell[data-date="${date}"]`).tap()
      await page.locator('.slot-list').getByRole('radio').nth(option.slots.indexOf(slot)).check()
      // The radio input is hidden under its card: the traveller taps the card.
      await page.locator('.choice-group .choice', { hasText: placeName(firstPlace) }).tap()
      await page.getByRole('button', { name: w.addToCart }).tap()
      await expect(page.getByTestId('cart-count')).toHaveText((1).toLocaleString(numbers))

      await page.goto(`${prefix}/cart`)
      const line = page.locator('.cart-line').first()
      await expect(line.locator('img')).toBeVisible()
      await expect(line.getByTestId('cart-line-pickup')).toContainText(placeName(firstPlace))
      await expect(line).toContainText(w.oneAdult)
      await expect(page.getByTestId('cart-total')).toHaveText(/\d|[٠-٩]/)
      // No "·" between the Arabic day and time (it reads as a zero).
      if (lang === 'ar') expect(await line.innerText()).not.toContain('·')
      if (process.env.RIHLA_SCREENSHOTS) {
        // docs/screenshots/cart-line-{ar,en}.png: a phone-sized cart with the line's photo loaded.
        await page.setViewportSize({ width: 390, height: 844 })
        await expect.poll(() => line.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
        await page.screenshot({ path: `docs/screenshots/cart-line-${lang}.png`, scale: 'css' })
      }

      // Two adults and the other pickup place: re-checked by the server, then the line is replaced.
      await line.getByRole('button', { name: w.change }).tap()
      const editor = line.getByTestId('cart-line-editor')
      await editor.getByRole('button', { name: w.moreAdult }).tap()
      await editor.locator('.choice-group .choice', { hasText: placeName(secondPlace) }).tap()
      await editor.getByRole('button', { name: w.save }).tap()
      await expect(editor).toHaveCount(0)
      await expect(line).toContainText(w.twoAdults)
      await expect(line.getByTestId('cart-line-pickup')).toContainText(placeName(secondPlace))
      const twoAdults = (2 * slot.prices.adult!) / 100
      await expect(page.getByTestId('cart-total')).toContainText(twoAdults.toLocaleString(numbers))

      // While a third adult is being added, the departure fills up to one seat: the server's check
      // refuses the change, in the traveller's language, and the line keeps two.
      await line.getByRole('button', { name: w.change }).tap()
      await editor.getByRole('button', { name: w.moreAdult }).tap()
      const record = await staffRequest<{ capacity: number; reserved: number }>(baseURL!, 'GET', `/api/collections/slots/records/${slot.id}`)
      await staffRequest(baseURL!, 'PATCH', `/api/collections/slots/records/${slot.id}`, { capacity: record.reserved + 1 })
      try {
        await editor.getByRole('button', { name: w.save }).tap()
        await expect(editor.getByRole('alert')).toContainText(w.notEnough)
        await expect(editor).toBeVisible()
      } finally {
        await staffRequest(baseURL!, 'PATCH', `/api/collections/slots/records/${slot.id}`, { capacity: record.capacity })
      }
      await page.reload()
      await expect(page.locator('.cart-line').first()).toContainText(w.twoAdults)
    })
  }
})
