import { createFileRoute } from '@tanstack/react-router'
import { ResetPasswordPage } from '../../../features/account/components/reset-password-page'

export const Route = createFileRoute('/{-$locale}/auth/reset-password')({
  validateSearch: (search: Record<string, unknown>): { token?: string } => (typeof search.token === 'string' && search.token.length < 2000 ? { token: search.token } : {}),
  component: function ResetPassword() {
    const { token } = Route.useSearch()
    return <ResetPasswordPage token={token} />
  },
})
