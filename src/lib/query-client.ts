import { QueryClient } from '@tanstack/react-query'

/** The app's one QueryClient. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 60_000, gcTime: 24 * 60 * 60_000, retry: 1 },
  },
})
