import { createFileRoute } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { catalogQueries } from '../../features/catalog/api/queries'
import { ListingPage } from '../../features/catalog/components/listing-page'
import { validateListingSearch } from '../../features/catalog/listing-search'
import { isSlug } from '../../features/catalog/slug'
import { localePath } from '../../lib/locale'
import { localized } from '../../lib/localized'

// A top-level segment that is no other route is a category slug — but never the 'en' prefix.
export const Route = createFileRoute('/{-$locale}/$categorySlug')({
  params: {
    parse: (raw) => (raw.categorySlug !== 'en' && isSlug(raw.categorySlug) ? { categorySlug: raw.categorySlug } : (false as unknown as { categorySlug: string })),
    stringify: (params) => ({ categorySlug: params.categorySlug }),
  },
  validateSearch: validateListingSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: async ({ context: { queryClient }, params, deps }) => {
    const category = await queryClient.ensureQueryData(catalogQueries.category(params.categorySlug))
    await queryClient.ensureQueryData(catalogQueries.listing({ categoryId: category.id }, deps.page))
  },
  component: CategoryListing,
})

function CategoryListing() {
  const { locale } = Route.useRouteContext()
  const { categorySlug } = Route.useParams()
  const { page = 1 } = Route.useSearch()
  const { data: category } = useSuspenseQuery(catalogQueries.category(categorySlug))
  return (
    <ListingPage
      title={localized(category, 'name', locale)}
      description={localized(category, 'description', locale)}
      filter={{ categoryId: category.id }}
      page={page}
      path={localePath(locale, `/${category.slug}`)}
    />
  )
}
