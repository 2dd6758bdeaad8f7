import { lazy, Suspense, useSyncExternalStore } from 'react'
import type { ToastMessage } from './toast-queue'
import type { ToastRegionProps } from './toast-list'

export type { ToastMessage } from './toast-queue'

/** The spec's toasts close after 1000 ms. */
export const TOAST_TIMEOUT_MS = 1000

// The queue and the region load with the first toast, not with every page. A toast's timer
// starts only once it is shown, so the load does not eat into its 1000 ms.
let toastsRequested = false
const listeners = new Set<() => void>()

/** Shows a short message; it closes by itself. */
export function showToast(message: ToastMessage) {
  if (!toastsRequested) {
    toastsRequested = true
    listeners.forEach((listener) => listener())
  }
  void import('./toast-queue').then(({ toastQueue }) => toastQueue.add(message, { timeout: TOAST_TIMEOUT_MS }))
}


const ToastList = lazy(() => import('./toast-list').then((module) => ({ default: module.ToastList })))
const subscribe = (onChange: () => void) => {
  listeners.add(onChange)
  return () => void listeners.delete(onChange)
}

/** Mounted by the layout; stays mounted after the first toast so react-aria can manage focus. */
export function AppToastRegion(props: ToastRegionProps) {
  const needed = useSyncExternalStore(subscribe, () => toastsRequested, () => false)
  if (!needed) return null
  return (
    <Suspense fallback={null}>
      <ToastList {...props} />
    </Suspense>
  )
}
