import { RouterProvider } from '@tanstack/react-router'
import { QueryClientProvider } from '@tanstack/react-query'
import { I18nProvider } from '@lingui/react'
import { i18n } from './lib/i18n'
import { queryClient } from './lib/query-client'
import type { AppRouter } from './router'

export function App({ router }: { router: AppRouter }) {
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        {/* react-aria's router and locale: features/shell/components/aria-providers.tsx */}
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nProvider>
  )
}
