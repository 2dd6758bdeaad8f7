import { localePath, type Locale } from '../../lib/locale'
import type { OrderBooking } from './types'

/** The product page of a booked experience. */
export function experiencePath(locale: Locale, { citySlug, slug }: Pick<OrderBooking['experience'], 'citySlug' | 'slug'>): string {
  return localePath(locale, citySlug ? `/things-to-do-in-${citySlug}/${slug}` : `/experiences/${slug}`)
}

/** A booking's product page, opened on its day, to book it again. */
export function bookAgainPath(locale: Locale, booking: Pick<OrderBooking, 'experience' | 'date'>): string {
  return `${experiencePath(locale, booking.experience)}?date=${booking.date}`
}
