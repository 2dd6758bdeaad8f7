import { useQuery } from '@tanstack/react-query'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'react-aria-components'
import { localePath } from '../../../lib/locale'
import { PageFrame } from '../../shell/components/page-frame'
import { useLocale } from '../../shell/hooks/use-locale'
import { cartQueries } from '../api/local-cart'

export function CartPage() {
  const { t } = useLingui()
  const locale = useLocale()
  const { data: items = [], isPending } = useQuery(cartQueries.local())
  return (
    <PageFrame title={t`Cart`}>
      {isPending ? null : items.length === 0 ? (
        <div className="empty-state">
          <p>
            <Trans>Your cart is empty.</Trans>
          </p>
          <Link href={localePath(locale, '/things-to-do')} className="button button--primary">
            <Trans>Find things to do</Trans>
          </Link>
        </div>
      ) : (
        <p role="status">
          <Plural value={items.length} one="# experience in your cart" other="# experiences in your cart" />
        </p>
      )}
    </PageFrame>
  )
}
