import { useQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { Link } from 'react-aria-components'
import { localePath } from '../../../lib/locale'
import { orderPath } from '../../../lib/order-paths'
import { PRIVATE_PAGE } from '../../../lib/page-head'
import { useLocale } from '../../../lib/use-locale'
import { Button } from '../../../ui/button'
import { PageFrame } from '../../../ui/page-frame'
import { orderQueries } from '../api/queries'
import { OrderInvoice } from './order-invoice'
import { useHydrated } from '../../../lib/use-hydrated'
import { Spinner } from '../../../ui/spinner'
import '../orders.css'

/**
 * An order's simplified tax invoice on screen, for its customer or the holder of its link (the
 * order's own answer carries it: the same access rule). Printing gives the invoice alone.
 * Read once hydrated: the link's token is in the fragment, which the server never sees (as the
 * order page).
 */
export function InvoicePage({ orderId, token }: { orderId: string; token: string | undefined }) {
  const { t } = useLingui()
  const locale = useLocale()
  const hydrated = useHydrated()
  const { data, error } = useQuery({ ...orderQueries.view(orderId, token), enabled: hydrated })
  if (error && !data) throw error
  const view = hydrated ? data : undefined
  const number = view?.order.number ?? ''
  const orderLink = orderPath(locale, orderId, token)
  return (
    <PageFrame
      head={PRIVATE_PAGE}
      title={t`Tax invoice`}
      trail={[
        { label: t`Your orders`, href: localePath(locale, '/orders') },
        { label: view ? t`Order ${number}` : t`Your order`, href: orderLink },
      ]}
      className="order-page invoice-page"
    >
      <div className="button-row invoice-page__actions">
        {view?.invoice ? (
          <Button variant="primary" onPress={() => window.print()}>
            {t`Print invoice`}
          </Button>
        ) : null}
        <Link href={orderLink} className="button button--secondary">
          {t`Back to the order`}
        </Link>
      </div>
      {!view ? (
        <Spinner size="md" />
      ) : view.invoice ? (
        <OrderInvoice view={view} onScreen />
      ) : (
        <p className="notice" role="status" data-testid="invoice-not-issued">
          {t`The tax invoice is issued once the order is paid.`}
        </p>
      )}
    </PageFrame>
  )
}
