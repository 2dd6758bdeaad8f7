import { createFileRoute } from '@tanstack/react-router'
import { serverWaitsFor } from '../../../lib/server-waits-for'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { catalogQueries } from '../../../features/catalog/api/queries'
import { searchQueries } from '../../../features/catalog/api/search'
import { ListingPage } from '../../../features/catalog/components/listing-page'
import { searchApiQuery, validateListingSearch } from '../../../features/catalog/listing-search'
import { isSlug } from '../../../features/catalog/slug'
import { RouteValidationError } from '../../../lib/route-validation-error'
import { localePath } from '../../../lib/locale'
import { localized } from '../../../lib/localized'

export const Route = createFileRoute('/{-$locale}/things-to-do-in-{$citySlug}/')({
  validateSearch: validateListingSearch,
  beforeLoad: ({ params, location }) => {
    if (!isSlug(params.citySlug)) throw new RouteValidationError(location.pathname)
  },
  loaderDeps: ({ search }) => ({ search }),
  loader: async ({ context: { queryClient, locale }, params, deps }) => {
    const results = queryClient.prefetchQuery(searchQueries.search(searchApiQuery(deps.search, { city: params.citySlug }, locale)))
    await Promise.all([queryClient.ensureQueryData(catalogQueries.city(params.citySlug)), serverWaitsFor(results)])
  },
  component: CityListing,
})

function CityListing() {
  const { t } = useLingui()
  const { locale } = Route.useRouteContext()
  const { citySlug } = Route.useParams()
  const { data: city } = useSuspenseQuery(catalogQueries.city(citySlug))
  const name = localized(city, 'name', locale)
  return (
    <ListingPage
      title={t`Things to do in ${name}`}
      description={localized(city, 'summary', locale) || t`Discover the best tours and activities in ${name} and book them online.`}
      trail={[{ label: t`Destinations`, href: localePath(locale, '/destinations') }]}
      scope={{ city: city.slug }}
      search={Route.useSearch()}
      head={{ image: city.image }}
    />
  )
}
