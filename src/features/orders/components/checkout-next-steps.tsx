import type { ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { LtrValue } from '../../../ui/ltr-value'
import { isBooked, type OrderNotice } from '../order-outcome'

type CheckoutNextStepsProps = { notice: OrderNotice; email: string; signedIn: boolean }

/** 'What happens next' after checkout: the mail, the vouchers and where to find the order again. */
export function CheckoutNextSteps({ notice, email, signedIn }: CheckoutNextStepsProps) {
  const { t } = useLingui()
  const steps: ReactNode[] = []
  // The address stays left-to-right inside an Arabic sentence.
  const address = <LtrValue>{email}</LtrValue>
  if (notice === 'in_progress') steps.push(email ? <Trans>As soon as your activities are confirmed, we will email {address}.</Trans> : t`As soon as your activities are confirmed, we will email you.`)
  if (isBooked(notice)) {
    steps.push(email ? <Trans>We have emailed your confirmation to {address}.</Trans> : t`We have emailed you a confirmation.`)
    steps.push(t`Your vouchers are on your order page. Show the QR code at the meeting point; it opens even without a connection.`)
  }
  if (notice === 'reserved' || notice === 'awaiting_payment') {
    steps.push(t`Pay before the deadline, here or from your order page, to confirm your activities.`)
    steps.push(t`Once you have paid, we email your confirmation and your vouchers appear on your order page.`)
  }
  if (notice === 'unsuccessful' || notice === 'expired' || notice === 'cancelled') steps.push(t`You can choose another date or activity and book again.`)
  steps.push(signedIn ? t`You can find this order at any time under Your orders.` : t`Keep the link in your email: it opens this order again, with your vouchers.`)
  return (
    <section aria-labelledby="next-steps-title">
      <h2 id="next-steps-title">{t`What happens next`}</h2>
      <ul className="next-steps">
        {steps.map((step, index) => (
          <li key={index}>{step}</li>
        ))}
      </ul>
    </section>
  )
}
