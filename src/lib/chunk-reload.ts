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

/** Reloads the page for a chunk error when the guard allows; returns whether it did. */
export function reloadForChunkError(): boolean {
  if (!claimChunkReload(window.location.pathname, window.sessionStorage)) return false
  window.location.reload()
  return true
}
