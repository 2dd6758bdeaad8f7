import { createFileRoute, useLocation } from '@tanstack/react-router'
import { SignInPage } from '../../../features/account/components/sign-in-page'
import { fragmentToken } from '../../../lib/fragment-token'
import { loadCatalogPart } from '../../../lib/i18n'

export const Route = createFileRoute('/{-$locale}/auth/login')({
  // Its messages are in the shop part, kept out of home's first load (decision 055).
  beforeLoad: () => loadCatalogPart('shop'),
  // The verification mail links here with its token in the fragment (#verify=…); ?verified=1|0
  // comes back from the earlier links, which GET /api/store/auth/verify-email still answers.
  validateSearch: (search: Record<string, unknown>): { verified?: boolean } => (search.verified === 1 || search.verified === '1' ? { verified: true } : search.verified === 0 || search.verified === '0' ? { verified: false } : {}),
  component: function SignIn() {
    const { verified } = Route.useSearch()
    const verifyToken = fragmentToken(useLocation({ select: (location) => location.hash }), 'verify')
    return <SignInPage verified={verified} verifyToken={verifyToken} />
  },
})
