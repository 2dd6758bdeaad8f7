import { Outlet, useLocation } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { I18nProvider } from 'react-aria-components'
import { dateLocale } from '../../../lib/locale'
import { useLocale } from '../hooks/use-locale'
import { AppToastRegion } from '../../../ui/toast-region'
import { useCartSync } from '../../cart/hooks/use-cart-sync'
import { useCheckoutQueue } from '../../checkout/hooks/use-checkout-queue'
import { useSavedSync } from '../../saved/hooks/use-saved-sync'
import { OfflineBanner } from '../../pwa/components/offline-banner'
import { UpdatePrompt } from '../../pwa/components/update-prompt'
import { shellQueries } from '../api/queries'
import { layoutFor } from '../layouts'
import { SiteHeader } from './site-header'
import { SiteFooter } from './site-footer'

/** The page chrome, chosen by name: transparent over the home hero, supplier variants by setting. */
export function LocaleLayout() {
  const { t } = useLingui()
  const { pathname } = useLocation()
  const { data: config } = useQuery(shellQueries.config())
  const layout = layoutFor(pathname, config?.layout)
  const locale = useLocale()
  useCartSync()
  useCheckoutQueue()
  useSavedSync()
  return (
    // react-aria's dates and direction follow the page: Gregorian calendar, ar-SA or en-US.
    <I18nProvider locale={dateLocale(locale)}>
    <div className={`layout layout--${layout}`} data-layout={layout}>
      <a className="skip-link" href="#main">
        {t`Skip to content`}
      </a>
      <SiteHeader transparent={layout === 'transparent'} />
      <OfflineBanner />
      <UpdatePrompt />
      <Outlet />
      <SiteFooter />
      <AppToastRegion closeLabel={t`Close`} regionLabel={t`Notifications`} />
    </div>
    </I18nProvider>
  )
}
