import type { PersistedClient, Persister } from '@tanstack/query-persist-client-core'
import type { Query } from '@tanstack/react-query'
import { del, get, set } from 'idb-keyval'

const KEY = 'rihla:query-cache'

/** The TanStack Query cache in IndexedDB, so pages seen before open offline. */
export const idbPersister: Persister = {
  persistClient: (client: PersistedClient) => set(KEY, client),
  restoreClient: () => get<PersistedClient>(KEY),
  removeClient: () => del(KEY),
}

/**
 * Only catalog, content, saved, cart, order and conversation data is kept (conversations read
 * before open offline); never anything about sign-in ('chat-speaker' holds a client, not kept).
 */
const PERSISTED_ROOTS = new Set(['catalog', 'content', 'shell', 'availability', 'saved', 'cart', 'orders', 'chat'])

export function shouldPersistQuery(query: Pick<Query, 'queryKey' | 'state'>): boolean {
  return query.state.status === 'success' && PERSISTED_ROOTS.has(String(query.queryKey[0]))
}

/** A week: older data is dropped rather than shown as current. */
export const PERSIST_MAX_AGE = 7 * 24 * 60 * 60 * 1000
