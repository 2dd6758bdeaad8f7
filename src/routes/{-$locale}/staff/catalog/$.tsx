import { createFileRoute, notFound } from '@tanstack/react-router'
import { StudioPage } from '../../../../features/catalog-studio/components/studio-page'
import { loadCatalogPart } from '../../../../lib/i18n'

// One route for the catalog list (/staff/catalog), a new experience (/staff/catalog/new) and an
// experience (/staff/catalog/{id}); the screens are split off (their component), as departures'.
export const Route = createFileRoute('/{-$locale}/staff/catalog/$')({
  beforeLoad: () => loadCatalogPart('staff'),
  component: function CatalogRoute() {
    const { _splat: path = '' } = Route.useParams()
    if (path && path !== 'new' && !/^[a-z0-9]{15}$/.test(path)) throw notFound()
    return <StudioPage path={path} />
  },
})
