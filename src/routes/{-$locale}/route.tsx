import { createFileRoute, notFound, redirect } from '@tanstack/react-router'
import { localeFromParam } from '../../lib/locale'
import { localeCookie, localeRedirect, readLocaleCookie } from '../../lib/locale-preference'
import { activateLocale } from '../../lib/i18n'
import { LocaleLayout } from '../../app/layout/locale-layout'
import { siteConfigQueries } from '../../lib/site-config'
import { currencyQueries } from '../../lib/currencies'

let firstLoad = true

// Arabic has no prefix; English is /en. Any other first segment is not this route's locale:
// returning false lets other routes (or the 404) match instead.
export const Route = createFileRoute('/{-$locale}')({
  params: {
    parse: (raw) => (localeFromParam(raw.locale) ? { locale: raw.locale } : (false as unknown as { locale?: string })),
    stringify: (params) => ({ locale: params.locale }),
  },
  beforeLoad: async ({ params, location, preload }) => {
    const locale = localeFromParam(params.locale)
    if (!locale) throw notFound()
    // The server decides the first page's language before it renders (server/render-page.tsx),
    // and the request's i18n instance is already this locale's.
    if (!preload && typeof document !== 'undefined') {
      // Only the page the traveller arrived on may follow the cookie or browser (spec section 2);
      // links inside the app always name their language. The server has done this for the pages
      // it rendered; a page the service worker answered with the app shell does it here.
      if (firstLoad) {
        firstLoad = false
        const target = localeRedirect({ pathname: location.pathname, cookieLocale: readLocaleCookie(document.cookie), browserLanguages: navigator.languages })
        if (target) throw redirect({ href: target, replace: true })
      }
      document.cookie = localeCookie(locale)
      await activateLocale(locale)
    }
    return { locale }
  },
  // The layout (chosen by a setting) and every price (in the display currency) read these: with
  // them ready, the first render is final. Missing offline, the page renders without them.
  loader: ({ context: { queryClient } }) => Promise.all([queryClient.ensureQueryData(siteConfigQueries.config()), queryClient.ensureQueryData(currencyQueries.list())]).catch(() => undefined),
  component: LocaleLayout,
})
