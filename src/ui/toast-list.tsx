import { UNSTABLE_Toast as Toast, UNSTABLE_ToastContent as ToastContent, UNSTABLE_ToastRegion as ToastRegion, Button, Text } from 'react-aria-components'
import { toastQueue } from './toast-queue'
import './toast-list.css'

export type ToastRegionProps = { closeLabel: string; regionLabel: string }

/** The toasts themselves: react-aria's landmark region, each toast with its close button. */
export function ToastList({ closeLabel, regionLabel }: ToastRegionProps) {
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
