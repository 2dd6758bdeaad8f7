import { createFileRoute, useLocation } from '@tanstack/react-router'
import { CheckoutSuccessPage } from '../../../features/orders/components/checkout-success-page'
import { outcomeSearch } from '../../../features/orders/outcome-search'
import { fragmentToken } from '../../../lib/fragment-token'
import { loadCatalogPart } from '../../../lib/i18n'

export const Route = createFileRoute('/{-$locale}/checkout/success')({
  beforeLoad: () => loadCatalogPart('orders'),
  validateSearch: outcomeSearch,
  component: function CheckoutSuccess() {
    const { order } = Route.useSearch()
    const token = fragmentToken(useLocation({ select: (location) => location.hash }), 'token')
    return <CheckoutSuccessPage orderId={order} token={token} />
  },
})
