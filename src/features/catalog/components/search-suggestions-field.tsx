import { useDeferredValue } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { ComboBox, Header, Input, Label, ListBox, ListBoxItem, ListBoxSection, Popover, type Key } from 'react-aria-components'
import { localePath } from '../../../lib/locale'
import { localized } from '../../../lib/localized'
import { SUGGEST_MIN_LENGTH, searchQueries } from '../api/search'
import { useLocale } from '../../../lib/use-locale'
import { AriaProviders } from '../../../ui/aria-providers'
import { ComboBoxTypedWhileLoading } from '../../../ui/combo-box-typed-while-loading'
import '../../../ui/popover.css'
import '../../../ui/field.css'
import '../catalog.css'

export type SearchFieldProps = { text: string; onTextChange: (text: string) => void; onSubmit: () => void }

/** The header search's text field with suggestions (destinations, categories, experiences) as you type. */
export function SearchSuggestionsField({ text, onTextChange, onSubmit }: SearchFieldProps) {
  const { t } = useLingui()
  const locale = useLocale()
  const navigate = useNavigate()
  const deferred = useDeferredValue(text.trim())
  const { data, isFetching, isError } = useQuery(searchQueries.suggest(deferred, locale))
  const searching = text.trim().length >= SUGGEST_MIN_LENGTH

  const sections = data
    ? [
        { id: 'cities', title: t`Destinations`, items: data.cities.map((city) => ({ id: `city:${city.slug}`, label: localized(city, 'name', locale), href: localePath(locale, `/things-to-do-in-${city.slug}`) })) },
        { id: 'categories', title: t`Categories`, items: data.categories.map((category) => ({ id: `category:${category.slug}`, label: localized(category, 'name', locale), href: localePath(locale, `/${category.slug}`) })) },
        {
          id: 'experiences',
          title: t`Experiences`,
          items: data.experiences.map((item) => ({ id: `experience:${item.slug}`, label: localized(item, 'title', locale), href: localePath(locale, item.city ? `/things-to-do-in-${item.city.slug}/${item.slug}` : `/experiences/${item.slug}`) })),
        },
      ].filter((section) => section.items.length > 0)
    : []
  const hrefs = new Map(sections.flatMap((section) => section.items.map((item) => [item.id, item.href] as const)))

  const choose = (key: Key | null) => {
    const href = key === null ? undefined : hrefs.get(String(key))
    if (href) {
      onTextChange('')
      void navigate({ href })
    }
  }

  return (
    <AriaProviders>
      <ComboBox
        className="search-box__field"
        inputValue={text}
        onInputChange={onTextChange}
        onSelectionChange={choose}
        allowsCustomValue
        menuTrigger="input"
        items={sections}
        // Open once suggestions are asked for, before the first suggestions arrive: on a slow connection
        // they come after the traveller stops typing, and the list must still show them.
        allowsEmptyCollection={searching}
      >
        <Label className="visually-hidden">{t`Search experiences`}</Label>
        <Input
          className="search-box__input"
          type="search"
          placeholder={t`Where to? Search tours, cities, activities`}
          onKeyDown={(event) => {
            // Enter searches for the text unless a suggestion is highlighted (then it opens that one).
            if (event.key === 'Enter' && !event.currentTarget.getAttribute('aria-activedescendant')) onSubmit()
          }}
        />
        <ComboBoxTypedWhileLoading />
        <Popover className="popover search-box__popover" placement="bottom start">
          <ListBox className="listbox" renderEmptyState={() => (
              // Without suggestions (none found, or they could not load) the typed text can still be searched.
              <p className="listbox__empty">{isFetching ? t`Looking for suggestions…` : isError && !data ? t`Suggestions could not load. Search to see every match.` : !data ? t`Looking for suggestions…` : t`No suggestions. Search to see every match.`}</p>
            )}>
            {(section: (typeof sections)[number]) => (
              <ListBoxSection id={section.id} className="listbox__section">
                <Header className="listbox__header">{section.title}</Header>
                {section.items.map((item) => (
                  <ListBoxItem key={item.id} id={item.id} className="listbox__item" textValue={item.label}>
                    {item.label}
                  </ListBoxItem>
                ))}
              </ListBoxSection>
            )}
          </ListBox>
        </Popover>
      </ComboBox>
    </AriaProviders>
  )
}
