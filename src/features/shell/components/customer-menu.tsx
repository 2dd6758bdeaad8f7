import { useLingui } from '@lingui/react/macro'
import { Button, Link, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components'
import { localePath } from '../../../lib/locale'
import { Icon } from '../../../ui/icon'
import { signOut, useAuth } from '../../account/hooks/use-auth'
import { useLocale } from '../hooks/use-locale'

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
  return (
    <MenuTrigger>
      <Button className="icon-button" aria-label={t`Your account`}>
        <Icon name="user" />
      </Button>
      <Popover className="popover" placement="bottom end">
        <Menu className="menu" onAction={(key) => key === 'sign-out' && signOut()}>
          <MenuItem className="menu__item" href={localePath(locale, '/orders')}>{t`Your orders`}</MenuItem>
          <MenuItem className="menu__item" id="sign-out">{t`Sign Out`}</MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  )
}
