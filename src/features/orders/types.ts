export type OrderStatus = 'pending_payment' | 'reserved' | 'confirmed' | 'partially_confirmed' | 'failed' | 'cancelled' | 'refund_pending' | 'refunded'

export type Order = {
  id: string
  number: string
  purchase_id: string
  invoice_number: string
  status: OrderStatus
  currency: string
  subtotal: number
  discount: number
  total: number
  payment_method: 'card' | 'pay_later'
  created: string
}
