import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'react-aria-components'
import { formatDate } from '../../../lib/format'
import { localePath } from '../../../lib/locale'
import { useAuth } from '../../account/hooks/use-auth'
import { usePriceFormat } from '../../currency/hooks/use-price-format'
import { PageFrame } from '../../shell/components/page-frame'
import { useLocale } from '../../shell/hooks/use-locale'
import { orderQueries } from '../api/queries'
import { OrderStatusLabel } from './order-status-label'

/** 'Your orders': purchase id, purchase date, order id, invoice number, total and status. */
export function OrdersPage() {
  const { t } = useLingui()
  const locale = useLocale()
  const user = useAuth()
  const price = usePriceFormat()
  const { data: orders = [], isPending } = useQuery(orderQueries.mine(user?.id))
  return (
    <PageFrame title={t`Your orders`}>
      {!user ? (
        <div className="empty-state">
          <p>
            <Trans>Sign in to see your orders. Booked as a guest? Open the link in your confirmation email.</Trans>
          </p>
          <Link href={localePath(locale, '/auth/login')} className="button button--primary">
            <Trans>Login/Signup</Trans>
          </Link>
        </div>
      ) : isPending ? null : orders.length === 0 ? (
        <div className="empty-state">
          <p>
            <Trans>You have no orders yet.</Trans>
          </p>
          <Link href={localePath(locale, '/things-to-do')} className="button button--primary">
            <Trans>Find things to do</Trans>
          </Link>
        </div>
      ) : (
        <div className="table-scroll">
          <table className="orders-table">
            <thead>
              <tr>
                <th scope="col">{t`Purchase ID`}</th>
                <th scope="col">{t`Purchase date`}</th>
                <th scope="col">{t`Order ID`}</th>
                <th scope="col">{t`Invoice number`}</th>
                <th scope="col">{t`Total`}</th>
                <th scope="col">{t`Status`}</th>
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => (
                <tr key={order.id}>
                  <td>
                    <Link href={localePath(locale, `/orders/${order.id}`)}>{order.purchase_id}</Link>
                  </td>
                  <td>{formatDate(order.created, locale)}</td>
                  <td>{order.number}</td>
                  <td>{order.invoice_number}</td>
                  <td>{price(order.total)}</td>
                  <td>
                    <OrderStatusLabel status={order.status} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </PageFrame>
  )
}
