import { createFileRoute, notFound } from '@tanstack/react-router'
import { catalogQueries } from '../../../features/catalog/api/queries'
import { ProductScreen } from '../../../app/product-screen'
import { isSlug } from '../../../features/catalog/slug'
import { RouteValidationError } from '../../../lib/route-validation-error'

export const Route = createFileRoute('/{-$locale}/things-to-do-in-{$citySlug}/$productSlug')({
  validateSearch: (search: Record<string, unknown>): { date?: string } => (typeof search.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(search.date) ? { date: search.date } : {}),
  beforeLoad: ({ params, location }) => {
    if (!isSlug(params.citySlug) || !isSlug(params.productSlug)) throw new RouteValidationError(location.pathname)
  },
  // The same experience under another city's name is not a page of this site.
  loader: async ({ context: { queryClient }, params }) => {
    const experience = await queryClient.ensureQueryData(catalogQueries.experience(params.productSlug))
    if (experience.expand?.city?.slug !== params.citySlug) throw notFound()
    return experience
  },
  component: function CityProduct() {
    const { productSlug } = Route.useParams()
    const { date } = Route.useSearch()
    return <ProductScreen slug={productSlug} initialDate={date} />
  },
})
