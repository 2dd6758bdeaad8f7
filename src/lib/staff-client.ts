import type PocketBase from 'pocketbase'
import { pocketBase } from './pocketbase'

/** Where a staff member's session is kept: apart from a customer's (the SDK's default key). */
const STAFF_AUTH_KEY = 'rihla_staff_auth'

let client: Promise<PocketBase> | undefined

/**
 * The staff screens' own client (the inbox, reviews and departures share it, so one sign-in
 * serves all): staff sign-in never replaces a customer session in the same browser.
 */
export function staffClient(): Promise<PocketBase> {
  client ??= Promise.all([import('pocketbase'), pocketBase()]).then(([{ default: PocketBaseClient, LocalAuthStore }, main]) => {
    const created = new PocketBaseClient(main.baseURL, new LocalAuthStore(STAFF_AUTH_KEY))
    created.autoCancellation(false)
    return created
  })
  return client
}
