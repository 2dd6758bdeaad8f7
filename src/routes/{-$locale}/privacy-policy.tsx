import { createFileRoute } from '@tanstack/react-router'
import { contentQueries } from '../../features/content/api/queries'
import { ContentPageView } from '../../features/content/components/content-page'

export const Route = createFileRoute('/{-$locale}/privacy-policy')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(contentQueries.page('privacy-policy')),
  component: () => <ContentPageView slug="privacy-policy" />,
})
