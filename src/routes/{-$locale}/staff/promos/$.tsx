import { createFileRoute, notFound } from '@tanstack/react-router'
import { PromoPage } from '../../../../features/catalog-studio/components/promo-page'
import { loadCatalogPart } from '../../../../lib/i18n'

// One route for the promo codes (/staff/promos), a new code (/staff/promos/new) and a code
// (/staff/promos/{id}), as the catalog's.
export const Route = createFileRoute('/{-$locale}/staff/promos/$')({
  beforeLoad: () => loadCatalogPart('staff'),
  component: function PromosRoute() {
    const { _splat: path = '' } = Route.useParams()
    if (path && path !== 'new' && !/^[a-z0-9]{15}$/.test(path)) throw notFound()
    return <PromoPage path={path} />
  },
})
