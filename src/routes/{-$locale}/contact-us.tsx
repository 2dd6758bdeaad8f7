import { createFileRoute } from '@tanstack/react-router'
import { ContactPage } from '../../features/contact/components/contact-page'
import { loadCatalogPart } from '../../lib/i18n'

export const Route = createFileRoute('/{-$locale}/contact-us')({
  // Its messages are in the shop part, kept out of home's first load (decision 055).
  beforeLoad: () => loadCatalogPart('shop'),
  component: ContactPage,
})
