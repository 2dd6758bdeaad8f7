import { createFileRoute, useLocation } from '@tanstack/react-router'
import { CheckoutErrorPage } from '../../../features/orders/components/checkout-error-page'
import { outcomeSearch } from '../../../features/orders/outcome-search'
import { fragmentToken } from '../../../lib/fragment-token'
import { loadCatalogPart } from '../../../lib/i18n'

export const Route = createFileRoute('/{-$locale}/checkout/error')({
  beforeLoad: () => loadCatalogPart('orders'),
  validateSearch: outcomeSearch,
  component: function CheckoutError() {
    const { order } = Route.useSearch()
    const token = fragmentToken(useLocation({ select: (location) => location.hash }), 'token')
    return <CheckoutErrorPage orderId={order} token={token} />
  },
})
