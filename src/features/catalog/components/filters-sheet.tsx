import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { formatNumber } from '../../../lib/format'
import type { Locale } from '../../../lib/locale'
import { localized } from '../../../lib/localized'
import { Button } from '../../../ui/button'
import { CheckboxGroup, type ChoiceOption } from '../../../ui/checkbox-group'
import { NumberField } from '../../../ui/number-field'
import { RadioGroup } from '../../../ui/radio-group'
import { Sheet } from '../../../ui/sheet'
import { AriaProviders } from '../../../ui/aria-providers'
import { useFocusFirstInvalid } from '../../../lib/use-focus-first-invalid'
import { catalogQueries } from '../api/queries'
import type { SearchFacets } from '../api/search'
import { useFilterVocabulary } from '../hooks/use-filter-vocabulary'
import { useFilterLabels } from '../hooks/use-filter-labels'
import { durationBuckets, listFilters, splitKeys, type DurationBucket, type ListFilter, type ListingSearch } from '../listing-search'
import '../../../ui/field.css'

type FiltersSheetProps = {
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
  search: ListingSearch
  facets: SearchFacets | undefined
  locale: Locale
  /** Hide the category filter on a category's own listing. */
  showCategories: boolean
  onApply: (next: ListingSearch) => void
}

const ANY = 'any'

/** All the listing filters in one sheet; nothing changes until the traveller applies them. */
export function FiltersSheet({ isOpen, onOpenChange, search, facets, locale, showCategories, onApply }: FiltersSheetProps) {
  const { t } = useLingui()
  const vocabulary = useFilterVocabulary()
  const { data: categories = [] } = useQuery(catalogQueries.categories())
  const [draft, setDraft] = useState<ListingSearch>(search)
  const count = (value: number | undefined) => (value === undefined ? undefined : formatNumber(value, locale))
  const update = (patch: Partial<ListingSearch>) => setDraft((current) => ({ ...current, ...patch }))
  // A minimum above the maximum is marked on both fields and not applied: the list behind keeps
  // the last filters that made sense, and 'Clear price' is at hand (docs/decisions/039-price-range.md).
  const priceReversed = draft.priceMin !== undefined && draft.priceMax !== undefined && draft.priceMin > draft.priceMax
  const { formRef: priceRef, focusFirstInvalid } = useFocusFirstInvalid<HTMLFieldSetElement>()

  const { filterLabels, durationLabels, starsAndUp } = useFilterLabels()
  const facetCounts = (filter: ListFilter) => new Map((facets?.[filter] ?? []).map((entry) => [entry.key, entry.count]))

  const categoryOptions: ChoiceOption[] = [
    { id: ANY, label: t`All categories` },
    ...categories.map((category) => ({ id: category.slug, label: localized(category, 'name', locale), count: count(facets?.categories.find((entry) => entry.slug === category.slug)?.count) })),
  ]
  const ratingOptions: ChoiceOption[] = [{ id: ANY, label: t`Any rating` }, ...[4, 3].map((min) => ({ id: String(min), label: starsAndUp(min), count: count(facets?.rating.find((entry) => entry.min === min)?.count) }))]
  const durationOptions: ChoiceOption[] = [{ id: ANY, label: t`Any duration` }, ...durationBuckets.map((key) => ({ id: key, label: durationLabels[key], count: count(facets?.duration.find((entry) => entry.key === key)?.count) }))]

  const apply = () => {
    if (priceReversed) return focusFirstInvalid()
    onApply({ ...draft, page: undefined })
    onOpenChange(false)
  }
  const clear = () => setDraft({ sort: search.sort })

  // The listing starts without react-aria's providers (PlainPageFrame): the sheet brings them.
  return (
    <AriaProviders>
      <Sheet
        title={t`Filters`}
        isOpen={isOpen}
        onOpenChange={(open) => {
          if (open) setDraft(search)
          onOpenChange(open)
        }}
        footer={
          <>
            <Button variant="secondary" onPress={clear}>
              {t`Clear all`}
            </Button>
            <Button onPress={apply}>{t`Show results`}</Button>
          </>
        }
      >
        {showCategories ? <RadioGroup label={t`Categories`} options={categoryOptions} value={draft.category ?? ANY} onChange={(value) => update({ category: value === ANY ? undefined : value })} /> : null}
        {listFilters.map((filter) => {
          const counts = facetCounts(filter)
          const options = vocabulary[filter].map((entry) => ({ id: entry.key, label: localized(entry, 'name', locale), count: count(counts.get(entry.key) ?? 0) }))
          if (!options.length) return null
          return <CheckboxGroup key={filter} label={filterLabels[filter]} options={options} value={splitKeys(draft[filter])} onChange={(keys) => update({ [filter]: keys.length ? keys.join(',') : undefined })} />
        })}
        <fieldset className="field-row price-range" ref={priceRef}>
          <legend className="choice-group__label">{t`Price range (SAR)`}</legend>
          <NumberField
            label={t`Minimum`}
            minValue={0}
            value={draft.priceMin ?? NaN}
            onChange={(value) => update({ priceMin: Number.isFinite(value) && value > 0 ? Math.round(value) : undefined })}
            errorMessage={priceReversed ? t`The minimum is above the maximum. Lower it, or raise the maximum.` : undefined}
          />
          <NumberField
            label={t`Maximum`}
            minValue={0}
            value={draft.priceMax ?? NaN}
            onChange={(value) => update({ priceMax: Number.isFinite(value) ? Math.round(value) : undefined })}
            errorMessage={priceReversed ? t`The maximum is below the minimum. Raise it, or lower the minimum.` : undefined}
          />
          {draft.priceMin !== undefined || draft.priceMax !== undefined ? (
            <Button variant="quiet" className="price-range__clear" onPress={() => update({ priceMin: undefined, priceMax: undefined })}>
              {t`Clear price`}
            </Button>
          ) : null}
        </fieldset>
        <RadioGroup label={t`Star rating`} options={ratingOptions} value={draft.rating ? String(draft.rating) : ANY} onChange={(value) => update({ rating: value === ANY ? undefined : Number(value) })} />
        <NumberField label={t`Traveller's age`} description={t`Show experiences open to this age`} minValue={0} maxValue={120} value={draft.age ?? NaN} onChange={(value) => update({ age: Number.isFinite(value) ? Math.round(value) : undefined })} />
        <RadioGroup label={t`Duration`} options={durationOptions} value={draft.duration ?? ANY} onChange={(value) => update({ duration: value === ANY ? undefined : (value as DurationBucket) })} />
      </Sheet>
    </AriaProviders>
  )
}
