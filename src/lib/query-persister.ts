import type { PersistedClient, Persister } from '@tanstack/query-persist-client-core'
import type { Query } from '@tanstack/react-query'
import { del, get, set } from 'idb-keyval'
import { coalescedWrite } from './coalesced-write'

const KEY = 'rihla:query-cache'

/**
 * The cache is saved after each burst of changes rather than on every change: a first load fires
 * dozens of cache events within a few hundred milliseconds, and each save copied the whole cache
 * on the main thread (27 copies, about 25 ms, on the home page). A page being hidden or left
 * saves at once, so nothing seen is lost.
 */
const cacheWrite = coalescedWrite((client: PersistedClient) => set(KEY, client), { quietMs: 50, maxWaitMs: 250 })

if (typeof window !== 'undefined') {
  const saveNow = () => void cacheWrite.flush().catch((error) => console.warn('could not save data for offline use', error))
  window.addEventListener('pagehide', saveNow)
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') saveNow()
  })
}

/** The TanStack Query cache in IndexedDB, so pages seen before open offline. */
export const idbPersister: Persister = {
  persistClient: (client: PersistedClient) => cacheWrite.write(client),
  restoreClient: () => get<PersistedClient>(KEY),
  removeClient: () => {
    cacheWrite.cancel()
    return del(KEY)
  },
}

/** Only catalog, content, saved, cart and order data is kept; never anything about sign-in. */
const PERSISTED_ROOTS = new Set(['catalog', 'content', 'shell', 'availability', 'saved', 'cart', 'orders'])

export function shouldPersistQuery(query: Pick<Query, 'queryKey' | 'state'>): boolean {
  return query.state.status === 'success' && PERSISTED_ROOTS.has(String(query.queryKey[0]))
}

/** A week: older data is dropped rather than shown as current. */
export const PERSIST_MAX_AGE = 7 * 24 * 60 * 60 * 1000
