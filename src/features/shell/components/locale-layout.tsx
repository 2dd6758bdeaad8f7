import { Outlet, useLocation } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
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
  useCartSync()
  useCheckoutQueue()
  useSavedSync()
  return (
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
  )
}
