import { createFileRoute } from '@tanstack/react-router'
import { CheckoutErrorPage } from '../../../features/orders/components/checkout-error-page'
import { outcomeSearch } from '../../../features/orders/outcome-search'

export const Route = createFileRoute('/{-$locale}/checkout/error')({
  validateSearch: outcomeSearch,
  component: function CheckoutError() {
    const { order, token } = Route.useSearch()
    return <CheckoutErrorPage orderId={order} token={token} />
  },
})
