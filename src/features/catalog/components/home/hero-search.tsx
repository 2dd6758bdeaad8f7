import { useId, useState } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import type { Key } from 'react-aria-components'
import { localePath, type Locale } from '../../../../lib/locale'
import { localized } from '../../../../lib/localized'
import { loadOnIntent, type StandInProps } from '../../../../lib/load-on-intent'
import type { City } from '../../types'
import type { HeroCityFieldProps } from './hero-city-combobox'
import '../../../../ui/popover.css'
import '../../../../ui/field.css'
import '../../catalog.css'

const addDays = (days: number) => {
  const date = new Date(Date.now() + 3 * 3600_000)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}


/** A plain text field, labelled and announced like the combobox, until the combobox loads. */
function HeroCityFieldStandIn({ text, onTextChange, intent }: HeroCityFieldProps & StandInProps) {
  const { t } = useLingui()
  const id = useId()
  return (
    <div className="field hero-search__where">
      <label className="field__label" htmlFor={id}>
        {t`Where to?`}
      </label>
      <input
        id={id}
        className="field__input"
        type="text"
        role="combobox"
        aria-expanded="false"
        aria-autocomplete="list"
        autoComplete="off"
        placeholder={t`City or destination`}
        value={text}
        onChange={(event) => onTextChange(event.target.value)}
        {...intent}
      />
    </div>
  )
}

// The suggestions list (react-aria's combobox, popover and listbox) is not needed to paint the hero.
const HeroCityField = loadOnIntent<HeroCityFieldProps>(() => import('./hero-city-combobox').then((module) => module.HeroCityComboBox), HeroCityFieldStandIn)

/** 'Where to? / When?': a destination with suggestions and a date, to the city's listing. */
export function HeroSearch({ cities, locale }: { cities: City[]; locale: Locale }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const [cityKey, setCityKey] = useState<Key | null>(null)
  const [text, setText] = useState('')
  const [date, setDate] = useState('')
  // The combobox's text and choice are both controlled here, so a choice writes the city's name
  // into the field (react-aria leaves that to the owner of both), and typing over it undoes it.
  const chooseCity = (key: Key | null) => {
    const city = cities.find((candidate) => candidate.slug === key)
    setCityKey(city ? city.slug : null)
    if (city) setText(localized(city, 'name', locale))
  }
  const typeText = (value: string) => {
    setText(value)
    const chosen = cities.find((candidate) => candidate.slug === cityKey)
    if (chosen && localized(chosen, 'name', locale) !== value) setCityKey(null)
  }
  const submit = () => {
    const typed = text.trim().toLocaleLowerCase(locale)
    // A city's name typed in full (in either language) is as good as choosing it.
    const city = cities.find((candidate) => candidate.slug === cityKey) ?? (typed ? cities.find((candidate) => [candidate.name_en, candidate.name_ar].some((name) => name.toLocaleLowerCase(locale) === typed)) : undefined)
    const search = date ? `?date=${date}` : ''
    if (city) void navigate({ href: `${localePath(locale, `/things-to-do-in-${city.slug}`)}${search}` })
    else if (typed) void navigate({ href: `${localePath(locale, `/search/${encodeURIComponent(text.trim())}`)}${search}` })
    else void navigate({ href: `${localePath(locale, '/things-to-do')}${search}` })
  }
  return (
    <form className="hero-search" onSubmit={(event) => (event.preventDefault(), submit())}>
      <HeroCityField cities={cities} locale={locale} cityKey={cityKey} onCityKeyChange={chooseCity} text={text} onTextChange={typeText} />
      <div className="field hero-search__when">
        <label className="field__label" htmlFor="hero-date">
          {t`When?`}
        </label>
        <input id="hero-date" className="field__input" type="date" value={date} min={addDays(0)} max={addDays(179)} onChange={(event) => setDate(event.target.value)} />
      </div>
      {/* The same look as ui/button's primary button, without react-aria on the home's first paint. */}
      <button type="submit" className="button button--primary hero-search__submit">
        <span>{t`Search`}</span>
      </button>
    </form>
  )
}
