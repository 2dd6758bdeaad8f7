import { createFileRoute } from '@tanstack/react-router'
import { catalogQueries } from '../../features/catalog/api/queries'
import { CountriesPage } from '../../features/catalog/components/countries-page'

export const Route = createFileRoute('/{-$locale}/countries')({
  loader: ({ context: { queryClient } }) => Promise.all([queryClient.ensureQueryData(catalogQueries.countries()), queryClient.ensureQueryData(catalogQueries.cities())]),
  component: CountriesPage,
})
