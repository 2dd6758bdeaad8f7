import { createFileRoute, useLocation } from '@tanstack/react-router'
import { ResetPasswordPage } from '../../../features/account/components/reset-password-page'
import { fragmentToken } from '../../../lib/fragment-token'
import { loadCatalogPart } from '../../../lib/i18n'

export const Route = createFileRoute('/{-$locale}/auth/reset-password')({
  // Its messages are in the shop part, kept out of home's first load (decision 055).
  beforeLoad: () => loadCatalogPart('shop'),
  component: function ResetPassword() {
    // The reset mail's link carries its token in the fragment (#token=…), never sent to a server.
    const token = fragmentToken(useLocation({ select: (location) => location.hash }), 'token')
    return <ResetPasswordPage token={token} />
  },
})
