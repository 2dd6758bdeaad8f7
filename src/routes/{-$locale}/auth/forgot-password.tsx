import { createFileRoute } from '@tanstack/react-router'
import { ForgotPasswordPage } from '../../../features/account/components/forgot-password-page'
import { loadCatalogPart } from '../../../lib/i18n'

export const Route = createFileRoute('/{-$locale}/auth/forgot-password')({
  // Its messages are in the shop part, kept out of home's first load (decision 055).
  beforeLoad: () => loadCatalogPart('shop'),
  component: ForgotPasswordPage,
})
