import { createFileRoute } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { catalogQueries } from '../../../features/catalog/api/queries'
import { ListingPage } from '../../../features/catalog/components/listing-page'
import { validateListingSearch } from '../../../features/catalog/listing-search'
import { RouteValidationError } from '../../../features/shell/route-validation-error'
import { localePath } from '../../../lib/locale'

export const Route = createFileRoute('/{-$locale}/search/$searchText')({
  validateSearch: validateListingSearch,
  beforeLoad: ({ params, location }) => {
    const text = params.searchText.trim()
    if (!text || text.length > 100) throw new RouteValidationError(location.pathname)
  },
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context: { queryClient }, params, deps }) => queryClient.ensureQueryData(catalogQueries.listing({ text: params.searchText.trim() }, deps.page)),
  component: SearchResults,
})

function SearchResults() {
  const { t } = useLingui()
  const { locale } = Route.useRouteContext()
  const { searchText } = Route.useParams()
  const { page = 1 } = Route.useSearch()
  const text = searchText.trim()
  return <ListingPage title={t`Search results for “${text}”`} filter={{ text }} page={page} path={localePath(locale, `/search/${encodeURIComponent(text)}`)} />
}
