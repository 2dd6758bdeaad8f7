import { useLingui } from '@lingui/react/macro'
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components'
import { localePath } from '../../../lib/locale'
import { Icon } from '../../../ui/icon'
import { signOut } from '../../../lib/use-auth'
import { useLocale } from '../../../lib/use-locale'
import { AriaProviders } from '../../../ui/aria-providers'
import '../../../ui/popover.css'

/** A signed-in customer's menu: the orders list, the saved list and 'Sign Out'. */
export function CustomerMenu() {
  const { t } = useLingui()
  const locale = useLocale()
  return (
    <AriaProviders>
      <MenuTrigger>
        <Button className="icon-button" aria-label={t`Your account`}>
          <Icon name="user" />
        </Button>
        <Popover className="popover" placement="bottom end">
          <Menu className="menu" onAction={(key) => key === 'sign-out' && signOut()}>
            <MenuItem className="menu__item" href={localePath(locale, '/orders')}>{t`Your orders`}</MenuItem>
            <MenuItem className="menu__item" href={localePath(locale, '/saved')}>{t`Saved experiences`}</MenuItem>
            <MenuItem className="menu__item" id="sign-out">{t`Sign Out`}</MenuItem>
          </Menu>
        </Popover>
      </MenuTrigger>
    </AriaProviders>
  )
}
