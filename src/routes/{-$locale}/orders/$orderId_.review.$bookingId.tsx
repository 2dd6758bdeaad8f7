import { createFileRoute, useLocation } from '@tanstack/react-router'
import { reviewQueries } from '../../../features/orders/api/reviews'
import { ReviewFormPage } from '../../../features/orders/components/review-form-page'
import { fragmentToken } from '../../../lib/fragment-token'
import { RouteValidationError } from '../../../lib/route-validation-error'
import { loadCatalogPart } from '../../../lib/i18n'

// A booking's review form (issue 24): for the order's customer, or whoever holds the order's
// link (the review mail's link carries its token in the fragment, as order links do).
export const Route = createFileRoute('/{-$locale}/orders/$orderId_/review/$bookingId')({
  beforeLoad: async ({ params, location }) => {
    if (!/^[a-z0-9]{15}$/.test(params.orderId) || !/^[a-z0-9]{15}$/.test(params.bookingId)) throw new RouteValidationError(location.pathname)
    await Promise.all([loadCatalogPart('orders'), loadCatalogPart('reviews')])
  },
  loader: ({ context: { queryClient }, params, location }) => queryClient.ensureQueryData(reviewQueries.forOrder(params.orderId, fragmentToken(location.hash, 'token'))),
  component: function Review() {
    const { orderId, bookingId } = Route.useParams()
    const token = fragmentToken(useLocation({ select: (location) => location.hash }), 'token')
    return <ReviewFormPage orderId={orderId} bookingId={bookingId} token={token} />
  },
})
