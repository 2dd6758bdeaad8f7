import { createFileRoute } from '@tanstack/react-router'
import { OfflinePage } from '../../features/offline/components/offline-page'

export const Route = createFileRoute('/{-$locale}/offline')({
  component: OfflinePage,
})
