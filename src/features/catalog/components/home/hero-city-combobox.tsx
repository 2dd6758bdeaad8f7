import { useLingui } from '@lingui/react/macro'
import { ComboBox, Input, Label, ListBox, ListBoxItem, Popover, type Key } from 'react-aria-components'
import { localized } from '../../../../lib/localized'
import { AriaProviders } from '../../../../ui/aria-providers'
import { ComboBoxTypedWhileLoading } from '../../../../ui/combo-box-typed-while-loading'
import type { Locale } from '../../../../lib/locale'
import type { City } from '../../types'
import '../../../../ui/popover.css'
import '../../../../ui/field.css'

export type HeroCityFieldProps = {
  cities: City[]
  locale: Locale
  cityKey: Key | null
  onCityKeyChange: (key: Key | null) => void
  text: string
  onTextChange: (text: string) => void
}

/** 'Where to?' with the destinations listed as soon as it is focused. */
export function HeroCityComboBox({ cities, locale, cityKey, onCityKeyChange, text, onTextChange }: HeroCityFieldProps) {
  const { t } = useLingui()
  return (
    <AriaProviders>
      <ComboBox className="field hero-search__where" selectedKey={cityKey} onSelectionChange={onCityKeyChange} inputValue={text} onInputChange={onTextChange} menuTrigger="focus" allowsCustomValue>
        <Label className="field__label">{t`Where to?`}</Label>
        <Input className="field__input" placeholder={t`City or destination`} />
        <ComboBoxTypedWhileLoading />
        <Popover className="popover hero-search__popover" placement="bottom start" maxHeight={320}>
          <ListBox className="listbox">
            {cities.map((city) => (
              <ListBoxItem key={city.slug} id={city.slug} className="listbox__item" textValue={localized(city, 'name', locale)}>
                {localized(city, 'name', locale)}
              </ListBoxItem>
            ))}
          </ListBox>
        </Popover>
      </ComboBox>
    </AriaProviders>
  )
}
