import { createFileRoute, notFound, useSearch } from '@tanstack/react-router'
import { DeparturePage } from '../../../../features/departures/components/departure-page'
import { DeparturesDay } from '../../../../features/departures/components/departures-day'
import { loadCatalogPart } from '../../../../lib/i18n'
import { isStaffPath } from '../../../../lib/staff-path'

// One route for the day's list (/staff/departures?date=) and a departure (/staff/departures/{slot}):
// every route's definition is in every page's first load, home's included.
export const Route = createFileRoute('/{-$locale}/staff/departures/$')({
  beforeLoad: ({ params }) => {
    if (!isStaffPath(params._splat)) throw notFound()
    return loadCatalogPart('staff')
  },
  component: function DeparturesRoute() {
    const { _splat: slotId } = Route.useParams()
    const { date } = useSearch({ strict: false }) as { date?: unknown }
    if (slotId) return <DeparturePage slotId={slotId} />
    return <DeparturesDay date={typeof date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : riyadhToday()} />
  },
})

/** Today in Riyadh (UTC+3), the day the list opens on. */
function riyadhToday() {
  return new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 10)
}
