import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'react-aria-components'
import { localePath } from '../../../lib/locale'
import { PageFrame } from '../../shell/components/page-frame'
import { useLocale } from '../../shell/hooks/use-locale'

/** Payment failed (spec section 8), with a way to try again. */
export function CheckoutErrorPage() {
  const { t } = useLingui()
  const locale = useLocale()
  return (
    <PageFrame title={t`Payment failed`}>
      <div className="notice notice--error" role="alert">
        <p>
          <Trans>We're sorry, but your payment didn't go through. Please check your information and try once more.</Trans>
        </p>
      </div>
      <Link href={localePath(locale, '/checkout')} className="button button--primary">
        <Trans>Try again</Trans>
      </Link>
    </PageFrame>
  )
}
