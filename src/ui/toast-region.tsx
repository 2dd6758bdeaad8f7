import { UNSTABLE_Toast as Toast, UNSTABLE_ToastContent as ToastContent, UNSTABLE_ToastQueue as ToastQueue, UNSTABLE_ToastRegion as ToastRegion, Button, Text } from 'react-aria-components'

export type ToastMessage = { title: string; tone?: 'success' | 'error' | 'info' }

/** The spec's toasts close after 1000 ms. */
export const TOAST_TIMEOUT_MS = 1000

export const toastQueue = new ToastQueue<ToastMessage>({ maxVisibleToasts: 3 })

/** Shows a short message; it closes by itself. */
export function showToast(message: ToastMessage) {
  toastQueue.add(message, { timeout: TOAST_TIMEOUT_MS })
}

type ToastRegionProps = { closeLabel: string; regionLabel: string }

export function AppToastRegion({ closeLabel, regionLabel }: ToastRegionProps) {
  return (
    <ToastRegion queue={toastQueue} className="toast-region" aria-label={regionLabel}>
      {({ toast }) => (
        <Toast toast={toast} className={`toast toast--${toast.content.tone ?? 'info'}`}>
          <ToastContent>
            <Text slot="title">{toast.content.title}</Text>
          </ToastContent>
          <Button slot="close" aria-label={closeLabel} className="toast__close">
            ×
          </Button>
        </Toast>
      )}
    </ToastRegion>
  )
}
