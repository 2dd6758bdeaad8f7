import { Outlet } from '@tanstack/react-router'
import { SiteHeader } from './site-header'
import { SiteFooter } from './site-footer'

export function LocaleLayout() {
  return (
    <>
      <SiteHeader />
      <Outlet />
      <SiteFooter />
    </>
  )
}
