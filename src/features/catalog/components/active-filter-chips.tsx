import { useEffect, useRef, type RefObject } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { formatMoney, formatNumber } from '../../../lib/format'
import type { Locale } from '../../../lib/locale'
import { localized } from '../../../lib/localized'
import { catalogQueries } from '../api/queries'
import { useFilterLabels } from '../hooks/use-filter-labels'
import { useFilterVocabulary } from '../hooks/use-filter-vocabulary'
import { activeFilters, withoutFilters, type ActiveFilter, type ListingSearch } from '../listing-search'

type ActiveFilterChipsProps = {
  search: ListingSearch
  locale: Locale
  onChange: (next: ListingSearch) => void
  /** Where the focus goes once no filter is left (the Filters button). */
  emptyFocus: RefObject<HTMLButtonElement | null>
}

/**
 * The filters that are on, each a chip with its name and a button that takes it off, and "Clear
 * all filters". Plain buttons: the listing starts without react-aria. After a chip goes, the focus
 * moves to the chip that took its place (or the one before), never to the page's start.
 */
export function ActiveFilterChips({ search, locale, onChange, emptyFocus }: ActiveFilterChipsProps) {
  const { t } = useLingui()
  const vocabulary = useFilterVocabulary()
  const { durationLabels, starsAndUp } = useFilterLabels()
  const { data: categories = [] } = useQuery({ ...catalogQueries.categories(), enabled: Boolean(search.category) })
  const chips = activeFilters(search)
  const listRef = useRef<HTMLUListElement>(null)
  // Where the focus goes once the list has changed: the chip at this place (its count before the change).
  const focusAt = useRef<{ index: number; count: number } | null>(null)

  useEffect(() => {
    const pending = focusAt.current
    if (pending === null || chips.length === pending.count) return
    focusAt.current = null
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('.listing__chip-remove')
    if (buttons && buttons.length > 0) buttons[Math.min(pending.index, buttons.length - 1)]!.focus()
    else emptyFocus.current?.focus()
  }, [chips.length, emptyFocus])

  const sar = (whole: number) => formatMoney(whole * 100, locale)
  const labelOf = (chip: ActiveFilter): string => {
    switch (chip.kind) {
      case 'category': {
        const category = categories.find((entry) => entry.slug === chip.key)
        return category ? localized(category, 'name', locale) : chip.key
      }
      case 'price': {
        const lowest = search.priceMin !== undefined ? sar(search.priceMin) : null
        const highest = search.priceMax !== undefined ? sar(search.priceMax) : null
        return lowest && highest ? t`${lowest} to ${highest}` : lowest ? t`From ${lowest}` : t`Up to ${highest}`
      }
      case 'rating':
        return starsAndUp(search.rating ?? 0)
      case 'age': {
        const age = formatNumber(search.age ?? 0, locale)
        return t`Open to age ${age}`
      }
      case 'duration':
        return search.duration ? durationLabels[search.duration] : ''
      default: {
        const entry = vocabulary[chip.kind].find((candidate) => candidate.key === chip.key)
        return entry ? localized(entry, 'name', locale) : chip.key
      }
    }
  }

  if (!chips.length) return null
  return (
    <div className="listing__active">
      <ul className="listing__chips" ref={listRef} aria-label={t`Active filters`}>
        {chips.map((chip, index) => {
          const label = labelOf(chip)
          return (
            <li key={`${chip.kind}:${'key' in chip ? chip.key : ''}`} className="listing__chip">
              {/* Prices and ages are numbers beside words: kept whole in either direction. */}
              <bdi>{label}</bdi>
              <button
                type="button"
                className="listing__chip-remove"
                aria-label={t`Remove filter: ${label}`}
                onClick={() => {
                  focusAt.current = { index, count: chips.length }
                  onChange(chip.without)
                }}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          )
        })}
      </ul>
      <button
        type="button"
        className="listing__clear-all"
        onClick={() => {
          focusAt.current = { index: 0, count: chips.length }
          onChange(withoutFilters(search))
        }}
      >
        {t`Clear all filters`}
      </button>
    </div>
  )
}
