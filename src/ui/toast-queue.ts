import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components'

export type ToastMessage = { title: string; tone?: 'success' | 'error' | 'info' }

export const toastQueue = new ToastQueue<ToastMessage>({ maxVisibleToasts: 3 })
