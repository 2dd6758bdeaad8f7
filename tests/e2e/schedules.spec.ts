// Schedules (issue 35 item 6): a manager adds a Sunday–Thursday 09:00 and 16:00 rule for six
// months, a blackout day and a Friday one-off on the schedules screen; the calendar shows them
// and the storefront's availability then offers those days and times (not the blackout). Both languages.
import { buildStaff } from '../support/builders'
import { expect, test } from '../support/app-test'
import { firstRecord, staffRequest } from '../support/e2e'
import { signInStaff, type Prefix } from './chat-helpers'

test.describe.configure({ timeout: 180_000 })

const words = {
  '': { saveRule: 'حفظ القاعدة', ruleSaved: 'حُفظت قاعدة الجدول.', saveException: 'حفظ الاستثناء', exceptionSaved: 'حُفظ الاستثناء.', from: 'من', kind: 'النوع', times: 'أوقات الانطلاق (بنظام ٢٤ ساعة، بينها فاصلة)', newRule: 'قاعدة جديدة', newException: 'استثناء جديد', closed: 'مغلقة', next: 'الشهر التالي', calendar: 'التقويم', option: 'الخيار' },
  '/en': { saveRule: 'Save rule', ruleSaved: 'The schedule rule was saved.', saveException: 'Save exception', exceptionSaved: 'The exception was saved.', from: 'From', kind: 'Kind', times: 'Start times (24-hour, comma between)', newRule: 'New rule', newException: 'New exception', closed: 'Closed', next: 'Next month', calendar: 'Calendar', option: 'Option' },
} as const

const riyadhDay = (offset: number) => new Date(Date.now() + 3 * 3600_000 + offset * 86_400_000).toISOString().slice(0, 10)
const firstWeekday = (offset: number, weekday: number) => {
  for (let day = offset; ; day += 1) if (new Date(`${riyadhDay(day)}T00:00:00Z`).getUTCDay() === weekday) return riyadhDay(day)
}
type Experience = { id: string; title_en: string }
type Option = { traveller_types: unknown[] }
type DayOptions = { options: { id: string; slots: { start_time: string }[] }[] }

for (const prefix of ['', '/en'] as Prefix[]) {
  test(`a manager schedules an option and the storefront offers it (${prefix || 'ar'})`, async ({ page, baseURL }) => {
    const w = words[prefix]
    const manager = buildStaff({ role: 'manager', locale: prefix ? 'en' : 'ar' })
    await staffRequest(baseURL!, 'POST', '/api/collections/staff/records', manager)
    const experience = await firstRecord<Experience>(baseURL!, 'experiences', "filter=(status='active'%26%26expires_at='')&sort=slug")
    const template = await firstRecord<Option>(baseURL!, 'options', `filter=(experience='${experience.id}')`)
    const option = await staffRequest<{ id: string }>(baseURL!, 'POST', '/api/collections/options/records', {
      experience: experience.id,
      title_ar: 'باقة مجدولة',
      title_en: `Scheduled option ${prefix || 'ar'}`,
      pricing: 'per_person',
      traveller_types: template.traveller_types,
      max_per_booking: 6,
      sort: 50,
    })
    const blackout = firstWeekday(20, 1)
    const friday = firstWeekday(20, 5)
    const sunday = firstWeekday(20, 0)
    try {
      await signInStaff(page, prefix, manager)
      await page.goto(`${prefix}/staff/schedules/${experience.id}`)
      // By role and name: getByLabel reads a wrapping <label>'s whole text, its options included.
      await page.getByRole('main').getByRole('combobox', { name: w.option, exact: true }).selectOption(option.id)
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

      // The calendar of the blackout's month marks the day closed.
      const calendar = page.getByRole('region', { name: w.calendar })
      const months = (Number(blackout.slice(0, 4)) - Number(riyadhDay(0).slice(0, 4))) * 12 + Number(blackout.slice(5, 7)) - Number(riyadhDay(0).slice(5, 7))
      for (let step = 0; step < months; step += 1) await calendar.getByRole('button', { name: w.next }).tap()
      await expect(calendar.locator('.schedules-day--blackout')).toHaveCount(1)
      await expect(calendar.locator('.schedules-day--blackout')).toContainText(w.closed)

      const offered = async (date: string) => {
        const response = await page.request.get(`/api/store/availability/${experience.id}/${date}`)
        const body = (await response.json()) as DayOptions
        return (body.options.find((candidate) => candidate.id === option.id)?.slots ?? []).map((slot) => slot.start_time)
      }
      expect(await offered(sunday)).toEqual(['09:00', '16:00'])
      expect(await offered(blackout)).toEqual([])
      expect(await offered(friday)).toEqual(['11:00'])
    } finally {
      await staffRequest(baseURL!, 'DELETE', `/api/collections/options/records/${option.id}`).catch(() => undefined)
    }
  })
}
