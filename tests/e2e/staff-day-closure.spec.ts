// Issue 34, items 12, 17 and 18 (staff side), in both languages: a manager changes a departure's
// capacity and closes it by hand, then closes the day for two experiences chosen from a long list
// (searched, "select none", ticked), then opens the day again. Through the API: the hand-closed
// departure stays closed, no other experience was ever closed. The audit trails read in words with
// before → after and no stored names; Arabic staff screens have no "·" between figures and no
// Latin digits outside isolated left-to-right values.
import { expect, test, type Page } from '../support/app-test'
import { staffRequest } from '../support/e2e'
import { createStaffAgent, signInStaff } from './chat-helpers'
import { emptyDeparture } from './departure-helpers'
import { dotsBetweenFigures, latinDigitsOutsideLtr } from './arabic-text'

test.describe.configure({ timeout: 180_000 })

const words = {
  '': {
    close: 'إغلاق اليوم بالكامل', yes: 'نعم، أغلِقها', reopen: 'إعادة فتح ما أغلقه إغلاق اليوم', find: 'ابحث عن تجربة', none: 'إلغاء تحديد الكل',
    chosen: (count: string) => `المحدد: ${count} من`, closeOne: 'إغلاق موعد الانطلاق هذا', capacity: 'السعة', changeCapacity: 'تغيير السعة', newCapacity: '١٨',
    capacityChanged: 'غيّر السعة من ٢٠ إلى ١٨', closedOne: 'أغلق موعد الانطلاق', closedDay: 'أغلق اليوم: مواعيد الانطلاق', opened: 'أعاد فتح ما أغلقه إغلاق اليوم', zero: '٠', two: '٢',
  },
  '/en': {
    close: 'Close the whole day', yes: 'Yes, close them', reopen: 'Open again what the day closure closed', find: 'Find an experience', none: 'Select none',
    chosen: (count: string) => `Chosen: ${count} of`, closeOne: 'Close this departure', capacity: 'Capacity', changeCapacity: 'Change the capacity', newCapacity: '18',
    capacityChanged: 'changed the capacity from 20 to 18', closedOne: 'closed the departure', closedDay: 'closed the day:', opened: 'opened again what the day closure closed', zero: '0', two: '2',
  },
} as const

type Slot = { id: string; status: string; experience: string; capacity: number }
type Titled = { id: string; title_ar: string; title_en: string }

const internalNames = /slot_closed|slot_opened|day_closed|day_opened|capacity\b(?! from)/

/** The Arabic screen reads as Arabic: no "·" between figures, Latin digits only in LTR values. */
async function readsAsArabic(page: Page) {
  const main = page.locator('main')
  expect(await dotsBetweenFigures(main)).toEqual([])
  expect(await latinDigitsOutsideLtr(main)).toEqual([])
}

for (const [prefix, skip] of [['/en', 12] as const, ['', 13] as const]) {
  const say = words[prefix]
  const locale = prefix ? 'en' : 'ar'
  test(`a manager closes a departure by hand, closes the day for two chosen experiences, opens it again: only the closure is undone, the trails read in words (${locale})`, async ({ page, baseURL }) => {
    const departure = await emptyDeparture(baseURL!, test.info().repeatEachIndex * 10 + skip)
    // Every departure of the day, page by page (a seeded day has more than one page of them).
    const daySlots = async () => {
      const all: Slot[] = []
      for (let page = 1; ; page++) {
        const found = await staffRequest<{ items: Slot[]; totalPages: number }>(baseURL!, 'GET', `/api/collections/slots/records?page=${page}&perPage=500&sort=start_time,id&fields=id,status,experience,capacity&filter=${encodeURIComponent(`date='${departure.date}'`)}`)
        all.push(...found.items)
        if (page >= found.totalPages) return all
      }
    }
    const title = async (id: string) => {
      const row = await staffRequest<Titled>(baseURL!, 'GET', `/api/collections/experiences/records/${id}?fields=id,title_ar,title_en`)
      return prefix ? row.title_en : row.title_ar
    }
    const staff = await createStaffAgent(baseURL!, locale)
    await signInStaff(page, prefix, staff)

    // By hand: the capacity 20 → 18, then the departure closed.
    await page.goto(`${prefix}/staff/departures/${departure.id}`)
    await page.getByLabel(say.capacity, { exact: true }).fill(say.newCapacity)
    await page.getByRole('button', { name: say.changeCapacity }).tap()
    await expect.poll(async () => (await daySlots()).find((slot) => slot.id === departure.id)?.capacity, { timeout: 20_000 }).toBe(18)
    await page.getByRole('button', { name: say.closeOne }).tap()
    await expect.poll(async () => (await daySlots()).find((slot) => slot.id === departure.id)?.status, { timeout: 20_000 }).toBe('closed')

    // The departure's trail: in words, before → after, no stored names.
    await page.reload()
    const trail = page.getByTestId('departure-audit')
    await trail.locator('summary').tap()
    await expect(trail.locator('li[data-action="capacity"]')).toContainText(say.capacityChanged)
    await expect(trail.locator('li[data-action="slot_closed"]')).toContainText(say.closedOne)
    expect(await trail.innerText()).not.toMatch(internalNames)
    if (!prefix) await readsAsArabic(page)

    const before = await daySlots()
    // Two experiences with open departures that day: this test's (when it has another) first.
    const open = [...new Set(before.filter((slot) => slot.status === 'open').map((slot) => slot.experience))]
    const chosen = [...open.filter((id) => id === departure.experience), ...open.filter((id) => id !== departure.experience)].slice(0, 2)
    expect(chosen).toHaveLength(2)

    await page.goto(`${prefix}/staff/departures?date=${departure.date}`)
    await page.getByRole('button', { name: say.close }).tap()
    const form = page.getByRole('group', { name: say.close })
    await form.getByRole('button', { name: say.none }).tap()
    await expect(form.getByRole('status')).toContainText(say.chosen(say.zero))
    await expect(form.getByRole('checkbox', { checked: true })).toHaveCount(0)
    const search = form.getByRole('searchbox', { name: say.find })
    for (const id of chosen) {
      const name = await title(id)
      await search.fill(name)
      const choice = form.locator('label.choice').filter({ hasText: name }).first()
      await choice.tap()
      await expect(choice.getByRole('checkbox')).toBeChecked()
    }
    await search.fill('')
    await expect(form.getByRole('status')).toContainText(say.chosen(say.two))
    await expect(form.getByRole('checkbox', { checked: true })).toHaveCount(2)
    if (!prefix) await readsAsArabic(page)
    await form.getByRole('button', { name: say.yes }).tap()
    const reopen = page.getByRole('button', { name: new RegExp(say.reopen) })
    await expect(reopen).toBeVisible({ timeout: 20_000 })

    const during = await daySlots()
    const status = (slots: Slot[]) => slots.map((slot) => [slot.id, slot.status])
    expect(status(during)).toEqual(status(before).map(([id, state]) => [id, chosen.includes(before.find((slot) => slot.id === id)!.experience) ? 'closed' : state]))

    await reopen.tap()
    await expect(reopen).toHaveCount(0, { timeout: 20_000 })
    // Exactly as before the day closure: the hand-closed departure still closed, the others never touched.
    const after = await daySlots()
    expect(status(after)).toEqual(status(before))
    expect(after.find((slot) => slot.id === departure.id)?.status).toBe('closed')

    // The day's trail: the closure and the reopening in words.
    await page.reload()
    const day = page.getByTestId('day-audit')
    await day.locator('summary').tap()
    await expect(day.locator('li[data-action="day_closed"]')).toContainText(say.closedDay)
    await expect(day.locator('li[data-action="day_opened"]')).toContainText(say.opened)
    expect(await day.innerText()).not.toMatch(internalNames)
    if (!prefix) await readsAsArabic(page)

    await staffRequest(baseURL!, 'PATCH', `/api/collections/slots/records/${departure.id}`, { status: 'open', capacity: 20 })
  })
}
