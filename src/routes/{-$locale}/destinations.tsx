import { createFileRoute } from '@tanstack/react-router'
import { catalogQueries } from '../../features/catalog/api/queries'
import { DestinationsPage } from '../../features/catalog/components/destinations-page'

export const Route = createFileRoute('/{-$locale}/destinations')({
  loader: ({ context: { queryClient } }) => Promise.all([queryClient.ensureQueryData(catalogQueries.countries()), queryClient.ensureQueryData(catalogQueries.cities())]),
  component: DestinationsPage,
})
