import { useLingui } from '@lingui/react/macro'
import { formatDate, formatMoney } from '../../../lib/format'
import { useLocale } from '../../../lib/use-locale'
import type { OrderDetails } from '../types'
import { OrderStatusLabel } from './order-status-label'
import '../orders.css'

/** The order's identifiers and amounts (charged in SAR, whatever the display currency). */
export function OrderSummary({ order }: { order: OrderDetails }) {
  const { t } = useLingui()
  const locale = useLocale()
  const money = (halalas: number) => formatMoney(halalas, locale, order.currency)
  const promo = order.promoCode
  return (
    <dl className="summary-list order-summary" data-testid="order-summary">
      <div>
        <dt>{t`Status`}</dt>
        <dd>
          <OrderStatusLabel status={order.status} />
        </dd>
      </div>
      <div>
        <dt>{t`Order ID`}</dt>
        <dd>
          <bdi>{order.number}</bdi>
        </dd>
      </div>
      <div>
        <dt>{t`Purchase ID`}</dt>
        <dd>
          <bdi>{order.purchaseId}</bdi>
        </dd>
      </div>
      <div>
        <dt>{t`Purchase date`}</dt>
        <dd>{formatDate(order.created, locale)}</dd>
      </div>
      <div>
        <dt>{t`Invoice number`}</dt>
        <dd>
          <bdi>{order.invoiceNumber}</bdi>
        </dd>
      </div>
      <div>
        <dt>{t`Payment method`}</dt>
        <dd>{order.paymentMethod === 'pay_later' ? t`Reserve now, pay later` : t`Card`}</dd>
      </div>
      <div>
        <dt>{t`Subtotal`}</dt>
        <dd>{money(order.subtotal)}</dd>
      </div>
      {order.discount > 0 ? (
        <div>
          <dt>{promo ? t`Discount (${promo})` : t`Discount`}</dt>
          <dd>−{money(order.discount)}</dd>
        </div>
      ) : null}
      <div>
        <dt>{t`Total`}</dt>
        <dd data-testid="order-total">{money(order.total)}</dd>
      </div>
    </dl>
  )
}
