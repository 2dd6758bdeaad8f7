import { createFileRoute } from '@tanstack/react-router'
import { StaffPage } from '../../../../features/staff/components/staff-page'
import { RouteValidationError } from '../../../../lib/route-validation-error'
import { loadCatalogPart } from '../../../../lib/i18n'

export const Route = createFileRoute('/{-$locale}/staff/chat/$threadId')({
  beforeLoad: ({ params, location }) => {
    if (!/^[a-z0-9]{15}$/.test(params.threadId)) throw new RouteValidationError(location.pathname)
    return loadCatalogPart('staff')
  },
  component: function StaffThreadPage() {
    const { threadId } = Route.useParams()
    return <StaffPage threadId={threadId} />
  },
})
