import { pocketBase } from '../../../lib/pocketbase'
import type { CartCheck } from '../../../lib/cart-check'

export type Person = { firstName: string; lastName: string; email?: string; countryCode?: string; phone?: string }

export type CheckoutRequest = {
  items: { slotId: string; travellers: Record<string, number>; pickup?: { placeId: string }; expectedTotal?: number }[]
  leadGuest: Required<Person>
  /** One entry per item: the guests' names when the option needs them, else null. */
  guests: ({ firstName: string; lastName: string }[] | null)[]
  promoCode?: string
  paymentMethod: 'card' | 'pay_later'
  locale: string
}

export type OrderSummary = {
  id: string
  number: string
  purchaseId: string
  invoiceNumber: string
  status: string
  paymentMethod: 'card' | 'pay_later'
  subtotal: number
  discount: number
  total: number
  currency: string
  created: string
  payBy?: string
  accessToken?: string
}

export type CheckoutResponse = { order: OrderSummary; bookings: { id: string; slotId: string; status: string; holdExpiresAt: string | null }[]; payment: { redirectUrl: string } | null }

export type PromoResult = { valid: boolean; code: string; discount: number; subtotal: number; total: number; reason?: string; message: string }

/** A 409 from checkout carries the cart check that explains it. */
export type CheckoutConflict = { cartCheck?: CartCheck }

export async function checkout(request: CheckoutRequest, idempotencyKey: string) {
  return (await pocketBase()).send<CheckoutResponse>('/api/store/checkout', { method: 'POST', body: request, headers: { 'Idempotency-Key': idempotencyKey } })
}

export async function validatePromo(code: string, items: CheckoutRequest['items'], locale: string) {
  return (await pocketBase()).send<PromoResult>('/api/store/promo/validate', { method: 'POST', body: { code, items, locale } })
}
