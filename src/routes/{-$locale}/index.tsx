import { createFileRoute } from '@tanstack/react-router'
import { catalogQueries } from '../../features/catalog/api/queries'
import { HomePage } from '../../features/home/components/home-page'

export const Route = createFileRoute('/{-$locale}/')({
  loader: ({ context: { queryClient } }) =>
    Promise.all([queryClient.ensureQueryData(catalogQueries.categories()), queryClient.ensureQueryData(catalogQueries.cities())]),
  component: HomePage,
})
