import { createFileRoute } from '@tanstack/react-router'
import { orderQueries } from '../../../features/orders/api/queries'
import { OrderPage } from '../../../features/orders/components/order-page'
import { RouteValidationError } from '../../../lib/route-validation-error'

export const Route = createFileRoute('/{-$locale}/orders/$orderId')({
  // A guest's order link carries the order's access token.
  validateSearch: (search: Record<string, unknown>): { token?: string } => (typeof search.token === 'string' && /^[A-Za-z0-9_-]{1,128}$/.test(search.token) ? { token: search.token } : {}),
  beforeLoad: ({ params, location }) => {
    if (!/^[a-z0-9]{15}$/.test(params.orderId)) throw new RouteValidationError(location.pathname)
  },
  loaderDeps: ({ search }) => ({ token: search.token }),
  loader: ({ context: { queryClient }, params, deps }) => queryClient.ensureQueryData(orderQueries.view(params.orderId, deps.token)),
  component: function Order() {
    const { orderId } = Route.useParams()
    const { token } = Route.useSearch()
    return <OrderPage orderId={orderId} token={token} />
  },
})
