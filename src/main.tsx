import { StrictMode, startTransition } from 'react'
import { activateLocale } from './lib/i18n'
import { localeFromPath } from './lib/locale'
import { persistQueries, queryClient } from './lib/query-client'
import { seedInitialData } from './lib/initial-data'
import { App } from './app'
import { createAppRouter } from './router'
import { yieldToMain } from './lib/yield-to-main'
import { showStartFailure } from './lib/start-failure'
import { cartQueries } from './features/cart/api/local-cart'
import { savedQueries } from './features/saved/api/saved'
import './styles/global.css'

// React's renderer (≈200 kB of the start-up JavaScript) is its own module, fetched from here on
// (the server preloads it) and evaluated in a task of its own rather than inside the entry's.
const reactDomClient = import('react-dom/client')
// Its failure is start()'s to report, which awaits it later.
reactDomClient.catch(() => undefined)

/** A slow route (its data not in the page, a weak connection) renders its pending state rather than waiting longer. */
const FIRST_LOAD_WAIT_MS = 1000

// Not top-level await: route chunks import this entry's shared code, and would wait for the
// entry module to finish evaluating, so the route could never load before the first render.
async function start() {
  // The first page's catalog is loaded before the first render, so nothing flashes untranslated.
  await Promise.all([activateLocale(localeFromPath(window.location.pathname)), persistQueries()])
  // The API answers the server put in the page are newer than anything restored from the device.
  seedInitialData(queryClient)
  // Start-up is cut into tasks: the entry module's evaluation, then building the router, then
  // loading the route, each short enough not to hold up a tap (under a 4x slower phone CPU the
  // router alone made a 100 ms task when it was built while the module evaluated).
  await yieldToMain()
  const router = createAppRouter()
  await yieldToMain()
  // React renders synchronously, in one long task, every component whose store changes after it
  // has mounted. So the route (matches, loaders, code) and what the device keeps (cart, saved
  // list) are ready before the first render, which is then the whole page, rendered in slices.
  await Promise.race([
    Promise.all([router.load(), queryClient.prefetchQuery(cartQueries.local()), queryClient.prefetchQuery(savedQueries.list())]).catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, FIRST_LOAD_WAIT_MS)),
  ])

  const container = document.getElementById('root')
  if (!container) throw new Error('#root is missing from index.html')
  const { createRoot } = await reactDomClient
  const root = createRoot(container)
  // A transition: React may render the first tree in slices rather than one long task.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    ),
  )
}

start().catch(showStartFailure)
