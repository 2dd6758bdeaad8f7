import { useState } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { Button, Form, Input, Label, SearchField } from 'react-aria-components'
import { localePath } from '../../../lib/locale'
import { Icon } from '../../../ui/icon'
import { useLocale } from '../hooks/use-locale'

/** The header's search: sends the traveller to /search/{text}. */
export function SearchBox() {
  const { t } = useLingui()
  const locale = useLocale()
  const navigate = useNavigate()
  const [text, setText] = useState('')
  const submit = () => {
    const query = text.trim()
    if (query) void navigate({ href: localePath(locale, `/search/${encodeURIComponent(query)}`) })
  }
  return (
    <Form role="search" className="search-box" onSubmit={(event) => (event.preventDefault(), submit())}>
      <SearchField value={text} onChange={setText} onSubmit={submit} className="search-box__field" aria-label={t`Search experiences`}>
        <Label className="visually-hidden">{t`Search experiences`}</Label>
        <Input className="search-box__input" placeholder={t`Where to? Search tours, cities, activities`} />
      </SearchField>
      <Button type="submit" className="search-box__submit" aria-label={t`Search`}>
        <Icon name="search" />
      </Button>
    </Form>
  )
}
