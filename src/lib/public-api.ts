// Reads of what guests may see (catalog, content, search, availability, site config) with
// fetch, not the PocketBase SDK: the SDK is 11 kB gzip that every first page would otherwise
// load for them. It still loads for what needs it: auth, carts, saved lists, orders and checkout.
// See docs/decisions/022-public-reads-without-the-sdk.md.

type QueryValue = string | number | boolean | undefined
type Query = Record<string, QueryValue>

/** A failed request. Named and shaped like the SDK's ClientResponseError, so `isClientResponseError` knows both. */
export class PublicApiError extends Error {
  readonly url: string
  readonly status: number
  readonly response: { message?: string; data?: unknown }
  readonly isAbort: boolean

  constructor(url: string, status: number, response: { message?: string; data?: unknown } = {}, isAbort = false) {
    super(response.message || (status ? `The request failed with status ${status}.` : 'The request could not be sent.'))
    this.name = `ClientResponseError ${status}`
    this.url = url
    this.status = status
    this.response = response
    this.isAbort = isAbort
  }
}

/**
 * A PocketBase filter with its `{:name}` placeholders replaced by literals, in one pass, as the
 * SDK's `pb.filter` does: strings and dates JSON-quoted, so a value cannot end its quotes.
 */
export function filterExpression(raw: string, params: Record<string, string | number | boolean | null | Date>): string {
  const literal = (value: string | number | boolean | null | Date) => {
    if (value === null) return 'null'
    if (typeof value === 'boolean' || typeof value === 'number') return String(value)
    if (value instanceof Date) return JSON.stringify(value.toISOString().replace('T', ' '))
    return JSON.stringify(value)
  }
  return raw.replace(/\{:([^}]+)\}/g, (placeholder, name: string) => (Object.hasOwn(params, name) ? literal(params[name]!) : placeholder))
}

type ListOptions = { sort?: string; filter?: string; expand?: string; fields?: string; batch?: number }

/** Read-only requests to the same server's API; `origin` says where it is. */
export function createPublicApi(origin: () => string) {
  async function get<T>(path: string, query: Query = {}, signal?: AbortSignal): Promise<T> {
    const url = new URL(path, origin())
    for (const [key, value] of Object.entries(query)) if (value !== undefined) url.searchParams.set(key, String(value))
    let response: Response
    try {
      response = await fetch(url, { headers: { Accept: 'application/json' }, signal })
    } catch (error) {
      throw new PublicApiError(url.href, 0, {}, signal?.aborted === true || (error instanceof DOMException && error.name === 'AbortError'))
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

  return { get, listAll, first }
}

export const publicApi = createPublicApi(() => (typeof window === 'undefined' ? 'http://127.0.0.1:8090' : window.location.origin))
