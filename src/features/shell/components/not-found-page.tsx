import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { localeParam } from '../../../lib/locale'
import { useLocale } from '../hooks/use-locale'
import { useDocumentTitle } from '../hooks/use-document-title'
import { SiteHeader } from './site-header'

/** The 404 screen (spec section 2): shown for unknown routes and missing records. */
export function NotFoundPage() {
  const locale = useLocale()
  useDocumentTitle('404')
  return (
    <>
      <SiteHeader />
      <main className="page status-page">
        <h1>
          <Trans>Oops! The page you're looking for doesn't exist.</Trans>
        </h1>
        <p>
          <Trans>It may have been removed, renamed or be temporarily unavailable.</Trans>
        </p>
        <Link to="/{-$locale}" params={{ locale: localeParam(locale) }} className="button button--primary">
          <Trans>Back to home</Trans>
        </Link>
      </main>
    </>
  )
}
