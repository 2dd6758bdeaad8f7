import { createFileRoute, notFound } from '@tanstack/react-router'
import { PromoPage } from '../../../../features/catalog-studio/components/promo-page'
import { loadCatalogPart } from '../../../../lib/i18n'
import { isStaffPath } from '../../../../lib/staff-path'

// One route for the promo codes (/staff/promos), a new code (/staff/promos/new) and a code
// (/staff/promos/{id}), as the catalog's.
export const Route = createFileRoute('/{-$locale}/staff/promos/$')({
  beforeLoad: ({ params }) => {
    if (!isStaffPath(params._splat, ['new'])) throw notFound()
    return loadCatalogPart('staff')
  },
  component: function PromosRoute() {
    const { _splat: path = '' } = Route.useParams()
    return <PromoPage path={path} />
  },
})
