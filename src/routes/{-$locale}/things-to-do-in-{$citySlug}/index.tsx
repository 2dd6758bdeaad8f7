import { createFileRoute } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { catalogQueries } from '../../../features/catalog/api/queries'
import { ListingPage } from '../../../features/catalog/components/listing-page'
import { validateListingSearch } from '../../../features/catalog/listing-search'
import { isSlug } from '../../../features/catalog/slug'
import { RouteValidationError } from '../../../features/shell/route-validation-error'
import { localePath } from '../../../lib/locale'
import { localized } from '../../../lib/localized'

export const Route = createFileRoute('/{-$locale}/things-to-do-in-{$citySlug}/')({
  validateSearch: validateListingSearch,
  beforeLoad: ({ params, location }) => {
    if (!isSlug(params.citySlug)) throw new RouteValidationError(location.pathname)
  },
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: async ({ context: { queryClient }, params, deps }) => {
    const city = await queryClient.ensureQueryData(catalogQueries.city(params.citySlug))
    await queryClient.ensureQueryData(catalogQueries.listing({ cityId: city.id }, deps.page))
  },
  component: CityListing,
})

function CityListing() {
  const { t } = useLingui()
  const { locale } = Route.useRouteContext()
  const { citySlug } = Route.useParams()
  const { page = 1 } = Route.useSearch()
  const { data: city } = useSuspenseQuery(catalogQueries.city(citySlug))
  const name = localized(city, 'name', locale)
  return (
    <ListingPage
      title={t`Things to do in ${name}`}
      description={localized(city, 'summary', locale)}
      trail={[{ label: t`Destinations`, href: localePath(locale, '/destinations') }]}
      filter={{ cityId: city.id }}
      page={page}
      path={localePath(locale, `/things-to-do-in-${city.slug}`)}
    />
  )
}
