import { localePath, type Locale } from '../../lib/locale'
import type { OrderBooking } from './types'

/** The order page; a guest's link carries the order's access token. */
export function orderPath(locale: Locale, orderId: string, token?: string): string {
  const path = localePath(locale, `/orders/${orderId}`)
  return token ? `${path}?token=${encodeURIComponent(token)}` : path
}

/** The outcome pages after the payment page, as the server's return links name them. */
export function outcomePath(locale: Locale, page: 'success' | 'error', orderId: string, token?: string): string {
  const query = new URLSearchParams({ order: orderId, ...(token ? { token } : {}) })
  return `${localePath(locale, `/checkout/${page}`)}?${query}`
}

/** The product page of a booked experience. */
export function experiencePath(locale: Locale, { citySlug, slug }: Pick<OrderBooking['experience'], 'citySlug' | 'slug'>): string {
  return localePath(locale, citySlug ? `/things-to-do-in-${citySlug}/${slug}` : `/experiences/${slug}`)
}

/** A booking's product page, opened on its day, to book it again. */
export function bookAgainPath(locale: Locale, booking: Pick<OrderBooking, 'experience' | 'date'>): string {
  return `${experiencePath(locale, booking.experience)}?date=${booking.date}`
}
