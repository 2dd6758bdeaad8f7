import { useState } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { ComboBox, Form, Input, Label, ListBox, ListBoxItem, Popover, type Key } from 'react-aria-components'
import { localePath, type Locale } from '../../../lib/locale'
import { localized } from '../../../lib/localized'
import { Button } from '../../../ui/button'
import type { City } from '../../catalog/types'

const addDays = (days: number) => {
  const date = new Date(Date.now() + 3 * 3600_000)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

/** 'Where to? / When?': a destination with suggestions and a date, to the city's listing. */
export function HeroSearch({ cities, locale }: { cities: City[]; locale: Locale }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const [cityKey, setCityKey] = useState<Key | null>(null)
  const [text, setText] = useState('')
  const [date, setDate] = useState('')
  const submit = () => {
    const city = cities.find((candidate) => candidate.slug === cityKey)
    const search = date ? `?date=${date}` : ''
    if (city) void navigate({ href: `${localePath(locale, `/things-to-do-in-${city.slug}`)}${search}` })
    else if (text.trim()) void navigate({ href: localePath(locale, `/search/${encodeURIComponent(text.trim())}`) })
    else void navigate({ href: `${localePath(locale, '/things-to-do')}${search}` })
  }
  return (
    <Form className="hero-search" onSubmit={(event) => (event.preventDefault(), submit())}>
      <ComboBox
        className="field hero-search__where"
        selectedKey={cityKey}
        onSelectionChange={setCityKey}
        inputValue={text}
        onInputChange={setText}
        menuTrigger="focus"
        allowsCustomValue
      >
        <Label className="field__label">{t`Where to?`}</Label>
        <Input className="field__input" placeholder={t`City or destination`} />
        <Popover className="popover">
          <ListBox className="listbox">
            {cities.map((city) => (
              <ListBoxItem key={city.slug} id={city.slug} className="listbox__item" textValue={localized(city, 'name', locale)}>
                {localized(city, 'name', locale)}
              </ListBoxItem>
            ))}
          </ListBox>
        </Popover>
      </ComboBox>
      <div className="field hero-search__when">
        <label className="field__label" htmlFor="hero-date">
          {t`When?`}
        </label>
        <input id="hero-date" className="field__input" type="date" value={date} min={addDays(0)} max={addDays(179)} onChange={(event) => setDate(event.target.value)} />
      </div>
      <Button type="submit" className="hero-search__submit">
        {t`Search`}
      </Button>
    </Form>
  )
}
