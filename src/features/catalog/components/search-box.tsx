import { useId, useState } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { localePath } from '../../../lib/locale'
import { loadOnIntent, type StandInProps } from '../../../lib/load-on-intent'
import { Icon } from '../../../ui/icon'
import { useLocale } from '../../../lib/use-locale'
import type { SearchFieldProps } from './search-suggestions-field'
import '../catalog.css'


/** A plain search field, the same as the suggestions field to eyes and screen readers, until that loads. */
function SearchFieldStandIn({ text, onTextChange, intent }: SearchFieldProps & StandInProps) {
  const { t } = useLingui()
  const id = useId()
  return (
    <div className="search-box__field">
      <label className="visually-hidden" htmlFor={id}>
        {t`Search experiences`}
      </label>
      <input
        id={id}
        className="search-box__input"
        type="search"
        role="combobox"
        aria-expanded="false"
        aria-autocomplete="list"
        autoComplete="off"
        placeholder={t`Where to? Search tours, cities, activities`}
        name="q"
        value={text}
        onChange={(event) => onTextChange(event.target.value)}
        {...intent}
      />
    </div>
  )
}

const SearchField = loadOnIntent<SearchFieldProps>(() => import('./search-suggestions-field').then((module) => module.SearchSuggestionsField), SearchFieldStandIn)

/** The header's search: suggestions as you type, or all results at /search/{text}. */
export function SearchBox() {
  const { t } = useLingui()
  const locale = useLocale()
  const navigate = useNavigate()
  const [text, setText] = useState('')
  const submit = (typed = text) => {
    const query = typed.trim()
    if (query) void navigate({ href: localePath(locale, `/search/${encodeURIComponent(query)}`) })
  }
  return (
    <form
      role="search"
      className="search-box"
      onSubmit={(event) => {
        event.preventDefault()
        // What was typed before the app started is in the field, not yet in the state.
        submit(text || String(new FormData(event.currentTarget).get('q') ?? ''))
      }}
    >
      <SearchField text={text} onTextChange={setText} onSubmit={() => submit()} />
      <button type="submit" className="search-box__submit" aria-label={t`Search`}>
        <Icon name="search" />
      </button>
    </form>
  )
}
