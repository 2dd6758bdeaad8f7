import { createFileRoute } from '@tanstack/react-router'
import { catalogQueries } from '../../../features/catalog/api/queries'
import { ProductPage } from '../../../features/catalog/components/product-page'
import { isSlug } from '../../../features/catalog/slug'
import { RouteValidationError } from '../../../features/shell/route-validation-error'

export const Route = createFileRoute('/{-$locale}/things-to-do-in-{$citySlug}/$productSlug')({
  beforeLoad: ({ params, location }) => {
    if (!isSlug(params.citySlug) || !isSlug(params.productSlug)) throw new RouteValidationError(location.pathname)
  },
  loader: ({ context: { queryClient }, params }) => queryClient.ensureQueryData(catalogQueries.experience(params.productSlug)),
  component: function CityProduct() {
    const { productSlug } = Route.useParams()
    return <ProductPage slug={productSlug} />
  },
})
