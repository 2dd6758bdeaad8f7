import { useLingui } from '@lingui/react/macro'
import { formatMoney } from '../../../lib/format'
import { useLocale } from '../../../lib/use-locale'
import type { OrderDetails } from '../types'
import { OrderStatusLabel } from './order-status-label'
import { OrderReferences } from './order-references'
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
      <OrderReferences number={order.number} purchaseId={order.purchaseId} created={order.created} invoiceNumber={order.invoiceNumber} locale={locale} />
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
