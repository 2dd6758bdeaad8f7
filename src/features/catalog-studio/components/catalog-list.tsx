import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { formatDate, formatMoney, formatNumber } from '../../../lib/format'
import { localePath } from '../../../lib/locale'
import { useLocale } from '../../../lib/use-locale'
import { Link } from '../../../ui/link'
import { Spinner } from '../../../ui/spinner'
import { studioQueries, type StudioFilters, type StudioStatus } from '../api/studio-api'
import { StatusBadge } from './status-badge'

/** /staff/catalog: every experience, newest edit first, searched by title or address and filtered by city, category and status. */
export function CatalogList({ canEdit }: { canEdit: boolean }) {
  const { t } = useLingui()
  const locale = useLocale()
  const [filters, setFilters] = useState<StudioFilters>({ q: '', city: '', category: '', status: '', page: 1 })
  const [typed, setTyped] = useState('')
  const { data, isPending } = useQuery(studioQueries.list(filters))
  const vocabulary = useQuery(studioQueries.vocabulary())
  const name = (entry: { name_ar: string; name_en: string }) => (locale === 'ar' ? entry.name_ar : entry.name_en)
  const cityName = (id: string) => {
    const city = vocabulary.data?.cities.find((entry) => entry.id === id)
    return city ? name(city) : ''
  }
  const statuses: [StudioStatus | '', string][] = [
    ['', t`All states`],
    ['draft', t({ context: 'experience status', message: 'Draft' })],
    ['active', t({ context: 'experience status', message: 'Published' })],
    ['unavailable', t({ context: 'experience status', message: 'Unavailable' })],
    ['archived', t({ context: 'experience status', message: 'Archived' })],
  ]
  const change = (next: Partial<StudioFilters>) => setFilters((before) => ({ ...before, ...next, page: next.page ?? 1 }))
  return (
    <section className="studio-list" aria-label={t`Experiences`}>
      <div className="studio-list__top">
        {canEdit ? (
          <Link className="button button--primary" href={localePath(locale, '/staff/catalog/new')}>
            {t`New experience`}
          </Link>
        ) : (
          <p className="notice">{t`Only managers edit the catalog; you can view it without editing.`}</p>
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
          <label className="field__label" htmlFor="studio-search">
            {t`Search by title or address`}
          </label>
          <input id="studio-search" className="field__input" type="search" value={typed} onChange={(event) => setTyped(event.target.value)} onBlur={() => change({ q: typed })} />
        </div>
        <div className="field studio-field">
          <label className="field__label" htmlFor="studio-filter-city">
            {t`City`}
          </label>
          <select id="studio-filter-city" className="field__input" value={filters.city} onChange={(event) => change({ city: event.target.value })}>
            <option value="">{t`All cities`}</option>
            {vocabulary.data?.cities.map((city) => (
              <option key={city.id} value={city.id}>
                {name(city)}
              </option>
            ))}
          </select>
        </div>
        <div className="field studio-field">
          <label className="field__label" htmlFor="studio-filter-category">
            {t`Category`}
          </label>
          <select id="studio-filter-category" className="field__input" value={filters.category} onChange={(event) => change({ category: event.target.value })}>
            <option value="">{t`All categories`}</option>
            {vocabulary.data?.categories.map((category) => (
              <option key={category.id} value={category.id}>
                {name(category)}
              </option>
            ))}
          </select>
        </div>
        <div className="field studio-field">
          <label className="field__label" htmlFor="studio-filter-status">
            {t`Status`}
          </label>
          <select id="studio-filter-status" className="field__input" value={filters.status} onChange={(event) => change({ status: event.target.value })}>
            {statuses.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
      </form>
      {isPending || !data ? (
        <Spinner />
      ) : (
        <>
          <p className="field__description" role="status">
            {t`Experiences found: ${formatNumber(data.totalItems, locale)}`}
          </p>
          <ul className="studio-list__items">
            {data.items.map((item) => (
              <li key={item.id} className="studio-list__item">
                <Link href={localePath(locale, `/staff/catalog/${item.id}`)} className="studio-list__title">
                  {(locale === 'ar' ? item.title_ar : item.title_en) || item.title_ar || item.title_en || item.slug}
                </Link>
                <span className="studio-list__meta">
                  <StatusBadge status={item.status} />
                  <span>{cityName(item.city)}</span>
                  {item.price_from ? <span>{t`from ${formatMoney(item.price_from, locale)}`}</span> : null}
                  <span>{t`Edited on ${formatDate(item.updated.replace(' ', 'T'), locale, { dateStyle: 'medium' })}`}</span>
                </span>
              </li>
            ))}
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
