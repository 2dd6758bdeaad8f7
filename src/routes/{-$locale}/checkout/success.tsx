import { createFileRoute } from '@tanstack/react-router'
import { CheckoutSuccessPage } from '../../../features/checkout/components/checkout-success-page'

export const Route = createFileRoute('/{-$locale}/checkout/success')({
  component: CheckoutSuccessPage,
})
