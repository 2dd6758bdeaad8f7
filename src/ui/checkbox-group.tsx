import { Checkbox, CheckboxGroup as AriaCheckboxGroup, Label } from 'react-aria-components'
import './choice.css'

export type ChoiceOption = { id: string; label: string; count?: string; isDisabled?: boolean }

type CheckboxGroupProps = { label: string; options: ChoiceOption[]; value: string[]; onChange: (value: string[]) => void }

export function CheckboxGroup({ label, options, value, onChange }: CheckboxGroupProps) {
  return (
    <AriaCheckboxGroup className="choice-group" value={value} onChange={onChange}>
      <Label className="choice-group__label">{label}</Label>
      {options.map((option) => (
        <Checkbox key={option.id} value={option.id} className="choice" isDisabled={option.isDisabled}>
          <span className="choice__box" aria-hidden="true" />
          <span className="choice__text">{option.label}</span>
          {option.count !== undefined ? <span className="choice__count">{option.count}</span> : null}
        </Checkbox>
      ))}
    </AriaCheckboxGroup>
  )
}
