import type { default as PocketBase, ClientResponseError } from 'pocketbase'

// The SDK (≈ 10 kB gzip, 37 kB to compile) loads on first use rather than with the entry: the
// first page's data comes in the page, so a first load rarely needs it before the traveller acts.
let client: Promise<PocketBase> | undefined
let loaded: PocketBase | undefined
const onLoad: Array<(client: PocketBase) => void> = []

/**
 * The app's one PocketBase client. The app is served by PocketBase itself (and proxied by Vite
 * in development), so the API is always on the same origin.
 */
export function pocketBase(): Promise<PocketBase> {
  if (!client) {
    client = import('pocketbase').then(({ default: PocketBaseClient }) => {
      const created = new PocketBaseClient(typeof window === 'undefined' ? 'http://127.0.0.1:8090' : window.location.origin)
      // TanStack Query decides what to cancel and retry.
      created.autoCancellation(false)
      loaded = created
      onLoad.splice(0).forEach((callback) => callback(created))
      return created
    })
    // A failed load (offline before the service worker has the file) is tried again on next use.
    client.catch(() => (client = undefined))
  }
  return client
}

/** Calls `callback` with the client once something has loaded it, without loading it. */
export function whenPocketBaseLoads(callback: (client: PocketBase) => void) {
  if (loaded) callback(loaded)
  else onLoad.push(callback)
}

/** Whether `error` is the SDK's answer to a request (checked by its name: the SDK may not be loaded). */
export function isClientResponseError(error: unknown): error is ClientResponseError {
  return error instanceof Error && error.name.startsWith('ClientResponseError') && 'status' in error
}
