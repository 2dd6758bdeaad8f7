import { useLingui } from '@lingui/react/macro'
import { formatDate, formatMoney, formatNumber } from '../../../lib/format'
import { departureInstant, formatInstant } from '../../../lib/departure-time'
import { localized } from '../../../lib/localized'
import { TravellerSummary } from '../../../lib/traveller-summary'
import { useLocale } from '../../../lib/use-locale'
import type { OrderView } from '../types'
import { InvoiceQr } from './invoice-qr'
import { LtrValue } from '../../../ui/ltr-value'

/**
 * The order's invoice: once paid, the Saudi simplified tax invoice (seller and VAT number, VAT
 * line, ZATCA QR code; decision 037), before that the plain invoice. On the order page it is
 * hidden on screen and the only thing printed; the invoice page shows it on screen (`onScreen`).
 */
export function OrderInvoice({ view, onScreen = false }: { view: OrderView; onScreen?: boolean }) {
  const { t } = useLingui()
  const locale = useLocale()
  const { order, bookings } = view
  const invoice = view.invoice ?? null
  const money = (halalas: number) => formatMoney(halalas, locale, order.currency)
  const promo = order.promoCode
  const lead = order.leadGuest
  const phone = lead?.phone ? `${lead.countryCode ?? ''} ${lead.phone}`.trim() : ''
  const issued = invoice ? formatInstant(invoice.issuedAt, locale, { dateStyle: 'long', timeStyle: 'short' }) : formatDate(order.created, locale)
  const lineWhen = (date: string, startTime: string) => {
    const start = departureInstant(date, startTime)
    return start ? formatInstant(start, locale, { dateStyle: 'medium', timeStyle: 'short' }) : formatDate(date, locale)
  }
  const rate = invoice ? formatNumber(invoice.vatRatePercent / 100, locale, { style: 'percent' }) : ''
  const sellerName = invoice ? localized(invoice.seller, 'name', locale) : t`Rihla`
  const otherName = invoice ? (locale === 'ar' ? invoice.seller.name_en : invoice.seller.name_ar) : ''
  return (
    <section className={onScreen ? 'invoice invoice--screen' : 'invoice'} aria-label={t`Invoice`} data-testid="invoice">
      <header className="invoice__header">
        <div>
          <p className="invoice__seller" data-testid="invoice-seller">
            {sellerName}
          </p>
          {otherName && otherName !== sellerName ? (
            <p className="invoice__seller-other" lang={locale === 'ar' ? 'en' : 'ar'} dir="auto">
              {otherName}
            </p>
          ) : null}
          <h2 className="invoice__title">{invoice ? t`Simplified tax invoice` : t`Invoice`}</h2>
        </div>
        <dl className="invoice__meta">
          {invoice ? (
            <div>
              <dt>{t`Seller VAT number`}</dt>
              <dd data-testid="invoice-vat-number">
                <LtrValue>{invoice.seller.vatNumber}</LtrValue>
              </dd>
            </div>
          ) : null}
          <div>
            <dt>{t`Invoice number`}</dt>
            <dd>
              <LtrValue>{order.invoiceNumber}</LtrValue>
            </dd>
          </div>
          <div>
            <dt>{invoice ? t`Issued` : t`Date`}</dt>
            <dd data-testid="invoice-issued">{issued}</dd>
          </div>
          <div>
            <dt>{t`Order ID`}</dt>
            <dd>
              <LtrValue>{order.number}</LtrValue>
            </dd>
          </div>
        </dl>
      </header>
      {invoice?.demoSeller ? (
        <p className="invoice__demo" data-testid="invoice-demo">
          {t`Demo store: the seller and VAT number are examples, and this invoice is not valid for tax purposes.`}
        </p>
      ) : null}
      {lead ? (
        <div className="invoice__customer">
          <h3>{t`Lead guest`}</h3>
          <p>
            {lead.firstName} {lead.lastName}
          </p>
          {lead.email ? (
            <p>
              <LtrValue>{lead.email}</LtrValue>
            </p>
          ) : null}
          {phone ? (
            <p>
              <LtrValue>{phone}</LtrValue>
            </p>
          ) : null}
        </div>
      ) : null}
      <div className="invoice__scroll">
        <table className="invoice__lines">
          <thead>
            <tr>
              <th scope="col">{t`Activity`}</th>
              <th scope="col">{invoice ? t`Amount (VAT included)` : t`Amount`}</th>
            </tr>
          </thead>
          <tbody>
            {bookings.map((booking) => (
              <tr key={booking.id}>
                <td>
                  {localized(booking.experience, 'title', locale)}
                  <small className="invoice__line-detail">{localized(booking.option, 'title', locale)}</small>
                  <small className="invoice__line-detail">{lineWhen(booking.date, booking.startTime)}</small>
                  <small className="invoice__line-detail">
                    <TravellerSummary travellers={booking.travellers} locale={locale} />
                  </small>
                </td>
                <td>{money(booking.total)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">
                {t`Subtotal`}
              </th>
              <td>{money(order.subtotal)}</td>
            </tr>
            {order.discount > 0 ? (
              <tr>
                <th scope="row">
                  {promo ? t`Discount (${promo})` : t`Discount`}
                </th>
                <td>−{money(order.discount)}</td>
              </tr>
            ) : null}
            {invoice ? (
              <>
                <tr>
                  <th scope="row">
                    {t`Total excluding VAT`}
                  </th>
                  <td data-testid="invoice-total-excluding-vat">{money(invoice.totalWithoutVat)}</td>
                </tr>
                <tr data-testid="invoice-vat-line">
                  <th scope="row">
                    {t`VAT (${rate})`}
                  </th>
                  <td data-testid="invoice-vat">{money(invoice.vatAmount)}</td>
                </tr>
              </>
            ) : null}
            <tr className="invoice__total">
              <th scope="row">
                {invoice ? t`Total including VAT` : t`Total`}
              </th>
              <td data-testid="invoice-total">{money(invoice ? invoice.totalWithVat : order.total)}</td>
            </tr>
            {(order.refunded ?? 0) > 0 ? (
              <tr>
                <th scope="row">
                  {t`Refunded`}
                </th>
                <td>−{money(order.refunded ?? 0)}</td>
              </tr>
            ) : null}
          </tfoot>
        </table>
      </div>
      {invoice ? (
        <figure className="invoice__qr-figure">
          <InvoiceQr payload={invoice.qr} label={t`QR code of this tax invoice for the Zakat, Tax and Customs Authority (ZATCA)`} />
          <figcaption>{t`Scan with the ZATCA app to check the seller, VAT number, date, total and VAT.`}</figcaption>
        </figure>
      ) : null}
    </section>
  )
}
