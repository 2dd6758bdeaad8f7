import { createFileRoute } from '@tanstack/react-router'
import { CheckoutSuccessPage } from '../../../features/checkout/components/checkout-success-page'
import { outcomeSearch } from '../../../features/checkout/outcome-search'

export const Route = createFileRoute('/{-$locale}/checkout/success')({
  validateSearch: outcomeSearch,
  component: function CheckoutSuccess() {
    const { order, token } = Route.useSearch()
    return <CheckoutSuccessPage orderId={order} token={token} />
  },
})
