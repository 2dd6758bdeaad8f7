import { createFileRoute } from '@tanstack/react-router'
import { contentQueries } from '../../../features/content/api/queries'
import { BlogListPage } from '../../../features/content/components/blog-list-page'

export const Route = createFileRoute('/{-$locale}/blog/')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(contentQueries.posts()),
  component: BlogListPage,
})
