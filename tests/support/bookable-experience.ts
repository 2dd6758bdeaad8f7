// Finds seeded data for the booking calendar's browser tests, from the server the browser uses.
import { listRecords } from './e2e'

export type Experience = { id: string; slug: string; title_ar: string; title_en: string; status: string; expand: { city: { slug: string } } }
type Days = { days: { date: string; status: 'available' | 'soldout' | 'closed'; fromPrice: number | null }[] }
type DayOptions = { options: { id: string; title_en: string; max_per_booking: number; pickup_places: unknown[]; traveller_types: { key: string }[]; slots: { id: string; start_time: string; remaining: number; prices: Record<string, number> }[] }[] }

/** The date `offset` days after today in Riyadh (the calendar's today). */
export const isoDay = (offset: number) => {
  const date = new Date(Date.now() + 3 * 3600_000)
  date.setUTCDate(date.getUTCDate() + offset)
  return date.toISOString().slice(0, 10)
}

async function getJson<T>(baseURL: string, path: string): Promise<T> {
  const response = await fetch(`${baseURL}${path}`)
  if (!response.ok) throw new Error(`${path}: ${response.status}`)
  return (await response.json()) as T
}

/** An active experience with, this month, a sold-out day and a bookable per-person day without pickup. */
export async function findBookableExperience(baseURL: string) {
  const { items } = await listRecords<Experience>(baseURL, 'experiences', "perPage=60&sort=-popularity&filter=(status='active'%26%26pickup_included=false%26%26kind='tour')&expand=city")
  const monthEnd = (() => {
    const date = new Date(`${isoDay(0)}T00:00:00Z`)
    return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).toISOString().slice(0, 10)
  })()
  for (const experience of items) {
    const { days } = await getJson<Days>(baseURL, `/api/store/availability/${experience.id}?from=${isoDay(0)}&to=${monthEnd}`)
    const soldOut = days.find((day) => day.status === 'soldout')
    const available = days.find((day) => day.status === 'available' && day.date > isoDay(0))
    if (!soldOut || !available) continue
    const { options } = await getJson<DayOptions>(baseURL, `/api/store/availability/${experience.id}/${available.date}`)
    const option = options[0]
    const slot = option?.slots.find((candidate) => candidate.remaining >= 3)
    if (option && slot && option.traveller_types.some((type) => type.key === 'child')) return { experience, soldOut, available, option, slot }
  }
  throw new Error('no experience with a sold-out and a bookable day this month')
}
