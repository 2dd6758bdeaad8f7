import { createFileRoute } from '@tanstack/react-router'
import { catalogQueries } from '../../features/catalog/api/queries'
import { recentlyViewedQueries } from '../../features/recently-viewed/api/recently-viewed'
import { HomePage } from '../../app/home-page'

export const Route = createFileRoute('/{-$locale}/')({
  // Recently viewed is read from the device before the app's first render, so the row never
  // shifts the page (the server has no device to read).
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.ensureQueryData(catalogQueries.categories()),
      queryClient.ensureQueryData(catalogQueries.cities()),
      typeof window === 'undefined' ? [] : queryClient.ensureQueryData(recentlyViewedQueries.list()).catch(() => []),
    ]),
  component: HomePage,
})
