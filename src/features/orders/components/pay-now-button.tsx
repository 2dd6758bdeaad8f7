import { useState } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { Button } from '../../../ui/button'
import { useOnlineStatus } from '../../../lib/use-online-status'
import { useLocale } from '../../../lib/use-locale'
import { startPayment } from '../api/order-actions'
import { isClientResponseError } from '../../../lib/pocketbase'

type PayNowButtonProps = { orderId: string; token: string | undefined; label: string }

/** Opens a new hosted payment page for an order that can still be paid. */
export function PayNowButton({ orderId, token, label }: PayNowButtonProps) {
  const { t } = useLingui()
  const locale = useLocale()
  const online = useOnlineStatus()
  const queryClient = useQueryClient()
  const [problem, setProblem] = useState<string | null>(null)
  const pay = useMutation({
    mutationFn: () => startPayment(orderId, token, locale),
    onMutate: () => setProblem(null),
    onSuccess: ({ payment }) => window.location.assign(payment.redirectUrl),
    onError: (error) => {
      if (isClientResponseError(error) && error.status === 409) {
        // Paid, cancelled or expired meanwhile: the order itself says which.
        setProblem(error.response?.message || t`This order cannot be paid any more.`)
        void queryClient.invalidateQueries({ queryKey: ['orders', 'view', orderId] })
      } else {
        setProblem(t`We could not open the payment page. Check your connection and try again.`)
      }
    },
  })
  return (
    <div className="pay-now">
      <Button onPress={() => pay.mutate()} isLoading={pay.isPending} isDisabled={!online}>
        {label}
      </Button>
      {!online ? <p className="field__description">{t`Paying needs a connection.`}</p> : null}
      {problem ? (
        <p className="notice notice--error" role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  )
}
