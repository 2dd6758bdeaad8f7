import { createFileRoute } from '@tanstack/react-router'
import { serverWaitsFor } from '../../../lib/server-waits-for'
import { PRIVATE_PAGE } from '../../../lib/page-head'
import { useLingui } from '@lingui/react/macro'
import { searchQueries } from '../../../features/catalog/api/search'
import { ListingPage } from '../../../features/catalog/components/listing-page'
import { searchApiQuery, validateListingSearch } from '../../../features/catalog/listing-search'
import { RouteValidationError } from '../../../lib/route-validation-error'

export const Route = createFileRoute('/{-$locale}/search/$searchText')({
  validateSearch: validateListingSearch,
  beforeLoad: ({ params, location }) => {
    const text = params.searchText.trim()
    if (!text || text.length > 100) throw new RouteValidationError(location.pathname)
  },
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ context: { queryClient, locale }, params, deps }) => serverWaitsFor(queryClient.prefetchQuery(searchQueries.search(searchApiQuery(deps.search, { q: params.searchText.trim() }, locale)))),
  component: SearchResults,
})

function SearchResults() {
  const { t } = useLingui()
  const { searchText } = Route.useParams()
  const text = searchText.trim()
  return <ListingPage title={t`Search results for “${text}”`} scope={{ q: text }} search={Route.useSearch()} head={PRIVATE_PAGE} />
}
