import { createFileRoute } from '@tanstack/react-router'
import { CheckoutPage } from '../../../features/checkout/components/checkout-page'
import { loadCatalogPart } from '../../../lib/i18n'

export const Route = createFileRoute('/{-$locale}/checkout/')({
  // The payment choice's messages are in the orders part (they are kept out of home's first load).
  beforeLoad: () => loadCatalogPart('orders'),
  component: CheckoutPage,
})
