import { QueryClient } from '@tanstack/react-query'
import { persistQueryClient } from '@tanstack/query-persist-client-core'
import { idbPersister, PERSIST_MAX_AGE, shouldPersistQuery } from './query-persister'

/** The app's one QueryClient. */
export const queryClient = new QueryClient({
  defaultOptions: {
    // offlineFirst: requests are tried even offline, so the service worker's cache can answer.
    queries: { staleTime: 60_000, gcTime: PERSIST_MAX_AGE, retry: 1, networkMode: 'offlineFirst' },
    mutations: { networkMode: 'offlineFirst' },
  },
})

/**
 * Restores the cache saved in IndexedDB (dropped when the build changed or it is older than a
 * week) and keeps saving it. Awaited before the first render, so an offline start has its data.
 */
export function persistQueries(): Promise<void> {
  const [, restored] = persistQueryClient({
    queryClient,
    persister: idbPersister,
    maxAge: PERSIST_MAX_AGE,
    buster: __BUILD_ID__,
    dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
  })
  return restored.catch((error) => console.warn('could not restore saved data', error))
}
