// "Bookable now" on the product page (decision 050): at 20:52 in Riyadh the day's times leave out
// that morning's departure and one inside its cut-off (60 minutes), and offer a later one. The
// browser's clock (Playwright's) and the server's (X-Rihla-Test-Now, which the page render passes
// on to the API) agree on the evening.
import { expect, test } from '../support/app-test'
import { listRecords, staffRequest, startTimePattern } from '../support/e2e'
import { isoDay } from '../support/bookable-experience'

// The service worker's requests would not carry the test's header.
test.use({ serviceWorkers: 'block' })

type Experience = { id: string; slug: string; expand: { city: { slug: string } } }

for (const prefix of ['', '/en'] as const) {
  test(`the product page offers neither this morning’s departure nor one inside its cut-off (${prefix ? 'en' : 'ar'})`, async ({ page, baseURL }) => {
    const { items } = await listRecords<Experience>(baseURL!, 'experiences', "perPage=5&sort=-popularity&filter=(status='active'%26%26kind='tour'%26%26pickup_included=false)&expand=city")
    const experience = items[prefix ? 1 : 0]!
    const { items: options } = await staffRequest<{ items: { id: string }[] }>(baseURL!, 'GET', `/api/collections/options/records?sort=sort&filter=${encodeURIComponent(`experience='${experience.id}'`)}`)
    const day = isoDay(prefix ? 41 : 40)
    // That day's departures are these three only: 07:50 (this morning), 21:35 (inside the cut-off) and 23:05.
    const { items: others } = await staffRequest<{ items: { id: string }[] }>(baseURL!, 'GET', `/api/collections/slots/records?perPage=200&filter=${encodeURIComponent(`experience='${experience.id}'&&date='${day}'`)}`)
    for (const other of others) await staffRequest(baseURL!, 'PATCH', `/api/collections/slots/records/${other.id}`, { status: 'closed' })
    for (const time of ['07:50', '21:35', '23:05']) {
      await staffRequest(baseURL!, 'POST', '/api/collections/slots/records', { option: options[0]!.id, experience: experience.id, date: day, start_time: time, capacity: 20, reserved: 0, status: 'open' })
    }

    const evening = `${day}T20:52:00+03:00`
    await page.clock.setFixedTime(new Date(evening))
    await page.setExtraHTTPHeaders({ 'X-Rihla-Test-Now': evening })
    await page.goto(`${prefix}/things-to-do-in-${experience.expand.city.slug}/${experience.slug}?date=${day}`)
    await page.locator('.booking-panel').scrollIntoViewIfNeeded()
    await page.locator(`.calendar-cell[data-date="${day}"]`).tap()
    await expect(page.getByRole('radio', { name: startTimePattern('23:05') })).toBeVisible()
    await expect(page.getByRole('radio', { name: startTimePattern('07:50') })).toHaveCount(0)
    await expect(page.getByRole('radio', { name: startTimePattern('21:35') })).toHaveCount(0)
  })
}
