import { createFileRoute } from '@tanstack/react-router'
import { orderQueries } from '../../../features/orders/api/queries'
import { OrderPage } from '../../../features/orders/components/order-page'
import { RouteValidationError } from '../../../features/shell/route-validation-error'

export const Route = createFileRoute('/{-$locale}/orders/$orderId')({
  beforeLoad: ({ params, location }) => {
    if (!/^[a-z0-9]{15}$/.test(params.orderId)) throw new RouteValidationError(location.pathname)
  },
  loader: ({ context: { queryClient }, params }) => queryClient.ensureQueryData(orderQueries.one(params.orderId)),
  component: function Order() {
    const { orderId } = Route.useParams()
    return <OrderPage orderId={orderId} />
  },
})
