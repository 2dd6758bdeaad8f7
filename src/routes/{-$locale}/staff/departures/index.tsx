import { createFileRoute } from '@tanstack/react-router'
import { DeparturesDay } from '../../../../features/departures/components/departures-day'
import { loadCatalogPart } from '../../../../lib/i18n'

/** Today in Riyadh (UTC+3), the day the list opens on. */
const riyadhToday = () => new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 10)

export const Route = createFileRoute('/{-$locale}/staff/departures/')({
  validateSearch: (search: Record<string, unknown>): { date?: string } => (typeof search.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(search.date) ? { date: search.date } : {}),
  beforeLoad: () => loadCatalogPart('staff'),
  component: function DeparturesRoute() {
    const { date } = Route.useSearch()
    return <DeparturesDay date={date ?? riyadhToday()} />
  },
})
