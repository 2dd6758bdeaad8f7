import { useEffect, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useServiceWorkerUpdate } from '../hooks/use-service-worker-update'
import '../pwa.css'

/** How often an open tab checks for a new build. */
const CHECK_INTERVAL_MS = 10 * 60 * 1000

async function latestBuildId(): Promise<string | null> {
  try {
    // The timestamp keeps every cache out of the way.
    const response = await fetch(`/builds/latest.json?t=${Date.now()}`, { cache: 'no-store' })
    if (!response.ok) return null
    return ((await response.json()) as { id?: string }).id ?? null
  } catch (error) {
    console.warn('build check failed', error)
    return null
  }
}

/**
 * 'New version available — Reload': from the service worker finding a new build, or from the
 * periodic build check (which also asks the worker to look again).
 */
export function UpdatePrompt() {
  const { t } = useLingui()
  const [newBuild, setNewBuild] = useState(false)
  const { needRefresh, update: updateServiceWorker } = useServiceWorkerUpdate()

  useEffect(() => {
    const check = async () => {
      const id = await latestBuildId()
      if (id && id !== __BUILD_ID__) {
        setNewBuild(true)
        const registration = await navigator.serviceWorker?.getRegistration()
        await registration?.update().catch(() => undefined)
      }
    }
    const timer = window.setInterval(check, CHECK_INTERVAL_MS)
    const onVisible = () => document.visibilityState === 'visible' && void check()
    document.addEventListener('visibilitychange', onVisible)
    void check()
    return () => {
      window.clearInterval(timer)
      document.removeEventListener('visibilitychange', onVisible)
    }
  }, [])

  if (!needRefresh && !newBuild) return null
  const reload = () => {
    if (needRefresh) updateServiceWorker()
    else window.location.reload()
  }
  return (
    <div className="update-prompt" role="alert">
      <span>{t`New version available`}</span>
      {/* ui/button's look without react-aria, which the shell does not load up front. */}
      <button type="button" className="button button--primary" onClick={reload}>
        <span>{t`Reload`}</span>
      </button>
    </div>
  )
}
