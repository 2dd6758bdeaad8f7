import { useQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { PRIVATE_PAGE } from '../../../lib/page-head'
import { localePath } from '../../../lib/locale'
import { useHydrated } from '../../../lib/use-hydrated'
import { useLocale } from '../../../lib/use-locale'
import { Link } from '../../../ui/link'
import { PageFrame } from '../../../ui/page-frame'
import { Spinner } from '../../../ui/spinner'
import { ordersDeskQueries, type OrderDeskFilters } from '../api/orders-desk-api'
import { OrdersDeskList } from './orders-desk-list'
import '../front-desk.css'

type OrdersDeskPageProps = { filters: OrderDeskFilters; onFiltersChange: (filters: OrderDeskFilters) => void }

/** /staff/orders: every order, found by number, traveller, phone, experience or day; for signed-in staff (managers and agents). */
export function OrdersDeskPage({ filters, onFiltersChange }: OrdersDeskPageProps) {
  const { t } = useLingui()
  const locale = useLocale()
  const hydrated = useHydrated()
  const { data: staff, isPending } = useQuery({ ...ordersDeskQueries.session(), enabled: hydrated })
  return (
    <PageFrame head={PRIVATE_PAGE} title={t`Orders`} trail={[{ label: t`Staff inbox`, href: localePath(locale, '/staff') }]} className="staff-page desk-page">
      {!hydrated || isPending ? (
        <Spinner />
      ) : !staff ? (
        <p className="notice">
          {t`Orders are for the Rihla team.`} <Link href={localePath(locale, '/staff')}>{t`Sign in as staff`}</Link>
        </p>
      ) : (
        <OrdersDeskList filters={filters} onFiltersChange={onFiltersChange} />
      )}
    </PageFrame>
  )
}
