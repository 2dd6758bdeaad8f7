import { pocketBase } from '../../../lib/pocketbase'
import type { Locale } from '../../../lib/locale'
import type { CancellationResult, PaymentStart } from '../types'
import { orderTokenHeaders } from './queries'

/** A new hosted payment page for an order still payable (after a decline, or pay later). */
export async function startPayment(orderId: string, token: string | undefined, locale: Locale) {
  return (await pocketBase()).send<PaymentStart>(`/api/store/orders/${encodeURIComponent(orderId)}/pay`, { method: 'POST', body: { locale }, headers: orderTokenHeaders(token) })
}

/** Cancels one booking; the server refuses (409) when the refund it would give is not `expectedRefund`. */
export async function cancelBooking(orderId: string, bookingId: string, token: string | undefined, locale: Locale, expectedRefund: number) {
  return (await pocketBase()).send<CancellationResult>(`/api/store/orders/${encodeURIComponent(orderId)}/bookings/${encodeURIComponent(bookingId)}/cancel`, {
    method: 'POST',
    body: { locale, expectedRefund },
    headers: orderTokenHeaders(token),
  })
}
