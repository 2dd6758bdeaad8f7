import { useEffect } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { localePath } from '../../../lib/locale'
import { showToast } from '../../../ui/toast-region'
import { replaceLocalCart } from '../../../lib/device-cart'
import { useLocale } from '../../../lib/use-locale'
import { checkout } from '../api/checkout'
import { dequeueCheckout, isExpired, queuedCheckouts } from '../api/checkout-queue'
import { isClientResponseError } from '../../../lib/pocketbase'
import { outcomePath } from '../../../lib/order-paths'

const LOCK = 'rihla-checkout-queue'

/** Runs `work` holding a lock that only one tab can have; other tabs skip it. */
async function inOneTab(work: () => Promise<void>) {
  if (!navigator.locks) return work()
  await navigator.locks.request(LOCK, { ifAvailable: true }, async (lock) => {
    if (lock) await work()
  })
}

/**
 * Sends checkouts confirmed offline as soon as the connection returns — once: one tab sends
 * (Web Locks), each with the idempotency key made when it was confirmed, so a reload or a
 * second tab cannot book twice. The traveller hears the outcome either way.
 */
export function useCheckoutQueue() {
  const { t } = useLingui()
  const locale = useLocale()
  const navigate = useNavigate()
  const queryClient = useQueryClient()

  useEffect(() => {
    let running = false
    const flush = async () => {
      if (running || !navigator.onLine) return
      running = true
      try {
        await inOneTab(async () => {
          for (const entry of await queuedCheckouts()) {
            if (isExpired(entry)) {
              await dequeueCheckout(entry.idempotencyKey)
              showToast({ title: t`A booking saved offline more than 24 hours ago was not sent. Please check availability again.`, tone: 'error' })
              continue
            }
            try {
              const result = await checkout(entry.request, entry.idempotencyKey)
              await dequeueCheckout(entry.idempotencyKey)
              await replaceLocalCart([])
              await queryClient.invalidateQueries({ queryKey: ['cart'] })
              const number = result.order.number
              showToast({ title: t`Your booking saved offline was sent: order ${number}.`, tone: 'success' })
              if (result.payment?.redirectUrl) window.location.assign(result.payment.redirectUrl)
              else await navigate({ href: outcomePath(locale, 'success', result.order.id, result.order.accessToken) })
            } catch (error) {
              if (isClientResponseError(error) && error.status >= 400 && error.status < 500 && error.status !== 429) {
                // Sold out, price changed or invalid: the server's answer is final for this attempt.
                await dequeueCheckout(entry.idempotencyKey)
                showToast({ title: t`Your booking saved offline could not be made: availability or prices changed. Please review your cart.`, tone: 'error' })
                await navigate({ href: localePath(locale, '/cart') })
              }
              // Otherwise (no connection yet, server busy) it stays queued for the next try.
            }
          }
        })
      } finally {
        running = false
      }
    }
    void flush()
    window.addEventListener('online', flush)
    return () => window.removeEventListener('online', flush)
  }, [locale, navigate, queryClient, t])
}
