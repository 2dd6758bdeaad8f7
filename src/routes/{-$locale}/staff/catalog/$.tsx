import { createFileRoute, notFound } from '@tanstack/react-router'
import { StudioPage } from '../../../../features/catalog-studio/components/studio-page'
import { loadCatalogPart } from '../../../../lib/i18n'
import { isStaffPath } from '../../../../lib/staff-path'

// One route for the catalog list (/staff/catalog), a new experience (/staff/catalog/new) and an
// experience (/staff/catalog/{id}); the screens are split off (their component), as departures'.
export const Route = createFileRoute('/{-$locale}/staff/catalog/$')({
  beforeLoad: ({ params }) => {
    if (!isStaffPath(params._splat, ['new'])) throw notFound()
    return loadCatalogPart('staff')
  },
  component: function CatalogRoute() {
    const { _splat: path = '' } = Route.useParams()
    return <StudioPage path={path} />
  },
})
