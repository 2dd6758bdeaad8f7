import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { formatDate, formatMoney, formatNumber } from '../../../lib/format'
import { localePath } from '../../../lib/locale'
import { useLocale } from '../../../lib/use-locale'
import { Link } from '../../../ui/link'
import { Spinner } from '../../../ui/spinner'
import { promoQueries, type PromoFilters, type StaffPromo } from '../api/promo-api'

/** A code's discount as a manager reads it: «١٥٪» or «٥٠٫٠٠ ر.س.». */
export function useDiscountText() {
  const locale = useLocale()
  return (promo: Pick<StaffPromo, 'type' | 'value'>) => (promo.type === 'percent' ? formatNumber(promo.value / 100, locale, { style: 'percent' }) : formatMoney(promo.value, locale))
}

/** /staff/promos: every code, newest edit first, searched by code and filtered by state. */
export function PromoList({ canEdit }: { canEdit: boolean }) {
  const { t } = useLingui()
  const locale = useLocale()
  const discount = useDiscountText()
  const [filters, setFilters] = useState<PromoFilters>({ q: '', status: '', page: 1 })
  const [typed, setTyped] = useState('')
  const { data, isPending } = useQuery(promoQueries.list(filters))
  const change = (next: Partial<PromoFilters>) => setFilters((before) => ({ ...before, ...next, page: next.page ?? 1 }))
  return (
    <section className="studio-list" aria-label={t`Promo codes`}>
      <div className="studio-list__top">
        {canEdit ? (
          <Link className="button button--primary" href={localePath(locale, '/staff/promos/new')}>
            {t`New promo code`}
          </Link>
        ) : (
          <p className="notice">{t`Only managers create and change promo codes; you can view them.`}</p>
        )}
      </div>
      <form
        className="studio-list__filters"
        role="search"
        onSubmit={(event) => {
          event.preventDefault()
          change({ q: typed })
        }}
      >
        <div className="field studio-field">
          <label className="field__label" htmlFor="promo-search">
            {t`Search by code`}
          </label>
          <input id="promo-search" className="field__input" type="search" dir="ltr" value={typed} onChange={(event) => setTyped(event.target.value)} onBlur={() => change({ q: typed })} />
        </div>
        <div className="field studio-field">
          <label className="field__label" htmlFor="promo-filter-status">
            {t`Status`}
          </label>
          <select id="promo-filter-status" className="field__input" value={filters.status} onChange={(event) => change({ status: event.target.value === 'active' || event.target.value === 'paused' ? event.target.value : '' })}>
            <option value="">{t`All states`}</option>
            <option value="active">{t({ context: 'promo status', message: 'Active' })}</option>
            <option value="paused">{t({ context: 'promo status', message: 'Paused' })}</option>
          </select>
        </div>
      </form>
      {isPending || !data ? (
        <Spinner />
      ) : (
        <>
          <p className="field__description" role="status">
            {t`Promo codes found: ${formatNumber(data.totalItems, locale)}`}
          </p>
          <ul className="studio-list__items">
            {data.items.map((promo) => {
              const used = formatNumber(promo.used_count, locale)
              return (
                <li key={promo.id} className="studio-list__item">
                  <Link href={localePath(locale, `/staff/promos/${promo.id}`)} className="studio-list__title">
                    <bdi dir="ltr">{promo.code}</bdi>
                  </Link>
                  <span className="studio-list__meta">
                    <span className={promo.active ? 'studio-badge studio-badge--active' : 'studio-badge studio-badge--archived'}>{promo.active ? t({ context: 'promo status', message: 'Active' }) : t({ context: 'promo status', message: 'Paused' })}</span>
                    <span>{discount(promo)}</span>
                    <span>{t`Used ${used} times`}</span>
                    {promo.ends_on ? <span>{t`Until ${formatDate(promo.ends_on, locale, { dateStyle: 'medium' })}`}</span> : null}
                  </span>
                </li>
              )
            })}
          </ul>
          {data.totalPages > 1 ? (
            <nav className="studio-list__pages" aria-label={t`Pages`}>
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
