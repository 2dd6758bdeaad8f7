import { createFileRoute } from '@tanstack/react-router'
import { OrdersPage } from '../../../features/orders/components/orders-page'
import { loadCatalogPart } from '../../../lib/i18n'

export const Route = createFileRoute('/{-$locale}/orders/')({
  beforeLoad: () => loadCatalogPart('orders'),
  component: OrdersPage,
})
