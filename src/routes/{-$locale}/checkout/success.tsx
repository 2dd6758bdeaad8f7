import { createFileRoute } from '@tanstack/react-router'
import { CheckoutSuccessPage } from '../../../features/checkout/components/checkout-success-page'

export const Route = createFileRoute('/{-$locale}/checkout/success')({
  validateSearch: (search: Record<string, unknown>): { order?: string; token?: string } => ({
    ...(typeof search.order === 'string' && /^[a-z0-9]{15}$/.test(search.order) ? { order: search.order } : {}),
    ...(typeof search.token === 'string' && search.token.length <= 128 ? { token: search.token } : {}),
  }),
  component: function CheckoutSuccess() {
    const { order, token } = Route.useSearch()
    return <CheckoutSuccessPage orderId={order} token={token} />
  },
})
