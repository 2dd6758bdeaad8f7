import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'react-aria-components'
import { formatDate, formatMoney } from '../../../lib/format'
import { localePath } from '../../../lib/locale'
import { useAuth } from '../../../lib/use-auth'
import { PageFrame } from '../../../ui/page-frame'
import { useLocale } from '../../../lib/use-locale'
import { orderQueries } from '../api/queries'
import { OrderStatusLabel } from './order-status-label'
import { PRIVATE_PAGE } from '../../../lib/page-head'
import '../orders.css'

/** 'Your orders': purchase id (the link to the order), purchase date, order id, invoice number, total and status. */
export function OrdersPage() {
  const { t } = useLingui()
  const locale = useLocale()
  const user = useAuth()
  const { data: orders = [], isPending } = useQuery(orderQueries.mine(user?.id))
  return (
    <PageFrame head={PRIVATE_PAGE} title={t`Your orders`}>
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
        // Wider than a phone: the table scrolls, so keyboard users can reach it and scroll it too.
        <div className="table-scroll" role="region" aria-label={t`Your orders`} tabIndex={0}>
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
                    <Link href={localePath(locale, `/orders/${order.id}`)}>
                      <bdi>{order.purchase_id}</bdi>
                    </Link>
                  </td>
                  <td>{formatDate(order.created, locale)}</td>
                  <td>
                    <bdi>{order.number}</bdi>
                  </td>
                  <td>
                    <bdi>{order.invoice_number}</bdi>
                  </td>
                  {/* What was charged, in the order's currency (SAR), not converted for display. */}
                  <td>{formatMoney(order.total, locale, order.currency || 'SAR')}</td>
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
