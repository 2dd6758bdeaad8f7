import type { ReactNode } from 'react'
import { RenderLater } from './render-later'

/**
 * Content below the fold in steps, each rendered just after the one before it (RenderLater). One
 * step's commit, and the style and layout the browser then computes for it, is a short task; the
 * whole of home's lower half at once was one long one.
 */
export function RenderInTurn({ steps }: { steps: ReactNode[] }) {
  const [first, ...rest] = steps
  return (
    <RenderLater>
      {first}
      {rest.length > 0 ? <RenderInTurn steps={rest} /> : null}
    </RenderLater>
  )
}
