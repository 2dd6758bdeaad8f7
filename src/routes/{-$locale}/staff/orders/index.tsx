import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { isOrderDeskStatus, type OrderDeskFilters } from '../../../../features/front-desk/api/orders-desk-api'
import { OrdersDeskPage } from '../../../../features/front-desk/components/orders-desk-page'
import { loadCatalogPart } from '../../../../lib/i18n'

/** The desk's filters from the address; anything malformed is left out rather than refused. */
function validateSearch(search: Record<string, unknown>): Partial<OrderDeskFilters> {
  const out: Partial<OrderDeskFilters> = {}
  if (typeof search.q === 'string' && search.q.trim()) out.q = search.q.trim().slice(0, 100)
  if (isOrderDeskStatus(search.status)) out.status = search.status
  if (typeof search.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(search.date)) out.date = search.date
  const page = Number(search.page)
  if (Number.isInteger(page) && page > 1 && page <= 10000) out.page = page
  return out
}

// /staff/orders?q=&status=&date=&page=: the orders desk (issue 37), filters in the address so a
// search can be shared with a colleague and survives a reload.
export const Route = createFileRoute('/{-$locale}/staff/orders/')({
  validateSearch,
  beforeLoad: () => loadCatalogPart('staff'),
  component: function OrdersDeskRoute() {
    const search = Route.useSearch()
    const navigate = useNavigate({ from: Route.fullPath })
    const filters: OrderDeskFilters = { q: search.q ?? '', status: search.status ?? '', date: search.date ?? '', page: search.page ?? 1 }
    return <OrdersDeskPage filters={filters} onFiltersChange={(next) => void navigate({ search: validateSearch(next), replace: false })} />
  },
})
