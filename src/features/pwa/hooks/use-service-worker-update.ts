import { useCallback, useEffect, useState } from 'react'

/** The worker file vite-plugin-pwa generates (registerType 'prompt': it waits until told to take over). */
const WORKER_URL = '/sw.js'

/**
 * Registers the service worker once the page has loaded and reports a new one waiting to take
 * over. Done with the browser's own API rather than workbox-window, which every page would
 * otherwise download first.
 */
export function useServiceWorkerUpdate() {
  const [waiting, setWaiting] = useState<ServiceWorker | null>(null)

  useEffect(() => {
    if (!('serviceWorker' in navigator)) return
    let cancelled = false
    // Only a worker that replaces one already in control is an update; the first install is not.
    const offer = (registration: ServiceWorkerRegistration) => {
      if (!cancelled && registration.waiting && navigator.serviceWorker.controller) setWaiting(registration.waiting)
    }
    const register = () => {
      navigator.serviceWorker
        .register(WORKER_URL, { scope: '/' })
        .then((registration) => {
          offer(registration)
          registration.addEventListener('updatefound', () => {
            const installing = registration.installing
            installing?.addEventListener('statechange', () => installing.state === 'installed' && offer(registration))
          })
        })
        .catch((error: unknown) => console.warn('service worker registration failed', error))
    }
    // After the load event, so the precache does not compete with the first page.
    if (document.readyState === 'complete') register()
    else window.addEventListener('load', register, { once: true })
    return () => {
      cancelled = true
      window.removeEventListener('load', register)
    }
  }, [])

  /** Lets the waiting worker take over, then reloads into the new build. */
  const update = useCallback(() => {
    if (!waiting) return
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true })
    waiting.postMessage({ type: 'SKIP_WAITING' })
  }, [waiting])

  return { needRefresh: waiting !== null, update }
}
