import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'react-aria-components'
import { localePath } from '../../../lib/locale'
import { PageFrame } from '../../shell/components/page-frame'
import { useLocale } from '../../shell/hooks/use-locale'

export function SavedPage() {
  const { t } = useLingui()
  const locale = useLocale()
  return (
    <PageFrame title={t`Saved experiences`}>
      <div className="empty-state">
        <p>
          <Trans>You have not saved any experiences yet. Tap the heart on an experience to keep it here, even offline.</Trans>
        </p>
        <Link href={localePath(locale, '/things-to-do')} className="button button--primary">
          <Trans>Find things to do</Trans>
        </Link>
      </div>
    </PageFrame>
  )
}
