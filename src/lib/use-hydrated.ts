import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False while React hydrates the page the server rendered (and on the server), true afterwards
 * and in any render that is not a hydration. What only the device knows (its cart, saved list,
 * session, display currency) waits for it: the first render must be the server's, or React throws
 * the server's markup away.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
