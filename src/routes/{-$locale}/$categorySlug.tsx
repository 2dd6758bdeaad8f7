import { createFileRoute } from '@tanstack/react-router'
import { serverWaitsFor } from '../../lib/server-waits-for'
import { useSuspenseQuery } from '@tanstack/react-query'
import { catalogQueries } from '../../features/catalog/api/queries'
import { searchQueries } from '../../features/catalog/api/search'
import { ListingPage } from '../../features/catalog/components/listing-page'
import { searchApiQuery, validateListingSearch } from '../../features/catalog/listing-search'
import { isSlug } from '../../features/catalog/slug'
import { localized } from '../../lib/localized'

// A top-level segment that is no other route is a category slug — but never the 'en' prefix.
export const Route = createFileRoute('/{-$locale}/$categorySlug')({
  params: {
    parse: (raw) => (raw.categorySlug !== 'en' && isSlug(raw.categorySlug) ? { categorySlug: raw.categorySlug } : (false as unknown as { categorySlug: string })),
    stringify: (params) => ({ categorySlug: params.categorySlug }),
  },
  validateSearch: validateListingSearch,
  loaderDeps: ({ search }) => ({ search }),
  loader: async ({ context: { queryClient, locale }, params, deps }) => {
    const results = queryClient.prefetchQuery(searchQueries.search(searchApiQuery(deps.search, { category: params.categorySlug }, locale)))
    await Promise.all([queryClient.ensureQueryData(catalogQueries.category(params.categorySlug)), serverWaitsFor(results)])
  },
  component: CategoryListing,
})

function CategoryListing() {
  const { locale } = Route.useRouteContext()
  const { categorySlug } = Route.useParams()
  const { data: category } = useSuspenseQuery(catalogQueries.category(categorySlug))
  return <ListingPage title={localized(category, 'name', locale)} description={localized(category, 'description', locale)} scope={{ category: category.slug }} search={Route.useSearch()} head={{ image: category.image }} />
}
