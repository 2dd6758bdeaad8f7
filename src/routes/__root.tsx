import { Outlet, createRootRouteWithContext, lazyRouteComponent } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { ErrorPage } from '../features/shell/components/error-page'

export type RouterContext = { queryClient: QueryClient }

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  // Loaded when needed (the service worker keeps it offline); the error page stays in the entry
  // because it must work when loading code is what failed.
  notFoundComponent: lazyRouteComponent(() => import('../features/shell/components/not-found-page'), 'NotFoundPage'),
  errorComponent: ErrorPage,
})
