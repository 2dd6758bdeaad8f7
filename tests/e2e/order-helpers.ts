// A signed-in customer with orders of their own, made through the API (as the checkout would
// have written them), for the orders list's tests and screenshots.
import { buildBooking, buildOrder } from '../support/builders'
import { listRecords, staffRequest } from '../support/e2e'
import { isoDay } from '../support/bookable-experience'

type Experience = { id: string; slug: string; title_ar: string; title_en: string }
type DayOptions = { options: { id: string; slots: { id: string; start_time: string; remaining: number }[] }[] }

/** Departures of `count` different experiences, weeks ahead (away from the days other tests book). */
export async function distantDepartures(baseURL: string, count: number) {
  const { items } = await listRecords<Experience>(baseURL, 'experiences', "perPage=30&sort=-slug&filter=(status='active'%26%26kind='tour')")
  const found: { experience: Experience; option: string; slot: string; date: string; startTime: string }[] = []
  for (const experience of items) {
    for (let offset = 50; offset < 70 && found.length < count; offset += 1) {
      const date = isoDay(offset)
      const response = await fetch(`${baseURL}/api/store/availability/${experience.id}/${date}`)
      if (!response.ok) continue
      const { options } = (await response.json()) as DayOptions
      const option = options.find((candidate) => candidate.slots.some((slot) => slot.remaining >= 10))
      const slot = option?.slots.find((candidate) => candidate.remaining >= 10)
      if (option && slot) {
        found.push({ experience, option: option.id, slot: slot.id, date, startTime: slot.start_time })
        break
      }
    }
    if (found.length === count) return found
  }
  throw new Error(`no ${count} departures found`)
}

/** Two orders of the customer with this email, each of a different experience: one confirmed, one cancelled. */
export async function giveOrders(baseURL: string, email: string) {
  const { items } = await staffRequest<{ items: { id: string }[] }>(baseURL, 'GET', `/api/collections/users/records?filter=${encodeURIComponent(`email='${email}'`)}`)
  const user = items[0]!.id
  const departures = await distantDepartures(baseURL, 2)
  const orders = []
  for (const [index, departure] of departures.entries()) {
    const status = index === 0 ? 'confirmed' : 'cancelled'
    const order = await staffRequest<{ id: string; number: string }>(baseURL, 'POST', '/api/collections/orders/records', buildOrder({ user, email, status, total: 30000 * (index + 1) }))
    await staffRequest(baseURL, 'POST', '/api/collections/bookings/records', buildBooking(order.id, { ...departure, experience: departure.experience.id }, { status, travellers: { adult: index + 1 }, seats: index + 1 }))
    orders.push({ ...order, departure })
  }
  return orders
}
