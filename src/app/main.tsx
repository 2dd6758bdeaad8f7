// Tokens, then base styles, before any component's styles (which import their own CSS).
import '../styles/tokens.css'
import '../styles/base.css'
import { StrictMode, startTransition } from 'react'
import { activateLocale, i18n } from '../lib/i18n'
import { localeFromPath } from '../lib/locale'
import { persistQueries, queryClient } from '../lib/query-client'
import { takeServerState } from '../lib/initial-data'
import { App } from './app'
import { createAppRouter } from './router'
import { yieldToMain } from '../lib/yield-to-main'
import { showStartFailure } from '../lib/start-failure'
import { reportHydrationError } from '../lib/hydration-errors'
import { cartQueries } from '../lib/device-cart'
import { savedQueries } from '../features/saved/api/saved'
// The storefront's layout (header, footer, the save and chat entries, toasts, the offline queue)
// is on every storefront page: it is part of the entry rather than a dozen chunks under 1 kB that
// the layout's route chunk and the pages share (decision 055).
import './layout/locale-layout'
import '../lib/use-page-meta'
import '../lib/use-price-format'
import '../ui/responsive-image'
// The chat session still renders after the page (lazy in the layout), from the entry's code.
import '../features/chat/components/chat-session'

// React's renderer (≈200 kB of the start-up JavaScript) is its own module, fetched from here on
// (the server preloads it) and evaluated in a task of its own rather than inside the entry's.
const reactDomClient = import('react-dom/client')
// Its failure is start()'s to report, which awaits it later.
reactDomClient.catch(() => undefined)

/** A slow route (its data not in the page, a weak connection) renders its pending state rather than waiting longer. */
const FIRST_LOAD_WAIT_MS = 1000

/** The root route's not-found screen, loaded (it is split from the entry: most pages never show it). */
async function preloadNotFound(router: ReturnType<typeof createAppRouter>) {
  const component = router.routeTree.options.notFoundComponent as { preload?: () => Promise<void> } | undefined
  await component?.preload?.().catch(() => undefined)
}

// Not top-level await: route chunks import this entry's shared code, and would wait for the
// entry module to finish evaluating, so the route could never load before the first render.
async function start() {
  const container = document.getElementById('root')
  if (!container) throw new Error('#root is missing from index.html')
  // The page the server rendered (server/render-page.tsx) is hydrated; the app shell the service
  // worker answers offline and on repeat visits has an empty #root and is rendered here.
  const serverRendered = container.firstElementChild !== null
  // The first page's catalog is loaded before the first render, so nothing flashes untranslated.
  await Promise.all([activateLocale(localeFromPath(window.location.pathname)), persistQueries()])
  // The server's answers are newer than anything restored from the device.
  takeServerState(queryClient)
  // Start-up is cut into tasks: the entry module's evaluation, then building the router, then
  // loading the route, each short enough not to hold up a tap.
  await yieldToMain()
  const router = createAppRouter({ queryClient })
  // Hydrating, the router renders its matches as the server did (no suspense boundary of its own
  // around them), the way TanStack Router's own SSR client sets it.
  if (serverRendered) router.ssr = { manifest: undefined }
  await yieldToMain()
  // React renders synchronously, in one long task, every component whose store changes after it
  // has mounted. So the route (matches, loaders, code) and what the device keeps (cart, saved
  // list) are ready before the first render.
  const loaded = Promise.all([router.load(), queryClient.prefetchQuery(cartQueries.local()), queryClient.prefetchQuery(savedQueries.list())]).catch(() => undefined)
  // A page to hydrate has its data: only the route's code is left to load, and hydrating before it
  // would not match. The shell renders a slow route's pending state rather than waiting longer.
  await (serverRendered ? loaded : Promise.race([loaded, new Promise((resolve) => setTimeout(resolve, FIRST_LOAD_WAIT_MS))]))
  // A page the server answered with its not-found screen hydrates that screen, whose code loads on demand.
  if (router.stores.matches.get().some((match) => match.status === 'notFound' || match._notFound)) await preloadNotFound(router)

  const { createRoot, hydrateRoot } = await reactDomClient
  const app = (
    <StrictMode>
      <App router={router} queryClient={queryClient} i18n={i18n} />
    </StrictMode>
  )
  // A transition: React hydrates (or renders) the first tree in slices rather than one long task.
  startTransition(() => {
    if (serverRendered) hydrateRoot(container, app, { onRecoverableError: reportHydrationError })
    else createRoot(container).render(app)
  })
}

start().catch(showStartFailure)
