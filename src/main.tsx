import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { activateLocale } from './lib/i18n'
import { localeFromPath } from './lib/locale'
import { persistQueries } from './lib/query-client'
import { App } from './app'
import './styles/global.css'

// The first page's catalog is loaded before the first render, so nothing flashes untranslated.
await Promise.all([activateLocale(localeFromPath(window.location.pathname)), persistQueries()])

const container = document.getElementById('root')
if (!container) throw new Error('#root is missing from index.html')
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
