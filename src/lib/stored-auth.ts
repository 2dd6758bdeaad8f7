import type { AuthRecord } from 'pocketbase'

/** Where the SDK keeps the session in localStorage (its LocalAuthStore's default key). */
export const AUTH_STORAGE_KEY = 'pocketbase_auth'

/**
 * The signed-in record the SDK stored, or null when there is none or its token has expired: what
 * `pb.authStore.isValid ? pb.authStore.record : null` gives once the SDK is loaded.
 */
export function storedAuthRecord(storage: Pick<Storage, 'getItem'> | undefined, now = Date.now()): AuthRecord {
  try {
    const stored: unknown = JSON.parse(storage?.getItem(AUTH_STORAGE_KEY) ?? 'null')
    if (!stored || typeof stored !== 'object') return null
    const { token, record, model } = stored as { token?: unknown; record?: AuthRecord; model?: AuthRecord }
    const found = record ?? model ?? null
    return found && tokenIsValid(token, now) ? found : null
  } catch {
    return null
  }
}

// The SDK's rule (isTokenExpired): a token with a payload is valid until its `exp`, if it has one.
function tokenIsValid(token: unknown, now: number): boolean {
  if (typeof token !== 'string') return false
  const payload: unknown = JSON.parse(atob((token.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/')))
  if (!payload || typeof payload !== 'object' || Object.keys(payload).length === 0) return false
  const { exp } = payload as { exp?: unknown }
  return !exp || (typeof exp === 'number' && exp > now / 1000)
}
