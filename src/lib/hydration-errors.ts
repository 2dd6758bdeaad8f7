/** What the console says when React could not use the server's markup (tests look for it). */
export const HYDRATION_ERROR_PREFIX = 'rihla: hydration failed'

/**
 * React's recoverable errors while hydrating: the server's markup did not match the first render,
 * and React rendered that part again in the browser. Worth knowing, never worth a broken page.
 */
export function reportHydrationError(error: unknown, info?: { componentStack?: string }) {
  console.error(HYDRATION_ERROR_PREFIX, error, info?.componentStack ?? '')
}
