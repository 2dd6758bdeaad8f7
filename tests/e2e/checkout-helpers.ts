import { expect, type Page } from '../support/app-test'
import { listRecords, startTimePattern } from '../support/e2e'

type Experience = { id: string; slug: string; title_ar: string; title_en: string; expand: { city: { slug: string } } }
type DayOptions = { options: { id: string; pay_later_allowed: boolean; pickup_places: unknown[]; slots: { id: string; start_time: string; remaining: number; prices: Record<string, number> }[] }[] }

const isoDay = (offset: number) => {
  const date = new Date(Date.now() + 3 * 3600_000)
  date.setUTCDate(date.getUTCDate() + offset)
  return date.toISOString().slice(0, 10)
}

/**
 * A bookable departure a few days ahead, without pickup, with seats for a small group. `skip`
 * keeps tests on departures of their own; `fromEnd` counts from the other end of the slug order
 * (the payment tests, away from the checkout tests' departures); `payLater` asks for an option
 * that may be reserved and paid later.
 */
export async function findDeparture(baseURL: string, skip = 0, { payLater = false, fromEnd = false, firstDay = 3 } = {}) {
  const query = `perPage=${fromEnd ? 60 : 40}&sort=${fromEnd ? '-slug' : 'slug'}&filter=(status='active'%26%26pickup_included=false%26%26kind='tour')&expand=city`
  const { items } = await listRecords<Experience>(baseURL, 'experiences', query)
  let found = 0
  for (const experience of items) {
    for (let offset = firstDay; offset < 20; offset += 1) {
      const date = isoDay(offset)
      const response = await fetch(`${baseURL}/api/store/availability/${experience.id}/${date}`)
      if (!response.ok) continue
      const { options } = (await response.json()) as DayOptions
      // The product page starts on the first option: a pay-later departure must be of that one.
      const option = (payLater ? options.slice(0, 1) : options).find((candidate) => candidate.pickup_places.length === 0 && (!payLater || candidate.pay_later_allowed))
      const slot = option?.slots.find((candidate) => candidate.remaining >= 4)
      if (option && slot) {
        if (found === skip) return { experience, date, slot }
        found += 1
        break
      }
    }
  }
  throw new Error('no bookable departure found')
}

export async function addToCart(page: Page, prefix: '' | '/en', departure: Awaited<ReturnType<typeof findDeparture>>, expectedCount = 1) {
  const { experience, date, slot } = departure
  // The calendar opens on the departure's month (it can be next month near a month's end).
  await page.goto(`${prefix}/things-to-do-in-${experience.expand.city.slug}/${experience.slug}?date=${date}`)
  // On a phone the booking calendar renders as the traveller scrolls down to it.
  await page.locator('.booking-panel').scrollIntoViewIfNeeded()
  await page.locator(`.calendar-cell[data-date="${date}"]`).click()
  await page.getByRole('radio', { name: startTimePattern(slot.start_time) }).check()
  await page.getByRole('button', { name: prefix ? 'Add to cart' : 'أضف إلى السلة' }).click()
  await expect(page.getByTestId('cart-count')).toHaveText(prefix ? String(expectedCount) : expectedCount.toLocaleString('ar-SA'))
}

