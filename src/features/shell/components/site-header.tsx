import { Link } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { localeParam } from '../../../lib/locale'
import { useLocale } from '../hooks/use-locale'
import { LanguageSwitcher } from './language-switcher'

export function SiteHeader() {
  const locale = useLocale()
  return (
    <header className="site-header">
      <Link to="/{-$locale}" params={{ locale: localeParam(locale) }} className="brand">
        <img src="/favicon.svg" alt="" width={32} height={32} />
        <span>
          <Trans>Rihla</Trans>
        </span>
      </Link>
      <nav className="site-header__actions">
        <LanguageSwitcher />
      </nav>
    </header>
  )
}
