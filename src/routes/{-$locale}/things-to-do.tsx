import { createFileRoute } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { catalogQueries } from '../../features/catalog/api/queries'
import { ListingPage } from '../../features/catalog/components/listing-page'
import { validateListingSearch } from '../../features/catalog/listing-search'
import { localePath } from '../../lib/locale'

export const Route = createFileRoute('/{-$locale}/things-to-do')({
  validateSearch: validateListingSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context: { queryClient }, deps }) => queryClient.ensureQueryData(catalogQueries.listing({}, deps.page)),
  component: ThingsToDo,
})

function ThingsToDo() {
  const { t } = useLingui()
  const { locale } = Route.useRouteContext()
  const { page = 1 } = Route.useSearch()
  return <ListingPage title={t`Things to do`} description={t`Tours, activities and attractions across Saudi Arabia and the Gulf.`} filter={{}} page={page} path={localePath(locale, '/things-to-do')} />
}
