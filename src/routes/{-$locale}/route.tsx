import { createFileRoute, notFound } from '@tanstack/react-router'
import { localeFromParam } from '../../lib/locale'
import { activateLocale } from '../../lib/i18n'
import { LocaleLayout } from '../../features/shell/components/locale-layout'

// Arabic has no prefix; English is /en. Any other first segment is not this route's locale:
// returning false lets other routes (or the 404) match instead.
export const Route = createFileRoute('/{-$locale}')({
  params: {
    parse: (raw) => (localeFromParam(raw.locale) ? { locale: raw.locale } : (false as unknown as { locale?: string })),
    stringify: (params) => ({ locale: params.locale }),
  },
  beforeLoad: async ({ params }) => {
    const locale = localeFromParam(params.locale)
    if (!locale) throw notFound()
    await activateLocale(locale)
    return { locale }
  },
  component: LocaleLayout,
})
