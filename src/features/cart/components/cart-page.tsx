import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'react-aria-components'
import { localePath } from '../../../lib/locale'
import { Button } from '../../../ui/button'
import { usePriceFormat } from '../../../lib/use-price-format'
import { useOnlineStatus } from '../../../lib/use-online-status'
import { PageFrame } from '../../../ui/page-frame'
import { useLocale } from '../../../lib/use-locale'
import { cartCheckQuery, type CartOutcome } from '../../../lib/cart-check'
import { cartQueries, removeFromLocalCart, replaceLocalCart } from '../../../lib/device-cart'
import { useDeviceCart } from '../../../lib/use-device-cart'
import { acceptCartCheck } from '../cart-outcome'
import { CartLine } from './cart-line'
import { PRIVATE_PAGE } from '../../../lib/page-head'
import '../../../ui/cart-lines.css'

export function CartPage() {
  const { t } = useLingui()
  const locale = useLocale()
  const price = usePriceFormat()
  const online = useOnlineStatus()
  const queryClient = useQueryClient()
  const { items, isPending } = useDeviceCart()
  const { data: check, isFetching: checking, isError: checkFailed } = useQuery(cartCheckQuery(items, locale))
  const refresh = () => queryClient.invalidateQueries({ queryKey: cartQueries.local().queryKey })
  const outcomes: Record<Exclude<CartOutcome, 'ok'>, string> = {
    all_unavailable: t`All the activities in your cart are no longer available.`,
    some_unavailable: t`Some activities in your cart are no longer available. Please review your cart and continue.`,
    prices_changed: t`The prices of some activities in your cart have changed. Please review your cart and continue.`,
    some_unavailable_prices_changed: t`Some activities are no longer available and some prices have changed. Please review your cart and continue.`,
  }
  const byslot = new Map((check?.items ?? []).map((item) => [item.slotId, item]))
  const total = check ? price(check.total) : null
  const needsReview = Boolean(check && check.outcome !== 'ok')

  return (
    <PageFrame head={PRIVATE_PAGE} title={t`Cart`}>
      {isPending ? null : items.length === 0 ? (
        <div className="empty-state">
          <p>
            <Trans>Your cart is empty.</Trans>
          </p>
          <Link href={localePath(locale, '/things-to-do')} className="button button--primary">
            <Trans>Find things to do</Trans>
          </Link>
        </div>
      ) : (
        <>
          {!online ? <p className="notice notice--warning">{t`You're offline: availability and prices may have changed since you added these.`}</p> : null}
          {checkFailed && online ? <p className="notice notice--error" role="alert">{t`We could not check availability right now. Please try again.`}</p> : null}
          {needsReview && check ? (
            <div className="notice notice--warning" role="alert" data-testid="cart-outcome">
              <p>{outcomes[check.outcome as Exclude<CartOutcome, 'ok'>]}</p>
              <p>
                <strong>
                  <Trans>New total payable: {total}</Trans>
                </strong>
              </p>
            </div>
          ) : null}
          <ul className="cart-lines" aria-busy={checking}>
            {items.map((item) => (
              <CartLine key={item.slotId} item={item} items={items} line={byslot.get(item.slotId)} locale={locale} onRemove={async () => (await removeFromLocalCart(item.slotId), await refresh())} />
            ))}
          </ul>
          <div className="cart-summary">
            <p>
              <span>{t`Total`}{'\u00a0'}</span> <strong data-testid="cart-total">{total ?? '…'}</strong>
            </p>
            {needsReview && check ? (
              <Button onPress={async () => (await replaceLocalCart(acceptCartCheck(items, check)), await refresh())}>{t`Review and continue`}</Button>
            ) : (
              <Link href={localePath(locale, '/checkout')} className={check && online ? 'button button--primary' : 'button button--primary button--disabled'} aria-disabled={!check || !online}>
                {t`Continue to checkout`}
              </Link>
            )}
          </div>
        </>
      )}
    </PageFrame>
  )
}
