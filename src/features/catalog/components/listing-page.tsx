import { lazy, Suspense, useRef, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useNavigate, useRouter } from '@tanstack/react-router'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { formatDate, formatNumber } from '../../../lib/format'
import type { PageHead } from '../../../lib/page-head'
import type { Crumb } from '../../../ui/breadcrumbs'
import { Select } from '../../../ui/select'
import { Link } from '../../../ui/link'
import { PlainPageFrame } from '../../../ui/plain-page-frame'
import { useLocale } from '../../../lib/use-locale'
import { searchQueries } from '../api/search'
import { activeFilterCount, searchApiQuery, type ListingScope, type ListingSearch, type Sort } from '../listing-search'
import { ExperienceGrid } from './experience-grid'
import { ExperienceGridSkeleton } from './experience-grid-skeleton'
import { NoResults } from './no-results'
import { ActiveFilterChips } from './active-filter-chips'
import '../catalog.css'
import './listing-page.css'

// The filters (a modal sheet with checkboxes, radios and number fields) load when first opened.
const FiltersSheet = lazy(() => import('./filters-sheet').then((module) => ({ default: module.FiltersSheet })))

type ListingPageProps = {
  title: string
  description?: string
  trail?: Crumb[]
  /** What this listing is about (its city, category or search words); filters narrow it. */
  scope: ListingScope
  search: ListingSearch
  /** The rest of the page's head (the city's or category's image, noindex for search results). */
  head?: Omit<PageHead, 'title' | 'description'>
}

/** A list of experiences with filters and sort kept in the URL, and a skeleton while loading. */
export function ListingPage({ title, description, trail, scope, search, head }: ListingPageProps) {
  const { t } = useLingui()
  const locale = useLocale()
  const router = useRouter()
  const navigate = useNavigate()
  const [filtersOpen, setFiltersOpen] = useState(false)
  const filtersButton = useRef<HTMLButtonElement>(null)
  const { data, isPlaceholderData, isError, error } = useQuery(searchQueries.search(searchApiQuery(search, scope, locale)))
  if (isError) throw error

  const go = (next: ListingSearch) => void navigate({ to: '.', search: next } as never)
  const hrefFor = (next: ListingSearch) => router.buildLocation({ to: '.', search: next } as never).href
  const filters = activeFilterCount(search)
  const filtersText = formatNumber(filters, locale)
  const sortLabels: Record<Sort, string> = { recommended: t`Recommended`, price_asc: t`Price: low to high`, price_desc: t`Price: high to low`, rating: t`Top rated` }
  const total = data ? data.totalItems : null
  const day = search.date ? formatDate(search.date, locale, { weekday: 'long', day: 'numeric', month: 'long' }) : null

  return (
    <PlainPageFrame title={title} description={description} trail={trail} className="listing" head={head}>
      {description ? <p className="page__lead">{description}</p> : null}
      <div className="listing__toolbar">
        {/* A plain button: the listing starts without react-aria, which loads with the sheet. */}
        <button ref={filtersButton} type="button" className="button button--secondary" onClick={() => setFiltersOpen(true)} aria-label={filters ? t`Filters, ${filtersText} on` : t`Filters`}>
          <span>{filters ? <Trans>Filters ({filtersText})</Trans> : <Trans>Filters</Trans>}</span>
        </button>
        <Select
          className="listing__sort"
          label={t`Sort by`}
          options={Object.entries(sortLabels).map(([id, label]) => ({ id, label }))}
          value={search.sort ?? 'recommended'}
          onChange={(sort) => go({ ...search, sort: sort === 'recommended' ? undefined : (sort as Sort), page: undefined })}
        />
      </div>
      <ActiveFilterChips search={search} locale={locale} onChange={go} emptyFocus={filtersButton} />
      {day ? (
        <p className="listing__date">
          <span>
            <Trans>Available on {day}</Trans>
          </span>{' '}
          <Link href={hrefFor({ ...search, date: undefined, page: undefined })} className="listing__date-clear">
            <Trans>Any date</Trans>
          </Link>
        </p>
      ) : null}
      <p className="listing__count" role="status" aria-live="polite">
        {total !== null ? <Plural value={total} one="# experience" other="# experiences" /> : null}
      </p>
      {!data ? (
        <ExperienceGridSkeleton label={t`Loading experiences`} />
      ) : data.items.length === 0 ? (
        <NoResults suggestions={data.suggestions} locale={locale} />
      ) : (
        <ExperienceGrid experiences={data.items} locale={locale} page={data.page} totalPages={data.totalPages} pageHref={(page) => hrefFor({ ...search, page: page > 1 ? page : undefined })} busy={isPlaceholderData} />
      )}
      {filtersOpen ? (
        <Suspense fallback={null}>
          <FiltersSheet isOpen={filtersOpen} onOpenChange={setFiltersOpen} search={search} facets={data?.facets} locale={locale} showCategories={!scope.category} onApply={go} />
        </Suspense>
      ) : null}
    </PlainPageFrame>
  )
}
