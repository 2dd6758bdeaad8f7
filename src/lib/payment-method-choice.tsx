import { useEffect } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Link } from 'react-aria-components'
import { RadioGroup } from '../ui/radio-group'
import { localePath } from './locale'
import { refreshAuth, useAuth } from './use-auth'
import { useLocale } from './use-locale'

export type PaymentChoice = 'card' | 'pay_later'

/**
 * Why this device's traveller may not reserve now and pay later (docs/decisions/025): not signed
 * in, or the email is not confirmed; null when they may. The server decides again.
 */
export function usePayLaterBlock(): 'sign_in' | 'verify_email' | null {
  const user = useAuth()
  // A confirmation made in another tab shows up in the stored record after a refresh.
  const unverifiedId = user && !user.verified ? user.id : null
  useEffect(() => {
    if (unverifiedId) void refreshAuth()
  }, [unverifiedId])
  return !user ? 'sign_in' : !user.verified ? 'verify_email' : null
}

type PaymentMethodChoiceProps = {
  value: PaymentChoice
  onChange: (value: PaymentChoice) => void
  /** Whether what is booked may be paid later at all (its option allows it). */
  payLaterOffered: boolean
  blocked: 'sign_in' | 'verify_email' | null
}

/**
 * Card now or "Reserve now, pay later": pay later disabled with the reason (and a way to sign in)
 * for guests and unconfirmed emails, its terms for those who may; announced with the choices.
 * Used by the cart's checkout and a custom offer's.
 */
export function PaymentMethodChoice({ value, onChange, payLaterOffered, blocked }: PaymentMethodChoiceProps) {
  const { t } = useLingui()
  const locale = useLocale()
  return (
    <RadioGroup
      label={t`Payment method`}
      value={value === 'pay_later' && (blocked || !payLaterOffered) ? 'card' : value}
      onChange={(next) => onChange(next as PaymentChoice)}
      options={[{ id: 'card', label: t`Pay now by card (mada, Visa, Mastercard)` }, ...(payLaterOffered ? [{ id: 'pay_later', label: t`Reserve now, pay later`, isDisabled: blocked !== null }] : [])]}
      description={
        !payLaterOffered ? undefined : blocked === 'sign_in' ? (
          <span data-testid="pay-later-reason">
            {t`Reserve now, pay later is for signed-in customers with a confirmed email address.`}{' '}
            <Link href={localePath(locale, '/auth/login')}>{t`Sign in`}</Link>
          </span>
        ) : blocked === 'verify_email' ? (
          <span data-testid="pay-later-reason">{t`Confirm your email address to reserve now and pay later: use the link we emailed you.`}</span>
        ) : (
          <span data-testid="pay-later-terms">{t`With pay later, pay within 48 hours of booking (12 hours when the activity is less than a week away) and at the latest 48 hours before it starts; unpaid reservations are cancelled automatically. Up to 8 seats can be held unpaid at a time.`}</span>
        )
      }
    />
  )
}
