/**
 * A loader's background fetch that the server must finish before it renders (its page goes out
 * whole), while the browser renders the page at once and the answer fills it in.
 */
export function serverWaitsFor(fetching: Promise<unknown>): Promise<unknown> | undefined {
  return typeof window === 'undefined' ? fetching : undefined
}
