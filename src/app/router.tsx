import { createRouter, type RouterHistory } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { routeTree } from '../routeTree.gen'

type AppRouterOptions = {
  queryClient: QueryClient
  /** The server renders one request's path; the browser uses its own history. */
  history?: RouterHistory
}

/**
 * The app's router. A function rather than a module-level constant: building it (the route
 * tree, the browser history) is a quarter of what the entry module did while it evaluated, and
 * main.tsx does it in a task of its own; the server builds one per request.
 */
export function createAppRouter({ queryClient, history }: AppRouterOptions) {
  return createRouter({
    routeTree,
    history,
    context: { queryClient },
    defaultPreload: 'intent',
    // Loaders read through TanStack Query, which owns freshness.
    defaultPreloadStaleTime: 0,
    // In the browser only: on the server TanStack Router would write its restoring script inline,
    // which the page's Content-Security-Policy forbids (and the browser's render has no such element).
    scrollRestoration: typeof window !== 'undefined',
  })
}

export type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
}
