import type { ReactNode } from 'react'
import { useRouter } from '@tanstack/react-router'
import { I18nProvider, RouterProvider } from 'react-aria-components'
import { dateLocale } from '../lib/locale'
import { useLocale } from '../lib/use-locale'

/**
 * What react-aria needs from the app: its links navigate through the router, and its dates and
 * direction follow the page (Gregorian calendar, ar-SA or en-US). It wraps the code that uses
 * react-aria (PageFrame's pages, the header's menus, the hero's suggestions) rather than the
 * whole app, so pages without react-aria do not load it.
 */
export function AriaProviders({ children }: { children: ReactNode }) {
  const router = useRouter()
  const locale = useLocale()
  return (
    <RouterProvider navigate={(href) => void router.navigate({ href })}>
      <I18nProvider locale={dateLocale(locale)}>{children}</I18nProvider>
    </RouterProvider>
  )
}
