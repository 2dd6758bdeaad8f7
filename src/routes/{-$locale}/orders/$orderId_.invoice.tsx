import { createFileRoute, useLocation } from '@tanstack/react-router'
import { orderQueries } from '../../../features/orders/api/queries'
import { InvoicePage } from '../../../features/orders/components/invoice-page'
import { fragmentToken } from '../../../lib/fragment-token'
import { RouteValidationError } from '../../../lib/route-validation-error'
import { loadCatalogPart } from '../../../lib/i18n'

// The order's tax invoice: read from the order's own answer, with the same access (signed-in
// owner, or the order link's token in the fragment).
export const Route = createFileRoute('/{-$locale}/orders/$orderId_/invoice')({
  beforeLoad: ({ params, location }) => {
    if (!/^[a-z0-9]{15}$/.test(params.orderId)) throw new RouteValidationError(location.pathname)
    return loadCatalogPart('orders')
  },
  // The browser only: the server never sees the fragment's token (a 500 before, issue 34); the
  // page renders a frame until hydrated, then reads the order. Not awaited: a failure is the page's.
  loader: ({ context: { queryClient }, params, location }) => {
    if (typeof window !== 'undefined') void queryClient.prefetchQuery(orderQueries.view(params.orderId, fragmentToken(location.hash, 'token')))
  },
  component: function Invoice() {
    const { orderId } = Route.useParams()
    const token = fragmentToken(useLocation({ select: (location) => location.hash }), 'token')
    return <InvoicePage orderId={orderId} token={token} />
  },
})
