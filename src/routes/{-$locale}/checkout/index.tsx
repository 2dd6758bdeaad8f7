import { createFileRoute } from '@tanstack/react-router'
import { CheckoutPage } from '../../../features/checkout/components/checkout-page'
import { loadCatalogPart } from '../../../lib/i18n'

export const Route = createFileRoute('/{-$locale}/checkout/')({
  // The payment choice's messages are in the orders part, the page's own in the shop part (both kept
  // out of home's first load, decisions 034 and 055).
  beforeLoad: () => Promise.all([loadCatalogPart('orders'), loadCatalogPart('shop')]).then(() => undefined),
  component: CheckoutPage,
})
