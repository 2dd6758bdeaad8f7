import { useSuspenseQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { formatDate, formatMoney } from '../../../lib/format'
import { localePath } from '../../../lib/locale'
import { PageFrame } from '../../shell/components/page-frame'
import { useLocale } from '../../shell/hooks/use-locale'
import { orderQueries } from '../api/queries'
import { OrderStatusLabel } from './order-status-label'

/** One order's summary; bookings, vouchers and payment arrive with the payments work. */
export function OrderPage({ orderId }: { orderId: string }) {
  const { t } = useLingui()
  const locale = useLocale()
  const { data: order } = useSuspenseQuery(orderQueries.one(orderId))
  const number = order.number
  return (
    <PageFrame title={t`Order ${number}`} trail={[{ label: t`Your orders`, href: localePath(locale, '/orders') }]}>
      <dl className="summary-list">
        <div>
          <dt>{t`Status`}</dt>
          <dd>
            <OrderStatusLabel status={order.status} />
          </dd>
        </div>
        <div>
          <dt>{t`Purchase ID`}</dt>
          <dd>{order.purchase_id}</dd>
        </div>
        <div>
          <dt>{t`Purchase date`}</dt>
          <dd>{formatDate(order.created, locale)}</dd>
        </div>
        <div>
          <dt>{t`Invoice number`}</dt>
          <dd>{order.invoice_number}</dd>
        </div>
        <div>
          <dt>{t`Total`}</dt>
          <dd>{formatMoney(order.total, locale)}</dd>
        </div>
      </dl>
    </PageFrame>
  )
}
