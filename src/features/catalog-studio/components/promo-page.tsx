import { useQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { PRIVATE_PAGE } from '../../../lib/page-head'
import { localePath } from '../../../lib/locale'
import { useHydrated } from '../../../lib/use-hydrated'
import { useLocale } from '../../../lib/use-locale'
import { Link } from '../../../ui/link'
import { PageFrame } from '../../../ui/page-frame'
import { Spinner } from '../../../ui/spinner'
import { studioQueries } from '../api/studio-api'
import { PromoEditor } from './promo-editor'
import { PromoList } from './promo-list'
import '../catalog-studio.css'

/** /staff/promos (the list), /staff/promos/new and /staff/promos/{id}: for signed-in staff; managers edit, agents read. */
export function PromoPage({ path }: { path: string }) {
  const { t } = useLingui()
  const locale = useLocale()
  const hydrated = useHydrated()
  const { data: staff, isPending } = useQuery({ ...studioQueries.session(), enabled: hydrated })
  const editing = path !== ''
  const title = path === 'new' ? t`New promo code` : editing ? t`Promo code` : t`Promo codes`
  const trail = [{ label: t`Staff inbox`, href: localePath(locale, '/staff') }, ...(editing ? [{ label: t`Promo codes`, href: localePath(locale, '/staff/promos') }] : [])]
  return (
    <PageFrame head={PRIVATE_PAGE} title={title} trail={trail} className="staff-page studio-page">
      {!hydrated || isPending ? (
        <Spinner />
      ) : !staff ? (
        <p className="notice">
          {t`Promo codes are for the Rihla team.`} <Link href={localePath(locale, '/staff')}>{t`Sign in as staff`}</Link>
        </p>
      ) : editing ? (
        <PromoEditor key={path} id={path === 'new' ? null : path} canEdit={staff.role === 'manager'} />
      ) : (
        <PromoList canEdit={staff.role === 'manager'} />
      )}
    </PageFrame>
  )
}
