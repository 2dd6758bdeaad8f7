import { createFileRoute } from '@tanstack/react-router'
import { CheckoutErrorPage } from '../../../features/checkout/components/checkout-error-page'

export const Route = createFileRoute('/{-$locale}/checkout/error')({
  component: CheckoutErrorPage,
})
