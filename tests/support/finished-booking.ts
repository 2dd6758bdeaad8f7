// A finished booking, as the checkout and a payment would have left it days after the activity:
// a slot in the past, a confirmed and paid order with one confirmed booking of it, and the card
// payment. Written by staff through the collection API, for the review tests (API and browser).
import { buildBooking, buildOrder } from './builders'

/** Sends one staff (superuser) request and returns its JSON; throws on a non-2xx answer. */
export type StaffCall = <T>(method: string, path: string, body?: unknown) => Promise<T>

export type FinishedBooking = { orderId: string; orderNumber: string; bookingId: string; experienceId: string; experienceSlug: string; citySlug: string; titleEn: string; titleAr: string; optionId: string; slotId: string; date: string; token: string; email: string }

type OptionRow = { id: string; experience: string; duration_minutes: number; expand: { experience: { id: string; slug: string; title_en: string; title_ar: string; duration_minutes: number; expand?: { city?: { slug: string } } } } }

/** The Riyadh day `days` from today (negative: in the past). */
const riyadhDay = (days: number) => new Date(Date.now() + 3 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10)

let sequence = 0

export type FinishedOptions = {
  /** Book this experience (an active one picked at random otherwise). */
  experienceId?: string
  /** Reuse this slot (many bookings of one departure). */
  slot?: { id: string; option: string; experience: string; date: string; startTime: string }
  user?: string
  email?: string
  locale?: 'ar' | 'en'
  /** How many days ago the activity was (2 by default); a negative number is in the future. */
  daysAgo?: number
  orderStatus?: string
  bookingStatus?: string
  leadGuest?: { firstName: string; lastName: string; phone?: string }
}

/** A finished, confirmed and paid booking (see the file's comment). */
export async function createFinishedBooking(request: StaffCall, options: FinishedOptions = {}): Promise<FinishedBooking> {
  let option: OptionRow
  const filter = options.experienceId ? `experience='${options.experienceId}'` : "experience.status='active'&&experience.kind='tour'"
  const { items } = await request<{ items: OptionRow[] }>('GET', `/api/collections/options/records?perPage=40&filter=${encodeURIComponent(filter)}&expand=experience.city&sort=@random`)
  if (!items.length) throw new Error('no option to book')
  option = items[0]!
  if (options.slot) option = items.find((row) => row.id === options.slot!.option) ?? option
  const experience = option.expand.experience
  let slot = options.slot
  if (!slot) {
    const date = riyadhDay(-(options.daysAgo ?? 2))
    for (let attempt = 0; attempt < 20 && !slot; attempt += 1) {
      sequence += 1
      const minutes = (process.pid * 7 + sequence * 13 + Math.floor(Math.random() * 600)) % (20 * 60)
      const startTime = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
      try {
        const created = await request<{ id: string }>('POST', '/api/collections/slots/records', { option: option.id, experience: experience.id, date, start_time: startTime, capacity: 60, reserved: 0, status: 'open' })
        slot = { id: created.id, option: option.id, experience: experience.id, date, startTime }
      } catch {
        // Another slot of this option has this day and time: try another time.
      }
    }
    if (!slot) throw new Error('no free time for a past slot')
  }
  const orderStatus = options.orderStatus ?? 'confirmed'
  const bookingStatus = options.bookingStatus ?? 'confirmed'
  const base = buildOrder({ status: orderStatus, locale: options.locale ?? 'en', total: 30000 })
  const email = options.email ?? base.email
  const order = await request<{ id: string; number: string }>('POST', '/api/collections/orders/records', {
    ...base,
    email,
    user: options.user ?? '',
    lead_guest: { ...base.lead_guest, email, ...(options.leadGuest ?? {}) },
  })
  const booking = await request<{ id: string }>('POST', '/api/collections/bookings/records', buildBooking(order.id, { experience: experience.id, option: slot.option, slot: slot.id, date: slot.date, startTime: slot.startTime }, { status: bookingStatus }))
  await request('POST', '/api/collections/payments/records', { order: order.id, provider: 'sandbox', provider_payment_id: `pay_${order.id}`, amount: 30000, currency: 'SAR', status: 'paid' })
  return {
    orderId: order.id,
    orderNumber: order.number,
    bookingId: booking.id,
    experienceId: experience.id,
    experienceSlug: experience.slug,
    citySlug: experience.expand?.city?.slug ?? '',
    titleEn: experience.title_en,
    titleAr: experience.title_ar,
    optionId: slot.option,
    slotId: slot.id,
    date: slot.date,
    token: base.access_token,
    email,
  }
}
