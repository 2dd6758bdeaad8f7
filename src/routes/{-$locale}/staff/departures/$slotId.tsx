import { createFileRoute } from '@tanstack/react-router'
import { DeparturePage } from '../../../../features/departures/components/departure-page'
import { RouteValidationError } from '../../../../lib/route-validation-error'
import { loadCatalogPart } from '../../../../lib/i18n'

export const Route = createFileRoute('/{-$locale}/staff/departures/$slotId')({
  beforeLoad: ({ params, location }) => {
    if (!/^[a-z0-9]{15}$/.test(params.slotId)) throw new RouteValidationError(location.pathname)
    return loadCatalogPart('staff')
  },
  component: function DepartureRoute() {
    const { slotId } = Route.useParams()
    return <DeparturePage slotId={slotId} />
  },
})
