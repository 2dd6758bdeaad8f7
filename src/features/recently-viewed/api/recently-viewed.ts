import { queryOptions } from '@tanstack/react-query'
import { deviceQueryMeta } from '../../../lib/device-query'
import { get, update } from 'idb-keyval'
import { rememberViewed, type ViewedExperience } from '../remember-viewed'

// Kept in IndexedDB beside the saved list, so the row reads the same offline.
export const RECENTLY_VIEWED_KEY = 'rihla:recently-viewed'

export const recentlyViewedQueries = {
  list: () =>
    queryOptions({
      queryKey: ['recently-viewed', 'local'],
      meta: deviceQueryMeta,
      queryFn: async () => (await get<ViewedExperience[]>(RECENTLY_VIEWED_KEY)) ?? [],
      staleTime: Infinity,
    }),
}

/** Records that the traveller opened an experience. */
export async function recordViewed(viewed: ViewedExperience): Promise<void> {
  await update<ViewedExperience[]>(RECENTLY_VIEWED_KEY, (list = []) => rememberViewed(list, viewed))
}
