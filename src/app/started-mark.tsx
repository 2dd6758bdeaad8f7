import { useEffect } from 'react'

/**
 * Marks the document once the page's app runs in the browser (hydrated or rendered): until then
 * the server's markup shows but does not respond. Rendered with the page's content (the layout,
 * the not-found and error screens), so it is set once that content has hydrated, not only the
 * app around it (React hydrates each suspense boundary in its own time). src/boot/app-boot.js
 * sends a form held until then; tests wait for it.
 */
export function StartedMark() {
  useEffect(() => {
    document.documentElement.dataset.appStarted = ''
  }, [])
  return null
}
