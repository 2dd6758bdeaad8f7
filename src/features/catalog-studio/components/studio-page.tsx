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
import { CatalogList } from './catalog-list'
import { ExperienceEditor } from './experience-editor'
import '../catalog-studio.css'

/**
 * /staff/catalog (the list), /staff/catalog/new and /staff/catalog/{id} (the editor): for signed-in
 * staff; managers edit, agents read (decision 065).
 */
export function StudioPage({ path }: { path: string }) {
  const { t } = useLingui()
  const locale = useLocale()
  const hydrated = useHydrated()
  const { data: staff, isPending } = useQuery({ ...studioQueries.session(), enabled: hydrated })
  const editing = path !== ''
  const title = path === 'new' ? t`New experience` : editing ? t`Edit experience` : t`Catalog`
  const trail = [{ label: t`Staff inbox`, href: localePath(locale, '/staff') }, ...(editing ? [{ label: t`Catalog`, href: localePath(locale, '/staff/catalog') }] : [])]
  return (
    <PageFrame head={PRIVATE_PAGE} title={title} trail={trail} className="staff-page studio-page">
      {!hydrated || isPending ? (
        <Spinner />
      ) : !staff ? (
        <p className="notice">
          {t`The catalog is for the Rihla team.`} <Link href={localePath(locale, '/staff')}>{t`Sign in as staff`}</Link>
        </p>
      ) : editing ? (
        <ExperienceEditor key={path} id={path === 'new' ? null : path} canEdit={staff.role === 'manager'} />
      ) : (
        <CatalogList canEdit={staff.role === 'manager'} />
      )}
    </PageFrame>
  )
}
