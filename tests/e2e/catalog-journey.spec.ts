// From the catalog studio to a paid booking (issue 35's journey), in Arabic and English: a new
// experience with an adult and a child price, two travellers at least and bookings closing two
// days before the start (made through the studio's API, as the editor's own browser test does in
// the editor); a manager schedules it on the schedules screen — Sunday to Thursday at 09:00 and
// 16:00 for six months, a blackout Monday, a Friday one-off and one tomorrow, inside the
// cut-off — adds two photos from files and publishes it in the editor; a traveller in a second
// browser finds it in search and in its city's listing, sees the blackout day closed, tomorrow
// not offered, the times and prices the rules made, is held to two travellers, books a Sunday
// with an adult and a child and pays; the manager then edits the rule's times (09:00 → 10:00)
// and the booked departure is kept, listed for the departures screen, beside the new ones.
import { randomUUID } from 'node:crypto'
import { mkdir } from 'node:fs/promises'
import sharp from 'sharp'
import { buildStaff } from '../support/builders'
import { expect, test } from '../support/app-test'
import { staffRequest, startTimePattern } from '../support/e2e'
import { signInStaff, type Prefix } from './chat-helpers'
import { confirmCheckout, payOnSandbox, TEST_CARDS } from './payment-helpers'

test.describe.configure({ timeout: 240_000 })

const words = {
  '': { addPhotos: 'إضافة صور', altAr: (n: number) => `وصف الصورة ${'٠١٢'[n]} (بالعربية)`, altEn: (n: number) => `وصف الصورة ${'٠١٢'[n]} (بالإنجليزية)`, save: 'احفظ التعديلات', fewer: 'إنقاص: بالغ', fewest: 'لا يقل الحجز الواحد في هذا الخيار عن ٢.', option: 'الخيار', saveRule: 'حفظ القاعدة', ruleSaved: 'حُفظت قاعدة الجدول.', newRule: 'قاعدة جديدة', newException: 'استثناء جديد', from: 'من', kind: 'النوع', times: 'أوقات الانطلاق (بنظام ٢٤ ساعة، بينها فاصلة)', saveException: 'حفظ الاستثناء', exceptionSaved: 'حُفظ الاستثناء.', publish: 'انشر', published: 'منشورة', more: 'زيادة: طفل', addToCart: 'أضف إلى السلة', booked: 'booked', edit: 'تعديل', editRule: 'تعديل القاعدة', childPrice: /^طفل: السعر بالريال/, kept: 'بقيت كما هي', next: 'الشهر التالي', calendar: 'التقويم', price: '٢٤٠ ر.س.' },
  '/en': { addPhotos: 'Add photos', altAr: (n: number) => `Description of photo ${n} (Arabic)`, altEn: (n: number) => `Description of photo ${n} (English)`, save: 'Save changes', fewer: 'Fewer Adult', fewest: 'This option is booked for at least 2 in one booking.', option: 'Option', saveRule: 'Save rule', ruleSaved: 'The schedule rule was saved.', newRule: 'New rule', newException: 'New exception', from: 'From', kind: 'Kind', times: 'Start times (24-hour, comma between)', saveException: 'Save exception', exceptionSaved: 'The exception was saved.', publish: 'Publish', published: 'Published', more: 'More Child', addToCart: 'Add to cart', booked: 'booked', edit: 'Edit', editRule: 'Edit rule', childPrice: /^Child: price in SAR/, kept: 'Kept as they were', next: 'Next month', calendar: 'Calendar', price: '240 SAR' },
} as const

const riyadhDay = (offset: number) => new Date(Date.now() + 3 * 3600_000 + offset * 86_400_000).toISOString().slice(0, 10)
const firstWeekday = (offset: number, weekday: number) => {
  for (let day = offset; ; day += 1) if (new Date(`${riyadhDay(day)}T00:00:00Z`).getUTCDay() === weekday) return riyadhDay(day)
}
const amountOf = (text: string) => Number((text.replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x0660)).replace(/[,٬]/g, '').replace(/٫/g, '.').match(/\d+(?:\.\d+)?/) ?? ['NaN'])[0])

type Vocabulary = { cities: { id: string; key: string }[]; categories: { id: string }[] }
type Detail = { experience: { id: string; slug: string }; options: { id: string }[] }
type DayOptions = { options: { id: string; slots: { start_time: string }[] }[] }

/** A photo as a laptop's file picker hands it over. */
const photoFile = async (name: string, colour: string) => ({ name, mimeType: 'image/jpeg', buffer: await sharp({ create: { width: 1800, height: 1200, channels: 3, background: colour } }).jpeg({ quality: 85 }).toBuffer() })

for (const prefix of ['', '/en'] as Prefix[]) {
  const w = words[prefix]
  const locale = prefix ? 'en' : 'ar'

  test(`a new experience is scheduled, published, booked and paid; an edited rule keeps the booked departure (${locale})`, async ({ page, browser, baseURL }) => {
    // Letters only: the title shows on shared staff screens in Arabic, where a Latin digit would be a finding.
    const word = `journey${randomUUID().replace(/-/g, '').slice(0, 10).replace(/[0-9]/g, (digit) => 'ghijklmnop'[Number(digit)]!)}`
    const vocabulary = await staffRequest<Vocabulary>(baseURL!, 'GET', '/api/store/staff/catalog/vocabulary')
    const city = vocabulary.cities.find((entry) => entry.key === 'riyadh') ?? vocabulary.cities[0]!
    const created = await staffRequest<Detail>(baseURL!, 'POST', '/api/store/staff/catalog', {
      fields: { slug: word, title_ar: `جولة الرحلة ${word}`, title_en: `Journey walk ${word}`, summary_ar: 'جولة قصيرة', summary_en: 'A short walk', city: city.id, categories: [vocabulary.categories[0]!.id], duration_minutes: 90 },
    })
    const id = created.experience.id
    const withOption = await staffRequest<Detail>(baseURL!, 'POST', `/api/store/staff/catalog/${id}/options`, {
      fields: {
        title_ar: 'الجولة الأساسية',
        title_en: 'Standard walk',
        min_per_booking: 2,
        max_per_booking: 6,
        // Bookings close 48 hours before the start: tomorrow's departures are never offered.
        booking_cutoff_minutes: 2880,
        traveller_types: [
          { key: 'adult', name_ar: 'بالغ', name_en: 'Adult', age_min: 12, age_max: 99, price: 24000 },
          { key: 'child', name_ar: 'طفل', name_en: 'Child', age_min: 3, age_max: 11, price: 16000 },
        ],
      },
    })
    const optionId = withOption.options[0]!.id
    const sunday = firstWeekday(3, 0)
    const blackout = firstWeekday(3, 1)
    const friday = firstWeekday(3, 5)
    const tomorrow = riyadhDay(1)

    const manager = buildStaff({ role: 'manager', locale })
    await staffRequest(baseURL!, 'POST', '/api/collections/staff/records', manager)
    await signInStaff(page, prefix, manager)
    await page.goto(`${prefix}/staff/schedules/${id}`)
    await page.getByRole('main').getByRole('combobox', { name: w.option, exact: true }).selectOption(optionId)
    // The new rule's form starts as Sunday–Thursday, 09:00 and 16:00, from tomorrow for six months.
    const ruleForm = page.getByRole('form', { name: w.newRule })
    await ruleForm.getByRole('button', { name: w.saveRule }).tap()
    await expect(ruleForm.getByRole('status')).toContainText(w.ruleSaved)
    const exceptionForm = page.getByRole('form', { name: w.newException })
    await exceptionForm.getByLabel(w.from, { exact: true }).fill(blackout)
    await exceptionForm.getByRole('button', { name: w.saveException }).tap()
    await expect(exceptionForm.getByRole('status')).toContainText(w.exceptionSaved)
    await exceptionForm.getByLabel(w.kind).selectOption('extra')
    await exceptionForm.getByLabel(w.from, { exact: true }).fill(friday)
    await exceptionForm.getByLabel(w.times).fill('11:00')
    await exceptionForm.getByRole('button', { name: w.saveException }).tap()
    await expect(exceptionForm.getByRole('status')).toContainText(w.exceptionSaved)
    // A one-off tomorrow: made, but inside the two days' cut-off, so a traveller is never offered it.
    await exceptionForm.getByLabel(w.kind).selectOption('extra')
    await exceptionForm.getByLabel(w.from, { exact: true }).fill(tomorrow)
    await exceptionForm.getByLabel(w.times).fill('11:00')
    await exceptionForm.getByRole('button', { name: w.saveException }).tap()
    await expect(exceptionForm.getByRole('status')).toContainText(w.exceptionSaved)
    // The calendar shows the price a traveller will see on the Sunday.
    const calendar = page.getByRole('region', { name: w.calendar })
    if (sunday.slice(0, 7) !== riyadhDay(0).slice(0, 7)) await calendar.getByRole('button', { name: w.next }).tap()
    await expect(calendar.locator('.schedules-day').nth(Number(sunday.slice(8)) - 1).getByTestId('schedules-day-price')).toHaveText(w.price)
    if (process.env.RIHLA_SCREENSHOTS) {
      await mkdir('docs/screenshots', { recursive: true })
      await calendar.evaluate((element) => element.scrollIntoView({ block: 'start' }))
      await page.screenshot({ path: `docs/screenshots/schedules-calendar-phone-${locale}.png` })
      await page.setViewportSize({ width: 1280, height: 900 })
      await calendar.evaluate((element) => element.scrollIntoView({ block: 'start' }))
      await page.screenshot({ path: `docs/screenshots/schedules-calendar-laptop-${locale}.png` })
      await page.setViewportSize({ width: 390, height: 844 })
    }

    await page.goto(`${prefix}/staff/catalog/${id}`)
    await page.getByLabel(w.addPhotos).setInputFiles([await photoFile('palms.jpg', '#2f7d4a'), await photoFile('gate.jpg', '#a8612f')])
    await expect(page.getByTestId('studio-photo')).toHaveCount(2, { timeout: 30_000 })
    await page.getByLabel(w.altAr(1), { exact: true }).fill('نخيل عند البوابة')
    await page.getByLabel(w.altEn(1), { exact: true }).fill('Palms at the gate')
    await page.getByLabel(w.altAr(2), { exact: true }).fill('البوابة القديمة')
    await page.getByLabel(w.altEn(2), { exact: true }).fill('The old gate')
    await page.getByRole('button', { name: w.save }).tap()
    await expect(page.getByTestId('missing-translations')).toHaveCount(0)
    await page.getByRole('button', { name: w.publish, exact: true }).tap()
    await expect(page.locator('.studio-badge').first()).toHaveText(w.published)

    const context = await browser.newContext({ locale: prefix ? 'en-US' : 'ar-SA' })
    try {
      const traveller = await context.newPage()
      await traveller.goto(`${baseURL}${prefix}/search/${word}`)
      const title = prefix ? `Journey walk ${word}` : `جولة الرحلة ${word}`
      await expect(traveller.getByRole('link', { name: title }).first()).toBeVisible({ timeout: 20_000 })
      // The city's listing, narrowed as a traveller would (the Friday, its price), page by page.
      const listing = `${baseURL}${prefix}/things-to-do-in-${city.key}?date=${friday}&priceMin=240&priceMax=240`
      let card = traveller.locator('.experience-card').filter({ hasText: title })
      for (let listPage = 1; listPage <= 10; listPage += 1) {
        await traveller.goto(listPage === 1 ? listing : `${listing}&page=${listPage}`)
        await expect(traveller.locator('.experience-card').first()).toBeVisible({ timeout: 20_000 })
        if (await card.count()) break
      }
      card = card.first()
      await expect(card.locator('img').first()).toHaveAttribute('src', /^\/media\/uploads\/p[0-9a-f]{20}-\d+\.webp$/)
      await card.getByRole('link', { name: title }).first().tap()
      await expect(traveller.getByRole('heading', { level: 1 })).toHaveText(title, { timeout: 20_000 })

      const offered = async (date: string) => {
        const body = (await (await traveller.request.get(`${baseURL}/api/store/availability/${id}/${date}`)).json()) as DayOptions
        return (body.options.find((option) => option.id === optionId)?.slots ?? []).map((slot) => slot.start_time)
      }
      expect([await offered(sunday), await offered(blackout), await offered(friday), await offered(tomorrow)]).toEqual([['09:00', '16:00'], [], ['11:00'], []])

      await traveller.goto(`${baseURL}${prefix}/things-to-do-in-${city.key}/${word}?date=${sunday}`)
      await traveller.locator('.booking-panel').scrollIntoViewIfNeeded()
      if (blackout.slice(0, 7) === sunday.slice(0, 7)) await expect(traveller.locator(`.calendar-cell[data-date="${blackout}"]`)).toHaveAttribute('data-unavailable', 'true')
      if (tomorrow.slice(0, 7) === sunday.slice(0, 7)) await expect(traveller.locator(`.calendar-cell[data-date="${tomorrow}"]`)).toHaveAttribute('data-unavailable', 'true')
      await traveller.locator(`.calendar-cell[data-date="${sunday}"]`).tap()
      await expect(traveller.getByRole('radio', { name: startTimePattern('16:00') })).toBeAttached()
      await traveller.getByRole('radio', { name: startTimePattern('09:00') }).check()
      // Two travellers at least: the counters start at two adults; one alone cannot be added.
      await expect.poll(async () => amountOf(await traveller.getByTestId('booking-total').innerText())).toBe(480)
      await traveller.getByRole('button', { name: w.fewer }).tap()
      await expect(traveller.getByText(w.fewest)).toBeVisible()
      await expect(traveller.getByRole('button', { name: w.addToCart })).toBeDisabled()
      await traveller.getByRole('button', { name: w.more }).tap()
      await expect.poll(async () => amountOf(await traveller.getByTestId('booking-total').innerText())).toBe(400)
      await traveller.getByRole('button', { name: w.addToCart }).tap()
      await confirmCheckout(traveller, prefix, { email: `journey-${word}@example.com` })
      await payOnSandbox(traveller, TEST_CARDS.paid)
      await expect(traveller.getByTestId('order-status')).toHaveAttribute('data-outcome', 'booked', { timeout: 20_000 })
    } finally {
      await context.close()
    }

    // The manager moves the rule's morning departures to 10:00: the booked 09:00 stays, listed.
    await page.goto(`${prefix}/staff/schedules/${id}`)
    await page.getByRole('button', { name: w.edit, exact: true }).tap()
    const editForm = page.getByRole('form', { name: w.editRule })
    await editForm.getByLabel(w.times).fill('10:00, 16:00')
    // A dearer child price on these departures (a season's price): the new ones carry it, the kept one does not.
    await editForm.getByLabel(w.childPrice).fill('150')
    await editForm.getByRole('button', { name: w.saveRule }).tap()
    const result = editForm.locator('.schedules-result')
    await expect(result).toContainText(w.kept)
    await expect(result.getByRole('link')).toHaveCount(1)
    expect(await page.request.get(`${baseURL}/api/store/availability/${id}/${sunday}`).then(async (response) => ((await response.json()) as DayOptions).options.flatMap((option) => option.slots.map((slot) => slot.start_time)))).toEqual(['09:00', '10:00', '16:00'])
    const day = (await (await page.request.get(`${baseURL}/api/store/availability/${id}/${sunday}`)).json()) as { options: { slots: { start_time: string; prices: Record<string, number> }[] }[] }
    expect(day.options[0]!.slots.map((slot) => [slot.start_time, slot.prices.child])).toEqual([['09:00', 16000], ['10:00', 15000], ['16:00', 15000]])
  })
}
