import { createFileRoute } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { catalogQueries } from '../../../features/catalog/api/queries'
import { ListingPage } from '../../../features/catalog/components/listing-page'
import { validateListingSearch } from '../../../features/catalog/listing-search'
import { localePath } from '../../../lib/locale'

export const Route = createFileRoute('/{-$locale}/experiences/')({
  validateSearch: validateListingSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context: { queryClient }, deps }) => queryClient.ensureQueryData(catalogQueries.listing({}, deps.page)),
  component: AllExperiences,
})

function AllExperiences() {
  const { t } = useLingui()
  const { locale } = Route.useRouteContext()
  const { page = 1 } = Route.useSearch()
  return <ListingPage title={t`All experiences`} filter={{}} page={page} path={localePath(locale, '/experiences')} />
}
