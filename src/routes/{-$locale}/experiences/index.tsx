import { createFileRoute } from '@tanstack/react-router'
import { serverWaitsFor } from '../../../lib/server-waits-for'
import { useLingui } from '@lingui/react/macro'
import { searchQueries } from '../../../features/catalog/api/search'
import { ListingPage } from '../../../features/catalog/components/listing-page'
import { searchApiQuery, validateListingSearch } from '../../../features/catalog/listing-search'

export const Route = createFileRoute('/{-$locale}/experiences/')({
  validateSearch: validateListingSearch,
  loaderDeps: ({ search }) => ({ search }),
  // Not awaited: the page shows its skeleton while results load.
  loader: ({ context: { queryClient, locale }, deps }) => serverWaitsFor(queryClient.prefetchQuery(searchQueries.search(searchApiQuery(deps.search, {}, locale)))),
  component: AllExperiences,
})

function AllExperiences() {
  const { t } = useLingui()
  return <ListingPage title={t`All experiences`} scope={{}} search={Route.useSearch()} />
}
