import { createFileRoute, notFound } from '@tanstack/react-router'
import { SchedulesPage } from '../../../../features/schedules/components/schedules-page'
import { loadCatalogPart } from '../../../../lib/i18n'
import { isStaffPath } from '../../../../lib/staff-path'

// /staff/schedules (pick an experience) and /staff/schedules/{experienceId} (its rules and calendar).
export const Route = createFileRoute('/{-$locale}/staff/schedules/$')({
  beforeLoad: ({ params }) => {
    if (!isStaffPath(params._splat)) throw notFound()
    return loadCatalogPart('staff')
  },
  component: function SchedulesRoute() {
    const { _splat: experienceId } = Route.useParams()
    return <SchedulesPage experienceId={experienceId ?? ''} />
  },
})
