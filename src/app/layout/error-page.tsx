import { lazy, Suspense, useEffect } from 'react'
import { StartedMark } from '../started-mark'
import { Trans, useLingui } from '@lingui/react/macro'
import { useRouterState, type ErrorComponentProps } from '@tanstack/react-router'
import { isChunkLoadError, reloadForChunkError } from '../../lib/chunk-reload'
import { RouteValidationError } from '../../lib/route-validation-error'
import { SiteHeader } from './site-header'
import './status-page.css'

// Rarely needed, and its breadcrumbs bring react-aria's collections: the service worker keeps
// it on the device, so it can load when the connection is gone.
const OfflinePage = lazy(() => import('../../features/offline/components/offline-page').then((module) => ({ default: module.OfflinePage })))

/** Route validation failures show 'Page Not Found: {path}'; other errors their message. */
export function ErrorPage({ error }: ErrorComponentProps) {
  const { t } = useLingui()
  // The page the failed navigation was going to (the address bar may still show the previous one).
  const target = useRouterState({ select: (state) => ({ pathname: state.location.pathname, href: state.location.href }), structuralSharing: true })
  useEffect(() => {
    if (isChunkLoadError(error)) reloadForChunkError(error, target)
  }, [error, target])
  // Offline, a page never opened before cannot load: say so, and point to what works offline.
  if (typeof navigator !== 'undefined' && !navigator.onLine && !(error instanceof RouteValidationError)) {
    return (
      <>
        <SiteHeader />
        <StartedMark />
        <Suspense fallback={null}>
          <OfflinePage />
        </Suspense>
      </>
    )
  }
  let message: string | null = null
  if (error instanceof RouteValidationError) {
    const path = error.path
    message = t`Page Not Found: ${path}`
  }
  else if (isChunkLoadError(error)) message = t`A new version of Rihla is available. Reload the page to continue.`
  else if (error instanceof Error && error.message) message = error.message
  return (
    <>
      <SiteHeader />
      <StartedMark />
      <main className="page status-page" role="alert">
        <h1>{message ?? <Trans>Some thing went wrong</Trans>}</h1>
      </main>
    </>
  )
}
