import { createFileRoute } from '@tanstack/react-router'
import { contentQueries } from '../../features/content/api/queries'
import { FaqPage } from '../../features/content/components/faq-page'

export const Route = createFileRoute('/{-$locale}/faq')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(contentQueries.faqs()),
  component: FaqPage,
})
