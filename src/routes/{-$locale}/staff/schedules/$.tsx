import { createFileRoute, notFound } from '@tanstack/react-router'
import { SchedulesPage } from '../../../../features/schedules/components/schedules-page'
import { loadCatalogPart } from '../../../../lib/i18n'

// /staff/schedules (pick an experience) and /staff/schedules/{experienceId} (its rules and calendar).
export const Route = createFileRoute('/{-$locale}/staff/schedules/$')({
  beforeLoad: () => loadCatalogPart('staff'),
  component: function SchedulesRoute() {
    const { _splat: experienceId } = Route.useParams()
    if (experienceId && !/^[a-z0-9]{15}$/.test(experienceId)) throw notFound()
    return <SchedulesPage experienceId={experienceId ?? ''} />
  },
})
