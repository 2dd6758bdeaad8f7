import { startTransition, useEffect, useState, type ReactNode } from 'react'
import './render-later.css'

/**
 * False on a component's first render, true just after, set in a transition, which React renders
 * in slices: what depends on it (content below the fold) does not hold up the first render, and
 * the browser is never blocked by one long render.
 */
export function useRenderedLater(): boolean {
  return useRenderedSteps(2) === 2
}

/**
 * How many of `steps` steps to render: one with the component's first render, then one more
 * after each commit, in a transition. Each commit (and the layout that follows it) stays short.
 */
export function useRenderedSteps(steps: number): number {
  const [rendered, setRendered] = useState(1)
  useEffect(() => {
    if (rendered < steps) startTransition(() => setRendered(rendered + 1))
  }, [rendered, steps])
  return rendered
}

/**
 * Content below the fold, rendered just after the page's first render (useRenderedLater). Until
 * then a box of one screen's height keeps what follows (the footer) out of view, so nothing
 * visible moves when the content arrives.
 */
export function RenderLater({ children }: { children: ReactNode }) {
  return useRenderedLater() ? children : <div className="render-later" />
}
