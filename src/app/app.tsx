import { RouterProvider } from '@tanstack/react-router'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { I18nProvider } from '@lingui/react'
import type { I18n } from '@lingui/core'
import { RequestInfoProvider, type RequestInfo } from '../lib/request-context'
import type { AppRouter } from './router'

type AppProps = {
  router: AppRouter
  queryClient: QueryClient
  i18n: I18n
  /** On the server: the request being answered (the browser reads its own). */
  request?: RequestInfo
}

export function App({ router, queryClient, i18n, request }: AppProps) {
  const app = (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        {/* react-aria's router and locale: ui/aria-providers.tsx */}
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nProvider>
  )
  return request ? <RequestInfoProvider value={request}>{app}</RequestInfoProvider> : app
}
