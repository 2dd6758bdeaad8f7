import { localePath, type Locale } from './locale'

// A guest's links carry the order's access token in the fragment (#token=…): a browser never
// sends the fragment to a server, so the token stays out of request logs and Referer headers.
const tokenFragment = (token?: string) => (token ? `#token=${encodeURIComponent(token)}` : '')

/** The order page; a guest's link carries the order's access token. */
export function orderPath(locale: Locale, orderId: string, token?: string): string {
  return `${localePath(locale, `/orders/${orderId}`)}${tokenFragment(token)}`
}

/** The order's tax invoice (once paid); a guest's link carries the order's access token. */
export function invoicePath(locale: Locale, orderId: string, token?: string): string {
  return `${localePath(locale, `/orders/${orderId}/invoice`)}${tokenFragment(token)}`
}

/** The outcome pages after the payment page, as the server's return links name them. */
export function outcomePath(locale: Locale, page: 'success' | 'error', orderId: string, token?: string): string {
  return `${localePath(locale, `/checkout/${page}`)}?${new URLSearchParams({ order: orderId })}${tokenFragment(token)}`
}
