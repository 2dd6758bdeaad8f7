import { lazy, Suspense } from 'react'
import { Outlet, useLocation } from '@tanstack/react-router'
import { StartedMark } from '../started-mark'
import { useQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { AppToastRegion } from '../../ui/toast-region'
import { SaveControlProvider, type SaveControlProps } from '../../lib/save-control'
import { SaveButton } from '../../features/saved/components/save-button'
import { ChatEntryProvider, type ChatEntryProps } from '../../lib/chat-entry'
import { useCartSync } from '../../features/cart/hooks/use-cart-sync'
import { useCheckoutQueue } from '../../features/checkout/hooks/use-checkout-queue'
import { useSavedSync } from '../../features/saved/hooks/use-saved-sync'
import { OfflineBanner } from '../../features/pwa/components/offline-banner'
import { UpdatePrompt } from '../../features/pwa/components/update-prompt'
import { siteConfigQueries } from '../../lib/site-config'
import { layoutFor } from './layouts'
import { SiteHeader } from './site-header'
import { SiteFooter } from './site-footer'
import './locale-layout.css'

const renderSaveButton = (props: SaveControlProps) => <SaveButton {...props} />
// Product and order pages only: react-aria's button stays off every page's first load (decision 020).
const ChatEntryButtons = lazy(() => import('../../features/chat/components/chat-entry-buttons').then((module) => ({ default: module.ChatEntryButtons })))
// The chat's session (unread count, guest merge, offline outbox) starts after the page, off its first load.
const ChatSession = lazy(() => import('../../features/chat/components/chat-session').then((module) => ({ default: module.ChatSession })))
const renderChatEntry = (props: ChatEntryProps) => (
  <Suspense fallback={null}>
    <ChatEntryButtons {...props} />
  </Suspense>
)

/** The page chrome, chosen by name: transparent over the home hero, supplier variants by setting. */
export function LocaleLayout() {
  const { t } = useLingui()
  const { pathname } = useLocation()
  const { data: config } = useQuery(siteConfigQueries.config())
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
      <SaveControlProvider value={renderSaveButton}>
        <ChatEntryProvider value={renderChatEntry}>
          <Outlet />
        </ChatEntryProvider>
      </SaveControlProvider>
      <SiteFooter />
      <Suspense fallback={null}>
        <ChatSession />
      </Suspense>
      <StartedMark />
      <AppToastRegion closeLabel={t`Close`} regionLabel={t`Notifications`} />
    </div>
  )
}
