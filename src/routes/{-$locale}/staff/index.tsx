import { createFileRoute } from '@tanstack/react-router'
import { StaffPage } from '../../../features/staff/components/staff-page'

export const Route = createFileRoute('/{-$locale}/staff/')({
  component: function StaffInbox() {
    return <StaffPage />
  },
})
