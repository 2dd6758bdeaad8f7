import PocketBase from 'pocketbase'

/**
 * The app's one PocketBase client. The app is served by PocketBase itself (and proxied by Vite
 * in development), so the API is always on the same origin.
 */
export const pb = new PocketBase(typeof window === 'undefined' ? 'http://127.0.0.1:8090' : window.location.origin)

// TanStack Query decides what to cancel and retry.
pb.autoCancellation(false)
