import { useEffect } from 'react'
import { StartedMark } from '../started-mark'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '../../ui/link'
import { useLocation, useNavigate } from '@tanstack/react-router'
import { localePath } from '../../lib/locale'
import { publicApi } from '../../lib/public-api'
import { useLocale } from '../../lib/use-locale'
import { usePageMeta } from '../../lib/use-page-meta'
import { SiteHeader } from './site-header'
import { SiteFooter } from './site-footer'
import { LostTravellerIllustration } from '../../ui/lost-traveller-illustration'
import './status-page.css'

type RedirectAnswer = { redirect: { to: string; status: number } | null }

/** The 404 screen (spec section 2). First asks the server whether the path has moved. */
export function NotFoundPage() {
  const locale = useLocale()
  const { pathname, searchStr } = useLocation()
  const navigate = useNavigate()
  const { t } = useLingui()
  usePageMeta({ title: t`Page not found`, description: t`Oops! The page you're looking for doesn't exist. It may have been removed, renamed or be temporarily unavailable.`, noindex: true })

  useEffect(() => {
    let cancelled = false
    publicApi
      .get<RedirectAnswer>('/api/store/redirect', { path: `${pathname}${searchStr ?? ''}` })
      .then(({ redirect }) => {
        if (cancelled || !redirect) return
        // Absolute targets (allow-listed by the server) need a full page load.
        if (/^https?:\/\//.test(redirect.to)) window.location.assign(redirect.to)
        else void navigate({ href: redirect.to, replace: true })
      })
      .catch(() => {
        // No answer: the 404 stays.
      })
    return () => {
      cancelled = true
    }
  }, [navigate, pathname, searchStr])

  return (
    <>
      <SiteHeader />
      <StartedMark />
      <main className="page status-page" id="main">
        <LostTravellerIllustration />
        <h1>
          <Trans>Oops! The page you're looking for doesn't exist.</Trans>
        </h1>
        <p>
          <Trans>It may have been removed, renamed or be temporarily unavailable.</Trans>
        </p>
        <Link href={localePath(locale, '/')} className="button button--primary">
          <Trans>Back to home</Trans>
        </Link>
      </main>
      <SiteFooter />
    </>
  )
}
