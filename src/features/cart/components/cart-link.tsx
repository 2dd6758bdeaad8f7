import { useLingui } from '@lingui/react/macro'
import { plural } from '@lingui/core/macro'
import { formatNumber } from '../../../lib/format'
import { Link } from '../../../ui/link'
import { localePath } from '../../../lib/locale'
import { Icon } from '../../../ui/icon'
import { useDeviceCart } from '../../../lib/use-device-cart'
import { useLocale } from '../../../lib/use-locale'
import '../cart.css'

export function CartLink() {
  const { t } = useLingui()
  const locale = useLocale()
  const { count } = useDeviceCart()
  return (
    <Link href={localePath(locale, '/cart')} className="icon-button cart-link" aria-label={t`${plural(count, { one: 'Cart, # item', other: 'Cart, # items' })}`}>
      <Icon name="cart" />
      {count > 0 ? (
        <span className="badge" aria-hidden="true" data-testid="cart-count">
          {formatNumber(count, locale)}
        </span>
      ) : null}
    </Link>
  )
}
