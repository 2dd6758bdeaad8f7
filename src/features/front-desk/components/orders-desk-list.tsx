import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { formatClock, formatDate, formatMoney, formatNumber } from '../../../lib/format'
import { localized } from '../../../lib/localized'
import { isClientResponseError } from '../../../lib/pocketbase'
import { useLocale } from '../../../lib/use-locale'
import { LtrValue } from '../../../ui/ltr-value'
import { Spinner } from '../../../ui/spinner'
import { ORDER_DESK_STATUS_KEYS, isOrderDeskStatus, ordersDeskQueries, type OrderDeskFilters, type OrderDeskRow } from '../api/orders-desk-api'
import { useOrderStatusText } from './order-status-text'

type OrdersDeskListProps = { filters: OrderDeskFilters; onFiltersChange: (filters: OrderDeskFilters) => void }

/** The desk's search form, what it found (newest first) and the pages. The filters live in the address. */
export function OrdersDeskList({ filters, onFiltersChange }: OrdersDeskListProps) {
  const { t } = useLingui()
  const locale = useLocale()
  const [typed, setTyped] = useState(filters.q)
  // Back and forward change the address: the box follows (set while rendering, React's way to follow a prop).
  const [shownQ, setShownQ] = useState(filters.q)
  if (shownQ !== filters.q) {
    setShownQ(filters.q)
    setTyped(filters.q)
  }
  const { data, isPending, error } = useQuery(ordersDeskQueries.list(filters, locale))
  const { filter } = useOrderStatusText()
  const change = (next: Partial<OrderDeskFilters>) => onFiltersChange({ ...filters, ...next, page: next.page ?? 1 })
  const refusal = error ? (isClientResponseError(error) && error.status === 400 && error.response?.message ? String(error.response.message) : t`The orders could not be loaded. Check your connection and try again.`) : ''
  return (
    <section className="desk-list" aria-label={t`Orders`}>
      <form
        className="desk-list__filters"
        role="search"
        onSubmit={(event) => {
          event.preventDefault()
          change({ q: typed.trim() })
        }}
      >
        <div className="field desk-field desk-field--wide">
          <label className="field__label" htmlFor="desk-search">
            {t`Find an order`}
          </label>
          <input id="desk-search" className="field__input" type="search" value={typed} maxLength={100} aria-describedby="desk-search-hint" onChange={(event) => setTyped(event.target.value)} />
          <p id="desk-search-hint" className="field__description">
            {t`Order number, email, phone, the lead traveller’s name or an experience`}
          </p>
        </div>
        <div className="field desk-field">
          <label className="field__label" htmlFor="desk-status">
            {t`Status`}
          </label>
          <select id="desk-status" className="field__input" value={filters.status} onChange={(event) => change({ status: isOrderDeskStatus(event.target.value) ? event.target.value : '' })}>
            <option value="">{t`All statuses`}</option>
            {ORDER_DESK_STATUS_KEYS.map((key) => (
              <option key={key} value={key}>
                {filter(key)}
              </option>
            ))}
          </select>
        </div>
        <div className="field desk-field">
          <label className="field__label" htmlFor="desk-date">
            {t`Departure day`}
          </label>
          <input id="desk-date" className="field__input" type="date" value={filters.date} onChange={(event) => change({ date: event.target.value })} />
        </div>
        <div className="desk-list__actions">
          <button type="submit" className="button button--primary">
            {t`Find orders`}
          </button>
          {filters.q || filters.status || filters.date ? (
            <button
              type="button"
              className="button button--quiet"
              onClick={() => {
                setTyped('')
                onFiltersChange({ q: '', status: '', date: '', page: 1 })
              }}
            >
              {t`Clear the search`}
            </button>
          ) : null}
        </div>
      </form>
      {refusal ? (
        <p className="field__error" role="alert">
          {refusal}
        </p>
      ) : isPending || !data ? (
        <Spinner />
      ) : (
        <>
          <p className="field__description" role="status">
            {t`Orders found: ${formatNumber(data.totalItems, locale)}`}
          </p>
          {data.items.length === 0 ? (
            <p className="notice">{t`No order matches this search.`}</p>
          ) : (
            <ul className="desk-list__items" data-testid="desk-orders">
              {data.items.map((order) => (
                <OrderDeskItem key={order.id} order={order} />
              ))}
            </ul>
          )}
          {data.totalPages > 1 ? (
            <nav className="desk-list__pages" aria-label={t`Pages`}>
              <button type="button" className="button button--secondary" disabled={data.page <= 1} onClick={() => change({ page: data.page - 1 })}>
                {t`Previous`}
              </button>
              <span>{t`Page ${formatNumber(data.page, locale)} of ${formatNumber(data.totalPages, locale)}`}</span>
              <button type="button" className="button button--secondary" disabled={data.page >= data.totalPages} onClick={() => change({ page: data.page + 1 })}>
                {t`Next`}
              </button>
            </nav>
          ) : null}
        </>
      )}
    </section>
  )
}

/** One order as the desk reads it: its number and state, the lead traveller and how to reach them, each booking. */
function OrderDeskItem({ order }: { order: OrderDeskRow }) {
  const { t } = useLingui()
  const locale = useLocale()
  const { status } = useOrderStatusText()
  const placed = formatDate(order.created, locale, { dateStyle: 'medium', timeStyle: 'short' })
  const payBy = order.payBy ? formatDate(order.payBy, locale, { dateStyle: 'medium', timeStyle: 'short' }) : ''
  return (
    <li className="desk-order" data-testid="desk-order" data-status={order.status}>
      <div className="desk-order__top">
        <LtrValue className="desk-order__number">{order.number}</LtrValue>
        <span className={`desk-badge desk-badge--${order.status}`}>{status(order)}</span>
        <span className="desk-order__total">{formatMoney(order.total, locale, order.currency)}</span>
      </div>
      <p className="desk-order__meta">
        {t`Placed ${placed}`}
        {payBy ? <span> {t`Pay by ${payBy}`}</span> : null}
      </p>
      <dl className="desk-order__guest">
        <dt>{t`Lead traveller`}</dt>
        <dd>{order.leadGuest.name || t`No name given`}</dd>
        <dt>{t`Email`}</dt>
        <dd>
          <a href={`mailto:${order.leadGuest.email}`}>
            <LtrValue>{order.leadGuest.email}</LtrValue>
          </a>
        </dd>
        {order.leadGuest.phone ? (
          <>
            <dt>{t`Phone`}</dt>
            <dd>
              <a href={`tel:${order.leadGuest.phone}`}>
                <LtrValue>{order.leadGuest.phone}</LtrValue>
              </a>
            </dd>
          </>
        ) : null}
      </dl>
      <ul className="desk-order__bookings">
        {order.bookings.map((booking) => {
          const day = formatDate(booking.date, locale, { dateStyle: 'medium' })
          const time = formatClock(booking.startTime, locale)
          const seats = formatNumber(booking.seats, locale)
          return (
            <li key={booking.id}>
              <span className="desk-order__experience">{localized(booking.experience, 'title', locale)}</span>
              <span>{localized(booking.option, 'title', locale)}</span>
              <span>{t`${day} at ${time}`}</span>
              <span>{t`Seats: ${seats}`}</span>
              {booking.voucherCode ? (
                <span>
                  {t`Voucher`} <LtrValue>{booking.voucherCode}</LtrValue>
                </span>
              ) : null}
            </li>
          )
        })}
      </ul>
    </li>
  )
}
