import { createFileRoute, useLocation } from '@tanstack/react-router'
import { orderQueries } from '../../../features/orders/api/queries'
import { OrderPage } from '../../../features/orders/components/order-page'
import { fragmentToken } from '../../../lib/fragment-token'
import { RouteValidationError } from '../../../lib/route-validation-error'
import { loadCatalogPart } from '../../../lib/i18n'

export const Route = createFileRoute('/{-$locale}/orders/$orderId')({
  // A guest's order link carries the order's access token in its fragment (order-links.ts).
  beforeLoad: ({ params, location }) => {
    if (!/^[a-z0-9]{15}$/.test(params.orderId)) throw new RouteValidationError(location.pathname)
    return loadCatalogPart('orders')
  },
  loader: ({ context: { queryClient }, params, location }) => queryClient.ensureQueryData(orderQueries.view(params.orderId, fragmentToken(location.hash, 'token'))),
  component: function Order() {
    const { orderId } = Route.useParams()
    const token = fragmentToken(useLocation({ select: (location) => location.hash }), 'token')
    return <OrderPage orderId={orderId} token={token} />
  },
})
