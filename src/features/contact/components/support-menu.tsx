import { useQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components'
import { localePath } from '../../../lib/locale'
import { Icon } from '../../../ui/icon'
import { siteConfigQueries } from '../../../lib/site-config'
import { useLocale } from '../../../lib/use-locale'
import { supportLinks } from '../../../lib/support-links'
import { AriaProviders } from '../../../ui/aria-providers'
import '../../../ui/popover.css'

/** 24/7 support: phone, WhatsApp and chat. */
export function SupportMenu() {
  const { t } = useLingui()
  const locale = useLocale()
  const { data: config } = useQuery(siteConfigQueries.config())
  const links = supportLinks(config)
  return (
    <AriaProviders>
      <MenuTrigger>
        <Button className="icon-button" aria-label={t`Help and support`}>
          <Icon name="help" />
        </Button>
        <Popover className="popover" placement="bottom end">
          <Menu className="menu">
            {links.phone ? (
              <MenuItem className="menu__item" href={links.phone}>
                {t`Call us 24/7`}
              </MenuItem>
            ) : null}
            {links.whatsapp ? (
              <MenuItem className="menu__item" href={links.whatsapp} target="_blank" rel="noopener noreferrer">
                {t`WhatsApp`}
              </MenuItem>
            ) : null}
            <MenuItem className="menu__item" href={localePath(locale, '/chat')}>
              {t`Chat with us`}
            </MenuItem>
          </Menu>
        </Popover>
      </MenuTrigger>
    </AriaProviders>
  )
}
