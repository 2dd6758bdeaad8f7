import { RouterProvider } from '@tanstack/react-router'
import { QueryClientProvider } from '@tanstack/react-query'
import { I18nProvider } from '@lingui/react'
import { RouterProvider as AriaRouterProvider } from 'react-aria-components'
import { i18n } from './lib/i18n'
import { queryClient } from './lib/query-client'
import { router } from './router'

/** react-aria links navigate through the app's router instead of reloading the page. */
const navigate = (href: string) => router.navigate({ href })

export function App() {
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <AriaRouterProvider navigate={navigate}>
          <RouterProvider router={router} />
        </AriaRouterProvider>
      </QueryClientProvider>
    </I18nProvider>
  )
}
