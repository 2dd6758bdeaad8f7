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

/** The review form of one booking of an order; a guest's link carries the order's access token in the fragment. */
export function reviewPath(locale: Locale, orderId: string, bookingId: string, token?: string): string {
  return `${localePath(locale, `/orders/${orderId}`)}?review=${bookingId}${token ? `#token=${encodeURIComponent(token)}` : ''}`
}
