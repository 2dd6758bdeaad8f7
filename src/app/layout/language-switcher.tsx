import { useLocation } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { Link } from '../../ui/link'
import { pathInLocale } from '../../lib/locale'
import { useLocale } from '../../lib/use-locale'
import './language-switcher.css'

/** Links to the same page and query in the other language. */
export function LanguageSwitcher() {
  const { t } = useLingui()
  const locale = useLocale()
  const location = useLocation()
  const target = locale === 'ar' ? 'en' : 'ar'
  const href = `${pathInLocale(location.pathname, target)}${location.searchStr ?? ''}${location.hash ? `#${location.hash}` : ''}`
  const name = target === 'en' ? 'English' : 'العربية'
  // The visible language name starts the accessible name (WCAG 2.5.3), then what it does.
  return (
    <Link className="language-switcher" href={href} hrefLang={target} aria-label={`${name} — ${t`Switch language`}`}>
      <span lang={target}>{name}</span>
    </Link>
  )
}
