import { createFileRoute } from '@tanstack/react-router'
import { StaffPage } from '../../../features/staff/components/staff-page'
import { loadCatalogPart } from '../../../lib/i18n'

export const Route = createFileRoute('/{-$locale}/staff/')({
  beforeLoad: () => loadCatalogPart('staff'),
  component: function StaffInbox() {
    return <StaffPage />
  },
})
