import { createFileRoute } from '@tanstack/react-router'
import { CartPage } from '../../features/cart/components/cart-page'
import { loadCatalogPart } from '../../lib/i18n'

export const Route = createFileRoute('/{-$locale}/cart')({
  // Its messages are in the shop part, kept out of home's first load (decision 055).
  beforeLoad: () => loadCatalogPart('shop'),
  component: CartPage,
})
