import { lazy } from 'react'
import { createFileRoute, useLocation } from '@tanstack/react-router'
import { orderQueries } from '../../../features/orders/api/queries'
import { OrderPage } from '../../../features/orders/components/order-page'
import { fragmentToken } from '../../../lib/fragment-token'
import { RouteValidationError } from '../../../lib/route-validation-error'
import { loadCatalogPart } from '../../../lib/i18n'

// Its own chunk: the order page does not carry the form, nor the entry its preload list.
const ReviewFormPage = lazy(() => import('../../../features/orders/components/review-form-page').then((module) => ({ default: module.ReviewFormPage })))

export const Route = createFileRoute('/{-$locale}/orders/$orderId')({
  // A guest's order link carries the order's access token in its fragment (order-links.ts).
  beforeLoad: ({ params, location }) => {
    if (!/^[a-z0-9]{15}$/.test(params.orderId)) throw new RouteValidationError(location.pathname)
    return loadCatalogPart('orders')
  },
  // The browser only: the server never sees the fragment's token (a 500 before, issue 34); the
  // page renders a frame until hydrated, then reads the order. Not awaited: a failure is the page's.
  loader: ({ context: { queryClient }, params, location }) => {
    if (typeof window !== 'undefined') void queryClient.prefetchQuery(orderQueries.view(params.orderId, fragmentToken(location.hash, 'token')))
  },
  component: function Order() {
    const { orderId } = Route.useParams()
    const token = fragmentToken(useLocation({ select: (location) => location.hash }), 'token')
    // ?review={bookingId}: that booking's review form (issue 24), a view of the order rather than a
    // route of its own: a route, its search validation and its loader would all go into the entry
    // chunk home loads (decision 042). The form reads the order's reviews itself.
    const review = useLocation({ select: (location) => String((location.search as { review?: unknown }).review ?? '') })
    return /^[a-z0-9]{15}$/.test(review) ? <ReviewFormPage orderId={orderId} bookingId={review} token={token} /> : <OrderPage orderId={orderId} token={token} />
  },
})
