import { createFileRoute } from '@tanstack/react-router'
import { catalogQueries } from '../../../features/catalog/api/queries'
import { ProductScreen } from '../../../app/product-screen'
import { isSlug } from '../../../features/catalog/slug'
import { RouteValidationError } from '../../../lib/route-validation-error'

export const Route = createFileRoute('/{-$locale}/experiences/$productSlug')({
  validateSearch: (search: Record<string, unknown>): { date?: string } => (typeof search.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(search.date) ? { date: search.date } : {}),
  beforeLoad: ({ params, location }) => {
    if (!isSlug(params.productSlug)) throw new RouteValidationError(location.pathname)
  },
  loader: ({ context: { queryClient }, params }) => queryClient.ensureQueryData(catalogQueries.experience(params.productSlug)),
  component: function Product() {
    const { productSlug } = Route.useParams()
    const { date } = Route.useSearch()
    return <ProductScreen slug={productSlug} initialDate={date} />
  },
})
