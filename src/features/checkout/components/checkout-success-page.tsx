import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'react-aria-components'
import { localePath } from '../../../lib/locale'
import { PageFrame } from '../../shell/components/page-frame'
import { useLocale } from '../../shell/hooks/use-locale'

export function CheckoutSuccessPage() {
  const { t } = useLingui()
  const locale = useLocale()
  return (
    <PageFrame title={t`Booking confirmation`}>
      <div className="empty-state">
        <p>
          <Trans>Your booking confirmation appears here at the end of checkout, and in your confirmation email.</Trans>
        </p>
        <Link href={localePath(locale, '/orders')} className="button button--primary">
          <Trans>Your orders</Trans>
        </Link>
      </div>
    </PageFrame>
  )
}
