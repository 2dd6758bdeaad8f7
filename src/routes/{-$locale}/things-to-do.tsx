import { createFileRoute } from '@tanstack/react-router'
import { serverWaitsFor } from '../../lib/server-waits-for'
import { useLingui } from '@lingui/react/macro'
import { searchQueries } from '../../features/catalog/api/search'
import { ListingPage } from '../../features/catalog/components/listing-page'
import { searchApiQuery, validateListingSearch } from '../../features/catalog/listing-search'

export const Route = createFileRoute('/{-$locale}/things-to-do')({
  validateSearch: validateListingSearch,
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ context: { queryClient, locale }, deps }) => serverWaitsFor(queryClient.prefetchQuery(searchQueries.search(searchApiQuery(deps.search, {}, locale)))),
  component: ThingsToDo,
})

function ThingsToDo() {
  const { t } = useLingui()
  return <ListingPage title={t`Things to do`} description={t`Tours, activities and attractions across Saudi Arabia and the Gulf.`} scope={{}} search={Route.useSearch()} />
}
