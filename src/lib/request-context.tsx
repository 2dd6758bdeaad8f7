import { createContext, useContext, type ReactNode } from 'react'
import type { PageHeadCollector } from './page-head-collector'

/**
 * What a render knows of the request it answers: the site's public address and the cookies the
 * browser sent. The server provides it; in the browser the page's own address and document.cookie
 * are the same facts, so a hydrating render reads what the server's render read.
 */
export type RequestInfo = { origin: string; cookies: string; headCollector?: PageHeadCollector }

const RequestContext = createContext<RequestInfo | null>(null)

export function RequestInfoProvider({ value, children }: { value: RequestInfo; children: ReactNode }) {
  return <RequestContext.Provider value={value}>{children}</RequestContext.Provider>
}

/** The request being rendered on the server, or the browser's page. */
export function useRequestInfo(): RequestInfo {
  const given = useContext(RequestContext)
  if (given) return given
  return { origin: window.location.origin, cookies: document.cookie }
}

/** A cookie's value from a Cookie header (or document.cookie), or null. */
export function cookieValue(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const separator = part.indexOf('=')
    if (separator < 0) continue
    if (part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim()
  }
  return null
}
