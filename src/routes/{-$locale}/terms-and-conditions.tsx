import { createFileRoute } from '@tanstack/react-router'
import { contentQueries } from '../../features/content/api/queries'
import { ContentPageView } from '../../features/content/components/content-page'

export const Route = createFileRoute('/{-$locale}/terms-and-conditions')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(contentQueries.page('terms-and-conditions')),
  component: () => <ContentPageView slug="terms-and-conditions" />,
})
