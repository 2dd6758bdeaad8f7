import { useSuspenseQuery } from '@tanstack/react-query'
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
import '../orders.css'

/**
 * An order's simplified tax invoice on screen, for its customer or the holder of its link (the
 * order's own answer carries it: the same access rule). Printing gives the invoice alone.
 */
export function InvoicePage({ orderId, token }: { orderId: string; token: string | undefined }) {
  const { t } = useLingui()
  const locale = useLocale()
  const { data: view } = useSuspenseQuery(orderQueries.view(orderId, token))
  const number = view.order.number
  const orderLink = orderPath(locale, orderId, token)
  return (
    <PageFrame
      head={PRIVATE_PAGE}
      title={t`Tax invoice`}
      trail={[
        { label: t`Your orders`, href: localePath(locale, '/orders') },
        { label: t`Order ${number}`, href: orderLink },
      ]}
      className="order-page invoice-page"
    >
      <div className="button-row invoice-page__actions">
        {view.invoice ? (
          <Button variant="primary" onPress={() => window.print()}>
            {t`Print invoice`}
          </Button>
        ) : null}
        <Link href={orderLink} className="button button--secondary">
          {t`Back to the order`}
        </Link>
      </div>
      {view.invoice ? (
        <OrderInvoice view={view} onScreen />
      ) : (
        <p className="notice" role="status" data-testid="invoice-not-issued">
          {t`The tax invoice is issued once the order is paid.`}
        </p>
      )}
    </PageFrame>
  )
}
