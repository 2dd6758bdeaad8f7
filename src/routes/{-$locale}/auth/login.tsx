import { createFileRoute } from '@tanstack/react-router'
import { SignInPage } from '../../../features/account/components/sign-in-page'

export const Route = createFileRoute('/{-$locale}/auth/login')({
  // ?verified=1|0 comes back from the email verification link.
  validateSearch: (search: Record<string, unknown>): { verified?: boolean } => (search.verified === 1 || search.verified === '1' ? { verified: true } : search.verified === 0 || search.verified === '0' ? { verified: false } : {}),
  component: function SignIn() {
    const { verified } = Route.useSearch()
    return <SignInPage verified={verified} />
  },
})
