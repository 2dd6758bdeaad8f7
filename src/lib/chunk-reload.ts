// A deploy replaces the hashed chunks; a tab still running the old build fails to load them.
// Reloading fixes that, but at most once per 10 seconds per path so a real outage cannot loop.
// Only a failed navigation reloads (through the router's error screen); a failed preload on
// hover is ignored, and the navigation that follows it tries again.

export const RELOAD_GUARD_MS = 10_000
const keyFor = (path: string) => `rihla:chunk-reload:${path}`

export function shouldReload(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || now - lastReloadAt >= RELOAD_GUARD_MS
}

/** Records the reload and returns true when this path may reload now. */
export function claimChunkReload(path: string, storage: Pick<Storage, 'getItem' | 'setItem'>, now = Date.now()): boolean {
  const stored = storage.getItem(keyFor(path))
  const last = stored === null ? null : Number(stored)
  if (!shouldReload(Number.isFinite(last) ? last : null, now)) return false
  storage.setItem(keyFor(path), String(now))
  return true
}

export const isChunkLoadError = (error: unknown) =>
  error instanceof Error && /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(error.message)

/**
 * TanStack Router's lazy route components reload the page once by themselves on a chunk error
 * (sessionStorage 'tanstack_router_reload:<message>'). When that key exists and this path has no
 * reload of ours on record, the router's reload was this path's one: record it instead of
 * reloading a second time. Returns whether it did.
 */
export function countRouterReload(path: string, error: unknown, storage: Pick<Storage, 'getItem' | 'setItem'>, now = Date.now()): boolean {
  if (!(error instanceof Error) || storage.getItem(`tanstack_router_reload:${error.message}`) === null) return false
  if (storage.getItem(keyFor(path)) !== null) return false
  storage.setItem(keyFor(path), String(now))
  return true
}

/**
 * Loads the page again for a chunk error when the guard allows; returns whether it did. `target`
 * is where the failed navigation was going (the router's location): the address bar may still
 * show the page it came from, and the guard must count reloads of the page that fails.
 */
export function reloadForChunkError(error: unknown, target: { pathname: string; href: string } = { pathname: window.location.pathname, href: window.location.href }): boolean {
  if (countRouterReload(target.pathname, error, window.sessionStorage)) return false
  if (!claimChunkReload(target.pathname, window.sessionStorage)) return false
  if (target.pathname === window.location.pathname) window.location.reload()
  else window.location.assign(target.href)
  return true
}
