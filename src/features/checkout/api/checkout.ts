import { pocketBase } from '../../../lib/pocketbase'
import type { CartCheck } from '../../../lib/cart-check'
import type { CheckoutRequest, CheckoutResponse } from '../../../../pb_hooks/lib/contracts/checkout-contract.js'

// The request and answer are the server's contract (pb_hooks/lib/contracts/checkout-contract.js).
export type { CheckoutRequest, CheckoutResponse } from '../../../../pb_hooks/lib/contracts/checkout-contract.js'

export type PromoResult = { valid: boolean; code: string; discount: number; subtotal: number; total: number; reason?: string; message: string }

/** A 409 from checkout carries the cart check that explains it. */
export type CheckoutConflict = { cartCheck?: CartCheck }

export async function checkout(request: CheckoutRequest, idempotencyKey: string) {
  return (await pocketBase()).send<CheckoutResponse>('/api/store/checkout', { method: 'POST', body: request, headers: { 'Idempotency-Key': idempotencyKey } })
}

export async function validatePromo(code: string, items: CheckoutRequest['items'], locale: string) {
  return (await pocketBase()).send<PromoResult>('/api/store/promo/validate', { method: 'POST', body: { code, items, locale } })
}
