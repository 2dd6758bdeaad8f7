import { useLingui } from '@lingui/react/macro'
import { Link } from '../../ui/link'
import { localePath } from '../../lib/locale'
import { loadOnIntent, type StandInProps } from '../../lib/load-on-intent'
import { useLocale } from '../../lib/use-locale'
import { AccountMenu } from '../../features/account/components/account-menu'
import { CartLink } from '../../features/cart/components/cart-link'
import { ChatLink } from '../../features/chat/components/chat-link'
import { CurrencySwitcher } from '../../features/currency/components/currency-switcher'
import { LanguageSwitcher } from './language-switcher'
import { MenuButtonStandIn } from '../../ui/menu-button-stand-in'
import { SearchBox } from '../../features/catalog/components/search-box'
import { BrandMark } from '../../ui/brand-mark'
import './site-header.css'

// The menus bring react-aria's overlays and collections: they load when the traveller reaches for
// them, not with every page.
const SupportMenu = loadOnIntent(
  () => import('../../features/contact/components/support-menu').then((module) => module.SupportMenu),
  function SupportMenuStandIn({ intent }: StandInProps) {
    const { t } = useLingui()
    return <MenuButtonStandIn icon="help" label={t`Help and support`} intent={intent} />
  },
)

type SiteHeaderProps = { transparent?: boolean }

export function SiteHeader({ transparent = false }: SiteHeaderProps) {
  const { t } = useLingui()
  const locale = useLocale()
  return (
    <header className={transparent ? 'site-header site-header--transparent' : 'site-header'}>
      <div className="site-header__bar">
        <Link href={localePath(locale, '/')} className="brand" aria-label={t`Rihla home`}>
          <BrandMark />
          <span>{t`Rihla`}</span>
        </Link>
        <nav className="site-header__actions" aria-label={t`Site`}>
          <LanguageSwitcher />
          <ChatLink />
          <CartLink />
          <AccountMenu />
        </nav>
      </div>
      <div className="site-header__tools">
        <SearchBox />
        <CurrencySwitcher />
        <SupportMenu />
      </div>
    </header>
  )
}
