import { createFileRoute } from '@tanstack/react-router'
import { contentQueries } from '../../../features/content/api/queries'
import { BlogPostPage } from '../../../features/content/components/blog-post-page'
import { isSlug } from '../../../features/catalog/slug'
import { RouteValidationError } from '../../../lib/route-validation-error'

export const Route = createFileRoute('/{-$locale}/blog/$slug')({
  beforeLoad: ({ params, location }) => {
    if (!isSlug(params.slug)) throw new RouteValidationError(location.pathname)
  },
  loader: ({ context: { queryClient }, params }) => queryClient.ensureQueryData(contentQueries.post(params.slug)),
  component: function BlogPost() {
    const { slug } = Route.useParams()
    return <BlogPostPage slug={slug} />
  },
})
