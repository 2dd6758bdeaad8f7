import { lazy } from 'react'
import { createFileRoute, useLocation } from '@tanstack/react-router'
import { StaffPage } from '../../../features/staff/components/staff-page'
import { loadCatalogPart } from '../../../lib/i18n'

// /staff?view=reviews: the reviews screen (issue 24), its own chunk; a view of /staff rather than a
// route of its own, which would add to the entry chunk home loads (decision 042).
const StaffReviewsPage = lazy(() => import('../../../features/staff/components/staff-reviews-page').then((module) => ({ default: module.StaffReviewsPage })))

export const Route = createFileRoute('/{-$locale}/staff/')({
  beforeLoad: () => loadCatalogPart('staff'),
  component: function StaffInbox() {
    const view = useLocation({ select: (location) => String((location.search as { view?: unknown }).view ?? '') })
    return view === 'reviews' ? <StaffReviewsPage /> : <StaffPage />
  },
})
