import { createFileRoute } from '@tanstack/react-router'
import { CheckoutSuccessPage } from '../../../features/orders/components/checkout-success-page'
import { outcomeSearch } from '../../../features/orders/outcome-search'

export const Route = createFileRoute('/{-$locale}/checkout/success')({
  validateSearch: outcomeSearch,
  component: function CheckoutSuccess() {
    const { order, token } = Route.useSearch()
    return <CheckoutSuccessPage orderId={order} token={token} />
  },
})
