import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'react-aria-components'
import { localePath } from '../../../lib/locale'
import { cartQueries } from '../../cart/api/local-cart'
import { PageFrame } from '../../shell/components/page-frame'
import { useLocale } from '../../shell/hooks/use-locale'

export function CheckoutPage() {
  const { t } = useLingui()
  const locale = useLocale()
  const { data: items = [] } = useQuery(cartQueries.local())
  return (
    <PageFrame title={t`Checkout`} trail={[{ label: t`Cart`, href: localePath(locale, '/cart') }]}>
      {items.length === 0 ? (
        <div className="empty-state">
          <p>
            <Trans>Add an experience to your cart before checking out.</Trans>
          </p>
          <Link href={localePath(locale, '/things-to-do')} className="button button--primary">
            <Trans>Find things to do</Trans>
          </Link>
        </div>
      ) : null}
    </PageFrame>
  )
}
