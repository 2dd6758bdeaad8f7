import { msg } from '@lingui/core/macro'
import { isChunkLoadError, reloadForChunkError } from './chunk-reload'

/** The note the server writes, hidden, into every page (src/app/server/start-failure-note.tsx). */
export const START_FAILURE_ID = 'start-failure'

/**
 * The note's texts. The server writes them into the page, because what failed to load may be
 * the app's own catalog.
 */
export const startFailureMessages = {
  note: msg`Rihla could not start. Check your connection, then try again.`,
  retry: msg`Try again`,
} as const

/**
 * The app could not start (its renderer, its catalog or the device's store failed). A chunk
 * missing after a deploy reloads the page once (the guard of chunk-reload.ts); otherwise, or when
 * the guard refuses, the note is shown.
 */
export function showStartFailure(error: unknown): void {
  if (isChunkLoadError(error) && reloadForChunkError(error)) return
  document.getElementById(START_FAILURE_ID)?.removeAttribute('hidden')
  // Left in the console for whoever looks into a report.
  console.error(error)
}
