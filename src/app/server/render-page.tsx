// The server's render of a page: the same route tree, loaders and components as the browser's,
// rendered by React into the built index.html, with the query cache's answers for the browser to
// hydrate from. Built by `vite build --ssr` (dist-ssr/) and run by the Node process that
// supervises PocketBase (scripts/lib/render-server.mjs); PocketBase's host program hands it the
// page requests (server/pages.go). Decision 028.
import { AsyncLocalStorage } from 'node:async_hooks'
import { PassThrough } from 'node:stream'
import { renderToPipeableStream } from 'react-dom/server'
import { createMemoryHistory, isNotFound } from '@tanstack/react-router'
import { QueryClient, dehydrate } from '@tanstack/react-query'
import { setupI18n } from '@lingui/core'
import { App } from '../app'
import { createAppRouter } from '../router'
import { intlLocale, localeFromPath, type Locale } from '../../lib/locale'
import { loadWholeCatalog } from '../../lib/i18n'
import { localeCookie, localeRedirect, readLocaleCookie } from '../../lib/locale-preference'
import { createPageHeadCollector } from '../../lib/page-head-collector'
import { isDeviceQuery } from '../../lib/device-query'
import { configurePublicApi, publicApi } from '../../lib/public-api'
import { RouteValidationError } from '../../lib/route-validation-error'
import { assembleDocument, type ViteManifest } from './document'
import { acceptedLanguages } from './accepted-languages'
import { StartFailureNote } from './start-failure-note'

export type PageRequest = {
  /** Path and query, as requested. */
  url: string
  cookies: string
  acceptLanguage: string
  /**
   * A test's instant (X-Rihla-Test-Now), passed on to the API the render reads, so the page and the
   * API agree on "now"; only a test server honours it (pb_hooks/lib/shared/clock.js).
   */
  testNow?: string
}

export type PageResponse = { status: number; headers: Record<string, string>; body: string }

export type RenderSetup = {
  /** The built index.html. */
  template: string
  manifest: ViteManifest | null
  /** The storefront's public address (APP_URL, else the address the server listens on). */
  publicOrigin: string
  /** Where the API answers this process (PocketBase on the loopback). */
  apiOrigin: string
}

/** Both languages' catalogs with every part (any page may be asked for), loaded once. */
const catalogs = Promise.all([loadWholeCatalog('ar'), loadWholeCatalog('en')]).then(([ar, en]) => ({ ar, en }))

/** A longer wait than this for the page's data or code: the render gives up and the shell answers. */
const RENDER_TIMEOUT_MS = 10_000

type Redirect = { to: string; status: number }

const redirectResponse = ({ to, status }: Redirect, headers: Record<string, string> = {}): PageResponse => ({
  status,
  headers: { Location: to, 'Cache-Control': 'no-cache', ...headers },
  body: '',
})

/** Routing rules and the staff's redirects (GET /api/store/redirect), or null. */
async function storeRedirect(pathWithQuery: string): Promise<Redirect | null> {
  const answer = await publicApi.get<{ redirect: Redirect | null }>('/api/store/redirect', { path: pathWithQuery })
  return answer.redirect
}

/** The page's status: 404 for a path no route takes, a record that is missing or a failed validation. */
function statusOf(router: ReturnType<typeof createAppRouter>): number {
  const matches = router.stores.matches.get()
  if (matches.some((match) => match.status === 'notFound' || match._notFound || isNotFound(match.error))) return 404
  const failed = matches.find((match) => match.status === 'error')
  if (failed) return failed.error instanceof RouteValidationError ? 404 : 500
  return 200
}

/** The React tree as HTML, once everything in it (lazy code, data) has loaded. */
function renderToHtml(element: React.ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = ''
    const sink = new PassThrough()
    sink.setEncoding('utf8')
    sink.on('data', (chunk: string) => (html += chunk))
    sink.on('end', () => resolve(html))
    const stream = renderToPipeableStream(element, {
      // Waiting for all of it: the HTML is whole, with no streaming instructions (inline scripts,
      // which the page's Content-Security-Policy forbids).
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => {
        // The nearest error boundary renders it; the browser renders that part again.
        if (!isNotFound(error)) console.error('render error', error)
      },
    })
    setTimeout(() => stream.abort(new Error('render timed out')), RENDER_TIMEOUT_MS).unref()
  })
}

// The API a request's render reads from. Several render servers can share this module in one
// Node process — the test runner serves a PocketBase per API test worker, each with its render
// server — and a module-wide origin made every one of them read the last one's database (pages
// rendered right after a change in another showed the data from before it).
const requestApi = new AsyncLocalStorage<{ origin: string; headers: Record<string, string> }>()

export function configureRender(setup: Pick<RenderSetup, 'apiOrigin'>) {
  configurePublicApi(
    () => requestApi.getStore()?.origin ?? setup.apiOrigin,
    () => requestApi.getStore()?.headers ?? {},
  )
}

/** One page request → its response: a redirect, or the HTML of the page (404 and 500 included). */
export function renderPage(request: PageRequest, setup: RenderSetup): Promise<PageResponse> {
  const headers: Record<string, string> = request.testNow ? { 'X-Rihla-Test-Now': request.testNow } : {}
  return requestApi.run({ origin: setup.apiOrigin, headers }, () => renderPageFor(request, setup))
}

async function renderPageFor(request: PageRequest, setup: RenderSetup): Promise<PageResponse> {
  const url = new URL(request.url, 'http://page.invalid')
  const pathWithQuery = `${url.pathname}${url.search}`
  const cookieLocale = readLocaleCookie(request.cookies)

  // The first visit's language: cookie, then the browser's languages (spec section 2).
  const localeTarget = localeRedirect({ pathname: url.pathname, cookieLocale, browserLanguages: acceptedLanguages(request.acceptLanguage) })
  if (localeTarget) return redirectResponse({ to: `${localeTarget}${url.search}`, status: 302 }, { Vary: 'Cookie, Accept-Language' })

  const moved = await storeRedirect(pathWithQuery)
  if (moved) return redirectResponse(moved)

  const locale: Locale = localeFromPath(url.pathname)
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } })
  const router = createAppRouter({ queryClient, history: createMemoryHistory({ initialEntries: [pathWithQuery] }) })
  await router.load()
  const serverResult = (router as unknown as { _serverResult?: { type: string; redirect?: Response } })._serverResult
  if (serverResult?.type === 'redirect' && serverResult.redirect) {
    const location = serverResult.redirect.headers.get('Location') ?? '/'
    return redirectResponse({ to: location, status: serverResult.redirect.status })
  }

  const i18n = setupI18n({ locale, locales: [intlLocale(locale)], messages: await catalogs })
  const headCollector = createPageHeadCollector()
  const requestInfo = { origin: setup.publicOrigin, cookies: request.cookies, headCollector }
  const rootHtml = await renderToHtml(<App router={router} queryClient={queryClient} i18n={i18n} request={requestInfo} />)
  const failureHtml = await renderToHtml(<StartFailureNote i18n={i18n} href={pathWithQuery} />)

  const state = dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status === 'success' && !isDeviceQuery(query) })
  const body = assembleDocument(setup.template, {
    locale,
    headTags: headCollector.tags(),
    rootHtml,
    failureHtml,
    data: state,
    manifest: setup.manifest,
    routeFiles: router.stores.matches.get().map((match) => match.routeId),
  })
  const headers: Record<string, string> = {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-cache',
    // The page follows the cart-size and locale cookies.
    Vary: 'Cookie',
  }
  if (cookieLocale !== locale) headers['Set-Cookie'] = localeCookie(locale)
  return { status: statusOf(router), headers, body }
}
