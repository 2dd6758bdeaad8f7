import { createFileRoute } from '@tanstack/react-router'
import { SignUpPage } from '../../../features/account/components/sign-up-page'
import { loadCatalogPart } from '../../../lib/i18n'

export const Route = createFileRoute('/{-$locale}/auth/sign-up')({
  // Its messages are in the shop part, kept out of home's first load (decision 055).
  beforeLoad: () => loadCatalogPart('shop'),
  component: SignUpPage,
})
