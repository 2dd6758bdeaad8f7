import { createContext, useContext, type ReactNode } from 'react'
import type { ExperienceSnapshot } from './experience-snapshot'

export type SaveControlProps = { experience: ExperienceSnapshot; name: string; className?: string }

type RenderSaveControl = (props: SaveControlProps) => ReactNode

const SaveControlContext = createContext<RenderSaveControl | null>(null)

/**
 * The app's save control (features/saved), given to the catalog's cards and product page by the
 * app's layout: the catalog shows it without depending on the saved list.
 */
export const SaveControlProvider = SaveControlContext.Provider

/** The save control for an experience, where the app provides one. */
export function SaveControl(props: SaveControlProps) {
  const render = useContext(SaveControlContext)
  return render ? render(props) : null
}
