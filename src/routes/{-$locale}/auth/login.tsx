import { createFileRoute } from '@tanstack/react-router'
import { SignInPage } from '../../../features/account/components/sign-in-page'

export const Route = createFileRoute('/{-$locale}/auth/login')({
  component: SignInPage,
})
