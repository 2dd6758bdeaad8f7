import { Label, Radio, RadioGroup as AriaRadioGroup } from 'react-aria-components'
import type { ChoiceOption } from './checkbox-group'

type RadioGroupProps = { label: string; options: ChoiceOption[]; value: string; onChange: (value: string) => void; className?: string }

export function RadioGroup({ label, options, value, onChange, className }: RadioGroupProps) {
  return (
    <AriaRadioGroup className={['choice-group', className].filter(Boolean).join(' ')} value={value} onChange={onChange}>
      <Label className="choice-group__label">{label}</Label>
      {options.map((option) => (
        <Radio key={option.id} value={option.id} className="choice choice--radio">
          <span className="choice__box" aria-hidden="true" />
          <span className="choice__text">{option.label}</span>
          {option.count !== undefined ? <span className="choice__count">{option.count}</span> : null}
        </Radio>
      ))}
    </AriaRadioGroup>
  )
}
