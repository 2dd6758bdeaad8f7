import { Button, Label, ListBox, ListBoxItem, Popover, Select as AriaSelect, SelectValue, type Key } from 'react-aria-components'

export type SelectOption = { id: string; label: string }

type SelectProps = {
  label: string
  options: SelectOption[]
  value: string
  onChange: (value: string) => void
  /** Hide the label visually (it is still announced). */
  hideLabel?: boolean
  /** A shorter text for the closed select than the option's label (e.g. a currency code). */
  renderValue?: (value: string) => string
  className?: string
}

export function Select({ label, options, value, onChange, hideLabel = false, renderValue, className }: SelectProps) {
  return (
    <AriaSelect
      className={['select', className].filter(Boolean).join(' ')}
      selectedKey={value}
      onSelectionChange={(key: Key | null) => key !== null && onChange(String(key))}
    >
      <Label className={hideLabel ? 'visually-hidden' : 'field__label'}>{label}</Label>
      <Button className="select__button">
        <SelectValue>{({ defaultChildren }) => (renderValue ? renderValue(value) : defaultChildren)}</SelectValue>
        <span aria-hidden="true" className="select__chevron">
          ▾
        </span>
      </Button>
      <Popover className="popover">
        <ListBox className="listbox">
          {options.map((option) => (
            <ListBoxItem key={option.id} id={option.id} className="listbox__item" textValue={option.label}>
              {option.label}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </AriaSelect>
  )
}
