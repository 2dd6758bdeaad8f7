import { Outlet, createRootRouteWithContext, lazyRouteComponent } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { ErrorPage } from '../app/layout/error-page'

export type RouterContext = { queryClient: QueryClient }

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  // Loaded when needed (the service worker keeps it offline); the error page stays in the entry
  // because it must work when loading code is what failed.
  notFoundComponent: lazyRouteComponent(() => import('../app/layout/not-found-page'), 'NotFoundPage'),
  errorComponent: ErrorPage,
})
