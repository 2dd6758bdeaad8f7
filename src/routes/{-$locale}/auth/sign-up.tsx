import { createFileRoute } from '@tanstack/react-router'
import { SignUpPage } from '../../../features/account/components/sign-up-page'

export const Route = createFileRoute('/{-$locale}/auth/sign-up')({
  component: SignUpPage,
})
