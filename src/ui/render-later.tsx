import { startTransition, useEffect, useState, type ReactNode } from 'react'

/**
 * Content below the fold, rendered just after the page's first render as a transition, which
 * React renders in slices: the top of the page paints without waiting for it, and the browser
 * is never blocked by one long render. Until then a box of one screen's height keeps what
 * follows (the footer) out of view, so nothing visible moves when the content arrives.
 */
export function RenderLater({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false)
  useEffect(() => startTransition(() => setReady(true)), [])
  return ready ? children : <div className="render-later" />
}
