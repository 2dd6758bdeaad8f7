import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { activateLocale } from './lib/i18n'
import { localeFromPath } from './lib/locale'
import { persistQueries, queryClient } from './lib/query-client'
import { seedInitialData } from './lib/initial-data'
import { App } from './app'
import { router } from './router'
import { cartQueries } from './features/cart/api/local-cart'
import { savedQueries } from './features/saved/api/saved'
import './styles/global.css'

// The first page's catalog is loaded before the first render, so nothing flashes untranslated.
await Promise.all([activateLocale(localeFromPath(window.location.pathname)), persistQueries()])
// The API answers the server put in the page are newer than anything restored from the device.
seedInitialData(queryClient)
// React renders synchronously (one long task) every component whose store changes after it
// has mounted. So the route starts loading before the first render: its matches are committed
// later as a transition, not by the provider's synchronous first load, which re-rendered the
// whole page at once. What the device keeps (cart, saved list) is read before the first render.
void router.load().catch(() => undefined)
await Promise.all([queryClient.prefetchQuery(cartQueries.local()), queryClient.prefetchQuery(savedQueries.list())]).catch(() => undefined)

const container = document.getElementById('root')
if (!container) throw new Error('#root is missing from index.html')
const root = createRoot(container)
// A transition: React may render the first tree in slices rather than one long task.
startTransition(() =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
)
