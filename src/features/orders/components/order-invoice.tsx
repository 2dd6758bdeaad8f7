import { useLingui } from '@lingui/react/macro'
import { formatDate, formatMoney } from '../../../lib/format'
import { localized } from '../../../lib/localized'
import { TravellerSummary } from '../../../lib/traveller-summary'
import { useLocale } from '../../../lib/use-locale'
import type { OrderView } from '../types'

/** The invoice as printed ('Print invoice'): hidden on screen, the only thing on paper. */
export function OrderInvoice({ view }: { view: OrderView }) {
  const { t } = useLingui()
  const locale = useLocale()
  const { order, bookings } = view
  const money = (halalas: number) => formatMoney(halalas, locale, order.currency)
  const promo = order.promoCode
  const lead = order.leadGuest
  const phone = lead?.phone ? `${lead.countryCode ?? ''} ${lead.phone}`.trim() : ''
  return (
    <section className="invoice" aria-label={t`Invoice`}>
      <header className="invoice__header">
        <div>
          <p className="invoice__seller">{t`Rihla`}</p>
          <h2 className="invoice__title">{t`Invoice`}</h2>
        </div>
        <dl className="invoice__meta">
          <div>
            <dt>{t`Invoice number`}</dt>
            <dd>
              <bdi>{order.invoiceNumber}</bdi>
            </dd>
          </div>
          <div>
            <dt>{t`Date`}</dt>
            <dd>{formatDate(order.created, locale)}</dd>
          </div>
          <div>
            <dt>{t`Order ID`}</dt>
            <dd>
              <bdi>{order.number}</bdi>
            </dd>
          </div>
        </dl>
      </header>
      {lead ? (
        <div className="invoice__customer">
          <h3>{t`Lead guest`}</h3>
          <p>
            {lead.firstName} {lead.lastName}
          </p>
          {lead.email ? (
            <p>
              <bdi>{lead.email}</bdi>
            </p>
          ) : null}
          {phone ? (
            <p>
              <bdi>{phone}</bdi>
            </p>
          ) : null}
        </div>
      ) : null}
      <table className="invoice__lines">
        <thead>
          <tr>
            <th scope="col">{t`Activity`}</th>
            <th scope="col">{t`Date`}</th>
            <th scope="col">{t`Travellers`}</th>
            <th scope="col">{t`Amount`}</th>
          </tr>
        </thead>
        <tbody>
          {bookings.map((booking) => (
            <tr key={booking.id}>
              <td>
                {localized(booking.experience, 'title', locale)}
                <br />
                <small>{localized(booking.option, 'title', locale)}</small>
              </td>
              <td>
                {formatDate(booking.date, locale)} <bdi>{booking.startTime}</bdi>
              </td>
              <td>
                <TravellerSummary travellers={booking.travellers} locale={locale} />
              </td>
              <td>{money(booking.total)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              {t`Subtotal`}
            </th>
            <td>{money(order.subtotal)}</td>
          </tr>
          {order.discount > 0 ? (
            <tr>
              <th scope="row" colSpan={3}>
                {promo ? t`Discount (${promo})` : t`Discount`}
              </th>
              <td>−{money(order.discount)}</td>
            </tr>
          ) : null}
          <tr className="invoice__total">
            <th scope="row" colSpan={3}>
              {t`Total`}
            </th>
            <td>{money(order.total)}</td>
          </tr>
          {(order.refunded ?? 0) > 0 ? (
            <tr>
              <th scope="row" colSpan={3}>
                {t`Refunded`}
              </th>
              <td>−{money(order.refunded ?? 0)}</td>
            </tr>
          ) : null}
        </tfoot>
      </table>
    </section>
  )
}
