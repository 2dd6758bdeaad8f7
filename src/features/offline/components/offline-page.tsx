import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'react-aria-components'
import { localePath } from '../../../lib/locale'
import { PageFrame } from '../../../ui/page-frame'
import { useLocale } from '../../../lib/use-locale'
import { PRIVATE_PAGE } from '../../../lib/page-head'

/** Shown for pages not yet kept on the device while there is no connection. */
export function OfflinePage() {
  const { t } = useLingui()
  const locale = useLocale()
  return (
    <PageFrame head={PRIVATE_PAGE} title={t`You're offline`}>
      <p>
        <Trans>This page is not saved on your device yet. Your saved experiences and orders are still available.</Trans>
      </p>
      <div className="button-row">
        <Link href={localePath(locale, '/saved')} className="button button--primary">
          <Trans>Saved experiences</Trans>
        </Link>
        <Link href={localePath(locale, '/orders')} className="button button--secondary">
          <Trans>Your orders</Trans>
        </Link>
      </div>
    </PageFrame>
  )
}
