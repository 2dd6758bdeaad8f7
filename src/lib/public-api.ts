// Reads of what guests may see (catalog, content, search, availability, site config) with
// fetch, not the PocketBase SDK: the SDK is 11 kB gzip that every first page would otherwise
// load for them. It still loads for what needs it: auth, carts, saved lists, orders and checkout.
// See docs/decisions/022-public-reads-without-the-sdk.md.

type QueryValue = string | number | boolean | undefined
type Query = Record<string, QueryValue>

/**
 * A failed request, named and shaped like the SDK's ClientResponseError (status 0 when it could
 * not be sent), so `isClientResponseError` and its callers treat both alike.
 */
export class PublicApiError extends Error {
  readonly url: string
  readonly status: number
  readonly response: { message?: string; data?: unknown }

  constructor(url: string, status: number, response: { message?: string; data?: unknown } = {}) {
    super(response.message || (status ? `The request failed with status ${status}.` : 'The request could not be sent.'))
    this.name = `ClientResponseError ${status}`
    this.url = url
    this.status = status
    this.response = response
  }
}

/**
 * A PocketBase filter with its `{:name}` placeholders replaced by quoted strings, in one pass, as
 * the SDK's `pb.filter` does (JSON quoting, so a value cannot end its quotes).
 */
export function filterExpression(raw: string, params: Record<string, string>): string {
  return raw.replace(/\{:([^}]+)\}/g, (placeholder, name: string) => (Object.hasOwn(params, name) ? JSON.stringify(params[name]) : placeholder))
}

type ListOptions = { sort?: string; filter?: string; expand?: string; fields?: string; batch?: number }

/** Read-only requests to the same server's API; `origin` says where it is, `headers` what else every request carries. */
export function createPublicApi(origin: () => string, headers: () => Record<string, string> = () => ({})) {
  async function get<T>(path: string, query: Query = {}, signal?: AbortSignal): Promise<T> {
    const url = new URL(path, origin())
    for (const [key, value] of Object.entries(query)) if (value !== undefined) url.searchParams.set(key, String(value))
    let response: Response
    try {
      response = await fetch(url, { headers: { ...headers(), Accept: 'application/json' }, signal })
    } catch {
      throw new PublicApiError(url.href, 0)
    }
    const body: unknown = await response.json().catch(() => ({}))
    if (!response.ok) throw new PublicApiError(url.href, response.status, typeof body === 'object' && body ? body : {})
    return body as T
  }

  const recordsPath = (collection: string) => `/api/collections/${encodeURIComponent(collection)}/records`

  /** Every record a guest may list, in pages of `batch` (the SDK's getFullList). */
  async function listAll<T>(collection: string, { batch = 1000, ...options }: ListOptions = {}, signal?: AbortSignal): Promise<T[]> {
    const all: T[] = []
    for (let page = 1; ; page += 1) {
      const { items } = await get<{ items: T[] }>(recordsPath(collection), { page, perPage: batch, skipTotal: 1, ...options }, signal)
      all.push(...items)
      if (items.length < batch) return all
    }
  }

  /** The first record matching `filter`, or a 404 (the SDK's getFirstListItem). */
  async function first<T>(collection: string, filter: string, options: Omit<ListOptions, 'filter' | 'batch'> = {}, signal?: AbortSignal): Promise<T> {
    const path = recordsPath(collection)
    const { items } = await get<{ items: T[] }>(path, { page: 1, perPage: 1, filter, skipTotal: 1, ...options }, signal)
    if (!items[0]) throw new PublicApiError(new URL(path, origin()).href, 404, { message: "The requested resource wasn't found." })
    return items[0]
  }

  /** How many records a guest may list that match `filter` (fetches one id, reads the total). */
  async function count(collection: string, filter = '', signal?: AbortSignal): Promise<number> {
    const { totalItems } = await get<{ totalItems: number }>(recordsPath(collection), { page: 1, perPage: 1, fields: 'id', filter }, signal)
    return totalItems
  }

  return { get, listAll, first, count }
}

/** Where the API answers a server render (PocketBase on the loopback); the browser asks its own origin. */
let serverApiOrigin: () => string = () => 'http://127.0.0.1:8090'
/** What a server render's requests carry from the page request (a test's X-Rihla-Test-Now). */
let serverApiHeaders: () => Record<string, string> = () => ({})

/** The server render's API origin: a fixed one, or one per request (src/app/server/render-page.tsx), and its headers. */
export function configurePublicApi(origin: string | (() => string), headers?: () => Record<string, string>) {
  serverApiOrigin = typeof origin === 'string' ? () => origin : origin
  if (headers) serverApiHeaders = headers
}

export const publicApi = createPublicApi(
  () => (typeof window === 'undefined' ? serverApiOrigin() : window.location.origin),
  () => (typeof window === 'undefined' ? serverApiHeaders() : {}),
)
