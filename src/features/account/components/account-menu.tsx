import { useLingui } from '@lingui/react/macro'
import { Link } from '../../../ui/link'
import { localePath } from '../../../lib/locale'
import { loadOnIntent } from '../../../lib/load-on-intent'
import { Icon } from '../../../ui/icon'
import { useAuth } from '../../../lib/use-auth'
import { useLocale } from '../../../lib/use-locale'
import { MenuButtonStandIn } from '../../../ui/menu-button-stand-in'
import '../../../ui/popover.css'

const LazyCustomerMenu = loadOnIntent(
  () => import('./customer-menu').then((module) => module.CustomerMenu),
  function CustomerMenuStandIn({ intent }) {
    const { t } = useLingui()
    return <MenuButtonStandIn icon="user" label={t`Your account`} intent={intent} />
  },
)

/** 'Login/Signup' for guests; the orders list and 'Sign Out' for customers. */
export function AccountMenu() {
  const { t } = useLingui()
  const locale = useLocale()
  const user = useAuth()
  if (!user) {
    return (
      <Link href={localePath(locale, '/auth/login')} className="icon-button account-link" aria-label={t`Login/Signup`}>
        <Icon name="user" />
      </Link>
    )
  }
  return <LazyCustomerMenu />
}
